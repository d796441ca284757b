import type { ServerMenuItem } from '@backoffice/shared';
import { ROUTE_GROUPS } from '../router/routeTable';

export interface MenuNode {
  key: string;
  path: string;
  labelKey: string;
  defaultLabel: string;
  icon?: string;
  children?: MenuNode[];
}

const byOrder = (a: { orderNum: number }, b: { orderNum: number }) => a.orderNum - b.orderNum;

/**
 * The server's flat list as a menu: modules (M) and pages (C) nested by parentId, in
 * orderNum order. Hidden items (visible "0") and buttons (F) are not shown.
 */
export function buildMenuTree(items: ServerMenuItem[]): MenuNode[] {
  const shown = items.filter((item) => item.menuType !== 'F' && item.visible !== '0');
  const ids = new Set(shown.map((item) => item.id));
  const childrenOf = new Map<number | string, ServerMenuItem[]>();
  const roots: ServerMenuItem[] = [];
  for (const item of shown) {
    if (item.parentId != null && ids.has(item.parentId)) {
      const siblings = childrenOf.get(item.parentId) ?? [];
      siblings.push(item);
      childrenOf.set(item.parentId, siblings);
    } else if (item.menuType === 'M' || item.parentId == null || item.parentId === 0) {
      roots.push(item);
    }
  }
  const toNode = (item: ServerMenuItem): MenuNode => {
    const children = (childrenOf.get(item.id) ?? []).sort(byOrder).map(toNode);
    return {
      key: String(item.id),
      path: item.url,
      labelKey: item.remark || item.menuName,
      defaultLabel: item.menuName,
      icon: item.icon || undefined,
      ...(children.length ? { children } : {}),
    };
  };
  return roots.sort(byOrder).map(toNode);
}

/** The menu of the static route table for one role, when the menu does not come from the server. */
export function menuFromRouteTable(role: string | null | undefined): MenuNode[] {
  const allows = (roles: string[]) => roles.includes('*') || (role != null && roles.includes(role));
  return ROUTE_GROUPS.filter((group) => group.children.some((child) => allows(child.roles)))
    .sort((a, b) => a.order - b.order)
    .map((group) => ({
      key: group.key,
      path: group.path,
      labelKey: group.labelKey,
      defaultLabel: group.key,
      icon: group.icon,
      children: group.children
        .filter((child) => !child.hideInMenu && allows(child.roles))
        .map((child) => ({ key: child.name, path: child.path, labelKey: child.labelKey, defaultLabel: child.name })),
    }));
}
