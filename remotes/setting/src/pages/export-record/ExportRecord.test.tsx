import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import { callsTo, chooseOption, envelope, type FirstAnswer, renderScreen, serveApi } from '@backoffice/shared/testing';
import ExportRecordPage from '.';
import type { ExportRecord } from './exportRecordApi';
import messages from './locale';

// The browser download itself (a navigation jsdom cannot do) is the shared view's business.
jest.mock('../../../../../shared/src/list/export/startDownload', () => ({ startDownload: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startDownload } = require('../../../../../shared/src/list/export/startDownload') as {
  startDownload: jest.Mock;
};

const ALL_PERMS = ['setting:export-record:query', 'setting:export-record:download', 'setting:export-record:delete'];
const HOUR = 3600 * 1000;

const job = (id: number, overrides: Partial<ExportRecord>): ExportRecord => ({
  id,
  userId: 3,
  username: 'mia',
  projectCode: 'dramabox',
  listKey: 'setting.user',
  listTitle: 'Staff users',
  filters: { username: 'ann', status: 1, format: 'csv' },
  sortBy: 'deleted, create_time',
  sortType: 'desc',
  columns: null,
  locale: 'en-US',
  timeZone: 'UTC',
  listQuery: '',
  format: 'csv',
  status: 'succeeded',
  rowsTotal: 200,
  rowsDone: 200,
  percent: 100,
  fileName: 'staff-users-2026-11-21.csv',
  fileSize: 2048,
  errorMsg: '',
  errorTranslations: {},
  createTime: '2026-11-21T10:00:00Z',
  startTime: '2026-11-21T10:00:01Z',
  finishTime: '2026-11-21T10:01:00Z',
  expireTime: new Date(Date.now() + 24 * HOUR).toISOString(),
  ...overrides,
});
const running = job(7, {
  status: 'running',
  rowsDone: 50,
  percent: 25,
  fileSize: null,
  finishTime: null,
  expireTime: null,
  username: 'leo',
});
const ready = job(8, {
  listKey: 'customer-service.oplog',
  listTitle: 'Operation log',
  filters: {},
  format: 'xlsx',
  fileSize: 35 * 1024,
});
const failed = job(9, {
  status: 'failed',
  rowsDone: 20,
  fileSize: null,
  errorMsg: 'Database unavailable',
  errorTranslations: { 'zh-CN': '数据库不可用' },
  expireTime: null,
});
const expired = job(10, { status: 'expired', expireTime: new Date(Date.now() - HOUR).toISOString() });

/** The export records answer `rows()` (they change as jobs run); retry and delete answer a job. */
const serve = (rows: () => ExportRecord[], first?: FirstAnswer) =>
  serveApi(
    {
      '/export/list': () => envelope({ list: rows(), total: rows().length, pageNum: 1, pageSize: 10 }),
      'POST /export/:id/retry': envelope({ id: 1 }),
      'DELETE /export/:id': envelope({ id: 1 }),
    },
    first,
  );
const calls = callsTo;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

beforeAll(() => registerMessages(messages));
beforeEach(() => {
  localStorage.clear();
  startDownload.mockClear();
});

it('shows a running job with its progress and polls every 2 s until it is done, then stops', async () => {
  let current = running;
  const fetchMock = serve(() => [current, failed]);
  renderScreen(<ExportRecordPage />, {
    at: '/setting/export-record?listKey=setting.user&format=csv',
    permissions: ALL_PERMS,
  });
  // the bar (Arco's Progress, fetched with the first running export) says its rows
  const bar = await screen.findByRole('progressbar');
  expect(screen.getByLabelText('Exporting 50 of 200 rows')).toContainElement(bar);
  const row = await rowOf('leo');
  expect(within(row).getByText('Running')).toBeInTheDocument();
  expect(within(row).getByText('50 / 200')).toBeInTheDocument();
  expect(within(row).getByText('username: ann; status: 1')).toBeInTheDocument();
  const query = new URL(calls(fetchMock, 'GET', '/export/list')[0].url).searchParams;
  expect(query.get('listKey')).toBe('setting.user');
  expect(query.get('format')).toBe('csv');

  act(() => {
    current = { ...running, status: 'succeeded', rowsDone: 200, fileSize: 2048 };
  });
  expect(
    await screen.findByRole('button', { name: /Download CSV \(2\.0 KB\)/ }, { timeout: 3500 }),
  ).toBeInTheDocument();
  const polled = calls(fetchMock, 'GET', '/export/list').length;
  expect(polled).toBeGreaterThanOrEqual(2);
  await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
  expect(calls(fetchMock, 'GET', '/export/list')).toHaveLength(polled);
}, 10000);

it('downloads through a single-use link asked for with POST /export/:id/download', async () => {
  const fetchMock = serve(
    () => [ready],
    (request, url) =>
      url.pathname.endsWith('/export/8/download')
        ? envelope({ url: '/admin-api/export-file/ticket-8', expireTime: '2026-11-21T10:06:00Z' })
        : undefined,
  );
  renderScreen(<ExportRecordPage />, { at: '/setting/export-record', permissions: ALL_PERMS });
  const row = await rowOf('Operation log');
  expect(within(row).getByText('All rows')).toBeInTheDocument();
  // format and size say themselves in the link (their own columns are added when wanted)
  await userEvent.click(within(row).getByRole('button', { name: 'Download XLSX (35.0 KB)' }));
  await waitFor(() => expect(startDownload).toHaveBeenCalledWith('/admin-api/export-file/ticket-8'));
  expect(calls(fetchMock, 'POST', '/export/8/download')).toHaveLength(1);
});

it('retries a failed or expired export, and deletes only after asking', async () => {
  const fetchMock = serve(() => [failed, expired]);
  renderScreen(<ExportRecordPage />, { at: '/setting/export-record', permissions: ALL_PERMS });
  const failedRow = await rowOf('Failed: Database unavailable');
  const expiredRow = (await screen.findByText('File removed')).closest('tr') as HTMLElement;
  expect(within(expiredRow).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  expect(within(expiredRow).getAllByText('Expired').length).toBeGreaterThan(0);

  await userEvent.click(within(failedRow).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(calls(fetchMock, 'POST', '/export/9/retry')).toHaveLength(1));
  await waitFor(() => expect(calls(fetchMock, 'GET', '/export/list')).toHaveLength(2));
  expect(within(expiredRow).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

  await userEvent.click(within(await rowOf('Failed: Database unavailable')).getByRole('button', { name: 'Delete' }));
  const question = await screen.findByText('Delete this export of Staff users?');
  expect(calls(fetchMock, 'DELETE', '/export/9')).toHaveLength(0);
  fireEvent.click(within(question.closest('.arco-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(calls(fetchMock, 'DELETE', '/export/9')).toHaveLength(1));
});

it('shows no download or delete without their permissions', async () => {
  serve(() => [ready, failed]);
  renderScreen(<ExportRecordPage />, { at: '/setting/export-record', permissions: ['setting:export-record:query'] });
  const table = within((await rowOf('Operation log')).closest('table') as HTMLElement);
  expect(table.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  expect(table.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  // retrying needs no button of its own: the api checks the list's export permission
  expect(table.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('explains where export records come from when there are none', async () => {
  serve(() => []);
  renderScreen(<ExportRecordPage />, { at: '/setting/export-record', permissions: ALL_PERMS });
  expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  expect(screen.getByText(/Exports started from the Export button of any list appear here/)).toBeInTheDocument();
});

it('searches by status, format and list, each offered by its own names, the lists that export among them', async () => {
  const fetchMock = serve(() => [ready]);
  const view = renderScreen(<ExportRecordPage />, { at: '/setting/export-record', permissions: ALL_PERMS });
  await rowOf('Operation log');
  const selectLabelled = (label: string) =>
    screen
      .getByText(label, { selector: 'label' })
      .closest('.arco-form-item')!
      .querySelector<HTMLElement>('.arco-select')!;
  await chooseOption(selectLabelled('Status'), 'Failed');
  await chooseOption(selectLabelled('Format'), 'XLSX');
  // the lists known to export, named by their screens (their list keys here, where no screen is named)
  await chooseOption(selectLabelled('List'), 'user.list');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(Object.fromEntries(new URLSearchParams(view.location().split('?')[1]))).toEqual({
      status: 'failed',
      format: 'xlsx',
      listKey: 'user.list',
    }),
  );
  await waitFor(() =>
    expect(Object.fromEntries(new URL(calls(fetchMock, 'GET', '/export/list').at(-1)!.url).searchParams)).toMatchObject(
      { status: 'failed', format: 'xlsx', listKey: 'user.list' },
    ),
  );
});

it("says why an export failed in the reader's language", async () => {
  serve(() => [failed]);
  renderScreen(<ExportRecordPage />, { at: '/setting/export-record', permissions: ALL_PERMS });
  await rowOf('Failed: Database unavailable');
  act(() => setLocale('zh-CN'));
  try {
    expect(await screen.findByText('失败原因：数据库不可用')).toBeInTheDocument();
  } finally {
    act(() => setLocale('en-US'));
  }
});

it('has every export record text in both languages', () => {
  expect(Object.keys(messages['zh-CN']).sort()).toEqual(Object.keys(messages['en-US']).sort());
});
