import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PROJECTS_CODE, projectSelected, registerMessages, serverMenuLoaded, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  chooseOption,
  envelope,
  type FirstAnswer,
  jsonAnswer,
  menuItem,
  renderScreen,
  serveApi,
  unmarkedRequiredFields,
} from '@backoffice/shared/testing';
import locale from './locale';
import UserPage from '.';
import type { StaffUser } from './userApi';

const ALL_PERMS = ['setting:user:add', 'setting:user:edit', 'setting:user:reset-password'];

const ann: StaffUser = {
  id: 11,
  username: 'ann',
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '+65 6100 0001',
  status: 0,
  allProjects: false,
  projectRoles: [{ projectCode: 'dramabox', roles: ['admin', 'operator'] }],
  accountEditable: true,
  createTime: '2026-01-05T08:00:00Z',
};
const bob: StaffUser = {
  ...ann,
  id: 12,
  username: 'bob',
  name: 'Bob Tan',
  email: 'bob@example.com',
  status: 1,
  projectRoles: [{ projectCode: 'dramabox', roles: ['normal'] }],
};
const roles = [
  { id: 1, code: 'admin', name: 'Administrator', remark: '', status: 0, userCount: 2, menuIds: [] },
  { id: 2, code: 'operator', name: 'Operator', remark: '', status: 0, userCount: 1, menuIds: [] },
  { id: 3, code: 'normal', name: 'Normal', remark: '', status: 0, userCount: 1, menuIds: [] },
];

/** The api of this screen: the list, the role list and the last export; `first` may answer before it. */
const serve = (first?: FirstAnswer) =>
  serveApi(
    {
      '/setting/user/list': envelope({ list: [ann, bob], total: 2, pageNum: 1, pageSize: 10 }),
      '/setting/role/list': envelope({ list: roles, total: roles.length, pageNum: 1, pageSize: 100 }),
      '/export/mine': envelope({ list: [], total: 0, pageNum: 1, pageSize: 1 }),
    },
    first,
  );
const calls = callsTo;

const choose = chooseOption;
/** The Select of the form item labelled `label` (Arco labels point at a div). */
const selectLabelled = (label: string) =>
  screen
    .getByText(label, { selector: 'label' })
    .closest('.arco-form-item')!
    .querySelector<HTMLElement>('.arco-select')!;
const answer = answerDialog;
/**
 * The input of the drawer's field labelled `label`. The search form behind holds fields of
 * the same names, hence the same element ids, so the label's `for` cannot be trusted.
 */
const maybeField = (drawer: HTMLElement, label: string) =>
  within(drawer)
    .queryByText(label, { selector: 'label' })
    ?.closest('.arco-form-item')
    ?.querySelector<HTMLInputElement>('input') ?? null;
const field = (drawer: HTMLElement, label: string) => {
  const input = maybeField(drawer, label);
  if (!input) throw new Error(`no field ${label}`);
  return input;
};
/** The open drawer titled `title`. */
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;

beforeAll(() => registerMessages(locale));
beforeEach(() => localStorage.clear());

it('lists users with their roles per project, and sends the filters in the URL to the server', async () => {
  const fetchMock = serve();
  renderScreen(<UserPage />, { at: '/setting/user?username=an&status=0&roleCode=admin', permissions: ALL_PERMS });
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  // by the project's and the roles' names, not their codes: a seeded role under its seeded name in the reader's
  // language, a role renamed (operator, seeded as "Customer service") by its own name
  expect(await screen.findByText('DramaBox: Administrator and Operator')).toBeInTheDocument();
  // a phone number stays on one line
  expect(screen.getAllByText('+65 6100 0001')[0].closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  const row = screen.getByText('bob').closest('tr')!;
  expect(within(row).getByText('Disabled')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  const query = new URL(calls(fetchMock, 'GET', '/setting/user/list')[0].url).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    username: 'an',
    status: '0',
    roleCode: 'admin',
    projectCode: 'dramabox',
  });
});

