// The product's route table (spec 2), with the roles of each group. It names every
// screen once: the menu when "menu from server" is off, the guard's route names and
// the labels all come from here. A route's name is its path without the leading "/",
// which is also the `menuName` the server gives its menu items.
export type Role = 'admin' | 'normal' | 'operator' | '*';

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

type ChildSpec = [path: string, options?: { roles?: Role[]; hidden?: boolean; label?: string }];

function group(key: string, order: number, icon: string, roles: Role[], children: ChildSpec[]): RouteGroup {
  return {
    key,
    path: `/${key}`,
    labelKey: `menu.${key}`,
    icon,
    order,
    roles,
    children: children.map(([child, options = {}]) => ({
      path: `/${key}/${child}`,
      name: `${key}/${child}`,
      labelKey: `menu.${key}.${options.label ?? child}`,
      roles: options.roles ?? roles,
      hideInMenu: options.hidden,
    })),
  };
}

const ADMIN_NORMAL: Role[] = ['admin', 'normal'];
const ADMIN_OPERATOR: Role[] = ['admin', 'operator'];

export const ROUTE_GROUPS: RouteGroup[] = [
  group('dashboard', 0, 'IconDashboard', ['*'], [
    ['workplace'], ['user'], ['product'], ['topup'], ['consume'], ['topic'], ['stat', { hidden: true }],
  ]),
  group('business', 1, 'IconApps', ADMIN_NORMAL, [
    ['dashboard'], ['cost'], ['conversion'], ['risk'], ['af'],
  ]),
  group('product', 2, 'IconVideoCamera', ADMIN_NORMAL, [
    ['category'], ['label'], ['list'], ['online'],
    ['comments', { hidden: true }], ['comments-follow', { hidden: true }],
  ]),
  group('user', 3, 'IconUser', ADMIN_NORMAL, [
    ['list'],
    ['product/:userCode', { hidden: true, label: 'product' }],
    ['product-detail/:id', { hidden: true, label: 'product-detail' }],
    ['feedlabel'],
  ]),
  group('deal', 4, 'IconGift', ADMIN_NORMAL, [
    ['package'], ['package-award'], ['topup-record'], ['coupon'], ['fastpackagetemplate'],
  ]),
  group('activity', 5, 'IconTrophy', ADMIN_NORMAL, [
    ['list'], ['record', { hidden: true }], ['drawprize'], ['medalconfig'],
  ]),
  group('promotion', 7, 'IconSend', ['admin'], [
    ['list'], ['record'], ['message-record'], ['ad-cost'], ['message-template'],
  ]),
  group('setting', 8, 'IconSettings', ['admin'], [
    ['user'], ['account'], ['role'], ['menu'], ['config'], ['export-record'],
  ]),
  group('customer-service', 10, 'IconCustomerService', ['*'], [
    ['online_assistant', { roles: ADMIN_OPERATOR }],
    ['vip_official_customer', { roles: ADMIN_OPERATOR }],
    ['big_account', { roles: ADMIN_OPERATOR }],
    ['reply-mange', { roles: ADMIN_OPERATOR }],
    ['feed', { roles: ADMIN_NORMAL }],
    ['apply/list', { roles: ['admin'], label: 'apply' }],
    ['oplog', { roles: ['admin'] }],
  ]),
];

export const ALL_ROUTES: RouteDef[] = ROUTE_GROUPS.flatMap((routeGroup) => routeGroup.children);
