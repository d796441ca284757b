import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, type ServerMenuItem } from '@backoffice/shared';
import { envelope, installFetch, jsonAnswer, renderScreen } from '@backoffice/shared/testing';
import messages from './locale';
import MenuPage from '.';

// The host registers the menu's labels; these stand in for them.
registerMessages(messages);
registerMessages({
  'en-US': { 'menu.setting': 'Settings', 'menu.setting.user': 'Staff users', 'menu.setting.role': 'Roles' },
  'zh-CN': {},
});

const ALL_PERMS = ['setting:menu:query', 'setting:menu:add', 'setting:menu:edit', 'setting:menu:delete'];

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
  orderNum: 1,
  icon: '',
  visible: '1',
  remark: '',
  perms: '',
  ...extra,
});
// flat and out of order, as the api may answer: the screen nests and sorts it
const MENU = [
  item(3, 2, 'F', 'Query', { perms: 'setting:user:query', url: '/setting/user' }),
  item(4, 1, 'C', 'setting/role', { remark: 'menu.setting.role', url: '/setting/role', orderNum: 2 }),
  item(2, 1, 'C', 'setting/user', { remark: 'menu.setting.user', url: '/setting/user', orderNum: 1 }),
  item(1, 0, 'M', 'setting', { remark: 'menu.setting', url: '/setting', orderNum: 8, icon: 'IconSettings' }),
  item(5, 0, 'M', 'dashboard', { url: '/dashboard', orderNum: 0 }),
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The menu api: answers the tree, records changes, and lets a test refuse one. */
function serveMenu(refuse?: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  installFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/admin-api', '');
    const sent = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    // the base query adds the project scope and default sort to every body: not this screen's business
    const body =
      sent &&
      Object.fromEntries(
        Object.entries(sent).filter(([key]) => !['projectCode', 'tenantCode', 'sortBy', 'sortType'].includes(key)),
      );
    const call = { method: request.method, path, body };
    calls.push(call);
    const refused = refuse?.(call);
    if (refused) return refused;
    if (path === '/setting/menu/tree') return envelope(MENU);
    return envelope(request.method === 'POST' || request.method === 'PUT' ? { id: 99, ...(body as object) } : null);
  });
  return {
    calls,
    changes: () => calls.filter((call) => call.method !== 'GET'),
    loads: () => calls.filter((call) => call.method === 'GET').length,
  };
}
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const labels = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

it('shows the menu nested and in order: modules open on their pages, buttons on demand', async () => {
  serveMenu();
  renderScreen(<MenuPage />, { at: '/setting/menu', permissions: ALL_PERMS });
  expect(await screen.findByText('Staff users')).toBeInTheDocument();
  expect(labels()).toEqual(['dashboard', 'Settingssetting', 'Staff userssetting/user', 'Rolessetting/role']);
  expect(within(rowOf('Roles')).getByText('/setting/role')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
  expect(labels()).toEqual(['dashboard', 'Settingssetting', 'Staff userssetting/user', 'Query', 'Rolessetting/role']);
  expect(within(rowOf('Query')).getByText('setting:user:query')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Filter by name, url or permission'), 'role');
  expect(labels()).toEqual(['Settingssetting', 'Rolessetting/role']);
  await userEvent.clear(screen.getByLabelText('Filter by name, url or permission'));
  await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
  expect(labels()).toEqual(['dashboard', 'Settingssetting']);
});

it('adds a page under a module, checking the url first', async () => {
  const { changes, loads } = serveMenu();
  renderScreen(<MenuPage />, { at: '/setting/menu', permissions: ALL_PERMS });
  await userEvent.click(
    within(await screen.findByText('Settings').then((cell) => cell.closest('tr') as HTMLElement)).getByRole('button', {
      name: 'Add child',
    }),
  );
  expect(await screen.findByText('New item under Settings')).toBeInTheDocument();
  expect(screen.getByText(/first segment decides which area/)).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Name'), 'setting/audit');
  await userEvent.type(screen.getByLabelText('URL'), 'setting/audit');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('URL must start with “/”')).toBeInTheDocument();
  expect(changes()).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('URL'));
  await userEvent.type(screen.getByLabelText('URL'), '/setting/audit');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(changes()).toHaveLength(1));
  expect(changes()[0]).toEqual({
    method: 'POST',
    path: '/setting/menu',
    body: { parentId: 1, menuType: 'C', menuName: 'setting/audit', url: '/setting/audit', orderNum: 3, visible: '1' },
  });
  await waitFor(() => expect(loads()).toBe(2));
});

