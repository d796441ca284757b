// The navbar's message box against a fetch double that keeps a little inbox: the badge,
// the tabs with their counts, marking one item or a whole tab read.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, installFetch, jsonAnswer, requests } from '@backoffice/shared/testing';
import { renderHost } from '../testing/renderHost';
import { MessageBoxButton } from './MessageBoxButton';
import type { Notification, NotificationKind } from './notificationApi';
import { startDownload } from './startDownload';

jest.mock('./startDownload', () => ({ startDownload: jest.fn() }));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function row(id: number, kind: NotificationKind, title: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    projectCode: null,
    kind,
    title,
    content: `${title} body`,
    link: '',
    exportId: null,
    read: false,
    readAt: null,
    deleted: 0,
    createTime: minutesAgo(5),
    ...overrides,
  };
}

let inbox: Notification[];
let fetchMock: ReturnType<typeof installFetch>;
let failList = false;
let sent: Array<{ path: string; body: unknown }>;

function counts() {
  const unread = (kind: NotificationKind) => inbox.filter((item) => item.kind === kind && !item.read).length;
  const result = { message: unread('message'), notice: unread('notice'), todo: unread('todo'), total: 0 };
  result.total = result.message + result.notice + result.todo;
  return result;
}

async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  switch (url.pathname) {
    case '/admin-api/notification/unread-count':
      return envelope(counts());
    case '/admin-api/export/41/download':
      return envelope({ url: '/admin-api/export-file/ticket-41', expireTime: minutesAgo(-5) });
    case '/admin-api/notification/list': {
      if (failList) return jsonAnswer({ code: 500, message: 'Server Error' }, 500);
      const list = inbox.filter((item) => item.kind === url.searchParams.get('kind'));
      return envelope({ list, total: list.length, pageNum: 1, pageSize: 20 });
    }
    case '/admin-api/notification/read': {
      const body = (await request.json()) as { ids: number[] };
      sent.push({ path: 'read', body });
      const { ids } = body;
      inbox = inbox.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item));
      return envelope({ updated: ids.length });
    }
    case '/admin-api/notification/read-all': {
      const body = (await request.json()) as { kind?: NotificationKind };
      sent.push({ path: 'read-all', body });
      const { kind } = body;
      inbox = inbox.map((item) => (!kind || item.kind === kind ? { ...item, read: true } : item));
      return envelope({ updated: 1 });
    }
    default:
      return envelope(null);
  }
}

const posted = (path: string) => sent.filter((entry) => entry.path === path).map((entry) => entry.body);

// Arco's popups keep `pointer-events: none` while their (never-ending in jsdom) enter animation runs.
const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  failList = false;
  sent = [];
  inbox = [
    row(1, 'message', 'Weekly report ready', { link: '/dashboard/workplace' }),
    row(2, 'message', 'Old message', { read: true, createTime: minutesAgo(60 * 26) }),
    row(3, 'message', 'Coupon expiring'),
    row(4, 'notice', 'Maintenance tonight'),
    row(5, 'todo', 'Review top-ups'),
  ];
  fetchMock = installFetch(answer);
});

async function openBox(unread = 4) {
  const user = setup();
  renderHost(<MessageBoxButton />, { at: '/user-center/index' });
  const bell = await screen.findByRole('button', { name: `Messages, ${unread} unread` });
  await user.click(bell);
  const panel = await screen.findByRole('region', { name: 'Message box' });
  await within(panel).findByText('Weekly report ready');
  return { user, panel };
}

it('shows the unread total as a badge on the bell', async () => {
  renderHost(<MessageBoxButton />);
  const bell = await screen.findByRole('button', { name: 'Messages, 4 unread' });
  expect(bell.closest('.arco-badge')).toHaveTextContent('4');
});

it('polls the count again when the window regains focus', async () => {
  renderHost(<MessageBoxButton />);
  await screen.findByRole('button', { name: 'Messages, 4 unread' });
  inbox.push(row(6, 'todo', 'New task'));
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  await screen.findByRole('button', { name: 'Messages, 5 unread' });
});

