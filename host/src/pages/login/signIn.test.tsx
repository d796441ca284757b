// Signing in on /login inside the app (after a sign-out): the form says what is missing, the api's
// refusals are worded in the visitor's language, and a sign-in records the session and goes on.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Message } from '@arco-design/web-react';
import { setLocale } from '@backoffice/shared';
import { callsTo, envelope, installFetch, jsonAnswer, requests, serveApi, userInfo } from '@backoffice/shared/testing';
import { renderHost } from '../../testing/renderHost';
import HostLoginPage from '.';

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(Message, 'success').mockImplementation(() => () => undefined);
  jest.spyOn(Message, 'error').mockImplementation(() => () => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function fillAndSubmit(username: string, password: string) {
  if (username) await userEvent.type(screen.getByPlaceholderText('Username'), username);
  if (password) await userEvent.type(screen.getByPlaceholderText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('says which field is empty and sends nothing', async () => {
  const fetchMock = installFetch(envelope({ token: 'never' }));
  renderHost(<HostLoginPage />, { at: '/login', path: '/login' });
  await fillAndSubmit('', '');
  expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
  expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('has one action, Sign in: without self-registration, where accounts come from is a note, not a button', () => {
  installFetch(envelope({ token: 'never' }));
  renderHost(<HostLoginPage />, { at: '/login', path: '/login' });
  const submits = screen.getAllByRole('button').filter((button) => button.getAttribute('type') === 'submit');
  expect(submits.map((button) => button.textContent)).toEqual(['Sign in']);
  expect(screen.queryByText(/register/i)).not.toBeInTheDocument();
  expect(screen.getByText('No account? An administrator creates it in System → Staff users.')).toBeInTheDocument();
});

it('says where a forgotten password is reset, in place, and shows a typed password on request', async () => {
  installFetch(envelope({ token: 'never' }));
  renderHost(<HostLoginPage />, { at: '/login', path: '/login' });
  await userEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
  expect(screen.getByText('Ask an administrator of your project to reset your password.')).toHaveAttribute(
    'role',
    'status',
  );
  await userEvent.type(screen.getByPlaceholderText('Password'), 'admin123');
  expect(screen.getByPlaceholderText('Password')).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(screen.getByPlaceholderText('Password')).toHaveAttribute('type', 'text');
});

/** The api of a sign-in that succeeds: the token and who signed in, in one answer. */
const signInApi = (token: string) =>
  serveApi({ 'POST /login': envelope({ token, userInfo: userInfo() }), '/getInfo': envelope(userInfo()) });

it('signs in, keeps the token, welcomes the user and goes where they were going', async () => {
  const fetchMock = signInApi('fresh-token');
  const { store } = renderHost(<HostLoginPage />, {
    at: '/login?redirect=deal%2Ftopup-record&status=1',
    path: '/login',
  });
  await fillAndSubmit('admin', 'admin123');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/deal/topup-record?status=1'));
  expect(localStorage.getItem('token')).toBe('fresh-token');
  expect(Message.success).toHaveBeenCalledWith('welcome to use');
  const [login] = requests(fetchMock);
  expect(login.url).toMatch(/\/admin-api\/login$/);
  expect(await login.json()).toMatchObject({ username: 'admin', password: 'admin123' });
  // Who signed in came with the token: the signed-in shell has it at once, with no getInfo round.
  expect(store.getState().auth.userInfo).toEqual(userInfo());
  expect(callsTo(fetchMock, 'GET', '/getInfo')).toHaveLength(0);
  // and the menu is asked for as the sign-in answers, from the shell's chunk: no shell has rendered here
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/sysmenu/user/search')).toHaveLength(1));
});

it("shows the server's reason when the credentials are wrong, and stays on the form", async () => {
  installFetch(jsonAnswer({ code: 401, message: 'Wrong username or password', data: null }, 401));
  renderHost(<HostLoginPage />, { at: '/login', path: '/login' });
  await fillAndSubmit('admin', 'nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
  expect(localStorage.getItem('token')).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});

it('says wrong credentials and too many attempts in Chinese, by the codes the api sends', async () => {
  installFetch(
    jsonAnswer({ code: 401, message: 'Incorrect username or password', data: null, problem: 'signIn.wrong' }, 401),
    jsonAnswer(
      {
        code: 429,
        message: 'Too many sign-in attempts for this account. Try again in 15 minutes.',
        data: null,
        problem: 'signIn.tooMany',
        params: { minutes: 15 },
      },
      429,
    ),
  );
  renderHost(<HostLoginPage />, { at: '/login', path: '/login' });
  act(() => setLocale('zh-CN'));
  const submit = async () => userEvent.click(screen.getByRole('button', { name: '登录' }));
  await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
  await userEvent.type(screen.getByPlaceholderText('密码'), 'nope');
  await submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('用户名或密码错误'));
  await submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('登录尝试次数过多，请在 15 分钟后重试。'));
});

it('falls back to the generic message when the api cannot be reached', async () => {
  installFetch(new TypeError('Failed to fetch'));
  renderHost(<HostLoginPage />, { at: '/login', path: '/login' });
  await fillAndSubmit('admin', 'admin123');
  expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
    /Login error, refresh and try again|Request Error/,
  );
});

it('remembers the username when asked, and offers it next time', async () => {
  signInApi('t');
  const first = renderHost(<HostLoginPage />, { at: '/login', path: '/login' });
  await userEvent.click(screen.getByText('Remember password'));
  await fillAndSubmit('operator', 'operator123');
  await waitFor(() => expect(localStorage.getItem('token')).toBe('t'));
  first.unmount();
  renderHost(<HostLoginPage />, { at: '/login', path: '/login' });
  expect(screen.getByPlaceholderText('Username')).toHaveValue('operator');
  expect(localStorage.getItem('loginParams')).not.toContain('operator123');
});

it("clears a failed sign-in's error once the next one succeeds, leaving the welcome alone", async () => {
  jest.mocked(Message.success).mockRestore();
  jest.mocked(Message.error).mockRestore();
  const toasts = () => Array.from(document.querySelectorAll('.arco-message')).map((toast) => toast.textContent);
  let refuse = true;
  serveApi({
    'POST /login': () =>
      refuse
        ? jsonAnswer({ code: 401, message: 'Wrong username or password', data: null }, 401)
        : envelope({ token: 'fresh-token' }),
    '/getInfo': envelope(userInfo()),
  });
  const { container } = renderHost(<HostLoginPage />, { at: '/login', path: '/login' });
  const formError = () => within(container).getByRole('alert');
  await fillAndSubmit('admin', 'nope');
  await waitFor(() => expect(formError()).toHaveTextContent('Wrong username or password'));

  refuse = false;
  await userEvent.clear(screen.getByPlaceholderText('Password'));
  await fillAndSubmit('', 'admin123');
  await waitFor(() => expect(toasts()).toEqual(['welcome to use']));
  expect(screen.getByTestId('location')).not.toHaveTextContent('/login');
  act(() => Message.clear());
});
