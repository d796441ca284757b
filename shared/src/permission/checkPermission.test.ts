import { checkPermission, type PermissionContext } from './checkPermission';

const withServerMenu: PermissionContext = {
  serverMenuActive: true,
  permissionCodes: ['drama:add', 'drama:remove'],
  currentRole: 'normal',
};
const withoutServerMenu: PermissionContext = { serverMenuActive: false, permissionCodes: [], currentRole: 'operator' };

describe('with a server menu', () => {
  it('allows a button whose permission code (first entry) the menu grants', () => {
    expect(checkPermission(['drama:add'], withServerMenu)).toBe(true);
    expect(checkPermission(['drama:remove', 'whatever'], withServerMenu)).toBe(true);
  });

  it('removes one the menu does not grant, whatever the role', () => {
    expect(checkPermission(['drama:publish'], withServerMenu)).toBe(false);
    expect(checkPermission(['normal'], withServerMenu)).toBe(false);
    expect(checkPermission(['whatever', 'drama:add'], withServerMenu)).toBe(false);
  });
});

describe('without a server menu', () => {
  it('allows the element when the current role is listed', () => {
    expect(checkPermission(['admin', 'operator'], withoutServerMenu)).toBe(true);
  });

  it('removes it when the role is not listed, or there is no role', () => {
    expect(checkPermission(['admin'], withoutServerMenu)).toBe(false);
    expect(checkPermission(['admin'], { ...withoutServerMenu, currentRole: null })).toBe(false);
  });
});

it('refuses a value that is not an array, saying roles are needed', () => {
  expect(() => checkPermission('admin', withoutServerMenu)).toThrow("need roles! Like value={['admin','user']}");
  expect(() => checkPermission(undefined, withServerMenu)).toThrow(/need roles/);
});
