import type { ServerMenuItem } from '@backoffice/shared';
import { isRouteAllowed, routeNameOf } from './guard';

const item = (
  id: number,
  menuType: 'M' | 'C' | 'F',
  menuName: string,
  extra: Partial<ServerMenuItem> = {},
): ServerMenuItem => ({
  id,
  parentId: 0,
  menuName,
  menuType,
  url: `/${menuName}`,
  orderNum: id,
  icon: '',
  visible: '1',
  remark: '',
  perms: '',
  ...extra,
});

const serverMenu = [
  item(1, 'M', 'dashboard'),
  item(2, 'C', 'dashboard/workplace', { parentId: 1 }),
  item(3, 'C', 'activity/record', { visible: '0' }),
  item(4, 'F', 'user/product/:userCode', { perms: 'user:list:product' }),
];

describe('route names', () => {
  it('names a screen by its pattern, parameters included', () => {
    expect(routeNameOf('/dashboard/workplace')).toBe('dashboard/workplace');
    expect(routeNameOf('/user/product/U123')).toBe('user/product/:userCode');
    expect(routeNameOf('/nowhere/at/all')).toBe('nowhere/at/all');
  });
});

describe('the guard with the menu from the server', () => {
  const context = { menuFromServer: true, serverMenu, role: 'normal' };

  it('allows a page of the server menu, hidden ones included', () => {
    expect(isRouteAllowed('/dashboard/workplace', context)).toBe(true);
    expect(isRouteAllowed('/activity/record', context)).toBe(true);
  });

  it('allows a page named by a server button', () => {
    expect(isRouteAllowed('/user/product/U42', context)).toBe(true);
  });

  it('refuses a real screen the server did not grant, and unknown paths', () => {
    expect(isRouteAllowed('/setting/user', context)).toBe(false);
    expect(isRouteAllowed('/made/up', context)).toBe(false);
  });

  it('refuses a module name: modules are not pages', () => {
    expect(isRouteAllowed('/dashboard', context)).toBe(false);
  });

  it('always allows the user center and not-found, even with no menu loaded', () => {
    expect(isRouteAllowed('/user-center/index', { ...context, serverMenu: null })).toBe(true);
    expect(isRouteAllowed('/not-found', { ...context, serverMenu: null })).toBe(true);
  });
});

describe('the guard with the static route table', () => {
  it('follows the roles of screens.json', () => {
    const normal = { menuFromServer: false, serverMenu: null, role: 'normal' };
    const operator = { ...normal, role: 'operator' };
    expect(isRouteAllowed('/product/list', normal)).toBe(true);
    expect(isRouteAllowed('/setting/user', normal)).toBe(false);
    expect(isRouteAllowed('/customer-service/online_assistant', normal)).toBe(false);
    expect(isRouteAllowed('/customer-service/online_assistant', operator)).toBe(true);
    expect(isRouteAllowed('/customer-service/feed', operator)).toBe(false);
    expect(isRouteAllowed('/dashboard/workplace', operator)).toBe(true);
    expect(isRouteAllowed('/setting/user', { ...normal, role: 'admin' })).toBe(true);
  });

  it('refuses everything but always-allowed pages without a role', () => {
    const noRole = { menuFromServer: false, serverMenu: null, role: undefined };
    expect(isRouteAllowed('/dashboard/workplace', noRole)).toBe(false);
    expect(isRouteAllowed('/user-center/index', noRole)).toBe(true);
  });
});
