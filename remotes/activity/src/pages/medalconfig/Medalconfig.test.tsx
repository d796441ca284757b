import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@backoffice/shared';
import { callsTo, envelope, renderScreen, rowOf, serveApi } from '@backoffice/shared/testing';
import locale from './locale';
import MedalconfigPage from '.';

const binge = {
  id: 1,
  projectCode: 'drama-us',
  code: 'binge-watcher',
  name: 'Binge watcher',
  iconUrl: 'https://cdn.example.com/badges/binge-watcher.png',
  tier: 3,
  conditionType: 'episodes_watched',
  threshold: 50,
  rewardKind: 'ticket',
  rewardAmount: 2,
  status: 0,
  holders: 12,
  sort: 10,
  missingLocales: ['th'],
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-08-01T08:00:00Z',
};
const guest = {
  ...binge,
  id: 2,
  code: 'vip-guest',
  name: 'VIP guest',
  conditionType: 'manual',
  threshold: 0,
  rewardKind: 'none',
  rewardAmount: 0,
  holders: 4,
  missingLocales: [],
};
const holding = {
  id: 7,
  userId: 70,
  userCode: 'u-70',
  source: 'manual',
  reason: 'Launch guest',
  awardByName: 'Admin',
  createTime: '2026-11-01T08:00:00Z',
  revokeTime: null,
  revokeByName: '',
  revokeReason: '',
};
const page = (list: object[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 20 });

beforeAll(() => registerMessages({ 'en-US': { ...locale['en-US'], 'menu.activity.medalconfig': 'Badge management' } }));

it('lists badges with their condition, reward and holders, filtered by the URL', async () => {
  const fetchMock = serveApi({ '/activity/medalconfig/list': () => page([binge, guest]) });
  renderScreen(<MedalconfigPage />, {
    at: '/activity/medalconfig?conditionType=episodes_watched',
    permissions: ['activity:medalconfig:query'],
  });
  await screen.findByText('Binge watcher');
  expect(rowOf('Binge watcher')).toHaveTextContent('Watched ≥ 50 episodes');
  expect(rowOf('Binge watcher')).toHaveTextContent('2 Tickets');
  expect(rowOf('Binge watcher')).toHaveTextContent('12');
  expect(rowOf('Binge watcher')).toHaveTextContent('No name in th');
  expect(rowOf('VIP guest')).toHaveTextContent('By hand only');
  expect(
    new URL(callsTo(fetchMock, 'GET', '/activity/medalconfig/list')[0].url).searchParams.get('conditionType'),
  ).toBe('episodes_watched');
});

it('says how many users a new condition would award now, and adds the badge', async () => {
  const fetchMock = serveApi({
    '/activity/medalconfig/list': () => page([]),
    'POST /activity/medalconfig/preview': () => envelope({ total: 37, sample: ['u-1'] }),
    'POST /activity/medalconfig': () => envelope({ ...binge, id: 3, backfill: { awarded: 37, queued: 0 } }),
  });
  renderScreen(<MedalconfigPage />, {
    at: '/activity/medalconfig',
    permissions: ['activity:medalconfig:query', 'activity:medalconfig:add'],
  });
  await userEvent.click(await screen.findByRole('button', { name: /New badge/ }));
  const drawer = (await screen.findByText('New badge', { selector: '.arco-drawer-header-title' })).closest<HTMLElement>(
    '.arco-drawer',
  )!;
  await userEvent.type(within(drawer).getByLabelText('Name'), 'Binge watcher');
  await userEvent.type(within(drawer).getByLabelText('Code'), 'Binge-Watcher');
  const threshold = await within(drawer).findByRole('spinbutton', { name: 'Threshold' });
  await userEvent.clear(threshold);
  await userEvent.type(threshold, '50');
  expect(await within(drawer).findByText('Would award 37 users now', {}, { timeout: 3000 })).toBeInTheDocument();
  // asked once the typing stopped: the threshold as typed, not each keystroke
  const previews = () => callsTo(fetchMock, 'POST', '/activity/medalconfig/preview');
  await waitFor(async () => expect(await previews().at(-1)!.clone().json()).toMatchObject({ threshold: 50 }), {
    timeout: 3000,
  });
  expect(await previews().at(-1)!.json()).toMatchObject({ conditionType: 'episodes_watched', threshold: 50 });
  expect(previews().length).toBeLessThanOrEqual(2);
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/activity/medalconfig')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/activity/medalconfig')[0].json()).toMatchObject({
    code: 'binge-watcher',
    name: 'Binge watcher',
    threshold: 50,
    rewardKind: 'none',
    rewardAmount: 0,
  });
});

