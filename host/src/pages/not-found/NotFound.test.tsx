// Why a location shows no screen, as the shell says it: an unknown address, a screen the
// user's role may not open, and a screen the live release does not serve yet.
import { act, screen } from '@testing-library/react';
import { roleSelected, setLocale, SETTINGS_STORAGE_KEY, userInfoLoaded } from '@backoffice/shared';
import { jsonAnswer, installFetch, userInfo } from '@backoffice/shared/testing';
import { forgetRegistry } from '../../federation/registry';
import { GuardedPage } from '../../router/GuardedPage';
import { renderHost } from '../../testing/renderHost';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** The guarded page at `at` for Mia, an admin of DramaBox and a normal user of ShortMax (menu from the route table). */
function renderAt(at: string, role = 'admin') {
  const view = renderHost(<GuardedPage />, { at, path: '/*' });
  act(() => {
    view.store.dispatch(userInfoLoaded(userInfo()));
    view.store.dispatch(roleSelected(role));
  });
  return view;
}

beforeEach(() => {
  forgetRegistry();
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ menuFromServer: false }));
  installFetch(jsonAnswer({ remotes: {} })); // the live release serves no area
});
afterEach(() => localStorage.clear());

it('an unknown address is not found, whatever the role', async () => {
  renderAt('/made/up/page');
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  expect(
    screen.getByText('There is no page at this address. Check the link, or pick a screen from the menu.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/role/)).not.toBeInTheDocument();
});

it('a screen the role may not open says so, by its name', async () => {
  renderAt('/setting/user', 'operator');
  expect(await screen.findByText('You cannot open this screen')).toBeInTheDocument();
  expect(
    screen.getByText(/"Staff users" is not part of your menu in this project with your current role/),
  ).toBeInTheDocument();
});

it("a screen of the admin's own menu that the release lacks is not available yet, with no word about roles", async () => {
  renderAt('/product/list');
  expect(await screen.findByText('This screen is not available yet')).toBeInTheDocument();
  expect(screen.getByText('"Dramas" is not part of the live release yet.')).toBeInTheDocument();
  expect(screen.queryByText(/role/)).not.toBeInTheDocument();
});

it('says each in Chinese too', async () => {
  renderAt('/setting/user', 'operator');
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('您无法打开此页面')).toBeInTheDocument();
  expect(screen.getByText('“员工账号”不在您当前项目、当前角色的菜单中。如需使用，请联系管理员。')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '返回个人中心' })).toBeInTheDocument();
});
