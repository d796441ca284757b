import type { MessageBundle } from '@backoffice/shared';
import type { MenuNode } from '../menu/buildMenuTree';
import { findRoute, isRouteAllowed, type GuardContext } from '../router/guard';
import { ROUTE_GROUPS } from '../router/routeTable';

export interface Screen {
  path: string;
  labelKey: string;
  defaultLabel: string;
  groupKey?: string;
  groupDefault?: string;
}

const USER_CENTER: Screen = { path: '/user-center/index', labelKey: 'menu.user-center', defaultLabel: 'User center' };

/**
 * Every screen the user may open (the guard agrees): the server's menu when the menu comes from the server,
 * else the route table through the guard (screens with a path parameter need one, so they
 * are left out, as are screens hidden from the menu).
 */
export function screensFor(tree: MenuNode[], guard: GuardContext): Screen[] {
  const screens: Screen[] = [USER_CENTER];
  if (guard.menuFromServer) {
    for (const node of tree) {
      const pages = node.children?.length ? node.children : [node];
      for (const page of pages) {
        if (!page.path || page.path.includes(':') || !findRoute(page.path) || !isRouteAllowed(page.path, guard))
          continue;
        screens.push({
          path: page.path,
          labelKey: page.labelKey,
          defaultLabel: page.defaultLabel,
          ...(page === node ? {} : { groupKey: node.labelKey, groupDefault: node.defaultLabel }),
        });
      }
    }
    return screens;
  }
  for (const group of ROUTE_GROUPS) {
    for (const route of group.children) {
      if (route.hideInMenu || route.path.includes(':') || !isRouteAllowed(route.path, guard)) continue;
      screens.push({
        path: route.path,
        labelKey: route.labelKey,
        defaultLabel: route.name,
        groupKey: group.labelKey,
        groupDefault: group.key,
      });
    }
  }
  return screens;
}

const normalise = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** The words a screen is found by: its label and group in every language, and its path. */
function haystack(screen: Screen, messages: MessageBundle): string {
  const words = [screen.path, screen.defaultLabel];
  for (const bundle of Object.values(messages)) {
    words.push(bundle[screen.labelKey] ?? '');
    if (screen.groupKey) words.push(bundle[screen.groupKey] ?? '');
  }
  return normalise(words.join(' \u0000 '));
}

/** Screens matching every word of the query (in either language or the path), best first. */
export function searchScreens(screens: Screen[], query: string, messages: MessageBundle): Screen[] {
  const terms = normalise(query).split(' ').filter(Boolean);
  if (!terms.length) return screens;
  const scored = screens
    .map((screen) => {
      const text = haystack(screen, messages);
      if (!terms.every((term) => text.includes(term))) return null;
      const labels = Object.values(messages).map((bundle) => normalise(bundle[screen.labelKey] ?? ''));
      const starts = labels.some((label) => label.startsWith(terms[0])) ? 0 : 1;
      return { screen, starts };
    })
    .filter((entry): entry is { screen: Screen; starts: number } => entry != null);
  return scored.sort((a, b) => a.starts - b.starts).map((entry) => entry.screen);
}
