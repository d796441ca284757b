/**
 * The viewer is in New York, not in UTC (the machine's), so days become literal instants:
 * @timezone America/New_York
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '@arco-design/web-react';
import { api } from '@backoffice/shared';
import { envelope, installFetch, jsonAnswer, renderScreen, requests } from '@backoffice/shared/testing';
import { type ListAnswer, ListPage, useListParams } from '../../list';
import { startDownload } from './export/startDownload';

jest.mock('./export/startDownload', () => ({ startDownload: jest.fn() }));

interface Member {
  id: number;
  username: string;
  email: string;
  phone?: string;
  status?: number;
}

const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<ListAnswer<Member>, Record<string, unknown>>({
      query: (params) => ({ url: '/members/list', params }),
    }),
  }),
});

function Members() {
  const list = useListParams({ filters: { username: 'string', status: 'number' } });
  const result = listApi.useListMembersQuery(list.request);
  return (
    <ListPage<Member, typeof list.filters>
      list={list}
      result={result}
      listKey="test.members"
      rowKey="id"
      searchFields={[{ name: 'username', label: 'Username', input: <Input /> }]}
      columns={[
        { key: 'username', title: 'Username', sortBy: 'username' },
        { key: 'email', title: 'Email' },
        { key: 'phone', title: 'Phone', defaultHidden: true },
        { key: 'status', title: 'Status', valueType: 'enabledStatus' },
      ]}
      bulkActions={[
        {
          key: 'remove',
          label: 'Remove',
          permission: 'test:members:delete',
          danger: true,
          confirm: (count) => `Remove ${count} members?`,
          run: removeMembers,
        },
      ]}
      exporting={{ path: '/members/export', listKey: 'test.members', permission: 'test:members:export' }}
    />
  );
}

const removeMembers = jest.fn(async () => undefined);
const members = (count: number, total = count): ListAnswer<Member> => ({
  list: Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    username: `member${index + 1}`,
    email: `m${index + 1}@example.com`,
    phone: `+65 6100 000${index + 1}`,
  })),
  total,
  pageNum: 1,
  pageSize: 10,
});

/** Answers the list with `page`, and no export yet. */
function serve(page: ListAnswer<Member> | (() => Response)) {
  return installFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/export/mine')) return envelope({ list: [], total: 0, pageNum: 1, pageSize: 1 });
    return typeof page === 'function' ? page() : envelope(page);
  });
}
const listCalls = (fetchMock: ReturnType<typeof installFetch>) =>
  requests(fetchMock)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith('/members/list'));

beforeEach(() => {
  localStorage.clear();
  removeMembers.mockClear();
});

it('reads filters, page and sort from the URL and asks the server for exactly that', async () => {
  const fetchMock = serve(members(3, 23));
  renderScreen(<Members />, { at: '/members?username=mem&status=1&pageNum=2&sortBy=username&sortType=asc' });
  expect(await screen.findByText('member1')).toBeInTheDocument();
  const query = listCalls(fetchMock)[0].searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    username: 'mem',
    status: '1',
    pageNum: '2',
    pageSize: '10',
    sortBy: 'username',
    sortType: 'asc',
  });
  expect(screen.getByText('23 in all')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveValue('mem');
});

it('searches into the URL from page 1, and sorts by a column header', async () => {
  const fetchMock = serve(members(3));
  const view = renderScreen(<Members />, { at: '/members?pageNum=3' });
  await screen.findByText('member1');
  await userEvent.type(screen.getByLabelText('Username'), 'ann{Enter}');
  await waitFor(() => expect(view.location()).toBe('/members?username=ann'));
  await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('username')).toBe('ann'));

  await userEvent.click(screen.getByText('Username', { selector: '.arco-table-th-item-title' }));
  await waitFor(() => expect(view.location()).toBe('/members?username=ann&sortBy=username&sortType=asc'));
});

it('says when nothing matches the filters, and clears them', async () => {
  serve(members(0));
  const view = renderScreen(<Members />, { at: '/members?username=nobody' });
  expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(view.location()).toBe('/members'));
  expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
});