it('names the roles in Chinese for a Chinese reader', async () => {
  serve();
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  act(() => setLocale('zh-CN'));
  try {
    expect(await screen.findByText('DramaBox：管理员和Operator')).toBeInTheDocument();
    expect(screen.queryByText(/admin/)).not.toBeInTheDocument();
  } finally {
    act(() => setLocale('en-US'));
  }
});

it('searches by name and status from page 1', async () => {
  const fetchMock = serve();
  const view = renderScreen(<UserPage />, { at: '/setting/user?pageNum=2', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  await userEvent.type(screen.getByLabelText('Name'), 'Lee');
  await choose(selectLabelled('Status'), 'Disabled');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(view.location()).toBe('/setting/user?name=Lee&status=1'));
  await waitFor(() =>
    expect(
      Object.fromEntries(new URL(calls(fetchMock, 'GET', '/setting/user/list').at(-1)!.url).searchParams),
    ).toMatchObject({ name: 'Lee', status: '1' }),
  );
});

it('offers no create, edit, disable or reset without the permissions', async () => {
  serve();
  renderScreen(<UserPage />, { at: '/setting/user' });
  await screen.findByText('Ann Lee');
  expect(screen.queryByRole('button', { name: 'New user' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
});

it('creates a user after checking the fields, with roles in the project, and refreshes the list', async () => {
  const fetchMock = serve((request, url) =>
    request.method === 'POST' && url.pathname === '/admin-api/setting/user' ? envelope({ ...ann, id: 13 }) : undefined,
  );
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  await userEvent.click(screen.getByRole('button', { name: 'New user' }));
  const drawer = await drawerTitled('New staff user');
  await userEvent.type(field(drawer, 'Username'), 'Carl!');
  await userEvent.type(field(drawer, 'Password'), 'carl');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Username: 3 to 32 characters: a-z, 0-9, _ . -')).toBeInTheDocument();
  expect(within(drawer).getByText('Name is required')).toBeInTheDocument();
  expect(within(drawer).getByText('Password must be 8 to 64 characters')).toBeInTheDocument();
  expect(within(drawer).getByText('Give the user a role in at least one project')).toBeInTheDocument();

  await userEvent.clear(field(drawer, 'Username'));
  await userEvent.type(field(drawer, 'Username'), 'carl2024');
  await userEvent.clear(field(drawer, 'Password'));
  await userEvent.type(field(drawer, 'Password'), 'CARL2024');
  await userEvent.type(field(drawer, 'Name'), 'Carl Ng');
  await userEvent.type(field(drawer, 'Email'), 'carl@example.com');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Password must not be the username')).toBeInTheDocument();
  await userEvent.clear(field(drawer, 'Password'));
  await userEvent.type(field(drawer, 'Password'), 'secret2024');
  await choose(screen.getByLabelText('Roles in dramabox'), 'Operator (operator)');
  const listsBefore = calls(fetchMock, 'GET', '/setting/user/list').length;
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(calls(fetchMock, 'POST', '/setting/user')).toHaveLength(1));
  const body = await calls(fetchMock, 'POST', '/setting/user')[0].json();
  expect(body).toMatchObject({
    username: 'carl2024',
    password: 'secret2024',
    name: 'Carl Ng',
    email: 'carl@example.com',
    projectRoles: [{ projectCode: 'dramabox', roles: ['operator'] }],
    projectCode: 'dramabox',
  });
  await waitFor(() => expect(calls(fetchMock, 'GET', '/setting/user/list').length).toBeGreaterThan(listsBefore));
  await waitFor(() => expect(screen.queryByText('New staff user')).not.toBeInTheDocument());
}, 15000); // a whole form typed in, twice

it('marks every field a new user needs before saving, and names each one left empty', async () => {
  serve();
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  await userEvent.click(screen.getByRole('button', { name: 'New user' }));
  const drawer = await drawerTitled('New staff user');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Password is required')).toBeInTheDocument();
  expect(within(drawer).getByText('Give the user a role in at least one project')).toBeInTheDocument();
  expect(unmarkedRequiredFields(drawer)).toEqual([]);
  expect(drawer.querySelectorAll('.arco-form-item-status-error')).toHaveLength(5); // username, name, email, password, roles
});

it('marks both fields of a password reset as required', async () => {
  serve();
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await userEvent.click(
    within((await screen.findByText('ann')).closest('tr')!).getByRole('button', { name: 'Reset password' }),
  );
  const drawer = await drawerTitled('Reset the password of ann');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('New password is required')).toBeInTheDocument();
  expect(unmarkedRequiredFields(drawer)).toEqual([]);
  expect(drawer.querySelectorAll('.arco-form-item-status-error')).toHaveLength(2);
});

it.each([
  ['en-US', 'Username is already in use', 'Username'],
  ['zh-CN', '用户名已被使用', '用户名'],
] as const)(
  'in %s, says a taken username by its label, never as the api words it',
  async (language, taken, usernameLabel) => {
    serve((request, url) =>
      request.method === 'POST' && url.pathname === '/admin-api/setting/user'
        ? jsonAnswer(
            {
              code: 409,
              message: 'username admin is already taken',
              errors: [{ field: 'username', message: 'admin is already taken' }],
              data: null,
            },
            409,
          )
        : undefined,
    );
    renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
    await screen.findByText('Ann Lee');
    act(() => setLocale(language));
    await userEvent.click(screen.getByRole('button', { name: language === 'en-US' ? 'New user' : '新建用户' }));
    const drawer = await drawerTitled(language === 'en-US' ? 'New staff user' : '新建员工账号');
    await userEvent.type(field(drawer, usernameLabel), 'admin');
    await userEvent.type(field(drawer, language === 'en-US' ? 'Name' : '姓名'), 'Another Admin');
    await userEvent.type(field(drawer, language === 'en-US' ? 'Email' : '邮箱'), 'other@example.com');
    await userEvent.type(field(drawer, language === 'en-US' ? 'Password' : '密码'), 'secret2024');
    await choose(drawer.querySelector<HTMLElement>('.arco-select')!, 'Operator (operator)');
    await userEvent.click(within(drawer).getByRole('button', { name: language === 'en-US' ? 'Save' : '保存' }));

    expect(await within(drawer).findByText(taken, { selector: '.arco-form-message *' })).toBeInTheDocument(); // beside the field
    expect(await screen.findByText(taken, { selector: '.arco-message *' })).toBeInTheDocument(); // the toast
    expect(screen.queryByText(/already taken/)).not.toBeInTheDocument();
  },
  15000,
);

it("shows the server's field error beside the field", async () => {
  serve((request, url) =>
    request.method === 'PUT' && url.pathname === '/admin-api/setting/user/11'
      ? jsonAnswer(
          {
            code: 400,
            message: 'email: already used',
            errors: [{ field: 'email', message: 'is used by another user' }],
            data: null,
          },
          400,
        )
      : undefined,
  );
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  await userEvent.click(within(screen.getByText('ann').closest('tr')!).getByRole('button', { name: 'Edit' }));
  const drawer = await drawerTitled('Edit ann');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Email: is used by another user')).toBeInTheDocument();
});

it('edits name and roles without username or password, and sends only this view’s projects', async () => {
  const fetchMock = serve((request) => (request.method === 'PUT' ? envelope(ann) : undefined));
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  await userEvent.click(within(screen.getByText('ann').closest('tr')!).getByRole('button', { name: 'Edit' }));
  const drawer = await drawerTitled('Edit ann');
  expect(maybeField(drawer, 'Username')).not.toBeInTheDocument();
  expect(maybeField(drawer, 'Password')).not.toBeInTheDocument();
  expect(field(drawer, 'Name')).toHaveValue('Ann Lee');
  expect(maybeField(drawer, 'Roles in shortmax')).not.toBeInTheDocument();
  await userEvent.clear(field(drawer, 'Name'));
  await userEvent.type(field(drawer, 'Name'), 'Ann Lim');
  await choose(screen.getByLabelText('Roles in dramabox'), 'Normal (normal)');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls(fetchMock, 'PUT', '/setting/user/11')).toHaveLength(1));
  const body = await calls(fetchMock, 'PUT', '/setting/user/11')[0].json();
  expect(body).toMatchObject({
    name: 'Ann Lim',
    email: 'ann@example.com',
    phone: '+65 6100 0001',
    projectRoles: [{ projectCode: 'dramabox', roles: ['admin', 'operator', 'normal'] }],
  });
  expect(body).not.toHaveProperty('username');
});

