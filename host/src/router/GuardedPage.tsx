import { useLocation } from 'react-router-dom';
import { selectCurrentRole, selectServerMenu, selectSettings, useAppSelector } from '@backoffice/shared';
import { isRouteAllowed } from './guard';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/not-found';

/** Every business page: allowed by the guard of spec 4, then served by its remote. */
export function GuardedPage() {
  const { pathname } = useLocation();
  const { menuFromServer } = useAppSelector(selectSettings);
  const serverMenu = useAppSelector(selectServerMenu);
  const role = useAppSelector(selectCurrentRole);
  if (!isRouteAllowed(pathname, { menuFromServer, serverMenu, role })) return <NotFoundPage />;
  return <RemotePage />;
}