it('shows an error with Retry when the list cannot be loaded', async () => {
  let fail = true;
  serve(() => (fail ? jsonAnswer({ code: 500, message: 'Database unavailable' }, 500) : envelope(members(1))));
  renderScreen(<Members />, { at: '/members' });
  // the base query retries once a second later before the error shows
  expect(await screen.findByText('The list could not be loaded', undefined, { timeout: 4000 })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('member1')).toBeInTheDocument();
});

it('hides a column and remembers it for this user', async () => {
  serve(members(1));
  const first = renderScreen(<Members />, { at: '/members' });
  await screen.findByText('m1@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Email' }));
  await waitFor(() => expect(screen.queryByText('m1@example.com')).not.toBeInTheDocument());
  first.unmount();

  renderScreen(<Members />, { at: '/members' });
  await screen.findByText('member1');
  expect(screen.queryByText('m1@example.com')).not.toBeInTheDocument();
});

it('leaves out a column the list hides by default until the user adds it, then keeps it', async () => {
  serve(members(1));
  const first = renderScreen(<Members />, { at: '/members' });
  await screen.findByText('m1@example.com');
  expect(screen.queryByText('+65 6100 0001')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  expect(await screen.findByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
  expect(await screen.findByText('+65 6100 0001')).toBeInTheDocument();
  first.unmount();

  renderScreen(<Members />, { at: '/members' });
  expect(await screen.findByText('+65 6100 0001')).toBeInTheDocument();
});

it('runs a bulk action on the selected rows after asking, only with its permission', async () => {
  serve(members(3));
  const without = renderScreen(<Members />, { at: '/members' });
  await screen.findByText('member1');
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  without.unmount();

  renderScreen(<Members />, { at: '/members', permissions: ['test:members:delete'] });
  await screen.findByText('member1');
  const rows = screen.getAllByRole('row');
  await userEvent.click(within(rows[1]).getByRole('checkbox'));
  await userEvent.click(within(rows[3]).getByRole('checkbox'));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Remove 2 members?')).toBeInTheDocument();
  expect(removeMembers).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(removeMembers).toHaveBeenCalledWith([1, 3]));
  await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
});

it("lists the rows a bulk action's answer says were refused, each with the reason, until read", async () => {
  serve(members(3));
  removeMembers.mockResolvedValueOnce({
    done: 1,
    refused: [{ name: 'member3', reason: 'it is the last owner' }],
  } as never);
  renderScreen(<Members />, { at: '/members', permissions: ['test:members:delete'] });
  await screen.findByText('member1');
  const rows = screen.getAllByRole('row');
  await userEvent.click(within(rows[1]).getByRole('checkbox'));
  await userEvent.click(within(rows[3]).getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Remove: 1 done, 1 refused')).toBeInTheDocument();
  expect(screen.getByText('member3', { selector: 'strong' }).closest('li')).toHaveTextContent(
    'member3: it is the last owner',
  );
});

it('exports what the list shows, shows progress, then the download', async () => {
  const job = {
    id: 7,
    userId: 1001,
    username: 'mia',
    projectCode: 'dramabox',
    listKey: 'test.members',
    listTitle: 'Members',
    filters: {},
    sortBy: 'deleted, create_time',
    sortType: 'desc',
    format: 'csv',
    status: 'running',
    rowsTotal: 200,
    rowsDone: 50,
    percent: 25,
    fileName: 'members.csv',
    fileSize: null as number | null,
    errorMsg: '',
    createTime: '2026-11-21T10:00:00Z',
    startTime: '2026-11-21T10:00:01Z',
    finishTime: null,
    expireTime: null,
  };
  let current: typeof job | null = null;
  const fetchMock = installFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/members/export')) {
      current = { ...job, filters: await request.json() };
      return envelope(current);
    }
    if (url.pathname.endsWith('/export/mine'))
      return envelope({ list: current ? [current] : [], total: current ? 1 : 0, pageNum: 1, pageSize: 1 });
    if (url.pathname.endsWith('/export/7/download')) return envelope({ url: '/admin-api/export-file/ticket-1' });
    return envelope(members(1));
  });
  renderScreen(<Members />, { at: '/members?username=mem', permissions: ['test:members:export'] });
  await screen.findByText('member1');
  await userEvent.click(screen.getByRole('button', { name: /Export/ }));
  fireEvent.click(await screen.findByText('CSV'));

  await waitFor(() =>
    expect(requests(fetchMock).find((request) => request.url.endsWith('/members/export'))?.method).toBe('POST'),
  );
  expect(current!.filters).toMatchObject({ username: 'mem', format: 'csv' });
  // the file's columns are the ones the list shows, under its headers (phone is hidden), each
  // value by its label; in the staff member's language and time zone; the notice opens the list so
  expect(current!.filters).toMatchObject({
    columns: [
      { key: 'username', header: 'Username' },
      { key: 'email', header: 'Email' },
      { key: 'status', header: 'Status', labels: { '0': 'Enabled', '1': 'Disabled' } },
    ],
    locale: 'en-US',
    timeZone: 'America/New_York',
    listQuery: '?username=mem',
  });
  // the bar (Arco's Progress, fetched with the first export) says its rows
  const bar = await screen.findByRole('progressbar');
  expect(bar).toHaveAttribute('aria-valuenow', String(current!.percent));
  expect(screen.getByLabelText('Exporting 50 of 200 rows')).toContainElement(bar);

  act(() => {
    current = { ...current!, status: 'succeeded', rowsDone: 200, percent: 100, fileSize: 2048 };
  });
  const download = await screen.findByRole('button', { name: /Download CSV \(2\.0 KB\)/ }, { timeout: 3000 });
  await userEvent.click(download);
  await waitFor(() => expect(startDownload).toHaveBeenCalledWith('/admin-api/export-file/ticket-1'));
});

