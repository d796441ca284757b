import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@backoffice/shared';
import { callsTo, envelope, type FirstAnswer, jsonAnswer, renderScreen, serveApi } from '@backoffice/shared/testing';
import ConfigPage from '.';
import type { ConfigChange, ConfigEntry } from './configApi';
import messages from './locale';

const ALL_PERMS = ['setting:config:query', 'setting:config:add', 'setting:config:edit', 'setting:config:delete'];

const entry = (id: number, configKey: string, valueType: ConfigEntry['valueType'], value: string): ConfigEntry => ({
  id,
  projectCode: 'dramabox',
  configKey,
  valueType,
  value,
  description: `about ${configKey}`,
  updateBy: 'mia',
  updateTime: '2026-11-21T10:00:00Z',
  createTime: '2026-11-20T10:00:00Z',
});
const entries = [
  entry(1, 'player.autoplay_next', 'boolean', 'true'),
  entry(2, 'player.free_episodes', 'number', '0.10'),
  entry(3, 'home.banner', 'json', '{"items": [1, 2], "title": "Hot"}'),
  entry(4, 'support.email', 'string', 'help@example.com'),
];
const page = (list: ConfigEntry[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 10 });
const changes: ConfigChange[] = [
  {
    id: 12,
    configId: 2,
    projectCode: 'dramabox',
    action: 'edit',
    oldValue: '0',
    newValue: '0.10',
    valueType: 'number',
    changedBy: 'leo',
    changeTime: '2026-11-21T10:00:00Z',
  },
  {
    id: 11,
    configId: 2,
    projectCode: 'dramabox',
    action: 'create',
    oldValue: null,
    newValue: '0',
    valueType: 'number',
    changedBy: 'mia',
    changeTime: '2026-11-20T10:00:00Z',
  },
];

/** Answers the list and history; `first` may answer anything before them. */
const serve = (first?: FirstAnswer) =>
  serveApi(
    {
      '/setting/config/list': page(entries),
      '/setting/config/:id/history': envelope({ list: changes, total: 2, pageNum: 1, pageSize: 10 }),
    },
    first,
  );
const calls = callsTo;

// Only this page's texts: the remote's other pages are not needed here.
beforeAll(() => registerMessages(messages));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The drawer with this title (Arco drawers carry no dialog role). */
const drawer = async (title: string) => within((await screen.findByText(title)).closest('.arco-drawer') as HTMLElement);
const openCreate = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'New entry' }));
  return drawer('New configuration entry');
};
const chooseType = async (form: Awaited<ReturnType<typeof drawer>>, label: string) => {
  fireEvent.click(form.getByText('String'));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

it('shows each value as its type reads it and sends the filters', async () => {
  const fetchMock = serve();
  renderScreen(<ConfigPage />, { at: '/setting/config?configKey=player&valueType=number', permissions: ALL_PERMS });
  const boolRow = (await screen.findByText('player.autoplay_next')).closest('tr') as HTMLElement;
  expect(within(boolRow).getByText('true')).toHaveClass('arco-tag-content');
  expect(screen.getByText('0.10')).toBeInTheDocument();
  // JSON on one line, whole on hover
  expect(screen.getByText('{"items":[1,2],"title":"Hot"}').tagName).toBe('CODE');
  expect(screen.getByText('help@example.com')).toBeInTheDocument();
  const query = new URL(calls(fetchMock, 'GET', '/setting/config/list')[0].url).searchParams;
  expect(query.get('configKey')).toBe('player');
  expect(query.get('valueType')).toBe('number');
  expect(query.get('projectCode')).toBe('dramabox');
  // one project: no project column
  expect(screen.queryByText('Project', { selector: '.arco-table-th-item-title' })).not.toBeInTheDocument();
});

it('names a bad number before saving, then creates it with the text exactly as typed', async () => {
  const fetchMock = serve();
  renderScreen(<ConfigPage />, { at: '/setting/config', permissions: ALL_PERMS });
  const form = await openCreate();
  await userEvent.type(form.getByLabelText('Key'), 'player.price');
  await chooseType(form, 'Number');
  await userEvent.type(form.getByLabelText('Value'), '1,5');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findByText(/must be a number such as 120/)).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/setting/config')).toHaveLength(0);

  await userEvent.clear(form.getByLabelText('Value'));
  await userEvent.type(form.getByLabelText('Value'), '0.10');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls(fetchMock, 'POST', '/setting/config')).toHaveLength(1));
  const body = await calls(fetchMock, 'POST', '/setting/config')[0].json();
  expect(body).toMatchObject({
    configKey: 'player.price',
    valueType: 'number',
    value: '0.10',
    projectCode: 'dramabox',
  });
  // the list refreshes
  await waitFor(() => expect(calls(fetchMock, 'GET', '/setting/config/list')).toHaveLength(2));
});

