import { matchPath } from 'react-router-dom';
import type { MenuNode } from '../menu/buildMenuTree';
import { ROUTE_GROUPS } from '../router/routeTable';

export interface Crumb {
  labelKey: string;
  defaultLabel: string;
}

const matches = (path: string | undefined, pathname: string) =>
  Boolean(path) && matchPath({ path: path!, end: true }, pathname) != null;

const crumb = (node: { labelKey: string; defaultLabel?: string; key: string }): Crumb => ({
  labelKey: node.labelKey,
  defaultLabel: node.defaultLabel ?? node.key,
});

/**
 * Group › page for a location: from the menu tree the user sees, else (a screen hidden from
 * the menu) from the route table; the user center is a single crumb.
 */
export function crumbsFor(pathname: string, tree: MenuNode[]): Crumb[] {
  if (pathname === '/user-center/index') return [{ labelKey: 'menu.user-center', defaultLabel: 'User center' }];
  for (const node of tree) {
    const child = node.children?.find((candidate) => matches(candidate.path, pathname));
    if (child) return [crumb(node), crumb(child)];
    if (!node.children?.length && matches(node.path, pathname)) return [crumb(node)];
  }
  for (const group of ROUTE_GROUPS) {
    const route = group.children.find((candidate) => matches(candidate.path, pathname));
    if (route) return [crumb(group), { labelKey: route.labelKey, defaultLabel: route.name }];
  }
  return [];
}
