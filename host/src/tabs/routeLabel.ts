import { selectCurrentRole, selectServerMenu, selectSettings, useAppSelector } from '@backoffice/shared';
import { findRoute, isRouteAllowed, type GuardContext } from '../router/guard';

export const USER_CENTER_PATH = '/user-center/index';

/** The label key of a location's screen: its route's, or the user center's. */
export function labelKeyOf(pathname: string): string | undefined {
  if (pathname === USER_CENTER_PATH) return 'menu.user-center';
  return findRoute(pathname)?.labelKey;
}

/** A location gets a tab when it is one of the product's screens and the guard lets it in. */
export function isTabbable(pathname: string, guard: GuardContext): boolean {
  return labelKeyOf(pathname) != null && isRouteAllowed(pathname, guard);
}

export function useGuardContext(): GuardContext {
  const { menuFromServer } = useAppSelector(selectSettings);
  const serverMenu = useAppSelector(selectServerMenu);
  const role = useAppSelector(selectCurrentRole);
  return { menuFromServer, serverMenu, role };
}