it('leaves the account of a user shared with projects the caller does not administer alone: roles only', async () => {
  const shared: StaffUser = { ...ann, id: 13, username: 'cy', name: 'Cy Ong', accountEditable: false };
  const fetchMock = serveApi(
    {
      '/setting/user/list': envelope({ list: [shared], total: 1, pageNum: 1, pageSize: 10 }),
      '/setting/role/list': envelope({ list: roles, total: roles.length, pageNum: 1, pageSize: 100 }),
      '/export/mine': envelope({ list: [], total: 0, pageNum: 1, pageSize: 1 }),
    },
    (request) => (request.method === 'PUT' ? envelope(shared) : undefined),
  );
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  const row = (await screen.findByText('Cy Ong')).closest('tr')!;
  expect(within(row).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  const drawer = await drawerTitled('Edit cy');
  expect(within(drawer).getByText(/also works in projects you do not administer/)).toBeInTheDocument();
  expect(field(drawer, 'Name')).toBeDisabled();
  expect(field(drawer, 'Email')).toBeDisabled();
  await choose(screen.getByLabelText('Roles in dramabox'), 'Normal (normal)');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls(fetchMock, 'PUT', '/setting/user/13')).toHaveLength(1));
  expect(await calls(fetchMock, 'PUT', '/setting/user/13')[0].json()).toMatchObject({
    name: 'Cy Ong',
    projectRoles: [{ projectCode: 'dramabox', roles: ['admin', 'operator', 'normal'] }],
  });
});

