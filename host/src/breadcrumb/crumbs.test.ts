import { menuItem } from '@backoffice/shared/testing';
import { buildMenuTree } from '../menu/buildMenuTree';
import { crumbsFor } from './crumbs';

const tree = buildMenuTree([
  menuItem({ id: 8, menuType: 'M', menuName: 'setting', url: '/setting', remark: 'menu.setting', orderNum: 8 }),
  menuItem({ id: 81, parentId: 8, menuName: 'setting/user', url: '/setting/user', remark: 'menu.setting.user' }),
]);
const keys = (pathname: string) => crumbsFor(pathname, tree).map((crumb) => crumb.labelKey);

it('names the group and the page from the server menu', () => {
  expect(keys('/setting/user')).toEqual(['menu.setting', 'menu.setting.user']);
});

it('falls back to the route table for a screen the menu does not show, and knows the user center', () => {
  expect(keys('/user/product-detail/7')).toEqual(['menu.user', 'menu.user.product-detail']);
  expect(keys('/user-center/index')).toEqual(['menu.user-center']);
  expect(keys('/no/such/page')).toEqual([]);
});
