import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  callsTo,
  chooseOption,
  envelope,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import routes from '../../routes';
import type { Activity, Economy } from './listApi';
import ListPage from '.';

const activity = (more: Partial<Activity>): Activity => ({
  id: 1,
  projectCode: 'drama-us',
  type: 2,
  currency: 2,
  status: 0,
  startTime: '2026-11-01T00:00:00Z',
  endTime: '2026-12-31T00:00:00Z',
  sort: 0,
  priority: 0,
  title: 'Daily check-in',
  rules: 'Check in every day',
  remark: '',
  audience: {},
  config: { ladder: [10, 10, 20, 20, 30, 30, 80], makeUpDays: 2 },
  totalBudget: 5000,
  spent: 1250,
  dailyCapPerUser: null,
  rewardExpireDays: 30,
  missingLocales: ['pt-BR'],
  createTime: '2026-10-01T08:00:00Z',
  updateTime: '2026-10-01T08:00:00Z',
  ...more,
});
const ROWS = [
  activity({ id: 1 }),
  activity({
    id: 2,
    type: 7,
    currency: 1,
    status: 1,
    title: 'Binge 10 episodes',
    totalBudget: null,
    spent: 3,
    missingLocales: [],
    config: { episodes: 10, reward: 1 },
  }),
];
const PROJECTS = [
  { code: 'drama-us', defaultLocale: 'en', locales: ['en', 'es', 'pt-BR'], timeZone: 'America/New_York' },
];
const GENEROUS: Economy = {
  perDay: { ticket: 10, point: 120, vipDay: 0 },
  episodePrice: 60,
  episodesPerDay: 12,
  limit: 3,
  warning: true,
  contributors: [{ activityId: null, title: 'Generous check-in', type: 2, kind: 'ticket', perDay: 10 }],
};

beforeAll(() => registerMessages(routes.messages));

const serve = () =>
  serveApi({
    '/activity/list/list': () => envelope({ list: ROWS, total: 2, pageNum: 1, pageSize: 10 }),
    '/activity/list/projects': () => envelope(PROJECTS),
    '/activity/list/1/preview': (request) =>
      new URL(request.url).searchParams.get('locale') === 'es'
        ? envelope({
            locale: 'es',
            title: 'Registro diario',
            rules: 'Check in every day',
            fallback: ['rules'],
            defaultLocale: 'en',
            missingLocales: ['pt-BR'],
          })
        : envelope({
            locale: 'en',
            title: 'Daily check-in',
            rules: 'Check in every day',
            fallback: [],
            defaultLocale: 'en',
            missingLocales: ['pt-BR'],
          }),
    'POST /activity/list': async (request) =>
      envelope({ ...activity({ id: 3, status: 1, ...(await request.clone().json()) }), economy: GENEROUS }),
    'POST /activity/list/1/offline': () => envelope(activity({ status: 1 })),
    'POST /activity/list/2/copy': () =>
      envelope({ sourceId: 2, copy: activity({ id: 4, title: 'Binge 10 episodes (copy)', status: 1 }) }),
  });
const PERMISSIONS = ['activity:list:query', 'activity:list:add', 'activity:list:edit', 'activity:list:delete'];
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;

it('lists activities with type, status, budget, missing locales and start in the project time zone; filters go to the server', async () => {
  const fetchMock = serve();
  renderScreen(<ListPage />, { at: '/activity/list?type=2&status=0', permissions: PERMISSIONS });
  await screen.findByText('Daily check-in');
  const row = rowOf('Daily check-in');
  expect(row).toHaveTextContent('Check-in');
  expect(row).toHaveTextContent('Online');
  expect(row).toHaveTextContent('1,250 / 5,000');
  expect(row).toHaveTextContent('Missing: pt-BR');
  // midnight UTC is the evening before in New York
  await waitFor(() => expect(row).toHaveTextContent('Oct 31, 2026'));
  expect(rowOf('Binge 10 episodes')).toHaveTextContent('Offline');
  const query = new URL(callsTo(fetchMock, 'GET', '/activity/list/list')[0].url).searchParams;
  expect([query.get('type'), query.get('status')]).toEqual(['2', '0']);
  // an online activity is not offered for deletion: the api would refuse it
  expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
});

