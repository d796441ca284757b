// The user center's settings tab against a fetch double: profile save (cleaned body, toast,
// the shown profile updates), server field errors on their inputs, the password form.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Message } from '@arco-design/web-react';
import userEvent from '@testing-library/user-event';
import { envelope, installFetch, jsonAnswer, untranslatedTexts, userInfo } from '@backoffice/shared/testing';
import { setLocale, userInfoLoaded } from '@backoffice/shared';
import { renderHost } from '../../testing/renderHost';
import UserCenterPage from './index';

let sent: Array<{ method: string; path: string; body: Record<string, unknown> }>;
let profileAnswer: (body: Record<string, unknown>) => Response;
let passwordAnswer: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  sent = [];
  profileAnswer = (body) => envelope(userInfo(body));
  passwordAnswer = () => envelope({ revokedSessions: 2 });
  installFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? {} : ((await request.json()) as Record<string, unknown>);
    sent.push({ method: request.method, path, body });
    if (path === '/admin-api/user/profile') return profileAnswer(body);
    if (path === '/admin-api/user/password') return passwordAnswer(body);
    if (path === '/admin-api/getInfo') return envelope(userInfo());
    return envelope(null);
  });
});

// Toasts live in document.body, outside each test's container.
afterEach(() => {
  act(() => Message.clear());
});

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

function renderCenter(at = '/user-center/index?tab=settings') {
  const view = renderHost(<UserCenterPage />, { at });
  act(() => {
    view.store.dispatch(userInfoLoaded(userInfo()));
  });
  return view;
}

const profileForm = () => screen.getByRole('form', { name: 'Basic information' });
const passwordForm = () => screen.getByRole('form', { name: 'Change password' });
/** The Form.Item around a labelled input, where Arco shows its error. */
const itemOf = (input: HTMLElement) => input.closest('.arco-form-item') as HTMLElement;

