import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  chooseOption,
  envelope,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { productMessages } from '../../locale';
import { type Drama, useListProductListQuery, useOfflineProductListMutation } from '../list/listApi';
import OnlinePage from '.';
import type { LiveDrama, ScheduledChange } from './onlineApi';

// The tests run in UTC (the viewer's zone); the project's app users are in Shanghai (UTC+8).
const ZONE = 'Asia/Shanghai';
const VIEWER = ['product:online:query', 'product:list:query'];
const EDITOR = [...VIEWER, 'product:online:edit'];

const waitingOffline: ScheduledChange = {
  id: 71,
  projectCode: 'drama-cn',
  dramaId: 11,
  dramaCode: 'BRIDE-01',
  dramaName: 'The Secret Bride',
  action: 'offline',
  runAt: '2026-12-01T12:00:00.000Z',
  runAtLocal: '2026-12-01T20:00:00',
  timeZone: ZONE,
  state: 'pending',
  outcome: '',
  createdBy: 'alice',
  createTime: '2026-11-20T08:00:00Z',
  updateTime: '2026-11-20T08:00:00Z',
};
const bride: LiveDrama = {
  id: 11,
  projectCode: 'drama-cn',
  code: 'BRIDE-01',
  name: 'The Secret Bride',
  episodeCount: 80,
  status: 0,
  onlineTime: '2026-10-01T12:00:00.000Z',
  timeZone: ZONE,
  pendingChange: waitingOffline,
};
const heir: LiveDrama = {
  ...bride,
  id: 12,
  code: 'HEIR-02',
  name: 'Alpha Heir',
  onlineTime: '2026-11-02T01:30:00.000Z',
  pendingChange: null,
};
const failed: ScheduledChange = {
  ...waitingOffline,
  id: 60,
  dramaId: 13,
  dramaCode: 'MOON-03',
  dramaName: 'Moon Over Harbour',
  action: 'online',
  runAt: '2026-11-10T02:00:00.000Z',
  runAtLocal: '2026-11-10T10:00:00',
  state: 'failed',
  outcome: 'MOON-03 is online: only a draft or offline drama can be put online',
  createdBy: 'bob',
};
const draft: Drama = {
  id: 14,
  projectCode: 'drama-cn',
  code: 'DAWN-04',
  name: 'Dawn Chaser',
  episodeCount: 60,
  status: 2,
  poster: '',
  summary: '',
  description: '',
  labels: [],
  playCount: 0,
  followCount: 0,
  commentCount: 0,
  unlockCount: 0,
  createTime: '2026-11-01T08:00:00Z',
  updateTime: '2026-11-01T08:00:00Z',
};

const page = (list: unknown[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 10 });
const serve = (first?: Parameters<typeof serveApi>[1]) =>
  serveApi(
    {
      '/product/online/list': () => page([bride, heir]),
      '/product/online/schedule/list': (_, url) =>
        page(
          url.searchParams.get('dramaId') === '11'
            ? [waitingOffline]
            : url.searchParams.get('dramaId')
              ? []
              : [waitingOffline, failed],
        ),
      '/product/list/list': () => page([draft]),
    },
    first,
  );

const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;
const formItem = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'label' }).closest<HTMLElement>('.arco-form-item')!;

/** Types a date and time into the picker and confirms it, as a person with a keyboard does. */
async function pickTime(item: HTMLElement, text: string) {
  const input = item.querySelector<HTMLInputElement>('input')!;
  await userEvent.click(input);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  // Arco's picker reads the key's code, which userEvent leaves out
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
}

/** Now, for the screen: 21:00 in Shanghai on 23 November 2026 (the clock alone is fixed). */
const NOW = new Date('2026-11-23T13:00:00Z');
const ONLY_THE_CLOCK = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

beforeAll(() => registerMessages(productMessages));
beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: NOW, doNotFake: [...ONLY_THE_CLOCK] });
});
afterEach(() => jest.useRealTimers());

