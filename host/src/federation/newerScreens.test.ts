// A screen released with its remote and the api after this host was built: the server menu
// names it, the host's catalogue does not know it. The host learns it from the remote.
import { waitFor } from '@testing-library/react';
import { getRegisteredMessages } from '@backoffice/shared';
import { installFetch, jsonAnswer, menuItem } from '@backoffice/shared/testing';
import { findRoute, isRouteAllowed } from '../router/guard';
import { forgetLoadedRoutes, loadRoutesOfNewerScreens } from './loadRemoteRoutes';
import { forgetRegistry } from './registry';

const runtime = { loadRemote: jest.fn(), registerRemotes: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => runtime.loadRemote(...args),
  registerRemotes: (...args: unknown[]) => runtime.registerRemotes(...args),
}));

const registry = {
  remotes: {
    setting: { version: '2.0.0', manifest: '/remotes/setting/2.0.0/mf-manifest.json', prefixes: ['setting'] },
    user: { version: '1.0.0', manifest: '/remotes/user/1.0.0/mf-manifest.json', prefixes: ['user'] },
  },
};
// What @backoffice/shared/routes gives a remote built on a catalogue with /setting/audit/:id in it.
const settingRoutes = {
  default: {
    name: 'setting',
    prefixes: ['setting'],
    pages: [
      {
        path: '/setting/audit/:id',
        name: 'setting/audit/:id',
        labelKey: 'menu.setting.audit',
        roles: ['admin'],
        hidden: false,
        component: () => null,
      },
    ],
    messages: { 'en-US': { 'menu.setting.audit': 'Audit trail' }, 'zh-CN': { 'menu.setting.audit': '审计记录' } },
  },
};
const menu = [
  menuItem({ id: 8, menuType: 'M', menuName: 'setting', url: '/setting', remark: 'menu.setting' }),
  menuItem({ id: 81, parentId: 8, menuName: 'setting/user', url: '/setting/user', remark: 'menu.setting.user' }),
  menuItem({
    id: 89,
    parentId: 8,
    menuName: 'setting/audit/:id',
    url: '/setting/audit/:id',
    remark: 'menu.setting.audit',
  }),
];

beforeEach(() => {
  forgetRegistry();
  forgetLoadedRoutes();
  runtime.loadRemote.mockReset().mockResolvedValue(settingRoutes);
  installFetch(jsonAnswer(registry));
});

it('loads the routes of the remote serving a screen the host does not know, which name, route and guard it', async () => {
  expect(findRoute('/setting/audit/7')).toBeUndefined();
  loadRoutesOfNewerScreens(menu);
  await waitFor(() => expect(getRegisteredMessages()['zh-CN']['menu.setting.audit']).toBe('审计记录'));
  expect(runtime.loadRemote.mock.calls).toEqual([['setting/routes']]);
  expect(findRoute('/setting/audit/7')).toMatchObject({ name: 'setting/audit/:id', labelKey: 'menu.setting.audit' });
  expect(isRouteAllowed('/setting/audit/7', { menuFromServer: true, serverMenu: menu, role: 'normal' })).toBe(true);
  expect(isRouteAllowed('/setting/audit/7', { menuFromServer: false, serverMenu: null, role: 'admin' })).toBe(true);
  expect(isRouteAllowed('/setting/audit/7', { menuFromServer: false, serverMenu: null, role: 'normal' })).toBe(false);
});

it('loads nothing while every screen of the menu is one the host knows', async () => {
  loadRoutesOfNewerScreens(menu.slice(0, 2));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(runtime.loadRemote).not.toHaveBeenCalled();
});
