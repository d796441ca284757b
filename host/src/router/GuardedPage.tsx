import { useLocation } from 'react-router-dom';
import { selectCurrentRole, selectServerMenu, selectSettings, useAppSelector } from '@backoffice/shared';
import { findRoute, isRouteAllowed } from './guard';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/not-found';

/**
 * Every business page: allowed by the route guard (guard.ts), then served by its remote. A refused
 * screen of the product says the role may not open it; any other refused path is not found.
 */
export function GuardedPage() {
  const { pathname } = useLocation();
  const { menuFromServer } = useAppSelector(selectSettings);
  const serverMenu = useAppSelector(selectServerMenu);
  const role = useAppSelector(selectCurrentRole);
  if (!isRouteAllowed(pathname, { menuFromServer, serverMenu, role }))
    return <NotFoundPage reason={findRoute(pathname) ? 'forbidden' : 'unknown'} />;
  return <RemotePage />;
}