it('offers a row of roles per project under all projects, and sends each project chosen', async () => {
  const fetchMock = serve((request, url) =>
    request.method === 'POST' && url.pathname === '/admin-api/setting/user' ? envelope(ann) : undefined,
  );
  const view = renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS, user: { allProjects: true } });
  act(() => {
    view.store.dispatch(projectSelected(ALL_PROJECTS_CODE));
    // a new project has its own menu; the host loads it, here it grants the same buttons
    view.store.dispatch(
      serverMenuLoaded(ALL_PERMS.map((perms, index) => menuItem({ id: 9000 + index, menuType: 'F', perms }))),
    );
  });
  await screen.findByText('Ann Lee');
  await userEvent.click(screen.getByRole('button', { name: 'New user' }));
  const drawer = await drawerTitled('New staff user');
  await userEvent.type(field(drawer, 'Username'), 'dee');
  await userEvent.type(field(drawer, 'Name'), 'Dee');
  await userEvent.type(field(drawer, 'Email'), 'dee@example.com');
  await userEvent.type(field(drawer, 'Password'), 'deedee123');
  await choose(screen.getByLabelText('Roles in dramabox'), 'Administrator (admin)');
  await choose(screen.getByLabelText('Roles in shortmax'), 'Normal (normal)');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls(fetchMock, 'POST', '/setting/user')).toHaveLength(1));
  const body = await calls(fetchMock, 'POST', '/setting/user')[0].json();
  expect(body.projectRoles).toEqual([
    { projectCode: 'dramabox', roles: ['admin'] },
    { projectCode: 'shortmax', roles: ['normal'] },
  ]);
  expect(body).not.toHaveProperty('projectCode');
});