it('opens the profile by default and the settings with ?tab=settings', async () => {
  renderCenter('/user-center/index');
  expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  expect(screen.getByText('mia@example.com')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Basic information' })).toBeNull();
});

it('saves the profile with a cleaned body, toasts and shows the new profile', async () => {
  const user = setup();
  renderCenter();
  const name = within(profileForm()).getByLabelText('Name');
  expect(name).toHaveValue('Mia Chen');
  await user.clear(name);
  await user.type(name, '  Mia Tan  ');
  await user.type(within(profileForm()).getByLabelText('Website'), 'https://mia.example.com');
  await user.click(within(profileForm()).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Your profile was saved')).toBeInTheDocument();
  const put = sent.find((entry) => entry.path === '/admin-api/user/profile')!;
  expect(put.method).toBe('PUT');
  expect(put.body).toMatchObject({
    name: 'Mia Tan',
    email: 'mia@example.com',
    personalWebsite: 'https://mia.example.com',
    jobName: 'Operator',
    organizationName: 'Operations',
    locationName: 'Singapore',
  });
  // Empty fields are not sent (the api clears them).
  expect(put.body).not.toHaveProperty('phone');
  expect(put.body).not.toHaveProperty('introduction');

  await user.click(screen.getByRole('tab', { name: 'Profile' }));
  expect(await screen.findByRole('heading', { name: 'Mia Tan' })).toBeInTheDocument();
});

it('checks the api rules before sending', async () => {
  const user = setup();
  renderCenter();
  const form = profileForm();
  await user.clear(within(form).getByLabelText('Name'));
  await user.clear(within(form).getByLabelText('Email'));
  await user.type(within(form).getByLabelText('Email'), 'not-an-email');
  await user.type(within(form).getByLabelText('Website'), 'javascript:alert(1)');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Name is required')).toBeInTheDocument();
  expect(within(form).getByText('Email: Enter an email address such as name@example.com')).toBeInTheDocument();
  expect(
    within(form).getByText('Website: Enter an http, https or ftp address such as https://example.com'),
  ).toBeInTheDocument();
  expect(sent.some((entry) => entry.path === '/admin-api/user/profile')).toBe(false);
});

it('shows a server 400 on the email field', async () => {
  profileAnswer = () =>
    jsonAnswer(
      {
        code: 400,
        message: 'Invalid request',
        data: null,
        errors: [{ field: 'email', message: 'is already used by another account' }],
      },
      400,
    );
  const user = setup();
  renderCenter();
  const email = within(profileForm()).getByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'taken@example.com');
  await user.click(within(profileForm()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(itemOf(email)).toHaveTextContent('is already used by another account'));
  expect(itemOf(within(profileForm()).getByLabelText('Name'))).not.toHaveTextContent('is already used');
  expect(screen.queryByText('Your profile was saved')).toBeNull();
});

async function fillPassword(user: ReturnType<typeof setup>, old: string, next: string, confirm: string) {
  const form = passwordForm();
  await user.type(within(form).getByLabelText('Current password'), old);
  await user.type(within(form).getByLabelText('New password'), next);
  await user.type(within(form).getByLabelText('Confirm new password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
}

it('blocks a confirmation that does not match, client-side', async () => {
  const user = setup();
  renderCenter();
  await fillPassword(user, 'oldpass123', 'newpass123', 'newpass124');
  expect(await within(passwordForm()).findByText('The two passwords do not match')).toBeInTheDocument();
  expect(sent.some((entry) => entry.path === '/admin-api/user/password')).toBe(false);
});

it('hints the strength and refuses a weak new password', async () => {
  const user = setup();
  renderCenter();
  expect(
    within(passwordForm()).getByText('8 to 64 characters, with at least one letter and one digit'),
  ).toBeInTheDocument();
  await fillPassword(user, 'oldpass123', 'abcdefgh', 'abcdefgh');
  expect(within(passwordForm()).getByText('Strength: too weak')).toBeInTheDocument();
  expect(
    await within(passwordForm()).findByText('Use 8 to 64 characters, with at least one letter and one digit'),
  ).toBeInTheDocument();
  expect(sent.some((entry) => entry.path === '/admin-api/user/password')).toBe(false);
});

it('takes letters of any script, as the api does (a password of Chinese letters and digits)', async () => {
  const user = setup();
  renderCenter();
  await fillPassword(user, 'oldpass123', '安全口令很长2026', '安全口令很长2026');
  await waitFor(() =>
    expect(sent.find((entry) => entry.path === '/admin-api/user/password')?.body).toMatchObject({
      newPassword: '安全口令很长2026',
    }),
  );
  expect(
    within(passwordForm()).queryByText('Use 8 to 64 characters, with at least one letter and one digit'),
  ).toBeNull();
});

it('shows a wrong current password on that field', async () => {
  passwordAnswer = () =>
    jsonAnswer(
      {
        code: 400,
        message: 'Invalid request',
        data: null,
        errors: [{ field: 'oldPassword', message: 'is not your current password' }],
      },
      400,
    );
  const user = setup();
  renderCenter();
  await fillPassword(user, 'wrongpass1', 'newpass123', 'newpass123');
  const old = within(passwordForm()).getByLabelText('Current password');
  await waitFor(() => expect(itemOf(old)).toHaveTextContent('is not your current password'));
  expect(sent.find((entry) => entry.path === '/admin-api/user/password')!.body).toMatchObject({
    oldPassword: 'wrongpass1',
    newPassword: 'newpass123',
  });
  expect(sent.find((entry) => entry.path === '/admin-api/user/password')!.body).not.toHaveProperty('confirmPassword');
});

it('says the api refusals of a password change in Chinese, beside each field and by its label', async () => {
  passwordAnswer = () =>
    jsonAnswer(
      {
        code: 400,
        message: 'oldPassword is not your current password (and 1 more)',
        data: null,
        errors: [
          { field: 'oldPassword', message: 'is not your current password', rule: 'currentPassword' },
          { field: 'newPassword', message: 'must not be the username', rule: 'notUsername' },
        ],
      },
      400,
    );
  const toast = jest.spyOn(Message, 'error');
  const user = setup();
  renderCenter();
  act(() => setLocale('zh-CN'));
  const form = screen.getByRole('form', { name: '修改密码' });
  await user.type(within(form).getByLabelText('当前密码'), 'wrongpass1');
  await user.type(within(form).getByLabelText('新密码'), 'Mia2026pass');
  await user.type(within(form).getByLabelText('确认新密码'), 'Mia2026pass');
  await user.click(within(form).getByRole('button', { name: '修改密码' }));

  const old = within(form).getByLabelText('当前密码');
  await waitFor(() => expect(itemOf(old)).toHaveTextContent('当前密码不正确：与您登录用的密码不符'));
  expect(itemOf(within(form).getByLabelText('新密码'))).toHaveTextContent('新密码不能与用户名相同');
  // never the api's English or its internal field names, in the form or in a toast
  expect(form).not.toHaveTextContent(/oldPassword|newPassword|current password|username/);
  expect(untranslatedTexts()).toEqual([]);
  expect(toast).not.toHaveBeenCalled();
  toast.mockRestore();
});

it('changes the password and says the other sessions were signed out', async () => {
  const user = setup();
  renderCenter();
  await fillPassword(user, 'oldpass123', 'Newpass123!x', 'Newpass123!x');
  expect(await screen.findByText(/Your other sessions were signed out \(2\)/)).toBeInTheDocument();
  expect(within(passwordForm()).getByLabelText('Current password')).toHaveValue('');
});

it('asks before leaving the settings tab with unsaved edits', async () => {
  const user = setup();
  renderCenter();
  await user.type(within(profileForm()).getByLabelText('Job'), ' lead');
  await user.click(screen.getByRole('tab', { name: 'Profile' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Unsaved changes');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(screen.getByTestId('location')).toHaveTextContent('tab=settings');
  await user.click(screen.getByRole('tab', { name: 'Profile' }));
  const again = await screen.findAllByRole('dialog');
  fireEvent.click(within(again[again.length - 1]).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-center\/index$/));
});
