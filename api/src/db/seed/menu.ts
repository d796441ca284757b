// The whole server menu, from the catalogue of screens (shared/src/catalogue/screens.json,
// the one statement of the screen table): groups (M), their screens (C) and a button (F)
// for each screen action. Names follow what the host matches: a screen's menuName is its
// path without the leading "/", its remark the host's i18n key, and a button's perms is
// `<group>:<screen>:<action>`. The api reads the catalogue's data; its derivations here
// are the browser's (shared/src/catalogue/index.ts), which seed.test.ts holds them to.
import catalogue from '@backoffice/shared/src/catalogue/screens.json';
import type { Action, GroupEntry, Role } from '@backoffice/shared/catalogue';
import type { Insertable } from 'kysely';
import type { SysMenu } from '../types';

export type { Action };

export const ACTION_NAMES: Readonly<Record<Action, string>> = catalogue.actions;
export const MENU_GROUPS = catalogue.groups as GroupEntry[];

/** `apply/list` → `apply-list`, `product/:userCode` → `product`: the middle part of a perms code. */
export function screenKey(path: string): string {
  return path
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
    .join('-');
}

export function permissionCode(group: string, screenPath: string, action: Action): string {
  return `${group}:${screenKey(screenPath)}:${action}`;
}

export type MenuSeedRow = Insertable<SysMenu> & { id: number; parent_id: number };

/** The menu as rows with stable ids: each group, then its screens, each followed by its buttons. */
export function menuRows(groups: readonly GroupEntry[] = MENU_GROUPS): MenuSeedRow[] {
  const rows: MenuSeedRow[] = [];
  let nextId = 1;
  for (const group of groups) {
    const groupId = nextId++;
    rows.push({
      id: groupId,
      parent_id: 0,
      menu_name: group.key,
      menu_type: 'M',
      url: `/${group.key}`,
      order_num: group.order,
      icon: group.icon,
      visible: '1',
      remark: `menu.${group.key}`,
      perms: '',
    });
    group.screens.forEach((screen, screenIndex) => {
      const screenId = nextId++;
      const url = `/${group.key}/${screen.path}`;
      rows.push({
        id: screenId,
        parent_id: groupId,
        menu_name: url.slice(1),
        menu_type: 'C',
        url,
        order_num: screenIndex + 1,
        icon: '',
        visible: screen.hidden ? '0' : '1',
        remark: `menu.${group.key}.${screen.label ?? screen.path}`,
        perms: '',
      });
      screen.actions.forEach((action, actionIndex) => {
        rows.push({
          id: nextId++,
          parent_id: screenId,
          menu_name: ACTION_NAMES[action],
          menu_type: 'F',
          url,
          order_num: actionIndex + 1,
          icon: '',
          visible: '1',
          remark: '',
          perms: permissionCode(group.key, screen.path, action),
        });
      });
    });
  }
  return rows;
}

export type SeededRole = Exclude<Role, '*'>;

/**
 * What each seeded role is granted: the screens the catalogue opens to it (`*`: to every
 * role), as `group/screen` names, or the group's key when it opens every screen of the
 * group (so the group item is granted too); admin gets everything.
 */
export function roleGrant(role: SeededRole, groups: readonly GroupEntry[] = MENU_GROUPS): '*' | string[] {
  if (role === 'admin') return '*';
  return groups.flatMap((group) => {
    const open = group.screens.filter((screen) =>
      (screen.roles ?? group.roles).some((allowed) => allowed === '*' || allowed === role),
    );
    return open.length === group.screens.length ? [group.key] : open.map((screen) => `${group.key}/${screen.path}`);
  });
}

/** The menu ids a role's grant covers: the named groups or screens, with their buttons. */
export function grantedMenuIds(rows: MenuSeedRow[], grant: '*' | string[]): number[] {
  if (grant === '*') return rows.map((row) => row.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const covered = (row: MenuSeedRow): boolean => {
    for (let current: MenuSeedRow | undefined = row; current; current = byId.get(current.parent_id)) {
      if (current.menu_type !== 'F' && grant.includes(current.menu_name)) return true;
    }
    return false;
  };
  return rows.filter(covered).map((row) => row.id);
}