it('asks before disabling, and shows why the api refused', async () => {
  const fetchMock = serve((request, url) =>
    url.pathname === '/admin-api/setting/user/11/disable'
      ? jsonAnswer({ code: 409, message: 'dramabox would be left without an enabled admin', data: null }, 409)
      : undefined,
  );
  // Arco's confirm logs the refused action; the user sees the toast
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  await userEvent.click(within(screen.getByText('ann').closest('tr')!).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('Disable ann?')).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/setting/user/11/disable')).toHaveLength(0);
  await answer('Disable ann?');
  expect(await screen.findByText('dramabox would be left without an enabled admin')).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/setting/user/11/disable')).toHaveLength(1);
  logged.mockRestore();
});

it('enables a disabled user after asking and refreshes the list', async () => {
  const fetchMock = serve((request, url) =>
    url.pathname.endsWith('/enable') ? envelope({ user: { ...bob, status: 0 }, revokedSessions: 0 }) : undefined,
  );
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  await userEvent.click(within(screen.getByText('bob').closest('tr')!).getByRole('button', { name: 'Enable' }));
  await answer('Enable bob?');
  await waitFor(() => expect(calls(fetchMock, 'POST', '/setting/user/12/enable')).toHaveLength(1));
  await waitFor(() => expect(calls(fetchMock, 'GET', '/setting/user/list').length).toBeGreaterThan(1));
});

it('says a user was disabled once the api did it, not silently', async () => {
  const fetchMock = serve((request, url) =>
    url.pathname.endsWith('/disable') ? envelope({ user: { ...ann, status: 1 }, revokedSessions: 1 }) : undefined,
  );
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  await userEvent.click(within(screen.getByText('ann').closest('tr')!).getByRole('button', { name: 'Disable' }));
  expect(screen.queryByText('Disabled ann: they can no longer sign in')).not.toBeInTheDocument();
  await answer('Disable ann?');
  expect(await screen.findByText('Disabled ann: they can no longer sign in')).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/setting/user/11/disable')).toHaveLength(1);
});

it('disables the selected users in bulk after asking, skipping those already disabled', async () => {
  const fetchMock = serve((request, url) =>
    url.pathname.endsWith('/disable') ? envelope({ user: ann, revokedSessions: 1 }) : undefined,
  );
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  for (const name of ['ann', 'bob'])
    await userEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
  await userEvent.click(
    within(document.querySelector<HTMLElement>('.list-toolbar')!).getByRole('button', { name: 'Disable' }),
  );
  await answer('Disable 2 users? They can no longer sign in.');
  await waitFor(() => expect(calls(fetchMock, 'POST', '/setting/user/11/disable')).toHaveLength(1));
  expect(calls(fetchMock, 'POST', '/setting/user/12/disable')).toHaveLength(0);
});

it('resets a password after both entries match', async () => {
  const fetchMock = serve((request, url) =>
    url.pathname.endsWith('/reset-password') ? envelope({ user: ann, revokedSessions: 2 }) : undefined,
  );
  renderScreen(<UserPage />, { at: '/setting/user', permissions: ALL_PERMS });
  await screen.findByText('Ann Lee');
  await userEvent.click(within(screen.getByText('ann').closest('tr')!).getByRole('button', { name: 'Reset password' }));
  const drawer = await drawerTitled('Reset the password of ann');
  await userEvent.type(field(drawer, 'New password'), 'fresh2026');
  await userEvent.type(field(drawer, 'Repeat the new password'), 'fresh2025');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('The two passwords differ')).toBeInTheDocument();
  await userEvent.clear(field(drawer, 'Repeat the new password'));
  await userEvent.type(field(drawer, 'Repeat the new password'), 'fresh2026');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls(fetchMock, 'POST', '/setting/user/11/reset-password')).toHaveLength(1));
  expect(await calls(fetchMock, 'POST', '/setting/user/11/reset-password')[0].json()).toMatchObject({
    password: 'fresh2026',
  });
  expect(await screen.findByText('Password reset')).toBeInTheDocument();
});
