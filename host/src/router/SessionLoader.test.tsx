// The server menu's notices as the signed-in person meets them: a quick load says nothing, a
// slow one says "loading" then "success", a failed one "error".
import { act, screen } from '@testing-library/react';
import { Message } from '@arco-design/web-react';
import { SETTINGS_STORAGE_KEY } from '@backoffice/shared';
import { envelope, jsonAnswer, menuItem, serveApi, userInfo } from '@backoffice/shared/testing';
import { renderHost } from '../testing/renderHost';
import { SessionLoader, SLOW_MENU_MS } from './SessionLoader';

const MENU = [menuItem({ id: 1, menuName: 'dashboard', url: '/dashboard', remark: 'Dashboard' })];

/** Signs in with the menu's answer held until `answer()` (a slow server); resolves once the menu is asked for. */
async function signInWithHeldMenu(response: () => Response = () => envelope(MENU)) {
  let answer = () => undefined as void;
  const held = new Promise<Response>((resolve) => {
    answer = () => resolve(response());
  });
  let asked = () => undefined as void;
  const menuAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  serveApi({
    '/getInfo': envelope(userInfo()),
    '/sysmenu/user/search': () => {
      asked();
      return held;
    },
  });
  localStorage.setItem('token', 'token-1');
  renderHost(
    <SessionLoader>
      <p>the shell</p>
    </SessionLoader>,
  );
  await act(() => menuAsked); // and the shell waiting for it on screen
  return () => act(async () => answer());
}

const notices = () => Array.from(document.querySelectorAll('.arco-message')).map((notice) => notice.textContent);
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ menuFromServer: true }));
});
afterEach(async () => {
  act(() => Message.clear());
  await wait(500); // gone, not fading out
  jest.useRealTimers();
});

it('says nothing of a menu that arrives quickly', async () => {
  const answer = await signInWithHeldMenu();
  await wait(SLOW_MENU_MS - 200);
  await answer();
  expect(await screen.findByText('the shell')).toBeInTheDocument();
  await wait(2 * SLOW_MENU_MS);
  expect(notices()).toEqual([]);
});

it('says "loading" of a menu still on its way after a second, then "success" in its place', async () => {
  const answer = await signInWithHeldMenu();
  await wait(SLOW_MENU_MS + 50);
  expect(notices()).toEqual(['loading']);
  await answer();
  expect(await screen.findByText('the shell')).toBeInTheDocument();
  expect(notices()).toEqual(['success']);
});

it('says "error" when the menu fails, however quickly', async () => {
  const answer = await signInWithHeldMenu(() =>
    jsonAnswer({ code: 403, message: 'No access to this project', data: null }, 403),
  );
  await answer();
  await wait(100);
  expect(notices()).toContain('error');
  expect(notices()).not.toContain('loading');
});
