import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import { answerDialog, callsTo, envelope, renderScreen, rowOf, serveApi } from '@backoffice/shared/testing';
import locale from './locale';
import AppUsersPage from '.';
import type { AppUser, Wallet } from './listApi';

const ann: AppUser = {
  id: 7, userCode: 'US-U0000007', username: 'ann2024', email: 'ann2024@mail.example', phone: '+1 555 0100', avatar: '', country: 'US',
  vip: 1, gender: 0, source: 'google', creatorStatus: 1, coins: 250, social: { likes: 12, follows: 3, comments: 5 }, createTime: '2026-10-02T08:00:00Z',
};
const none = { total: 0, purchased: 0, bonus: 0, expiring: [] };
const wallet = (coins: number): Wallet => ({
  userCode: ann.userCode,
  balances: { coin: coins, ticket: 3, point: 0, vip_day: 0 },
  holdings: {
    coin: { total: coins, purchased: coins - 120, bonus: 120, expiring: [{ amount: 80, expiresAt: '2026-11-05T10:00:00Z' }, { amount: 40, expiresAt: '2026-12-01T10:00:00Z' }] },
    ticket: { total: 3, purchased: 0, bonus: 3, expiring: [] },
    point: none,
    vip_day: none,
  },
  ledger: [{ id: 1, kind: 'coin', direction: 'top-up', amount: 250, balanceAfter: 250, reason: 'Welcome bonus', operatorName: 'Avery Chen', createTime: '2026-10-02T08:01:00Z' }],
  pending: [],
});

beforeAll(() => registerMessages(locale));
beforeEach(() => localStorage.clear());

