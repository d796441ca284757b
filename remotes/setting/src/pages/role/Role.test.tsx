import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, type ServerMenuItem, setLocale } from '@backoffice/shared';
import { envelope, installFetch, jsonAnswer, renderScreen } from '@backoffice/shared/testing';
import messages from './locale';
import RolePage from '.';
import { type Role } from './roleApi';

// The host registers the menu's labels; these stand in for them.
registerMessages(messages);
registerMessages({ 'en-US': { 'menu.setting': 'Settings', 'menu.setting.user': 'Staff users' }, 'zh-CN': {} });

const ALL_PERMS = ['setting:role:query', 'setting:role:add', 'setting:role:edit', 'setting:role:delete'];

const item = (
  id: number,
  parentId: number,
  menuType: 'M' | 'C' | 'F',
  menuName: string,
  extra: Partial<ServerMenuItem> = {},
): ServerMenuItem => ({
  id,
  parentId,
  menuType,
  menuName,
  url: '',
  orderNum: id,
  icon: '',
  visible: '1',
  remark: '',
  perms: '',
  ...extra,
});
const MENU = [
  item(1, 0, 'M', 'setting', { remark: 'menu.setting', url: '/setting' }),
  item(2, 1, 'C', 'setting/user', { remark: 'menu.setting.user', url: '/setting/user' }),
  item(3, 2, 'F', 'Query', { perms: 'setting:user:query' }),
  item(4, 1, 'C', 'setting/role', { remark: 'menu.setting.role', url: '/setting/role' }),
  item(5, 0, 'M', 'dashboard', { remark: 'menu.dashboard', url: '/dashboard' }),
  item(6, 5, 'C', 'dashboard/workplace', { remark: 'menu.dashboard.workplace', url: '/dashboard/workplace' }),
];
const ROLES: Role[] = [
  {
    id: 1,
    code: 'admin',
    name: 'Administrator',
    remark: 'Every screen of every area, settings included',
    status: 0,
    userCount: 2,
    menuIds: [1, 2, 3, 4, 5, 6],
  },
  { id: 2, code: 'operator', name: 'Operator', remark: 'Day to day', status: 0, userCount: 0, menuIds: [5, 6] },
];

interface Call {
  method: string;
  path: string;
  query?: Record<string, string>;
  body: unknown;
}

/** The role api: answers the list and the menu, records changes, and lets a test refuse one. */
function serveRoles(refuse?: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  const fetchMock = installFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/admin-api', '');
    // the base query adds the project scope and default sort to every body: not this screen's business
    const {
      projectCode: _p,
      tenantCode: _t,
      sortBy: _s,
      sortType: _o,
      ...body
    } = request.method === 'GET' || request.method === 'DELETE' ? {} : await request.json();
    void [_p, _t, _s, _o];
    const call = {
      method: request.method,
      path,
      ...(request.method === 'GET' ? { query: Object.fromEntries(url.searchParams) } : {}),
      body: request.method === 'GET' || request.method === 'DELETE' ? undefined : body,
    };
    calls.push(call);
    const refused = refuse?.(call);
    if (refused) return refused;
    if (path === '/setting/role/list') return envelope({ list: ROLES, total: ROLES.length, pageNum: 1, pageSize: 10 });
    if (path === '/setting/menu/tree') return envelope(MENU);
    if (request.method === 'DELETE') return envelope(null);
    return envelope({ ...ROLES[1], ...(body as object) });
  });
  return { fetchMock, calls, changes: () => calls.filter((call) => call.method !== 'GET') };
}
const listLoads = (calls: Call[]) => calls.filter((call) => call.path === '/setting/role/list').length;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

it('names and describes a seeded role in the reader’s language, a role renamed by its own name', async () => {
  serveRoles();
  renderScreen(<RolePage />, { at: '/setting/role', permissions: ALL_PERMS });
  expect(await screen.findByText('Administrator')).toBeInTheDocument();
  act(() => setLocale('zh-CN'));
  try {
    expect(await within(rowOf('admin')).findByText('管理员')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('所有板块的所有页面，含系统设置')).toBeInTheDocument();
    expect(within(rowOf('operator')).getByText('Operator')).toBeInTheDocument();
    expect(within(rowOf('operator')).getByText('Day to day')).toBeInTheDocument();
  } finally {
    act(() => setLocale('en-US'));
  }
});

