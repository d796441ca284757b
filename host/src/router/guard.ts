import { matchPath } from 'react-router-dom';
import type { ServerMenuItem } from '@backoffice/shared';
import { ALL_ROUTES, type RouteDef } from './routeTable';

/** Pages every signed-in user may open, whatever the menu says. */
export const ALWAYS_ALLOWED = ['login', 'not-found', 'user-center/index'];

/** The route definition a location belongs to, if it is one of the product's screens. */
export function findRoute(pathname: string): RouteDef | undefined {
  return ALL_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/** The route name of a location: its route's name, or the path itself for other pages. */
export function routeNameOf(pathname: string): string {
  return findRoute(pathname)?.name ?? pathname.replace(/^\/+/, '');
}

export interface GuardContext {
  menuFromServer: boolean;
  serverMenu: ServerMenuItem[] | null;
  role: string | null | undefined;
}

/**
 * With a server menu, a route is allowed only if it matches a server menu name,
 * a server button name or an always-allowed page. Without it, the route's roles decide.
 */
export function isRouteAllowed(pathname: string, context: GuardContext): boolean {
  const name = routeNameOf(pathname);
  if (ALWAYS_ALLOWED.includes(name)) return true;
  if (context.menuFromServer) {
    return (context.serverMenu ?? []).some(
      (item) => (item.menuType === 'C' || item.menuType === 'F') && item.menuName === name,
    );
  }
  const route = findRoute(pathname);
  return Boolean(route && context.role && (route.roles.includes('*') || route.roles.includes(context.role as never)));
}
