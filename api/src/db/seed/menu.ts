// The whole server menu of spec 2: groups (M), their screens (C) and a button (F) for
// each screen action. Names follow what the host matches: a screen's menuName is its
// path without the leading "/", its remark the host's i18n key, and a button's perms is
// `<group>:<screen>:<action>`.
import type { Insertable } from 'kysely';
import type { SysMenuTable } from '../types';

const ACTION_NAMES = {
  query: 'Query',
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  export: 'Export',
  review: 'Review',
  wallet: 'Top up or deduct',
  reply: 'Reply',
  close: 'Close conversation',
  'reset-password': 'Reset password',
  download: 'Download',
} as const;

export type Action = keyof typeof ACTION_NAMES;

interface ScreenDef {
  /** path under the group; `:name` segments are route parameters */
  path: string;
  actions: Action[];
  hidden?: boolean;
  /** the i18n key's last part, when it is not the path */
  label?: string;
}

interface GroupDef {
  key: string;
  order: number;
  icon: string;
  screens: ScreenDef[];
}

const CRUD: Action[] = ['query', 'add', 'edit', 'delete'];
const REPORT: Action[] = ['query', 'export'];
const CHAT: Action[] = ['query', 'reply', 'close'];

export const MENU_GROUPS: GroupDef[] = [
  {
    key: 'dashboard', order: 0, icon: 'IconDashboard', screens: [
      { path: 'workplace', actions: ['query'] },
      { path: 'user', actions: REPORT },
      { path: 'product', actions: REPORT },
      { path: 'topup', actions: REPORT },
      { path: 'consume', actions: REPORT },
      { path: 'topic', actions: REPORT },
      { path: 'stat', actions: CRUD, hidden: true },
    ],
  },
  {
    key: 'business', order: 1, icon: 'IconApps', screens: [
      { path: 'dashboard', actions: REPORT },
      { path: 'cost', actions: [...CRUD, 'export'] },
      { path: 'conversion', actions: REPORT },
      { path: 'risk', actions: REPORT },
      { path: 'af', actions: REPORT },
    ],
  },
  {
    key: 'product', order: 2, icon: 'IconVideoCamera', screens: [
      { path: 'category', actions: CRUD },
      { path: 'label', actions: CRUD },
      { path: 'list', actions: [...CRUD, 'export'] },
      { path: 'online', actions: ['query', 'edit'] },
      { path: 'comments', actions: ['query', 'review', 'delete'], hidden: true },
      { path: 'comments-follow', actions: ['query', 'edit'], hidden: true },
    ],
  },
  {
    key: 'user', order: 3, icon: 'IconUser', screens: [
      { path: 'list', actions: ['query', 'edit', 'wallet', 'export'] },
      { path: 'product/:userCode', actions: ['query', 'review'], hidden: true, label: 'product' },
      { path: 'product-detail/:id', actions: ['query'], hidden: true, label: 'product-detail' },
      { path: 'feedlabel', actions: CRUD },
    ],
  },
  {
    key: 'deal', order: 4, icon: 'IconGift', screens: [
      { path: 'package', actions: CRUD },
      { path: 'package-award', actions: CRUD },
      { path: 'topup-record', actions: REPORT },
      { path: 'coupon', actions: CRUD },
      { path: 'fastpackagetemplate', actions: CRUD },
    ],
  },
  {
    key: 'activity', order: 5, icon: 'IconTrophy', screens: [
      { path: 'list', actions: CRUD },
      { path: 'record', actions: REPORT, hidden: true },
      { path: 'drawprize', actions: CRUD },
      { path: 'medalconfig', actions: CRUD },
    ],
  },
  {
    key: 'promotion', order: 7, icon: 'IconSend', screens: [
      { path: 'list', actions: CRUD },
      { path: 'record', actions: REPORT },
      { path: 'message-record', actions: REPORT },
      { path: 'ad-cost', actions: [...CRUD, 'export'] },
      { path: 'message-template', actions: CRUD },
    ],
  },
  {
    key: 'setting', order: 8, icon: 'IconSettings', screens: [
      { path: 'user', actions: [...CRUD, 'reset-password', 'export'] },
      { path: 'account', actions: CRUD },
      { path: 'role', actions: CRUD },
      { path: 'menu', actions: CRUD },
      { path: 'config', actions: CRUD },
      { path: 'export-record', actions: ['query', 'download', 'delete'] },
    ],
  },
  {
    key: 'customer-service', order: 10, icon: 'IconCustomerService', screens: [
      // The three chat screens share one chat screen, told apart by their service code.
      { path: 'online_assistant', actions: CHAT },
      { path: 'vip_official_customer', actions: CHAT },
      { path: 'big_account', actions: CHAT },
      { path: 'reply-mange', actions: CRUD },
      { path: 'feed', actions: ['query', 'edit', 'export'] },
      { path: 'apply/list', actions: ['query', 'review'], label: 'apply' },
      { path: 'oplog', actions: REPORT },
    ],
  },
];

/** `apply/list` → `apply-list`, `product/:userCode` → `product`: the middle part of a perms code. */
export function screenKey(path: string): string {
  return path.split('/').filter((segment) => !segment.startsWith(':')).join('-');
}

export function permissionCode(group: string, screenPath: string, action: Action): string {
  return `${group}:${screenKey(screenPath)}:${action}`;
}

export type MenuSeedRow = Insertable<SysMenuTable> & { id: number; parent_id: number };

/** The menu as rows with stable ids: each group, then its screens, each followed by its buttons. */
export function menuRows(): MenuSeedRow[] {
  const rows: MenuSeedRow[] = [];
  let nextId = 1;
  for (const group of MENU_GROUPS) {
    const groupId = nextId++;
    rows.push({
      id: groupId, parent_id: 0, menu_name: group.key, menu_type: 'M', url: `/${group.key}`,
      order_num: group.order, icon: group.icon, visible: '1', remark: `menu.${group.key}`, perms: '',
    });
    group.screens.forEach((screen, screenIndex) => {
      const screenId = nextId++;
      const url = `/${group.key}/${screen.path}`;
      rows.push({
        id: screenId, parent_id: groupId, menu_name: url.slice(1), menu_type: 'C', url,
        order_num: screenIndex + 1, icon: '', visible: screen.hidden ? '0' : '1',
        remark: `menu.${group.key}.${screen.label ?? screen.path}`, perms: '',
      });
      screen.actions.forEach((action, actionIndex) => {
        rows.push({
          id: nextId++, parent_id: screenId, menu_name: ACTION_NAMES[action], menu_type: 'F', url,
          order_num: actionIndex + 1, icon: '', visible: '1', remark: '',
          perms: permissionCode(group.key, screen.path, action),
        });
      });
    });
  }
  return rows;
}

/**
 * What each seeded role is granted (spec 6), as group keys or `group/screen` names.
 * Admin gets everything.
 */
export const ROLE_GRANTS: Record<'admin' | 'normal' | 'operator', '*' | string[]> = {
  admin: '*',
  normal: ['dashboard', 'business', 'product', 'user', 'deal', 'activity', 'customer-service/feed'],
  operator: [
    'dashboard',
    'customer-service/online_assistant',
    'customer-service/vip_official_customer',
    'customer-service/big_account',
    'customer-service/reply-mange',
  ],
};

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
