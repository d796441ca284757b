// The login page drawn at build time is the one the login island takes over: same markup in
// each language, hydrated without a mismatch (React would redraw it and log an error); what a
// visitor typed into the drawing before the script came is what signs them in, and the session
// goes to the app through its door (pages/login/handoff.ts).
import { setImmediate } from 'node:timers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Locale } from '@backoffice/shared';
import { callsTo, envelope, jsonAnswer, serveApi, userInfo } from '@backoffice/shared/testing';
import type { HostDoor } from '../pages/login/handoff';

const drawings: Partial<Record<Locale, string>> = {};
let complaints: jest.SpyInstance;

beforeAll(async () => {
  // React's Node renderer schedules its work with Node's setImmediate, which this browser-like
  // environment leaves out.
  globalThis.setImmediate = setImmediate;
  // The drawing is made at build time by a bundle of its own, in Node.
  await jest.isolateModulesAsync(async () => {
    const { renderLoginPage, LOCALES } = await import('./renderLoginPage');
    for (const locale of LOCALES) drawings[locale] = await renderLoginPage(locale);
  });
});

beforeEach(() => {
  localStorage.clear();
  delete window.backofficeLoginIsland;
  window.history.replaceState(null, '', '/login?redirect=dashboard%2Fworkplace');
  complaints = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
/**
 * The island runs on a copy of React of its own, as in the browser (isolateModules), which the
 * testing library's act() does not reach: its state updates warn so. Any other complaint stands,
 * a hydration mismatch first of all.
 */
const unexpected = () =>
  complaints.mock.calls.filter(([message]) => !String(message).includes('was not wrapped in act'));

afterEach(() => {
  expect(unexpected()).toEqual([]);
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The drawn page in #root, as firstPaint.ts leaves it, and the island's script run on it. */
async function islandOn(locale: Locale, typed: { username?: string; password?: string } = {}) {
  localStorage.setItem('arco-locale', locale);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = drawings[locale]!;
  document.body.append(root);
  if (typed.username) (within(root).getByPlaceholderText('Username') as HTMLInputElement).value = typed.username;
  if (typed.password) (within(root).getByPlaceholderText('Password') as HTMLInputElement).value = typed.password;
  const drawnButton = root.querySelector('button[type=submit]')!;
  await act(async () => {
    await jest.isolateModulesAsync(async () => {
      await import('../pages/login/island');
    });
  });
  await waitFor(() => expect(takenOver(drawnButton)).toBe(true));
  return { root, drawnButton };
}

const takenOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

/** The app's side of the door, as bootstrap.tsx opens it once its scripts have run. */
async function hostArrives(): Promise<jest.Mocked<HostDoor>> {
  const door = {
    takeOver: jest.fn<void, Parameters<HostDoor['takeOver']>>(),
    wordRefusal: jest.fn<string, Parameters<HostDoor['wordRefusal']>>(() => 'Incorrect username or password'),
  };
  await waitFor(() => expect(window.backofficeLoginIsland).toBeDefined()); // the island started the app
  window.backofficeLoginIsland!.hostReady(door);
  return door;
}

it.each([
  ['en-US', 'Sign in', 'Username'],
  ['zh-CN', '登录', '用户名'],
] as const)(
  'draws the login page in %s, and the island takes that drawing over in place',
  async (locale, submit, username) => {
    const { root, drawnButton } = await islandOn(locale);
    expect(within(root).getByRole('button', { name: submit })).toBe(drawnButton);
    expect(within(root).getByPlaceholderText(username)).toBeInTheDocument();
  },
);

it("signs in with what was typed into the drawing before the script came, and hands the session to the app's door", async () => {
  const fetchMock = serveApi({ 'POST /login': envelope({ token: 'fresh-token', userInfo: userInfo() }) });
  const { root } = await islandOn('en-US', { username: 'admin', password: 'admin123' });
  const door = await hostArrives();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  await waitFor(() => expect(door.takeOver).toHaveBeenCalledTimes(1));
  expect(door.takeOver).toHaveBeenCalledWith(
    { token: 'fresh-token', userInfo: userInfo() },
    '/dashboard/workplace',
    'en-US',
  );
  expect(root.childNodes).toHaveLength(0); // the island let go of #root for the app
  const [login] = callsTo(fetchMock, 'POST', '/login');
  const body = await login.json();
  expect(body).toEqual({ username: 'admin', password: 'admin123' }); // "remember" stays in the browser
});

it('asks the app to word a refusal, in the language the visitor switched to, and stays on the form', async () => {
  serveApi({
    'POST /login': jsonAnswer({ code: 401, message: 'Incorrect username or password', problem: 'signIn.wrong' }, 401),
  });
  await islandOn('en-US', { username: 'admin', password: 'nope' });
  await userEvent.click(screen.getByRole('button', { name: '中文' }));
  expect(localStorage.getItem('arco-locale')).toBe('zh-CN');
  const door = await hostArrives();
  door.wordRefusal.mockReturnValue('用户名或密码错误');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));

  await waitFor(() => expect(screen.getByText('用户名或密码错误')).toBeInTheDocument());
  expect(door.wordRefusal).toHaveBeenCalledWith(
    expect.objectContaining({ problem: 'signIn.wrong' }), // the api's answer itself: the app has its own classes
    'zh-CN',
  );
  expect(door.takeOver).not.toHaveBeenCalled();
});

it('starts the app once its form works, and signs in even if the visitor is quicker than the app', async () => {
  document.head.innerHTML = '<template id="app-start"><script src="/host/v1/main.js"></script></template>';
  serveApi({ 'POST /login': envelope({ token: 'fresh-token', userInfo: userInfo() }) });
  await islandOn('en-US', { username: 'admin', password: 'admin123' });
  await waitFor(() => expect(document.head.querySelector('script[src="/host/v1/main.js"]')).not.toBeNull());

  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  const door = await hostArrives(); // the app's scripts ran after the click
  await waitFor(() => expect(door.takeOver).toHaveBeenCalledTimes(1));
  document.head.innerHTML = '';
});