it('awards by hand with a reason, and revokes after a confirmation with a reason', async () => {
  const fetchMock = serveApi({
    '/activity/medalconfig/list': () => page([guest]),
    '/activity/medalconfig/2/holders': () => page([holding]),
    'POST /activity/medalconfig/2/award': () => envelope({ awarded: ['u-1'], held: ['u-70'], unknown: ['ghost'] }),
    'POST /activity/medalconfig/2/revoke': () => envelope({ ...guest, holders: 3 }),
  });
  renderScreen(<MedalconfigPage />, {
    at: '/activity/medalconfig',
    permissions: ['activity:medalconfig:query', 'activity:medalconfig:award', 'activity:medalconfig:revoke'],
  });
  await screen.findByText('VIP guest');
  await userEvent.click(within(rowOf('VIP guest')).getByRole('button', { name: 'Holders' }));
  const drawer = (await screen.findByText('Holders of VIP guest')).closest<HTMLElement>('.arco-drawer')!;
  await within(drawer).findByText('u-70');
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'User codes' }), 'u-1\nu-70\nghost');
  const award = within(drawer).getByRole('button', { name: 'Award' });
  expect(award).toBeDisabled();
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'Reason' }), 'Contest winners');
  await userEvent.click(award);
  await within(drawer).findByText('Awarded 1; already held 1; unknown: ghost');
  expect(await callsTo(fetchMock, 'POST', '/activity/medalconfig/2/award')[0].json()).toMatchObject({
    userCodes: ['u-1', 'u-70', 'ghost'],
    reason: 'Contest winners',
  });

  await userEvent.click(within(drawer).getByRole('button', { name: 'Revoke' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke the badge from u-70?' });
  expect(within(dialog).getByText('The reward it gave is not taken back.')).toBeInTheDocument();
  const confirm = within(dialog).getByRole('button', { name: 'Revoke' });
  expect(confirm).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for revoking' }), 'Duplicate account');
  await userEvent.click(confirm);
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/activity/medalconfig/2/revoke')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/activity/medalconfig/2/revoke')[0].json()).toMatchObject({
    userCode: 'u-70',
    reason: 'Duplicate account',
  });
});

it('hides award and revoke from a role without them', async () => {
  serveApi({
    '/activity/medalconfig/list': () => page([guest]),
    '/activity/medalconfig/2/holders': () => page([holding]),
  });
  renderScreen(<MedalconfigPage />, { at: '/activity/medalconfig', permissions: ['activity:medalconfig:query'] });
  await screen.findByText('VIP guest');
  await userEvent.click(within(rowOf('VIP guest')).getByRole('button', { name: 'Holders' }));
  const drawer = (await screen.findByText('Holders of VIP guest')).closest<HTMLElement>('.arco-drawer')!;
  await within(drawer).findByText('u-70');
  expect(within(drawer).queryByRole('button', { name: 'Award' })).toBeNull();
  expect(within(drawer).queryByRole('button', { name: 'Revoke' })).toBeNull();
});

it("edits a badge's name in another content locale, showing which lack one", async () => {
  const fetchMock = serveApi({
    '/activity/medalconfig/list': () => page([binge]),
    '/activity/medalconfig/1/texts': () =>
      envelope({
        defaultLocale: 'en',
        locales: ['en', 'th'],
        fields: ['name'],
        texts: { en: { name: 'Binge watcher' }, th: {} },
        missing: { en: [], th: ['name'] },
      }),
    'PUT /activity/medalconfig/1/texts': () =>
      envelope({
        defaultLocale: 'en',
        locales: ['en', 'th'],
        fields: ['name'],
        texts: { en: { name: 'Binge watcher' }, th: { name: 'นักดูมาราธอน' } },
        missing: { en: [], th: [] },
      }),
  });
  renderScreen(<MedalconfigPage />, {
    at: '/activity/medalconfig',
    permissions: ['activity:medalconfig:query', 'activity:medalconfig:edit'],
  });
  await screen.findByText('Binge watcher');
  await userEvent.click(within(rowOf('Binge watcher')).getByRole('button', { name: 'Names' }));
  const drawer = (await screen.findByText('Names of Binge watcher per language')).closest<HTMLElement>('.arco-drawer')!;
  expect(await within(drawer).findByText('Missing')).toBeInTheDocument();
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name in th' }), 'นักดูมาราธอน');
  const saves = within(drawer).getAllByRole('button', { name: 'Save' });
  await userEvent.click(saves[1]);
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/activity/medalconfig/1/texts')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/activity/medalconfig/1/texts')[0].json()).toMatchObject({
    locale: 'th',
    name: 'นักดูมาราธอน',
  });
});
