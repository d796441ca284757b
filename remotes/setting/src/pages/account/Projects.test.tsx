import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, useGetInfoQuery } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  drawn,
  envelope,
  type FirstAnswer,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  userInfo,
} from '@backoffice/shared/testing';
import locale from './locale';
import ProjectsPage from '.';
import type { Project } from './accountApi';

const ALL_PERMS = ['setting:account:add', 'setting:account:edit', 'setting:account:delete'];

const dramabox: Project = {
  id: 1,
  code: 'dramabox',
  tenantCode: 't-db',
  name: 'DramaBox',
  currency: 'USD',
  timezone: 'America/New_York',
  defaultLocale: 'en-US',
  contentLocales: ['en', 'es'],
  defaultContentLocale: 'en',
  status: 0,
  createTime: '2026-01-02T03:00:00Z',
  updateTime: '2026-01-02T03:00:00Z',
};
const oldbox: Project = {
  ...dramabox,
  id: 3,
  code: 'oldbox',
  tenantCode: 't-old',
  name: 'OldBox',
  currency: 'JPY',
  timezone: 'Asia/Tokyo',
  defaultLocale: 'zh-CN',
  status: 1,
};

/** The api of this screen (the project list, and getInfo for the switcher); `first` may answer before it. */
const serve = (first?: FirstAnswer) =>
  serveApi(
    {
      '/setting/account/list': envelope({ list: [dramabox, oldbox], total: 2, pageNum: 1, pageSize: 10 }),
      '/getInfo': envelope(userInfo()),
    },
    first,
  );
const calls = callsTo;

/** Stands for the host's project switcher, which reads GET /getInfo. */
function Switcher() {
  useGetInfoQuery();
  return null;
}

/** The input of the drawer's field labelled `label` (the search form behind has fields of the same ids). */
const field = (drawer: HTMLElement, label: string) =>
  within(drawer)
    .getByText(label, { selector: 'label' })
    .closest('.arco-form-item')!
    .querySelector<HTMLInputElement>('input')!;
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;
const answer = answerDialog;

beforeAll(() => registerMessages(locale));
beforeEach(() => localStorage.clear());

it('says what a project is, lists them and sends the filters in the URL', async () => {
  const fetchMock = serve();
  renderScreen(<ProjectsPage />, { at: '/setting/account?code=box&status=1', permissions: ALL_PERMS });
  expect(await screen.findByText('DramaBox')).toBeInTheDocument();
  const about = screen.getByText(/Each row is a project \(tenant\) this back-office serves/);
  expect(about).not.toHaveTextContent(/spec|our reading/i); // a user never needs our notes on the spec
  expect(within(rowOf('oldbox')).getByText('t-old')).toBeInTheDocument();
  expect(within(rowOf('oldbox')).getByText('Asia/Tokyo')).toBeInTheDocument();
  expect(within(rowOf('oldbox')).getByText('中文')).toBeInTheDocument();
  expect(within(rowOf('oldbox')).getByText('Disabled')).toBeInTheDocument();
  const query = new URL(calls(fetchMock, 'GET', '/setting/account/list')[0].url).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({ code: 'box', status: '1' });
});