it('shows what is online since when on the project’s clock and the viewer’s, with the change waiting for it, asking with the URL’s search', async () => {
  const fetchMock = serve();
  renderScreen(<OnlinePage />, { at: '/product/online?keyword=bride', permissions: VIEWER });
  expect(await screen.findByText('The Secret Bride')).toBeInTheDocument();
  const row = rowOf('The Secret Bride');
  expect(within(row).getByText('BRIDE-01')).toBeInTheDocument();
  // online since 20:00 in Shanghai, 12:00 for a viewer in UTC
  expect(within(row).getByText('2026-10-01 20:00', { exact: false })).toHaveAttribute('title', ZONE);
  expect(within(row).getByText('Your time: 2026-10-01 12:00')).toBeInTheDocument();
  // its waiting change: taken offline on 1 December at 20:00 there
  expect(within(row).getByText('Take offline')).toBeInTheDocument();
  expect(within(row).getByText('2026-12-01 20:00', { exact: false })).toBeInTheDocument();
  expect(within(row).getAllByText('UTC+8')).toHaveLength(2);
  expect(within(rowOf('Alpha Heir')).getByText('Your time: 2026-11-02 01:30')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('A part of the name or the code')).toHaveValue('bride');
  expect(new URL(callsTo(fetchMock, 'GET', '/product/online/list')[0].url).searchParams.get('keyword')).toBe('bride');
  // without product:online:edit: nothing to press
  for (const name of ['Schedule a change', 'Take offline now', 'Schedule…', 'Cancel'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

it('takes a drama offline now after asking, saying its scheduled offline is then cancelled', async () => {
  const fetchMock = serve((request) =>
    request.method === 'POST' ? envelope({ ...bride, status: 1, pendingChange: null }) : undefined,
  );
  renderScreen(<OnlinePage />, { at: '/product/online', permissions: EDITOR });
  await screen.findByText('The Secret Bride');
  await userEvent.click(within(rowOf('The Secret Bride')).getByRole('button', { name: 'Take offline now' }));
  expect(await screen.findByText(/Its scheduled change to take it offline is cancelled/)).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/product/online/11/offline')).toHaveLength(0);
  await answerDialog('Take The Secret Bride offline now?', 'Take offline now');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/online/11/offline')).toHaveLength(1));
  expect(await screen.findByText('The Secret Bride is offline')).toBeInTheDocument();
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/online/list')).toHaveLength(2));
});

it('lists the scheduled changes from the URL’s tab and filters, and cancels a pending one after asking', async () => {
  const fetchMock = serve((request) =>
    request.method === 'POST'
      ? envelope({ ...waitingOffline, state: 'cancelled', outcome: 'cancelled by admin' })
      : undefined,
  );
  const { location } = renderScreen(<OnlinePage />, {
    at: '/product/online?tab=scheduled&state=pending&action=offline',
    permissions: EDITOR,
  });
  expect(await screen.findByText('Moon Over Harbour')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Scheduled changes', selected: true })).toBeInTheDocument();
  const query = new URL(callsTo(fetchMock, 'GET', '/product/online/schedule/list')[0].url).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({ state: 'pending', action: 'offline' });
  expect(callsTo(fetchMock, 'GET', '/product/online/list')).toHaveLength(0);

  const pending = rowOf('The Secret Bride');
  expect(within(pending).getByText('Pending')).toBeInTheDocument();
  expect(within(pending).getByText('Take offline')).toBeInTheDocument();
  expect(within(pending).getByText('2026-12-01 20:00', { exact: false })).toBeInTheDocument();
  expect(within(pending).getByText('Your time: 2026-12-01 12:00')).toBeInTheDocument();
  expect(within(pending).getByText('alice')).toBeInTheDocument();
  const done = rowOf('Moon Over Harbour');
  expect(within(done).getByText('Failed')).toBeInTheDocument();
  expect(within(done).getByText('Put online')).toBeInTheDocument();
  expect(within(done).getByText(failed.outcome)).toBeInTheDocument();
  // only a pending change can be cancelled
  expect(within(done).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

  await userEvent.click(within(pending).getByRole('button', { name: 'Cancel' }));
  expect(
    await screen.findByText('Take offline at 2026-12-01 20:00 (Asia/Shanghai) will not happen.'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/product/online/schedule/71/cancel')).toHaveLength(0);
  await answerDialog('Cancel the scheduled change of The Secret Bride?', 'Cancel the change');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/online/schedule/71/cancel')).toHaveLength(1));
  expect(await screen.findByText('The change is cancelled')).toBeInTheDocument();

  // the other tab starts from its own filters
  await userEvent.click(screen.getByRole('tab', { name: 'Online now' }));
  expect(location()).toBe('/product/online');
  expect(await screen.findByText('Alpha Heir')).toBeInTheDocument();
});

it('schedules a drama found by its name for a time on the project’s clock, sending it as the api takes it', async () => {
  const fetchMock = serve((request) =>
    request.method === 'POST'
      ? envelope({
          ...waitingOffline,
          id: 72,
          dramaId: 14,
          dramaCode: 'DAWN-04',
          dramaName: 'Dawn Chaser',
          action: 'online',
          replaced: null,
        })
      : undefined,
  );
  renderScreen(<OnlinePage />, { at: '/product/online', permissions: EDITOR });
  await screen.findByText('The Secret Bride');
  await userEvent.click(screen.getByRole('button', { name: 'Schedule a change' }));
  const drawer = await drawerTitled('Schedule a change');
  // the project's zone, in words (from its rows)
  expect(
    await within(drawer).findByText(
      'The time is in Asia/Shanghai (UTC+8), the project’s time zone, where it is 2026-11-23 21:00 now.',
    ),
  ).toBeInTheDocument();

  await userEvent.type(formItem(drawer, 'Drama').querySelector('input')!, 'dawn');
  await waitFor(() =>
    expect(
      callsTo(fetchMock, 'GET', '/product/list/list').some(
        (request) => new URL(request.url).searchParams.get('keyword') === 'dawn',
      ),
    ).toBe(true),
  );
  await chooseOption(formItem(drawer, 'Drama'), 'Dawn Chaser · DAWN-04 Draft');
  expect(await within(drawer).findByText('Dawn Chaser is Draft now')).toBeInTheDocument();
  // a draft can only be put online: chosen for the operator
  expect(within(formItem(drawer, 'Change')).getByRole('radio', { name: 'Put online' })).toBeChecked();

  await pickTime(formItem(drawer, 'Time'), '2026-12-01 20:00');
  expect(await within(drawer).findByText('That is 2026-12-01 12:00 your time.')).toBeInTheDocument();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/online/schedule')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/product/online/schedule')[0].json()).toMatchObject({
    dramaId: 14,
    action: 'online',
    runAt: '2026-12-01T20:00',
  });
  expect(
    await screen.findByText('Scheduled: it happens at its time, and is written to the operation log'),
  ).toBeInTheDocument();
});

/** The online screen, the dramas list offering a draft with 1 of its 12 planned episodes uploaded. */
async function serveIncomplete() {
  const fetchMock = serveApi({
    '/product/online/list': () => page([bride, heir]),
    '/product/online/schedule/list': () => page([]),
    '/product/list/list': () => page([{ ...draft, episodeCount: 12, uploadedEpisodes: 1 }]),
  });
  renderScreen(<OnlinePage />, { at: '/product/online', permissions: EDITOR });
  await screen.findByText('The Secret Bride');
  return fetchMock;
}

it('warns before scheduling an incomplete drama to go online, naming its episodes uploaded and planned', async () => {
  const fetchMock = await serveIncomplete();
  await userEvent.click(screen.getByRole('button', { name: 'Schedule a change' }));
  const drawer = await drawerTitled('Schedule a change');
  await userEvent.type(formItem(drawer, 'Drama').querySelector('input')!, 'dawn');
  await waitFor(() =>
    expect(
      callsTo(fetchMock, 'GET', '/product/list/list').some(
        (request) => new URL(request.url).searchParams.get('keyword') === 'dawn',
      ),
    ).toBe(true),
  );
  await chooseOption(formItem(drawer, 'Drama'), 'Dawn Chaser · DAWN-04 Draft');
  expect(
    await within(drawer).findByText(
      'Only 1 of its 12 planned episodes has a video: app users will find it incomplete.',
    ),
  ).toBeInTheDocument();
});

it('warns in Chinese too', async () => {
  const fetchMock = await serveIncomplete();
  act(() => setLocale('zh-CN'));
  await userEvent.click(await screen.findByRole('button', { name: '新建定时变更' }));
  const drawer = await drawerTitled('新建定时变更');
  await userEvent.type(formItem(drawer, '短剧').querySelector('input')!, 'dawn');
  await waitFor(() =>
    expect(
      callsTo(fetchMock, 'GET', '/product/list/list').some(
        (request) => new URL(request.url).searchParams.get('keyword') === 'dawn',
      ),
    ).toBe(true),
  );
  await chooseOption(formItem(drawer, '短剧'), 'Dawn Chaser · DAWN-04 草稿');
  expect(
    await within(drawer).findByText('计划 12 集中只有 1 集已上传视频：App 用户将看到不完整的短剧。'),
  ).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
});

it('puts the api’s refusal of a time beside the time, and a refused move above the form', async () => {
  let answer = jsonAnswer(
    {
      code: 400,
      message: 'runAt must be later than now (2026-11-23T21:00:00 in Asia/Shanghai)',
      errors: [{ field: 'runAt', message: 'must be later than now (2026-11-23T21:00:00 in Asia/Shanghai)' }],
    },
    400,
  );
  const fetchMock = serve((request) => (request.method === 'POST' ? answer : undefined));
  renderScreen(<OnlinePage />, { at: '/product/online', permissions: EDITOR });
  await screen.findByText('Alpha Heir');
  await userEvent.click(within(rowOf('Alpha Heir')).getByRole('button', { name: 'Schedule…' }));
  const drawer = await drawerTitled('Schedule a change of Alpha Heir');
  // the row's drama and the one move an online drama allows
  expect(within(drawer).getByText('Alpha Heir is Online now')).toBeInTheDocument();
  expect(within(formItem(drawer, 'Change')).getByRole('radio', { name: 'Take offline' })).toBeChecked();
  await pickTime(formItem(drawer, 'Time'), '2026-12-24 08:30');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(
    await within(formItem(drawer, 'Time')).findByText(
      'Time: must be later than now (2026-11-23T21:00:00 in Asia/Shanghai)',
    ),
  ).toBeInTheDocument();
  expect(await callsTo(fetchMock, 'POST', '/product/online/schedule')[0].json()).toMatchObject({
    dramaId: 12,
    action: 'offline',
    runAt: '2026-12-24T08:30',
  });

  answer = jsonAnswer(
    { code: 409, message: 'HEIR-02 is offline: only an online drama can be taken offline', errors: [] },
    409,
  );
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(
    await within(drawer).findByText(/HEIR-02 is offline: only an online drama can be taken offline/),
  ).toBeInTheDocument();
});

it('warns that a new change replaces the one waiting for the drama, and says so once saved', async () => {
  const fetchMock = serve((request) =>
    request.method === 'POST'
      ? envelope({
          ...waitingOffline,
          id: 73,
          runAt: '2026-12-02T12:00:00.000Z',
          runAtLocal: '2026-12-02T20:00:00',
          replaced: { ...waitingOffline, state: 'cancelled' },
        })
      : undefined,
  );
  renderScreen(<OnlinePage />, { at: '/product/online', permissions: EDITOR });
  await screen.findByText('The Secret Bride');
  await userEvent.click(within(rowOf('The Secret Bride')).getByRole('button', { name: 'Schedule…' }));
  const drawer = await drawerTitled('Schedule a change of The Secret Bride');
  expect(
    await within(drawer).findByText(
      'The Secret Bride already has a change waiting: Take offline at 2026-12-01 20:00. Saving this one cancels it.',
    ),
  ).toBeInTheDocument();
  await pickTime(formItem(drawer, 'Time'), '2026-12-02 20:00');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('The change that was waiting (Take offline at 2026-12-01 20:00) is cancelled'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/product/online/schedule')).toHaveLength(1);
});

it('asks again once a pending change shown is due, to show it made', async () => {
  jest.useFakeTimers({ now: NOW });
  const due = {
    ...waitingOffline,
    runAt: new Date(NOW.getTime() + 60_000).toISOString(),
    runAtLocal: '2026-11-23T21:01:00',
  };
  const fetchMock = serve((_, url) =>
    url.pathname.endsWith('/product/online/list') ? page([{ ...bride, pendingChange: due }]) : undefined,
  );
  renderScreen(<OnlinePage />, { at: '/product/online', permissions: VIEWER });
  await screen.findByText('The Secret Bride');
  expect(callsTo(fetchMock, 'GET', '/product/online/list')).toHaveLength(1);
  act(() => jest.advanceTimersByTime(50_000));
  expect(callsTo(fetchMock, 'GET', '/product/online/list')).toHaveLength(1);
  // its minute, and the runner's few seconds
  act(() => jest.advanceTimersByTime(15_000));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/online/list')).toHaveLength(2));
});

/** The dramas list of the other screen, as far as its cache goes: its rows, and a move of its own. */
function DramasProbe() {
  useListProductListQuery({ pageNum: 1, pageSize: 10 });
  const [offline] = useOfflineProductListMutation();
  return (
    <button type="button" onClick={() => void offline({ id: 11 })}>
      Take BRIDE-01 offline on the dramas list
    </button>
  );
}

it('refreshes the dramas list when a drama moves here, and this screen when one moves there', async () => {
  const fetchMock = serve((request) =>
    request.method === 'POST' ? envelope({ ...bride, status: 1, pendingChange: null }) : undefined,
  );
  renderScreen(
    <>
      <OnlinePage />
      <DramasProbe />
    </>,
    { at: '/product/online', permissions: EDITOR },
  );
  await screen.findByText('The Secret Bride');
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/list/list')).toHaveLength(1));
  await userEvent.click(within(rowOf('The Secret Bride')).getByRole('button', { name: 'Take offline now' }));
  await answerDialog('Take The Secret Bride offline now?', 'Take offline now');
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/list/list')).toHaveLength(2));

  fireEvent.click(screen.getByRole('button', { name: 'Take BRIDE-01 offline on the dramas list' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/list/11/offline')).toHaveLength(1));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/online/list')).toHaveLength(3));
});

it('reads as Chinese in Chinese: both tabs and the drawer', async () => {
  serve();
  renderScreen(<OnlinePage />, { at: '/product/online', permissions: EDITOR });
  await screen.findByText('The Secret Bride');
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('上线时间')).toBeInTheDocument();
  expect(within(rowOf('The Secret Bride')).getByText('您的时间：2026-10-01 12:00')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
  await userEvent.click(screen.getByRole('tab', { name: '定时变更' }));
  expect(await screen.findByText('执行失败')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: '新建定时变更' }));
  const drawer = await drawerTitled('新建定时变更');
  expect(await within(drawer).findByText(/^时间按项目时区 Asia\/Shanghai \(UTC\+8\) 计算/)).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
});