function Joiners() {
  const list = useListParams({ filters: { joinedFrom: 'string', joinedTo: 'string' } });
  const result = listApi.useListMembersQuery(list.request);
  return (
    <ListPage<Member & { joined: string }, typeof list.filters>
      list={list}
      result={result as never}
      listKey="test.joiners"
      rowKey="id"
      columns={[
        { key: 'username', title: 'Username' },
        { key: 'joined', title: 'Joined', valueType: 'dateTime', search: { from: 'joinedFrom', to: 'joinedTo' } },
      ]}
    />
  );
}

it("searches a date-time column by a range of days: from the first day's start to the end of the last, in the viewer's time", async () => {
  const fetchMock = serve(members(2));
  // this file runs in New York: 1 November starts at 04:00 UTC (summer time ends that night),
  // and the 7th ends at 05:00 UTC on the 8th
  const from = '2026-11-01T04:00:00.000Z';
  const to = '2026-11-08T05:00:00.000Z';
  const view = renderScreen(<Joiners />, {
    at: `/members?joinedFrom=${encodeURIComponent(from)}&joinedTo=${encodeURIComponent(to)}`,
  });
  await screen.findByText('member1');
  expect(Object.fromEntries(listCalls(fetchMock)[0].searchParams)).toMatchObject({ joinedFrom: from, joinedTo: to });
  // the days the filters cover, the 1st to the 7th, in a plain box until it is used
  expect(screen.getByLabelText('Joined')).toHaveValue('2026-11-01 → 2026-11-07');
  expect(screen.queryAllByPlaceholderText(/date/i)).toEqual([]);
  // used, it becomes the date picker, showing the same days
  await userEvent.click(screen.getByLabelText('Joined'));
  const days = await screen.findAllByPlaceholderText(/date/i);
  await waitFor(() =>
    expect(days.map((input) => (input as HTMLInputElement).value)).toEqual(['2026-11-01', '2026-11-07']),
  );
  // searching again sends the same range; Reset drops it
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(view.location()).toBe(`/members?joinedFrom=${encodeURIComponent(from)}&joinedTo=${encodeURIComponent(to)}`),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(view.location()).toBe('/members'));
});