it('creates a check-in with a 7-day ladder, refusing a gap by its day, and shows the economy warning', async () => {
  const fetchMock = serve();
  renderScreen(<ListPage />, { at: '/activity/list', permissions: PERMISSIONS });
  await screen.findByText('Daily check-in');
  await userEvent.click(screen.getByRole('button', { name: /New activity/ }));
  const drawer = await drawerTitled('New activity');
  await userEvent.type(within(drawer).getByLabelText('Title'), 'Generous check-in');
  const day4 = within(drawer).getByLabelText('Day 4');
  await userEvent.clear(day4);
  fireEvent.blur(day4);
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Day 4 of the ladder has no reward')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/activity/list')).toHaveLength(0);

  await userEvent.type(within(drawer).getByLabelText('Day 4'), '5');
  fireEvent.blur(within(drawer).getByLabelText('Day 4'));
  await userEvent.type(within(drawer).getByLabelText('Title (es)'), 'Registro generoso');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/activity/list')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/activity/list')[0].json()).toMatchObject({
    title: 'Generous check-in',
    type: 2,
    currency: 2,
    config: { ladder: [1, 1, 1, 5, 1, 1, 1], makeUpDays: 0 },
    texts: { es: { title: 'Registro generoso' } },
  });
  expect(await screen.findByText('Free rewards can walk around the paywall')).toBeInTheDocument();
  expect(screen.getByText(/Generous check-in · Check-in · 10 tickets/)).toBeInTheDocument();
});

it('sets an activity offline after asking, copies one, and opens its records', async () => {
  const fetchMock = serve();
  const { location } = renderScreen(<ListPage />, { at: '/activity/list', permissions: PERMISSIONS });
  await screen.findByText('Daily check-in');
  await userEvent.click(within(rowOf('Daily check-in')).getByRole('button', { name: 'Set offline' }));
  expect(callsTo(fetchMock, 'POST', '/activity/list/1/offline')).toHaveLength(0);
  const dialog = (await screen.findByText(/Set Daily check-in offline\?/)).closest<HTMLElement>('.arco-modal')!;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Set offline' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/activity/list/1/offline')).toHaveLength(1));
  await userEvent.click(within(rowOf('Binge 10 episodes')).getByRole('button', { name: 'Copy' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/activity/list/2/copy')).toHaveLength(1));
  await userEvent.click(within(rowOf('Binge 10 episodes')).getByRole('button', { name: 'Records' }));
  expect(location()).toContain('/activity/record?activityId=2');
});

it('previews an activity per locale, saying what falls back to the default', async () => {
  serve();
  renderScreen(<ListPage />, { at: '/activity/list', permissions: PERMISSIONS });
  await screen.findByText('Daily check-in');
  await userEvent.click(within(rowOf('Daily check-in')).getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('Preview: Daily check-in')).toBeInTheDocument();
  const select = screen.getByLabelText('Locale').closest('.arco-select')!;
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: 'es' }));
  expect(await screen.findByText('Registro diario')).toBeInTheDocument();
  expect(screen.getByText('Rules shown in the default locale (en): this locale has none')).toBeInTheDocument();
});

it('reads wholly in Chinese, the list and the form', async () => {
  serve();
  renderScreen(<ListPage />, { at: '/activity/list', permissions: PERMISSIONS });
  await screen.findByText('Daily check-in');
  act(() => setLocale('zh-CN'));
  try {
    expect(await screen.findAllByText('上线')).not.toHaveLength(0);
    expect(untranslatedTexts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /新建活动/ }));
    await drawerTitled('新建活动');
    expect(untranslatedTexts()).toEqual([]);
  } finally {
    act(() => setLocale('en-US'));
  }
});

it('shows only the rule fields of the chosen type, starting from its defaults and a reward it may give', async () => {
  const fetchMock = serve();
  renderScreen(<ListPage />, { at: '/activity/list', permissions: PERMISSIONS });
  await screen.findByText('Daily check-in');
  await userEvent.click(screen.getByRole('button', { name: /New activity/ }));
  const drawer = await drawerTitled('New activity');
  expect(within(drawer).getByLabelText('Day 7')).toBeInTheDocument();
  await chooseOption(within(drawer).getByLabelText('Type').closest('.arco-select')!, 'Watch episodes');
  expect(await within(drawer).findByLabelText('Episodes')).toBeInTheDocument();
  expect(within(drawer).queryByLabelText('Day 7')).toBeNull();
  await userEvent.type(within(drawer).getByLabelText('Title'), 'Binge more');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/activity/list')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/activity/list')[0].json()).toMatchObject({
    type: 7,
    currency: 2,
    config: { episodes: 1, reward: 1 },
  });
});
