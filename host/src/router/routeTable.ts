// The product's route table, as the host needs it: the catalogue of screens
// (`@backoffice/shared/catalogue`) shaped for the menu when "menu from server" is off,
// the guard's route names and the labels. A route's name is its path without the leading
// "/", which is also the `menuName` the server gives its menu items.
import type { RemotePage } from '@backoffice/shared';
import { GROUPS, type Role } from '@backoffice/shared/catalogue';

export type { Role };

export interface RouteDef {
  path: string;
  name: string;
  labelKey: string;
  roles: Role[];
  hideInMenu?: boolean;
}

export interface RouteGroup {
  key: string;
  path: string;
  labelKey: string;
  icon: string;
  order: number;
  roles: Role[];
  children: RouteDef[];
}

export const ROUTE_GROUPS: RouteGroup[] = GROUPS.map((group) => ({
  key: group.key,
  path: group.url,
  labelKey: group.labelKey,
  icon: group.icon,
  order: group.order,
  roles: group.roles,
  children: group.screens.map((screen) => ({
    path: screen.url,
    name: screen.name,
    labelKey: screen.labelKey,
    roles: screen.roles,
    ...(screen.hidden ? { hideInMenu: true } : {}),
  })),
}));

export const ALL_ROUTES: RouteDef[] = ROUTE_GROUPS.flatMap((routeGroup) => routeGroup.children);

/**
 * Screens a loaded remote serves that this host's catalogue does not know (the remote and the
 * api were released with a screen after the host was built): routed, guarded, tabbed and named
 * from then on as the remote's catalogue says.
 */
export function addRemoteScreens(pages: readonly RemotePage[]) {
  for (const page of pages) {
    if (!page.labelKey || ALL_ROUTES.some((route) => route.path === page.path)) continue;
    ALL_ROUTES.push({
      path: page.path,
      name: page.name,
      labelKey: page.labelKey,
      roles: (page.roles ?? []) as Role[],
      ...(page.hidden ? { hideInMenu: true } : {}),
    });
  }
}