it('lists app users with their coins and sends the filters from the URL (a part of the email, VIP, country)', async () => {
  const fetchMock = serveApi({ '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }) });
  renderScreen(<AppUsersPage />, { at: '/user/list?email=ann&vip=1&country=US', permissions: ['user:list:query'] });
  expect(await screen.findByText('ann2024')).toBeInTheDocument();
  expect(within(rowOf('ann2024')).getByText('250')).toBeInTheDocument();
  expect(within(rowOf('ann2024')).getByText('VIP')).toBeInTheDocument();
  expect(within(rowOf('ann2024')).getByText('12 likes · 3 follows · 5 comments')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('A part of the email')).toHaveValue('ann');
  expect(Object.fromEntries(new URL(callsTo(fetchMock, 'GET', '/user/list/list')[0].url).searchParams)).toMatchObject({ email: 'ann', vip: '1', country: 'US' });
});

it('tops up a wallet after a confirmation showing the balance before and after, once per confirmed change', async () => {
  let coins = 250;
  const fetchMock = serveApi({
    '/user/list/list': () => envelope({ list: [{ ...ann, coins }], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: () => envelope(wallet(coins)),
    'POST /user/wallet/adjust': () => {
      coins += 100;
      return envelope({ outcome: 'applied', entry: null, application: null, balances: wallet(coins).balances });
    },
  });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  const drawer = (await screen.findByText('Wallet of ann2024')).closest<HTMLElement>('.arco-drawer')!;
  expect(await within(drawer).findByText('Welcome bonus')).toBeInTheDocument();

  await userEvent.type(within(drawer).getByLabelText('Amount'), '100');
  await userEvent.type(within(drawer).getByLabelText('Reason'), 'Refund for a failed unlock');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
  expect(await screen.findByText('Balance: 250 → 350. A top-up over the project\'s threshold is sent for review instead. The bonus never expires.')).toBeInTheDocument();
  await answerDialog('Top up 100 Coins for ann2024?');

  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(1));
  const body = await callsTo(fetchMock, 'POST', '/user/wallet/adjust')[0].json();
  expect(body).toMatchObject({ userCode: ann.userCode, kind: 'coin', direction: 'top-up', amount: 100, reason: 'Refund for a failed unlock', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
  expect(body).not.toHaveProperty('expiresAt');
  expect(await screen.findByText('Done: the balance is 350')).toBeInTheDocument();
  // the list's coins follow (one tag for the list and the wallet)
  await waitFor(() => expect(within(rowOf('ann2024')).getByText('350')).toBeInTheDocument());
});

it('refuses an amount the api refuses, naming the field, and offers no adjustment without the wallet permission', async () => {
  serveApi({ '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }), [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)) });
  const view = renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  const drawer = (await screen.findByText('Wallet of ann2024')).closest<HTMLElement>('.arco-drawer')!;
  await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
  expect(await within(drawer).findByText('Amount is required')).toBeInTheDocument();
  expect(within(drawer).getByText('Reason is required')).toBeInTheDocument();
  view.unmount();

  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query'] });
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Review the change' })).not.toBeInTheDocument();
});

describe('bonus coins with an expiry', () => {
  /** The users list with ann's wallet drawer open (250 coins: 130 bought, 120 bonus); an adjustment is applied. */
  async function openWallet() {
    const fetchMock = serveApi({
      '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
      [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)),
      'POST /user/wallet/adjust': envelope({ outcome: 'applied', entry: null, application: null, balances: wallet(350).balances }),
    });
    renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
    await screen.findByText('ann2024');
    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
    const drawer = (await screen.findByText('Wallet of ann2024')).closest<HTMLElement>('.arco-drawer')!;
    await within(drawer).findByText('Welcome bonus');
    return { fetchMock, drawer };
  }
  // times as staff read them, in their own time zone
  const local = formatDateTime;

  it('shows each balance as purchased and bonus, and the soonest expiry', async () => {
    const { drawer } = await openWallet();
    expect(within(drawer).getByText('Purchased 130 · bonus 120')).toBeInTheDocument();
    expect(within(drawer).getByText(`80 expire on ${local('2026-11-05T10:00:00Z')}`)).toBeInTheDocument();
    // tickets: all bonus, none expiring
    expect(within(drawer).getByText('Purchased 0 · bonus 3')).toBeInTheDocument();
    expect(within(drawer).getAllByText(/expire on/)).toHaveLength(1);
  });

  it('sends a top-up with the expiry picked (the end of that day), named in the confirmation; a deduction has no expiry', async () => {
    const { fetchMock, drawer } = await openWallet();
    const next = new Date();
    next.setDate(next.getDate() + 10);
    const day = local(next.toISOString()).slice(0, 10);
    const endOfDay = new Date(next.getFullYear(), next.getMonth(), next.getDate(), 23, 59, 59, 999).toISOString();

    const picker = await within(drawer).findByLabelText('Bonus expires on');
    await userEvent.click(picker);
    await userEvent.type(picker, day, { skipClick: true });
    // the picker reads Enter by its keyCode, which user-event's keyboard does not set
    fireEvent.keyDown(picker, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(picker).not.toHaveFocus());
    expect(picker).toHaveValue(day);
    await userEvent.type(within(drawer).getByLabelText('Amount'), '100');
    await userEvent.type(within(drawer).getByLabelText('Reason'), 'Compensation for an outage');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
    expect(await screen.findByText(`Balance: 250 → 350. A top-up over the project's threshold is sent for review instead. The bonus expires on ${local(endOfDay)}.`)).toBeInTheDocument();
    await answerDialog('Top up 100 Coins for ann2024?');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(1));
    expect(await callsTo(fetchMock, 'POST', '/user/wallet/adjust')[0].json()).toMatchObject({ direction: 'top-up', amount: 100, expiresAt: endOfDay });

    // a deduction: no expiry to pick
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Deduct' }));
    await waitFor(() => expect(within(drawer).queryByLabelText('Bonus expires on')).not.toBeInTheDocument());
  });
});

describe("a creator's application", () => {
  it('is approved after a confirmation, only while under review and only with the review permission', async () => {
    let status: 1 | 2 = 1;
    const fetchMock = serveApi({
      '/user/list/list': () => envelope({ list: [{ ...ann, creatorStatus: status }], total: 1, pageNum: 1, pageSize: 10 }),
      [`POST /user/list/${ann.id}/review`]: () => {
        status = 2;
        return envelope({ id: ann.id, creatorStatus: 2 });
      },
    });
    const view = renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:review'] });
    await screen.findByText('ann2024');
    expect(within(rowOf('ann2024')).getByText('Under review')).toBeInTheDocument();
    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Approve creator' }));
    await answerDialog('Approve ann2024 as a creator?');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `/user/list/${ann.id}/review`)).toHaveLength(1));
    expect(await callsTo(fetchMock, 'POST', `/user/list/${ann.id}/review`)[0].json()).toMatchObject({ decision: 'approve' });
    // the list follows: approved, and nothing left to decide
    expect(await within(rowOf('ann2024')).findByText('Approved')).toBeInTheDocument();
    expect(within(rowOf('ann2024')).queryByRole('button', { name: 'Approve creator' })).not.toBeInTheDocument();
    view.unmount();

    status = 1;
    renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query'] });
    await screen.findByText('ann2024');
    expect(within(rowOf('ann2024')).queryByRole('button', { name: 'Approve creator' })).not.toBeInTheDocument();
  });
});

describe("a user's details", () => {
  it("show the profile, the balances and the whole ledger a page at a time, of one kind when asked", async () => {
    const entry = (id: number, kind = 'coin') => ({ id, kind, direction: 'top-up', amount: id, balanceAfter: id * 10, reason: `Entry ${id}`, operatorName: id === 1 ? '' : 'Avery Chen', createTime: '2026-10-02T08:01:00Z' });
    const fetchMock = serveApi({
      '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
      [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)),
      [`/user/wallet/${ann.userCode}/ledger`]: (request: Request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('kind') === 'ticket') return envelope({ list: [entry(40, 'ticket')], total: 1, pageNum: 1, pageSize: 10 });
        const page = Number(query.get('pageNum'));
        const ids = page === 1 ? [12, 11, 10, 9, 8, 7, 6, 5, 4, 3] : [2, 1];
        return envelope({ list: ids.map((id) => entry(id)), total: 12, pageNum: page, pageSize: 10 });
      },
    });
    renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query'] });
    await screen.findByText('ann2024');
    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Details' }));
    const drawer = (await screen.findByText('App user ann2024')).closest<HTMLElement>('.arco-drawer')!;
    expect(within(drawer).getByText('ann2024@mail.example')).toBeInTheDocument();
    expect(within(drawer).getByText('Under review')).toBeInTheDocument();
    expect(await within(drawer).findByText('Entry 12')).toBeInTheDocument();
    // no top-up button without the wallet permission
    expect(within(drawer).queryByRole('button', { name: 'Top up or deduct' })).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByText('2', { selector: '.arco-pagination-item' }));
    expect(await within(drawer).findByText('Entry 1')).toBeInTheDocument();
    // an entry the app wrote is by the app
    expect(within(rowOf('Entry 1')).getByText('The app')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Tickets' }));
    expect(await within(drawer).findByText('Entry 40')).toBeInTheDocument();
    const asked = callsTo(fetchMock, 'GET', `/user/wallet/${ann.userCode}/ledger`).map((request) => Object.fromEntries(new URL(request.url).searchParams));
    expect(asked.at(-1)).toMatchObject({ kind: 'ticket', pageNum: '1' });
  });
});