it('offers no create, edit, disable or delete without the permissions', async () => {
  serve();
  renderScreen(<ProjectsPage />, { at: '/setting/account' });
  await screen.findByText('DramaBox');
  for (const name of ['New project', 'Edit', 'Disable', 'Enable', 'Delete'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

it('creates a project with its tenant code sent as `tenant`, and refreshes the list and the project switcher', async () => {
  const fetchMock = serve((request, url) =>
    request.method === 'POST' && url.pathname === '/admin-api/setting/account'
      ? envelope({ ...dramabox, id: 9, code: 'reelup' })
      : undefined,
  );
  renderScreen(
    <>
      <ProjectsPage />
      <Switcher />
    </>,
    { at: '/setting/account', permissions: ALL_PERMS },
  );
  await screen.findByText('DramaBox');
  await waitFor(() => expect(calls(fetchMock, 'GET', '/getInfo')).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'New project' }));
  const drawer = await drawerTitled('New project');
  await userEvent.type(field(drawer, 'Project code'), '-Reel');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(
    await within(drawer).findByText('Project code: 2 to 32 characters: a-z, 0-9 and -, not starting with -'),
  ).toBeInTheDocument();
  expect(within(drawer).getByText('Tenant code is required')).toBeInTheDocument();
  expect(within(drawer).getByText('Name is required')).toBeInTheDocument();

  await userEvent.clear(field(drawer, 'Project code'));
  await userEvent.type(field(drawer, 'Project code'), 'reelup');
  await userEvent.type(field(drawer, 'Tenant code'), 't-ru');
  await userEvent.type(field(drawer, 'Name'), 'ReelUp');
  // the time zone list is searchable
  const zone = within(drawer).getByText('Time zone', { selector: 'label' }).closest('.arco-form-item')!;
  fireEvent.click(zone.querySelector('.arco-select-view')!);
  await userEvent.type(zone.querySelector('input')!, 'Singapore');
  // the match is highlighted inside the option, which splits its text
  const singapore = await waitFor(() =>
    drawn(screen.getAllByRole('option', { hidden: true }).find((option) => option.textContent === 'Asia/Singapore')),
  );
  fireEvent.click(singapore);
  await userEvent.click(within(drawer).getByText('中文'));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(calls(fetchMock, 'POST', '/setting/account')).toHaveLength(1));
  const body = await calls(fetchMock, 'POST', '/setting/account')[0].json();
  expect(body).toMatchObject({
    code: 'reelup',
    tenant: 't-ru',
    name: 'ReelUp',
    currency: 'USD',
    timezone: 'Asia/Singapore',
    defaultLocale: 'zh-CN',
    status: 0,
  });
  // `tenantCode` stays the request's own scope: the current project's
  expect(body.tenantCode).toBe('T-DB');
  await waitFor(() => expect(calls(fetchMock, 'GET', '/setting/account/list')).toHaveLength(2));
  await waitFor(() => expect(calls(fetchMock, 'GET', '/getInfo')).toHaveLength(2));
});

it("shows the server's field error beside the field", async () => {
  serve((request) =>
    request.method === 'PUT'
      ? jsonAnswer(
          {
            code: 400,
            message: 'tenant: taken',
            errors: [{ field: 'tenant', message: 'is the tenant of another project' }],
            data: null,
          },
          400,
        )
      : undefined,
  );
  renderScreen(<ProjectsPage />, { at: '/setting/account', permissions: ALL_PERMS });
  await screen.findByText('DramaBox');
  await userEvent.click(within(rowOf('dramabox')).getByRole('button', { name: 'Edit' }));
  const drawer = await drawerTitled('Edit project dramabox');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  const error = await within(drawer).findByText('Tenant code: is the tenant of another project');
  expect(error.closest('.arco-form-item')).toHaveTextContent('Tenant code');
});

it("shows the api's refusal of the content locales beside the field", async () => {
  serve((request) =>
    request.method === 'PUT'
      ? jsonAnswer(
          {
            code: 400,
            message: 'defaultContentLocale: fr is not one',
            errors: [{ field: 'defaultContentLocale', message: 'fr is not one of the content locales (en, es)' }],
            data: null,
          },
          400,
        )
      : undefined,
  );
  renderScreen(<ProjectsPage />, { at: '/setting/account', permissions: ALL_PERMS });
  await screen.findByText('DramaBox');
  await userEvent.click(within(rowOf('dramabox')).getByRole('button', { name: 'Edit' }));
  const drawer = await drawerTitled('Edit project dramabox');
  // the project's locales are shown as chosen
  const locales = within(drawer).getByText('Content locales', { selector: 'label' }).closest('.arco-form-item')!;
  expect(locales).toHaveTextContent('es');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  const error = await within(drawer).findByText(
    'Default content locale: fr is not one of the content locales (en, es)',
  );
  expect(error.closest('.arco-form-item')).toHaveTextContent('Default content locale');
});

it('edits a project without changing its code', async () => {
  const fetchMock = serve((request) => (request.method === 'PUT' ? envelope(dramabox) : undefined));
  renderScreen(<ProjectsPage />, { at: '/setting/account', permissions: ALL_PERMS });
  await screen.findByText('DramaBox');
  await userEvent.click(within(rowOf('dramabox')).getByRole('button', { name: 'Edit' }));
  const drawer = await drawerTitled('Edit project dramabox');
  expect(field(drawer, 'Project code')).toBeDisabled();
  expect(field(drawer, 'Tenant code')).toHaveValue('t-db');
  await userEvent.clear(field(drawer, 'Name'));
  await userEvent.type(field(drawer, 'Name'), 'DramaBox US');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls(fetchMock, 'PUT', '/setting/account/1')).toHaveLength(1));
  const body = await calls(fetchMock, 'PUT', '/setting/account/1')[0].json();
  expect(body).toMatchObject({
    tenant: 't-db',
    name: 'DramaBox US',
    currency: 'USD',
    timezone: 'America/New_York',
    defaultLocale: 'en-US',
    contentLocales: ['en', 'es'],
    defaultContentLocale: 'en',
  });
  expect(body).not.toHaveProperty('code');
});

it('disables a project only after asking', async () => {
  const fetchMock = serve((request, url) =>
    url.pathname.endsWith('/disable') ? envelope({ ...dramabox, status: 1 }) : undefined,
  );
  renderScreen(<ProjectsPage />, { at: '/setting/account', permissions: ALL_PERMS });
  await screen.findByText('DramaBox');
  await userEvent.click(within(rowOf('dramabox')).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('Disable project dramabox?')).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/setting/account/1/disable')).toHaveLength(0);
  await answer('Disable project dramabox?');
  expect(await screen.findByText('Disabled the project dramabox')).toBeInTheDocument();
  await waitFor(() => expect(calls(fetchMock, 'POST', '/setting/account/1/disable')).toHaveLength(1));
});

it('offers delete only for a disabled project, asks first, and shows a refusal', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined); // Arco's confirm logs a refusal
  const fetchMock = serve((request) =>
    request.method === 'DELETE'
      ? jsonAnswer({ code: 409, message: 'Project oldbox still has open exports', data: null }, 409)
      : undefined,
  );
  renderScreen(<ProjectsPage />, { at: '/setting/account', permissions: ALL_PERMS });
  await screen.findByText('DramaBox');
  expect(within(rowOf('dramabox')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  await userEvent.click(within(rowOf('oldbox')).getByRole('button', { name: 'Delete' }));
  expect(calls(fetchMock, 'DELETE', '/setting/account/3')).toHaveLength(0);
  await answer('Delete project oldbox?', 'Delete');
  expect(await screen.findByText('Project oldbox still has open exports')).toBeInTheDocument();
  expect(calls(fetchMock, 'DELETE', '/setting/account/3')).toHaveLength(1);
  expect(screen.queryByText('Deleted the project oldbox')).not.toBeInTheDocument();
  logged.mockRestore();
});