it("shows the api's 409 refusals: a taken url beside the url, a refused deletion in a notice", async () => {
  const { changes } = serveMenu((call) => {
    if (call.method === 'PUT') {
      return jsonAnswer(
        {
          code: 409,
          message: 'url "/setting/user" is already the url of page 2',
          data: null,
          errors: [{ field: 'url', message: '"/setting/user" is already the url of page 2' }],
        },
        409,
      );
    }
    if (call.method === 'DELETE')
      return jsonAnswer(
        { code: 409, message: 'Menu item 4 still has items under it: move or delete them first', data: null },
        409,
      );
    return undefined;
  });
  renderScreen(<MenuPage />, { at: '/setting/menu', permissions: ALL_PERMS });
  await userEvent.click(
    within(await screen.findByText('Roles').then((cell) => cell.closest('tr') as HTMLElement)).getByRole('button', {
      name: 'Edit',
    }),
  );
  const url = await screen.findByLabelText('URL');
  expect(url).toHaveValue('/setting/role');
  await userEvent.clear(url);
  await userEvent.type(url, '/setting/user');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const beside = await screen.findAllByText('URL is already in use');
  expect(beside.some((node) => node.closest('.arco-form-item'))).toBe(true);
  expect(screen.queryByText(/^url /)).not.toBeInTheDocument(); // never the api's own words, led by the field's internal name
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));

  // a module with items under it cannot be deleted; a page the list shows empty asks, then the api refuses
  expect(within(rowOf('Settings')).getByRole('button', { name: 'Delete' })).toBeDisabled();
  await userEvent.click(within(rowOf('Roles')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Delete Roles?')).toBeInTheDocument();
  expect(changes().filter((call) => call.method === 'DELETE')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(
    await screen.findByText('Menu item 4 still has items under it: move or delete them first'),
  ).toBeInTheDocument();
  expect(changes().filter((call) => call.method === 'DELETE')).toEqual([
    { method: 'DELETE', path: '/setting/menu/4', body: undefined },
  ]);
  // the refused dialog stays open to be dismissed (it lives outside the screen, so it must be closed here)
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Delete Roles?')).not.toBeInTheDocument());
});

it('moves an item among its siblings, sending their new order', async () => {
  const { changes } = serveMenu();
  renderScreen(<MenuPage />, { at: '/setting/menu', permissions: ALL_PERMS });
  await screen.findByText('Staff users');
  expect(within(rowOf('Staff users')).getByRole('button', { name: 'Move up' })).toBeDisabled();
  expect(within(rowOf('Roles')).getByRole('button', { name: 'Move down' })).toBeDisabled();
  await userEvent.click(within(rowOf('Staff users')).getByRole('button', { name: 'Move down' }));
  await waitFor(() =>
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/setting/menu/reorder',
        body: {
          items: [
            { id: 4, parentId: 1, orderNum: 1 },
            { id: 2, parentId: 1, orderNum: 2 },
          ],
        },
      },
    ]),
  );
  // the modules keep the order numbers others rely on: they trade them
  await userEvent.click(within(rowOf('Settings')).getByRole('button', { name: 'Move up' }));
  await waitFor(() =>
    expect(changes()[1].body).toEqual({
      items: [
        { id: 1, parentId: 0, orderNum: 0 },
        { id: 5, parentId: 0, orderNum: 8 },
      ],
    }),
  );
});

it('hides a page from the menu, sending the whole item with visible "0"', async () => {
  const { changes } = serveMenu();
  renderScreen(<MenuPage />, { at: '/setting/menu', permissions: ALL_PERMS });
  await userEvent.click(
    within(await screen.findByText('Staff users').then((cell) => cell.closest('tr') as HTMLElement)).getByRole(
      'button',
      { name: 'Hide' },
    ),
  );
  await waitFor(() =>
    expect(changes()).toEqual([
      {
        method: 'PUT',
        path: '/setting/menu/2',
        body: {
          parentId: 1,
          menuName: 'setting/user',
          menuType: 'C',
          url: '/setting/user',
          orderNum: 1,
          visible: '0',
          remark: 'menu.setting.user',
        },
      },
    ]),
  );
  expect(await screen.findByText('Staff users is now hidden from the menu')).toBeInTheDocument();
});

it('offers no changes without the menu permissions', async () => {
  serveMenu();
  renderScreen(<MenuPage />, { at: '/setting/menu', permissions: ['setting:menu:query'] });
  await screen.findByText('Staff users');
  for (const name of ['New module', 'Add child', 'Edit', 'Hide', 'Move up', 'Delete']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
});

it('adds a button under a page: permission required in its pattern, url taken from the page', async () => {
  const { changes } = serveMenu();
  renderScreen(<MenuPage />, { at: '/setting/menu', permissions: ALL_PERMS });
  await userEvent.click(
    within(await screen.findByText('Roles').then((cell) => cell.closest('tr') as HTMLElement)).getByRole('button', {
      name: 'Add child',
    }),
  );
  expect(await screen.findByText('New item under Roles')).toBeInTheDocument();
  expect(screen.queryByLabelText('URL')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Name'), 'Add');
  await userEvent.type(screen.getByLabelText('Permission'), 'setting-role-add');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Permission must read group:screen:action/)).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Permission'));
  await userEvent.type(screen.getByLabelText('Permission'), 'setting:role:add');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/setting/menu',
        body: {
          parentId: 4,
          menuType: 'F',
          menuName: 'Add',
          url: '/setting/role',
          perms: 'setting:role:add',
          orderNum: 0,
        },
      },
    ]),
  );
});