it('lists the roles and creates one, sending the form and reloading the list', async () => {
  const { calls, changes } = serveRoles();
  renderScreen(<RolePage />, { at: '/setting/role', permissions: ALL_PERMS });
  expect(await screen.findByText('Administrator')).toBeInTheDocument();
  expect(within(rowOf('operator')).getByText('Day to day')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'New role' }));
  await userEvent.type(await screen.findByLabelText('Code'), 'Support');
  await userEvent.type(screen.getByLabelText('Name'), 'Support desk');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Code: must start with a lowercase letter/)).toBeInTheDocument();
  expect(changes()).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Code'));
  await userEvent.type(screen.getByLabelText('Code'), 'support');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(changes()).toEqual([
      { method: 'POST', path: '/setting/role', body: { code: 'support', name: 'Support desk', status: 0 } },
    ]),
  );
  await waitFor(() => expect(listLoads(calls)).toBe(2));
});

it('asks the server for a page of the roles matching the search, in the order asked', async () => {
  const { calls } = serveRoles();
  renderScreen(<RolePage />, {
    at: '/setting/role?keyword=oper&pageSize=20&sortBy=code&sortType=asc',
    permissions: ALL_PERMS,
  });
  expect(await screen.findByText('Administrator')).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/setting/role/list')?.query).toMatchObject({
    keyword: 'oper',
    pageNum: '1',
    pageSize: '20',
    sortBy: 'code',
    sortType: 'asc',
  });
});

it('puts a taken code (409) beside the code field', async () => {
  serveRoles((call) =>
    call.method === 'POST'
      ? jsonAnswer(
          {
            code: 409,
            message: 'code "operator" is already the code of role 2',
            data: null,
            errors: [{ field: 'code', message: '"operator" is already the code of role 2' }],
          },
          409,
        )
      : undefined,
  );
  renderScreen(<RolePage />, { at: '/setting/role', permissions: ALL_PERMS });
  await userEvent.click(await screen.findByRole('button', { name: 'New role' }));
  await userEvent.type(await screen.findByLabelText('Code'), 'operator');
  await userEvent.type(screen.getByLabelText('Name'), 'Again');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const message = await screen.findAllByText('Code is already in use');
  expect(message.some((node) => node.closest('.arco-form-item'))).toBe(true);
  expect(screen.queryByText(/^code "operator"/)).not.toBeInTheDocument();
});

it('grants a ticked page with its module, and asks before dropping unsaved ticks', async () => {
  const { changes } = serveRoles();
  renderScreen(<RolePage />, { at: '/setting/role', permissions: ALL_PERMS });
  await userEvent.click(
    within(await screen.findByText('Operator').then((cell) => cell.closest('tr') as HTMLElement)).getByRole('button', {
      name: 'Permissions',
    }),
  );
  expect(await screen.findByText(/take effect on the affected users’ next menu load/)).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Expand all' }));

  const page = (await screen.findByText('Staff users')).closest('[role="treeitem"]') as HTMLElement;
  const box = () => page.querySelector('input[type="checkbox"]') as HTMLInputElement;
  expect(box()).not.toBeChecked();
  fireEvent.click(box());
  expect(box()).toBeChecked();
  expect(screen.getByText('5 of 6 items granted')).toBeInTheDocument();

  // closing with changed ticks asks first; keeping them leaves the drawer as it was
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  // the page, its button and the module it sits in, with what was granted before
  await waitFor(() =>
    expect(changes()).toEqual([{ method: 'PUT', path: '/setting/role/2/menus', body: { menuIds: [1, 2, 3, 5, 6] } }]),
  );
  expect(await screen.findByText('Permissions of Operator saved')).toBeInTheDocument();
});

it('asks before deleting a role and shows why the api refused', async () => {
  const { changes } = serveRoles((call) =>
    call.method === 'DELETE'
      ? jsonAnswer(
          { code: 409, message: 'Role "operator" is still held by 1 user(s): take it from them first', data: null },
          409,
        )
      : undefined,
  );
  renderScreen(<RolePage />, { at: '/setting/role', permissions: ALL_PERMS });
  await screen.findByText('Operator');
  expect(within(rowOf('Administrator')).getByRole('button', { name: 'Delete' })).toBeDisabled();

  await userEvent.click(within(rowOf('Operator')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Delete the role operator?')).toBeInTheDocument();
  expect(changes()).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(changes()).toEqual([{ method: 'DELETE', path: '/setting/role/2', body: undefined }]));
  expect(
    await screen.findByText('Role "operator" is still held by 1 user(s): take it from them first'),
  ).toBeInTheDocument();
  // the refused dialog stays open to be dismissed (it lives outside the screen, so it must be closed here)
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Delete the role operator?')).not.toBeInTheDocument());
});

it('hides the changing buttons without their permissions, and shows grants read-only', async () => {
  serveRoles();
  renderScreen(<RolePage />, { at: '/setting/role', permissions: ['setting:role:query'] });
  await screen.findByText('Operator');
  expect(screen.queryByRole('button', { name: 'New role' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

  await userEvent.click(within(rowOf('Operator')).getByRole('button', { name: 'Permissions' }));
  expect(await screen.findByText('You may view these permissions but not change them.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});
