import { getRegisteredMessages } from '@backoffice/shared';
import { menuItem } from '@backoffice/shared/testing';
import { registerHostMessages } from '../locale';
import { buildMenuTree } from '../menu/buildMenuTree';
import { screensFor, searchScreens } from './screens';

const serverMenu = [
  menuItem({ id: 1, menuType: 'M', menuName: 'dashboard', url: '/dashboard', remark: 'menu.dashboard', orderNum: 0 }),
  menuItem({
    id: 2,
    parentId: 1,
    menuName: 'dashboard/workplace',
    url: '/dashboard/workplace',
    remark: 'menu.dashboard.workplace',
  }),
  menuItem({ id: 8, menuType: 'M', menuName: 'setting', url: '/setting', remark: 'menu.setting', orderNum: 8 }),
  menuItem({ id: 81, parentId: 8, menuName: 'setting/user', url: '/setting/user', remark: 'menu.setting.user' }),
  menuItem({
    id: 82,
    parentId: 8,
    menuName: 'setting/role',
    url: '/setting/role',
    remark: 'menu.setting.role',
    visible: '0',
  }),
];

beforeAll(registerHostMessages);

it('lists the screens of the server menu (and the user center) when the menu comes from the server', () => {
  const screens = screensFor(buildMenuTree(serverMenu), { menuFromServer: true, serverMenu, role: 'admin' });
  expect(screens.map((screen) => screen.path)).toEqual(['/user-center/index', '/dashboard/workplace', '/setting/user']);
});

it('lists the route table through the guard otherwise: no hidden screens, none the role may not open', () => {
  const paths = screensFor([], { menuFromServer: false, serverMenu: null, role: 'operator' }).map(
    (screen) => screen.path,
  );
  expect(paths).toContain('/dashboard/workplace');
  expect(paths).toContain('/customer-service/online_assistant');
  expect(paths).not.toContain('/setting/user'); // admin only
  expect(paths).not.toContain('/dashboard/stat'); // hidden
  expect(paths.some((path) => path.includes(':'))).toBe(false);
});

it('matches the label in either language, the group, or the path', () => {
  const screens = screensFor([], { menuFromServer: false, serverMenu: null, role: 'admin' });
  const find = (query: string) => searchScreens(screens, query, getRegisteredMessages()).map((screen) => screen.path);
  expect(find('员工账号')).toEqual(['/setting/user']);
  expect(find('STAFF')).toEqual(['/setting/user']);
  expect(find('system staff')).toEqual(['/setting/user']);
  expect(find('/deal/coupon')).toEqual(['/deal/coupon']);
  expect(find('no such screen')).toEqual([]);
});