function Comments() {
  const list = useListParams({ filters: { username: 'string' }, keyset: true });
  const result = listApi.useListMembersQuery(list.request);
  return (
    <ListPage<Member, typeof list.filters>
      list={list}
      result={result}
      listKey="test.comments"
      rowKey="id"
      columns={[{ key: 'username', title: 'Username', search: true }]}
    />
  );
}

it('pages a keyset list by cursor one page on or back, by number for a jump, and says "about" for an estimated total', async () => {
  // the api answers each page with its cursors, and pageNum as sent
  const fetchMock = installFetch((request) => {
    const query = new URL(request.url).searchParams;
    const pageNum = Number(query.get('pageNum'));
    return envelope({
      ...members(10, 123_456),
      pageNum,
      totalExact: false,
      next: `next-of-${pageNum}`,
      previous: pageNum > 1 ? `previous-of-${pageNum}` : null,
    });
  });
  const view = renderScreen(<Comments />, { at: '/comments?username=mem' });
  await screen.findByText('member1');
  expect(screen.getByText('About 123,456 in all')).toBeInTheDocument();
  const pager = () => document.querySelector<HTMLElement>('.arco-pagination')!;
  const lastCall = () => Object.fromEntries(listCalls(fetchMock).at(-1)!.searchParams);

  // next: after the last row of page 1
  fireEvent.click(within(pager()).getByLabelText('Go to next page'));
  await waitFor(() => expect(view.location()).toBe('/comments?username=mem&pageNum=2&after=next-of-1'));
  await waitFor(() => expect(lastCall()).toMatchObject({ username: 'mem', pageNum: '2', after: 'next-of-1' }));
  expect(lastCall()).not.toHaveProperty('before');
  await waitFor(() => expect(within(pager()).getByText('2').closest('li')).toHaveClass('arco-pagination-item-active'));

  // a jump: by its number, no cursor (the api skips by an index)
  await waitFor(() => expect(document.querySelector('.arco-spin-loading')).toBeNull());
  const jumper = within(pager()).getByRole('textbox', { name: 'Go to page' });
  fireEvent.change(jumper, { target: { value: '500' } });
  fireEvent.keyDown(jumper, { key: 'Enter', keyCode: 13 });
  await waitFor(() => expect(view.location()).toBe('/comments?username=mem&pageNum=500'));
  await waitFor(() => expect(lastCall()).toMatchObject({ pageNum: '500' }));
  expect(lastCall()).not.toHaveProperty('after');

  // previous: before the first row of page 500
  await waitFor(() =>
    expect(within(pager()).getByText('500').closest('li')).toHaveClass('arco-pagination-item-active'),
  );
  await waitFor(() => expect(document.querySelector('.arco-spin-loading')).toBeNull());
  fireEvent.click(within(pager()).getByLabelText('Go to previous page'));
  await waitFor(() => expect(view.location()).toBe('/comments?username=mem&pageNum=499&before=previous-of-500'));
  await waitFor(() => expect(lastCall()).toMatchObject({ pageNum: '499', before: 'previous-of-500' }));

  // a new search starts again at page 1, without the cursor
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(view.location()).toBe('/comments'));
});

it('keeps a list that does not page by keyset free of cursors, and says an exact total as it is', async () => {
  const fetchMock = serve({ ...members(10, 30), next: 'ignored' } as ListAnswer<Member>);
  const view = renderScreen(<Members />, { at: '/members?after=stray' });
  await screen.findByText('member1');
  expect(screen.getByText('30 in all')).toBeInTheDocument();
  expect(listCalls(fetchMock)[0].searchParams.has('after')).toBe(false);
  fireEvent.click(screen.getByLabelText('Go to next page'));
  await waitFor(() => expect(view.location()).toBe('/members?pageNum=2'));
});
