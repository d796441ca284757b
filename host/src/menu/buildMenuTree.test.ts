import type { ServerMenuItem } from '@backoffice/shared';
import { buildMenuTree, menuFromRouteTable } from './buildMenuTree';

const item = (
  id: number,
  parentId: number,
  menuType: 'M' | 'C' | 'F',
  url: string,
  orderNum: number,
  extra: Partial<ServerMenuItem> = {},
): ServerMenuItem => ({
  id,
  parentId,
  menuName: url.slice(1),
  menuType,
  url,
  orderNum,
  icon: '',
  visible: '1',
  remark: `menu.${url.slice(1).replace('/', '.')}`,
  perms: '',
  ...extra,
});

describe('buildMenuTree', () => {
  const items = [
    item(10, 0, 'M', '/setting', 8, { icon: 'IconSettings' }),
    item(1, 0, 'M', '/dashboard', 0),
    item(12, 10, 'C', '/setting/role', 3),
    item(11, 10, 'C', '/setting/user', 1),
    item(2, 1, 'C', '/dashboard/workplace', 1),
    item(3, 1, 'C', '/dashboard/stat', 7, { visible: '0' }),
    item(4, 2, 'F', '/dashboard/workplace', 1, { perms: 'dashboard:workplace:query' }),
  ];

  it('nests pages under their module by parentId, in orderNum order', () => {
    const tree = buildMenuTree(items);
    expect(tree.map((node) => node.path)).toEqual(['/dashboard', '/setting']);
    expect(tree[1].children?.map((node) => node.path)).toEqual(['/setting/user', '/setting/role']);
    expect(tree[1].icon).toBe('IconSettings');
  });

  it('leaves out hidden items and buttons', () => {
    const tree = buildMenuTree(items);
    expect(tree[0].children?.map((node) => node.path)).toEqual(['/dashboard/workplace']);
    expect(tree[0].children?.[0].children).toBeUndefined();
  });

  it('uses the remark as the label key, the menu name as the fallback', () => {
    const [dashboard] = buildMenuTree(items);
    expect(dashboard.labelKey).toBe('menu.dashboard');
    expect(buildMenuTree([item(5, 0, 'M', '/x', 0, { remark: '' })])[0].labelKey).toBe('x');
  });

  it('drops a page whose module the user was not granted', () => {
    expect(buildMenuTree([item(2, 1, 'C', '/dashboard/workplace', 1)])).toEqual([]);
  });
});

describe('menuFromRouteTable', () => {
  it('gives each role the groups and pages screens.json opens to it, in the top-level order', () => {
    const operator = menuFromRouteTable('operator');
    expect(operator.map((node) => node.key)).toEqual(['dashboard', 'customer-service']);
    expect(operator[1].children?.map((node) => node.key)).toEqual([
      'customer-service/online_assistant',
      'customer-service/vip_official_customer',
      'customer-service/big_account',
      'customer-service/reply-mange',
    ]);
    const admin = menuFromRouteTable('admin').map((node) => node.key);
    expect(admin).toEqual([
      'dashboard',
      'business',
      'product',
      'user',
      'deal',
      'activity',
      'promotion',
      'setting',
      'customer-service',
    ]);
  });

  it('hides hidden pages from the menu', () => {
    const dashboard = menuFromRouteTable('normal')[0];
    expect(dashboard.children?.some((node) => node.key === 'dashboard/stat')).toBe(false);
  });
});