it("shows the server's complaint about the value beside the value", async () => {
  serve((request, url) =>
    request.method === 'POST' && url.pathname.endsWith('/setting/config')
      ? jsonAnswer(
          {
            code: 400,
            message: 'value: is not valid JSON',
            data: null,
            errors: [{ field: 'value', message: '"{" is not valid JSON: Unexpected end' }],
          },
          400,
        )
      : undefined,
  );
  renderScreen(<ConfigPage />, { at: '/setting/config', permissions: ALL_PERMS });
  const form = await openCreate();
  await userEvent.type(form.getByLabelText('Key'), 'home.banner2');
  await userEvent.type(form.getByLabelText('Value'), 'plain text');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  const message = await form.findByText('Value: "{" is not valid JSON: Unexpected end');
  expect(message.closest('.arco-form-item')).toContainElement(form.getByLabelText('Value'));
});

it('rejects JSON that does not parse, and edits a boolean with a switch sending "false"', async () => {
  const fetchMock = serve();
  renderScreen(<ConfigPage />, { at: '/setting/config', permissions: ALL_PERMS });
  const form = await openCreate();
  await userEvent.type(form.getByLabelText('Key'), 'home.tabs');
  await chooseType(form, 'JSON');
  fireEvent.change(form.getByLabelText('Value'), { target: { value: '{"a": ' } });
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findByText(/The value is not valid JSON/)).toBeInTheDocument();
  await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.queryByText('New configuration entry')).not.toBeInTheDocument());

  const row = screen.getByText('player.autoplay_next').closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  const edit = await drawer('Edit player.autoplay_next');
  expect(edit.getByLabelText('Key')).toBeDisabled();
  const toggle = edit.getByRole('switch', { name: 'Value' });
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(toggle);
  await userEvent.click(edit.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls(fetchMock, 'PUT', '/setting/config/1')).toHaveLength(1));
  expect(await calls(fetchMock, 'PUT', '/setting/config/1')[0].json()).toMatchObject({
    valueType: 'boolean',
    value: 'false',
  });
});

it('lists who changed what and when in the history drawer', async () => {
  const fetchMock = serve();
  renderScreen(<ConfigPage />, { at: '/setting/config', permissions: ['setting:config:query'] });
  const row = (await screen.findByText('player.free_episodes')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'History' }));
  const history = await drawer('History of player.free_episodes');
  expect(await history.findByText('Changed')).toBeInTheDocument();
  expect(history.getByText('Created')).toBeInTheDocument();
  expect(history.getByText('leo')).toBeInTheDocument();
  const [changed] = history.getAllByText('0.10');
  expect(changed.closest('tr')).toHaveTextContent('0→0.10');
  expect(new URL(calls(fetchMock, 'GET', '/setting/config/2/history')[0].url).searchParams.get('pageNum')).toBe('1');
});

it('deletes only after asking, and hides what the user may not do', async () => {
  const fetchMock = serve();
  const view = renderScreen(<ConfigPage />, { at: '/setting/config', permissions: ['setting:config:query'] });
  await screen.findByText('support.email');
  expect(screen.queryByRole('button', { name: 'New entry' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  view.unmount();

  renderScreen(<ConfigPage />, { at: '/setting/config', permissions: ALL_PERMS });
  const row = (await screen.findByText('support.email')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Delete support.email?')).toBeInTheDocument();
  expect(calls(fetchMock, 'DELETE', '/setting/config/4')).toHaveLength(0);
  fireEvent.click(
    within((await screen.findByText('Delete support.email?')).closest('.arco-modal') as HTMLElement).getByRole(
      'button',
      { name: 'Delete' },
    ),
  );
  await waitFor(() => expect(calls(fetchMock, 'DELETE', '/setting/config/4')).toHaveLength(1));
});

it("under all projects shows each row's project, and a new entry starts by asking which project it is for", async () => {
  const fetchMock = serve();
  // the project this tab chose before: "all"
  sessionStorage.setItem('projectCode', 'all');
  renderScreen(<ConfigPage />, { at: '/setting/config', permissions: ALL_PERMS, user: { allProjects: true } });
  expect(await screen.findByText('Project', { selector: '.arco-table-th-item-title' })).toBeInTheDocument();
  expect(new URL(calls(fetchMock, 'GET', '/setting/config/list')[0].url).searchParams.has('projectCode')).toBe(false);

  const form = await openCreate();
  await userEvent.type(form.getByLabelText('Key'), 'player.price');
  await userEvent.type(form.getByLabelText('Value'), 'free');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findByText('Project is required: choose the project it belongs to')).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/setting/config')).toHaveLength(0);
  fireEvent.click(form.getAllByText('Choose a project')[0]);
  fireEvent.click(await screen.findByRole('option', { name: 'ShortMax' }));
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls(fetchMock, 'POST', '/setting/config')).toHaveLength(1));
  expect(await calls(fetchMock, 'POST', '/setting/config')[0].json()).toMatchObject({
    projectCode: 'shortmax',
    configKey: 'player.price',
    value: 'free',
  });
});

it('has every configuration text in both languages', () => {
  expect(Object.keys(messages['zh-CN']).sort()).toEqual(Object.keys(messages['en-US']).sort());
});
