// The login page as a visitor meets it: in their language (with a switch to the other one),
// and never again once signed in.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLocale, loggedIn } from '@backoffice/shared';
import { envelope, installFetch, userInfo } from '@backoffice/shared/testing';
import { AppRoutes } from '../../app/App';
import { renderHost } from '../../testing/renderHost';
import { preloadPageCode } from '../../federation/preloadPage';
import LoginPage from '.';

// The page code's chain (registry → remote → chunk) is the federation's; here, only when it starts.
jest.mock('../../federation/preloadPage', () => ({
  ...jest.requireActual('../../federation/preloadPage'),
  preloadPageCode: jest.fn(),
}));
// The landing page's chunk: here, only whether it was asked for.
const mockLandingLoaded = jest.fn();
jest.mock('../user-center', () => {
  mockLandingLoaded();
  return { __esModule: true, default: () => null };
});

beforeEach(() => {
  localStorage.clear();
  installFetch((request: Request) =>
    new URL(request.url).pathname === '/admin-api/getInfo' ? envelope(userInfo()) : envelope([]),
  );
});

it('switches to Chinese and back before signing in, and remembers the choice', async () => {
  renderHost(<LoginPage />, { at: '/login', path: '/login' });
  await userEvent.click(screen.getByRole('button', { name: '中文' }));
  expect(screen.getByRole('heading', { name: '登录 Backoffice' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('用户名')).toBeInTheDocument();
  expect(localStorage.getItem('arco-locale')).toBe('zh-CN');

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByRole('heading', { name: 'Sign in to Backoffice' })).toBeInTheDocument();
  expect(getLocale()).toBe('en-US');
});

it('fetches the code of the page signing in leads to while the visitor types, before any click', async () => {
  const fetchMock = installFetch(envelope([]));
  renderHost(<AppRoutes />, { at: '/login?redirect=dashboard%2Fworkplace&status=1' });
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  await waitFor(() => expect(preloadPageCode).toHaveBeenCalledWith('/dashboard/workplace?status=1'));
  expect(fetchMock).not.toHaveBeenCalled(); // nothing is sent: no sign-in without the click
});

it('fetches the landing page while the visitor types when sign-in has nowhere else to go', async () => {
  jest.mocked(preloadPageCode).mockClear();
  expect(mockLandingLoaded).not.toHaveBeenCalled(); // a module is loaded once: no test before this one has
  const fetchMock = installFetch(envelope([]));
  renderHost(<AppRoutes />, { at: '/login' });
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  await waitFor(() => expect(mockLandingLoaded).toHaveBeenCalled());
  expect(preloadPageCode).not.toHaveBeenCalled(); // no area's page: the user's own page is the shell's
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends a signed-in visitor of /login where signing in would, its redirect honoured', async () => {
  const { store } = renderHost(<AppRoutes />, { at: '/login?redirect=deal%2Ftopup-record&status=1' });
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument(); // signed out: the form
  act(() => {
    store.dispatch(loggedIn('token-1'));
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/deal\/topup-record\?status=1$/));
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
});

it('sends a signed-in visitor of a plain /login home', async () => {
  localStorage.setItem('token', 'token-1');
  renderHost(<AppRoutes />, { at: '/login' });
  await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('/login'));
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
});

describe('tabs of one browser share the session (the storage event)', () => {
  /** What the browser tells this tab when another tab of it writes the token. */
  function anotherTabWrites(token: string | null) {
    const oldValue = localStorage.getItem('token');
    if (token) localStorage.setItem('token', token);
    else localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'token', oldValue, newValue: token, storageArea: localStorage }),
      );
    });
  }

  it('takes a visitor of /login where signing in would lead once another tab signs in', async () => {
    const { store } = renderHost(<AppRoutes />, { at: '/login?redirect=deal%2Ftopup-record' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();

    anotherTabWrites('token-2');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/deal\/topup-record$/));
    expect(store.getState().auth.token).toBe('token-2');
  });

  it('sends a signed-in tab to /login when another tab signs out, keeping where it was', async () => {
    localStorage.setItem('token', 'token-1');
    const { store } = renderHost(<AppRoutes />, { at: '/deal/topup-record' });
    await waitFor(() => expect(store.getState().auth.userInfo).not.toBeNull());

    anotherTabWrites(null);

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?redirect=deal%2Ftopup-record$/),
    );
    expect(store.getState().auth).toMatchObject({ token: null, userInfo: null });
  });
});
