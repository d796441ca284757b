// The login page drawn at build time is the one the browser takes over: same markup in each
// language, hydrated without a mismatch (React would redraw it and log an error), and what a
// visitor typed into the drawing before the scripts came is what signs them in.
import { setImmediate } from 'node:timers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Message } from '@arco-design/web-react';
import { type Locale, setLocale } from '@backoffice/shared';
import { callsTo, envelope, serveApi, userInfo } from '@backoffice/shared/testing';
import { App } from '../app/App';
import { registerHostMessages } from '../locale';

const drawings: Partial<Record<Locale, string>> = {};
const roots: Root[] = [];

/**
 * React's development warnings that come from drawing and hydrating in one test process, which
 * the build does not: libraries that see a window (react-redux, Arco) take useLayoutEffect, of
 * which a server render warns; react-redux keeps its context on globalThis, so the drawing's
 * copy and the page's share it. Any other complaint stands.
 */
const DEV_ONLY = [
  'useLayoutEffect does nothing on the server',
  'multiple renderers concurrently rendering the same context provider',
];
const unexpected = (complaints: jest.SpyInstance) =>
  complaints.mock.calls.filter(([message]) => !DEV_ONLY.some((known) => String(message).includes(known)));
let complaints: jest.SpyInstance;

beforeAll(async () => {
  // React's Node renderer schedules its work with Node's setImmediate, which this browser-like
  // environment leaves out.
  globalThis.setImmediate = setImmediate;
  // The drawing is made at build time by a bundle of its own, in Node: here too it gets its own
  // copy of every module (React's, the router's and the language's state included).
  const drawingComplaints = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await jest.isolateModulesAsync(async () => {
    const { renderLoginPage, LOCALES } = await import('./renderLoginPage');
    for (const locale of LOCALES) drawings[locale] = await renderLoginPage(locale);
  });
  expect(unexpected(drawingComplaints)).toEqual([]);
  drawingComplaints.mockRestore();
  registerHostMessages(); // as bootstrap.tsx does before hydrating
});

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/login');
  jest.spyOn(Message, 'success').mockImplementation(() => () => undefined);
  complaints = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  expect(unexpected(complaints)).toEqual([]);
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The drawn page in #root, as firstPaint.ts leaves it. */
function drawnPage(locale: Locale) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = drawings[locale]!;
  document.body.append(root);
  setLocale(locale); // what the browser's own language rule picks, as the drawing did
  return root;
}

const takenOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

it.each([
  ['en-US', 'Sign in', 'Username'],
  ['zh-CN', '登录', '用户名'],
] as const)('draws /login in %s, and React takes that drawing over in place', async (locale, submit, username) => {
  const root = drawnPage(locale);
  const button = within(root).getByRole('button', { name: submit });
  expect(within(root).getByPlaceholderText(username)).toBeInTheDocument();

  const mismatches: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(root, <App />, { onRecoverableError: (error) => mismatches.push(error) }));
  });
  await waitFor(() => expect(takenOver(button)).toBe(true));
  expect(mismatches).toEqual([]);
  expect(root.contains(button)).toBe(true);
});

it('signs in with what was typed into the drawing before the scripts came', async () => {
  const fetchMock = serveApi({ 'POST /login': envelope({ token: 'fresh-token' }), '/getInfo': envelope(userInfo()) });
  const root = drawnPage('en-US');
  (within(root).getByPlaceholderText('Username') as HTMLInputElement).value = 'admin';
  (within(root).getByPlaceholderText('Password') as HTMLInputElement).value = 'admin123';

  await act(async () => {
    roots.push(hydrateRoot(root, <App />));
  });
  const button = screen.getByRole('button', { name: 'Sign in' });
  await waitFor(() => expect(takenOver(button)).toBe(true));
  await userEvent.click(button);

  await waitFor(() => expect(localStorage.getItem('token')).toBe('fresh-token'));
  const [login] = callsTo(fetchMock, 'POST', '/login');
  const body = await login.json();
  expect(body).toMatchObject({ username: 'admin', password: 'admin123' });
  expect(body).not.toHaveProperty('remember'); // the form's own choice stays in the browser
});