it('opens on the message tab with each tab’s unread count and the items', async () => {
  const { panel } = await openBox();
  const tabs = within(panel)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
  expect(tabs).toEqual(['Message (2)', 'Notice (1)', 'To-do (1)']);
  const items = within(panel).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Weekly report ready');
  expect(items[0]).toHaveTextContent('Weekly report ready body');
  expect(items[0]).toHaveTextContent('5 minutes ago');
  expect(within(items[0]).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
  expect(items[1]).toHaveTextContent('yesterday');
  expect(within(items[1]).queryByRole('img', { name: 'Unread' })).toBeNull();
  const list = requests(fetchMock).find((request) => new URL(request.url).pathname === '/admin-api/notification/list')!;
  expect(new URL(list.url).searchParams.get('kind')).toBe('message');
});

it('marks a clicked item read, updates the counts and follows its link', async () => {
  const { user, panel } = await openBox();
  await user.click(within(panel).getByRole('button', { name: /Weekly report ready/ }));
  await waitFor(() => expect(posted('read')).toHaveLength(1));
  expect(posted('read')[0]).toMatchObject({ ids: [1] });
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/workplace');
  await screen.findByRole('button', { name: 'Messages, 3 unread' });
});

it('asks for the list in the reader’s language', async () => {
  await openBox();
  const list = requests(fetchMock).find((request) => new URL(request.url).pathname === '/admin-api/notification/list')!;
  expect(new URL(list.url).searchParams.get('locale')).toBe('en-US');
});

it('downloads the file of an export notice, and opens the list as it was exported, sort and page size kept', async () => {
  const listLink = '/product/list?status=0&sortBy=createTime&sortType=asc&pageSize=50';
  inbox.push(row(8, 'notice', 'Export ready: Dramas', { exportId: 41, link: listLink }));
  const { user, panel } = await openBox(5);
  await user.click(within(panel).getByRole('tab', { name: 'Notice (2)' }));
  const notice = await within(panel).findByRole('button', { name: /Export ready: Dramas.*Download the file/ });
  await user.click(notice);
  await waitFor(() => expect(startDownload).toHaveBeenCalledWith('/admin-api/export-file/ticket-41'));
  expect(posted('read')[0]).toMatchObject({ ids: [8] });
  expect(screen.getByTestId('location')).toHaveTextContent('/user-center/index'); // a download: the page stays

  await user.click(within(panel).getByRole('button', { name: 'Open the list as exported' }));
  expect(screen.getByTestId('location')).toHaveTextContent(listLink);
});

it('marks an unlinked item read and stays on the page', async () => {
  const { user, panel } = await openBox();
  await user.click(within(panel).getByRole('button', { name: /Coupon expiring/ }));
  await screen.findByRole('button', { name: 'Messages, 3 unread' });
  await waitFor(() => expect(within(panel).getAllByRole('tab')[0]).toHaveTextContent('Message (1)'));
  const item = within(panel).getByRole('button', { name: /Coupon expiring/ });
  expect(within(item).queryByRole('img', { name: 'Unread' })).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/user-center/index');
});

it('marks all of the open tab read', async () => {
  const { user, panel } = await openBox();
  await user.click(within(panel).getByRole('tab', { name: 'Notice (1)' }));
  await within(panel).findByText('Maintenance tonight');
  await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
  await waitFor(() => expect(posted('read-all')).toHaveLength(1));
  expect(posted('read-all')[0]).toMatchObject({ kind: 'notice' });
  await screen.findByRole('button', { name: 'Messages, 3 unread' });
  await waitFor(() =>
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Message (2)', 'Notice', 'To-do (1)']),
  );
  expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

it('shows an empty state for a tab without messages', async () => {
  inbox = inbox.filter((item) => item.kind !== 'todo');
  const { user, panel } = await openBox(3);
  await user.click(within(panel).getByRole('tab', { name: 'To-do' }));
  expect(await within(panel).findByText('No messages')).toBeInTheDocument();
});

it('shows an error with a retry when the list cannot be loaded', async () => {
  failList = true;
  const user = setup();
  renderHost(<MessageBoxButton />);
  await user.click(await screen.findByRole('button', { name: 'Messages, 4 unread' }));
  const alert = (await screen.findByText('The messages could not be loaded.', {}, { timeout: 5000 })).closest(
    '[role="alert"]',
  ) as HTMLElement;
  failList = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Weekly report ready')).toBeInTheDocument();
}, 15000);
