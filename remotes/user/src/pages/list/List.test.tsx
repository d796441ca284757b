/**
 * Staff here read times in New York (not UTC, the machine's), so what turns days and
 * instants into each other is checked against literal values:
 * @timezone America/New_York
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PROJECTS_CODE, projectSelected, registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  envelope,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import locale from './locale';
import AppUsersPage from '.';
import type { AppUser, Wallet } from './listApi';

const ann: AppUser = {
  id: 7,
  projectCode: 'dramabox',
  userCode: 'US-U0000007',
  username: 'ann2024',
  email: 'ann2024@mail.example',
  phone: '+1 555 0100',
  avatar: '',
  country: 'US',
  vip: 1,
  gender: 0,
  source: 'google',
  creatorStatus: 1,
  coins: 250,
  social: { likes: 12, follows: 3, comments: 5 },
  createTime: '2026-10-02T08:00:00Z',
  riskReason: null,
  riskTime: null,
};
const bob: AppUser = {
  ...ann,
  id: 8,
  userCode: 'US-U0000008',
  username: 'bob_reels',
  email: 'bob@mail.example',
  creatorStatus: null,
  coins: 40,
};
const none = { total: 0, purchased: 0, bonus: 0, expiring: [] };
const wallet = (coins: number, timeZone = 'America/New_York'): Wallet => ({
  userCode: ann.userCode,
  timeZone,
  debts: [],
  balances: { coin: coins, ticket: 3, point: 0, vip_day: 0 },
  holdings: {
    coin: {
      total: coins,
      purchased: coins - 120,
      bonus: 120,
      expiring: [
        { amount: 80, expiresAt: '2026-11-05T10:00:00Z' },
        { amount: 40, expiresAt: '2026-12-01T10:00:00Z' },
      ],
    },
    ticket: { total: 3, purchased: 0, bonus: 3, expiring: [] },
    point: none,
    vip_day: none,
  },
  ledger: [
    // what an expired bonus had left, written off by the system (its reason stored in English)
    {
      id: 2,
      kind: 'ticket',
      direction: 'deduction',
      amount: 2,
      balanceAfter: 3,
      reason: 'Bonus expired',
      actor: 'system',
      operatorName: '',
      createTime: '2026-11-01T04:00:00Z',
    },
    {
      id: 1,
      kind: 'coin',
      direction: 'top-up',
      amount: 250,
      balanceAfter: 250,
      reason: 'Welcome bonus',
      actor: 'staff',
      operatorName: 'Avery Chen',
      createTime: '2026-10-02T08:01:00Z',
    },
  ],
  pending: [],
  largeBonusThresholds: { coin: 10_000, ticket: 100, point: 100_000, vip_day: 31 },
});
/** The drawer titled `title`. */
const drawerTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('.arco-drawer')!;

beforeAll(() => registerMessages(locale));
beforeEach(() => localStorage.clear());

it('lists app users with their coins and sends the filters from the URL (a part of the email, VIP, country)', async () => {
  const fetchMock = serveApi({ '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }) });
  renderScreen(<AppUsersPage />, { at: '/user/list?email=ann&vip=1&country=US', permissions: ['user:list:query'] });
  expect(await screen.findByText('ann2024')).toBeInTheDocument();
  expect(within(rowOf('ann2024')).getByText('250')).toBeInTheDocument();
  expect(within(rowOf('ann2024')).getByText('VIP')).toBeInTheDocument();
  for (const count of ['12 likes', '3 follows', '5 comments']) {
    expect(within(rowOf('ann2024')).getByText(count)).toBeInTheDocument();
  }
  expect(screen.getByPlaceholderText('A part of the email')).toHaveValue('ann');
  expect(Object.fromEntries(new URL(callsTo(fetchMock, 'GET', '/user/list/list')[0].url).searchParams)).toMatchObject({
    email: 'ann',
    vip: '1',
    country: 'US',
  });
});

it("opens a user's activity records for a staff member who may read them", async () => {
  serveApi({ '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }) });
  const { location } = renderScreen(<AppUsersPage />, {
    at: '/user/list',
    permissions: ['user:list:query', 'activity:record:query'],
  });
  expect(await screen.findByText('ann2024')).toBeInTheDocument();
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Activities' }));
  expect(location()).toBe('/activity/record?userCode=US-U0000007');
});

it('offers no activity records to a staff member without them', async () => {
  serveApi({ '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }) });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query'] });
  expect(await screen.findByText('ann2024')).toBeInTheDocument();
  expect(within(rowOf('ann2024')).queryByRole('button', { name: 'Activities' })).not.toBeInTheDocument();
  expect(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' })).toBeInTheDocument();
});

it('fits a 1440 px screen: the phone and the country are columns to add, a user code and the coins are never broken across lines', async () => {
  serveApi({ '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }) });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query'] });
  await screen.findByText('ann2024');
  const row = rowOf('ann2024');
  // the phone is in the user's details; the columns after it stay clear of the fixed actions column
  expect(within(row).queryByText('+1 555 0100')).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Country' })).not.toBeInTheDocument();
  expect(within(row).getByText('US-U0000007').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(within(row).getByText('250').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  // each count of the social interaction is a line of its own, not one long line
  expect(within(row).getByText('12 likes').parentElement).toHaveStyle({ flexDirection: 'column' });
  // the action is named as the screen it opens
  expect(within(row).getByRole('button', { name: 'Viewing history' })).toBeInTheDocument();
  // a filter's label is one line
  const label = screen.getByRole('form', { name: 'Search' }).querySelector('label[for$="creatorStatus_input"]');
  expect(label?.closest('.arco-form-label-item')).toHaveStyle({ whiteSpace: 'nowrap' });
});

it('says whose each user is under all projects, by the project’s name on one line', async () => {
  serveApi({ '/user/list/list': () => envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }) });
  const view = renderScreen(<AppUsersPage />, {
    at: '/user/list',
    permissions: ['user:list:query'],
    user: { allProjects: true },
  });
  await screen.findByText('ann2024');
  act(() => {
    view.store.dispatch(projectSelected(ALL_PROJECTS_CODE));
  });
  const project = await screen.findByText('DramaBox', { selector: 'td *' });
  expect(project.closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
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
  expect(await screen.findByText('Balance: 250 → 350.')).toBeInTheDocument();
  expect(
    screen.getByText('Applied at once: a top-up of at most 10,000 Coins needs no review. The bonus never expires.'),
  ).toBeInTheDocument();
  await answerDialog('Top up 100 Coins for ann2024?');

  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(1));
  const body = await callsTo(fetchMock, 'POST', '/user/wallet/adjust')[0].json();
  expect(body).toMatchObject({
    userCode: ann.userCode,
    kind: 'coin',
    direction: 'top-up',
    amount: 100,
    reason: 'Refund for a failed unlock',
    idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
  });
  expect(body).not.toHaveProperty('expiresOn');
  expect(await screen.findByText('Done: the balance is 350')).toBeInTheDocument();
  // the list's coins follow (one tag for the list and the wallet)
  await waitFor(() => expect(within(rowOf('ann2024')).getByText('350')).toBeInTheDocument());
});

it('asks before a deduction with what a deduction does, not what a top-up does', async () => {
  serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)),
  });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  const drawer = await drawerTitled('Wallet of ann2024');
  await within(drawer).findByText('Welcome bonus');
  await userEvent.click(within(drawer).getByRole('radio', { name: 'Deduct' }));
  await userEvent.type(within(drawer).getByLabelText('Amount'), '50');
  await userEvent.type(within(drawer).getByLabelText('Reason'), 'Duplicate grant');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
  expect(await screen.findByText('Deduct 50 Coins for ann2024?')).toBeInTheDocument();
  expect(
    screen.getByText('Balance: 250 → 200. Bonus is spent first, the soonest expiring first, then purchased coins.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/threshold/)).not.toBeInTheDocument();
});

it('refuses a deduction past the balance before any review, and an amount out of range as typed, each naming the field and why', async () => {
  const fetchMock = serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope(wallet(12_550)),
  });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  const drawer = await drawerTitled('Wallet of ann2024');
  await within(drawer).findByText('Welcome bonus');
  // the balances digit-grouped
  expect(within(drawer).getByText('12,550')).toBeInTheDocument();
  await userEvent.click(within(drawer).getByRole('radio', { name: 'Deduct' }));
  const amount = within(drawer).getByLabelText('Amount');
  await userEvent.type(amount, '99999');
  await userEvent.type(within(drawer).getByLabelText('Reason'), 'Duplicate grant');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
  expect(
    await within(drawer).findByText('Amount: more than the Coins balance, 12,550; a deduction cannot take it below 0'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Deduct 99,999 Coins for ann2024?')).not.toBeInTheDocument();
  // what the control would cap or clamp stays as typed, and the form says why it is refused
  await userEvent.click(within(drawer).getByRole('radio', { name: 'Top up' }));
  await userEvent.clear(amount);
  await userEvent.type(amount, '999999999');
  await userEvent.click(within(drawer).getByLabelText('Reason'));
  expect(amount).toHaveValue('999999999');
  expect(await within(drawer).findByText('Amount must be at most 100,000,000')).toBeInTheDocument();
  await userEvent.clear(amount);
  await userEvent.type(amount, '-50');
  await userEvent.click(within(drawer).getByLabelText('Reason'));
  expect(amount).toHaveValue('-50');
  expect(await within(drawer).findByText('Amount must be at least 1')).toBeInTheDocument();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
  expect(screen.queryByText(/^Top up -50/)).not.toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(0);
});

it("says in the review when a top-up goes to review and the project's threshold, digit-grouped", async () => {
  serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)),
  });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  const drawer = await drawerTitled('Wallet of ann2024');
  await within(drawer).findByText('Welcome bonus');
  await userEvent.type(within(drawer).getByLabelText('Amount'), '20000');
  await userEvent.type(within(drawer).getByLabelText('Reason'), 'Outage compensation');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
  expect(await screen.findByText('Top up 20,000 Coins for ann2024?')).toBeInTheDocument();
  expect(screen.getByText('Balance: 250 now, 20,250 once approved.')).toBeInTheDocument();
  expect(
    screen.getByText(
      "Sent for review, not credited now: a top-up of more than 10,000 Coins waits for a second admin's approval. The bonus never expires.",
    ),
  ).toBeInTheDocument();
});

it("shows the api's refusal inside the review, not in a toast behind it, and reads the balance again", async () => {
  let coins = 250;
  const fetchMock = serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: () => envelope(wallet(coins)),
    'POST /user/wallet/adjust': () => {
      // spent in the app meanwhile
      coins = 20;
      return jsonAnswer(
        {
          code: 409,
          message: `The coin balance of ${ann.userCode} is 20: a deduction of 50 would take it below 0`,
          errors: [
            {
              field: 'amount',
              message: 'is more than the coin balance, 20',
              rule: 'balance',
              params: { balance: '20' },
            },
          ],
          data: null,
        },
        409,
      );
    },
  });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  const drawer = await drawerTitled('Wallet of ann2024');
  await within(drawer).findByText('Welcome bonus');
  await userEvent.click(within(drawer).getByRole('radio', { name: 'Deduct' }));
  await userEvent.type(within(drawer).getByLabelText('Amount'), '50');
  await userEvent.type(within(drawer).getByLabelText('Reason'), 'Duplicate grant');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
  await answerDialog('Deduct 50 Coins for ann2024?');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(1));
  const dialog = screen.getByText('Deduct 50 Coins for ann2024?').closest<HTMLElement>('.arco-modal')!;
  expect(await within(dialog).findByText('Not applied')).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'The balance changed meanwhile: this deduction would take it below 0. Check the new balance and review again.',
    ),
  ).toBeInTheDocument();
  expect(document.querySelector('.arco-message')).toBeNull();
  // the balance read again: the form now refuses the same deduction itself
  await waitFor(() => expect(within(drawer).getByText('20')).toBeInTheDocument());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
  expect(
    await within(drawer).findByText('Amount: more than the Coins balance, 20; a deduction cannot take it below 0'),
  ).toBeInTheDocument();
});

it("says a refused field in the review too, by the field's label, and beside the field", async () => {
  serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)),
    'POST /user/wallet/adjust': () =>
      jsonAnswer(
        {
          code: 400,
          message: 'reason is required',
          errors: [{ field: 'reason', message: 'is required', rule: 'required' }],
          data: null,
        },
        400,
      ),
  });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  const drawer = await drawerTitled('Wallet of ann2024');
  await within(drawer).findByText('Welcome bonus');
  await userEvent.type(within(drawer).getByLabelText('Amount'), '10');
  await userEvent.type(within(drawer).getByLabelText('Reason'), 'x');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
  await answerDialog('Top up 10 Coins for ann2024?');
  const dialog = (await screen.findByText('Not applied')).closest<HTMLElement>('.arco-modal')!;
  expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
  expect(within(drawer).getByText('Reason is required')).toBeInTheDocument();
  expect(document.querySelector('.arco-message')).toBeNull();
});

it('sends one key per intended change: the same key when a failed change is confirmed again, a new one once the values or the user change', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined); // Arco's confirm logs a failed action
  let failing = true;
  const fetchMock = serveApi({
    '/user/list/list': envelope({ list: [ann, bob], total: 2, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)),
    [`/user/wallet/${bob.userCode}`]: envelope({ ...wallet(40), userCode: bob.userCode }),
    'POST /user/wallet/adjust': () =>
      failing
        ? jsonAnswer({ code: 500, message: 'Internal error, please try again', data: null }, 500)
        : envelope({ outcome: 'applied', entry: null, application: null, balances: wallet(350).balances }),
  });
  const keys = async () =>
    Promise.all(
      callsTo(fetchMock, 'POST', '/user/wallet/adjust').map(
        async (request) => (await request.clone().json()).idempotencyKey as string,
      ),
    );
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  let drawer = await drawerTitled('Wallet of ann2024');
  await within(drawer).findByText('Welcome bonus');
  await userEvent.type(within(drawer).getByLabelText('Amount'), '100');
  await userEvent.type(within(drawer).getByLabelText('Reason'), 'Refund for a failed unlock');
  const review = async () => {
    await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
    await screen.findByText(/^Balance:/);
  };
  await review();
  await answerDialog('Top up 100 Coins for ann2024?');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(1));
  // the dialog stays open, once the failure is known: confirmed again, it is the same change
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveClass('arco-btn-loading'));
  await answerDialog('Top up 100 Coins for ann2024?');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(2));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Top up 100 Coins for ann2024?')).not.toBeInTheDocument());
  // another amount: another change
  await userEvent.clear(within(drawer).getByLabelText('Amount'));
  await userEvent.type(within(drawer).getByLabelText('Amount'), '120');
  await review();
  await answerDialog('Top up 120 Coins for ann2024?');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(3));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Top up 120 Coins for ann2024?')).not.toBeInTheDocument());
  // another user: another change
  await userEvent.click(drawer.querySelector<HTMLElement>('.arco-drawer-close-icon')!);
  await waitFor(() => expect(screen.queryByText('Wallet of ann2024')).not.toBeInTheDocument());
  failing = false;
  await userEvent.click(within(rowOf('bob_reels')).getByRole('button', { name: 'Wallet' }));
  drawer = await drawerTitled('Wallet of bob_reels');
  await within(drawer).findByText('Welcome bonus');
  // the form keeps what was typed: the same values, for another user
  expect(within(drawer).getByLabelText('Amount')).toHaveValue('120');
  await review();
  await answerDialog('Top up 120 Coins for bob_reels?');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(4));
  const [first, retried, otherAmount, otherUser] = await keys();
  expect(retried).toBe(first);
  expect(new Set([first, otherAmount, otherUser]).size).toBe(3);
  logged.mockRestore();
});

it('refuses an amount the api refuses, naming the field, and offers no adjustment without the wallet permission', async () => {
  serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)),
  });
  const view = renderScreen(<AppUsersPage />, {
    at: '/user/list',
    permissions: ['user:list:query', 'user:list:wallet'],
  });
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
  async function openWallet(timeZone = 'America/New_York') {
    const fetchMock = serveApi({
      '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
      [`/user/wallet/${ann.userCode}`]: envelope(wallet(250, timeZone)),
      'POST /user/wallet/adjust': envelope({
        outcome: 'applied',
        entry: null,
        application: null,
        balances: wallet(350).balances,
      }),
    });
    renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
    await screen.findByText('ann2024');
    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
    const drawer = await drawerTitled('Wallet of ann2024');
    await within(drawer).findByText('Welcome bonus');
    return { fetchMock, drawer };
  }
  /** Types `day` into the expiry picker and presses Enter, as a person does; answers the picker. */
  async function pick(drawer: HTMLElement, day: string) {
    const picker = await within(drawer).findByLabelText('Bonus expires on');
    await userEvent.click(picker);
    await userEvent.type(picker, day, { skipClick: true });
    // the picker reads Enter by its keyCode, which user-event's keyboard does not set
    fireEvent.keyDown(picker, { key: 'Enter', keyCode: 13 });
    return picker;
  }

  it("shows each balance as purchased and bonus, and the soonest expiry in the reader's time", async () => {
    const { drawer } = await openWallet();
    expect(within(drawer).getByText('Purchased 130 · bonus 120')).toBeInTheDocument();
    // 10:00 UTC is 05:00 in New York
    expect(within(drawer).getByText('80 expire on 2026-11-05 05:00')).toBeInTheDocument();
    // tickets: all bonus, none expiring
    expect(within(drawer).getByText('Purchased 0 · bonus 3')).toBeInTheDocument();
    expect(within(drawer).getAllByText(/expire on/)).toHaveLength(1);
    // the newest entries as the ledger shows them: a write-off by the system, in the reader's time
    expect(within(rowOf('The system')).getByText('Bonus expired')).toBeInTheDocument();
    expect(within(rowOf('The system')).getByText('2026-11-01 00:00')).toBeInTheDocument();
    expect(within(rowOf('Welcome bonus')).getByText('Avery Chen')).toBeInTheDocument();
  });

  it("sends a top-up with the day picked as the bonus's last day, named with the project's time zone in the confirmation; a deduction has no expiry", async () => {
    const { fetchMock, drawer } = await openWallet();
    const picker = await pick(drawer, '2099-11-23');
    await waitFor(() => expect(picker).not.toHaveFocus());
    expect(picker).toHaveValue('2099-11-23');
    expect(within(drawer).getByText(/expires at the end of this day in America\/New_York/)).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('Amount'), '100');
    await userEvent.type(within(drawer).getByLabelText('Reason'), 'Compensation for an outage');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
    expect(
      await screen.findByText(
        'Applied at once: a top-up of at most 10,000 Coins needs no review. The bonus expires at the end of 2099-11-23 in America/New_York.',
      ),
    ).toBeInTheDocument();
    await answerDialog('Top up 100 Coins for ann2024?');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(1));
    const body = await callsTo(fetchMock, 'POST', '/user/wallet/adjust')[0].json();
    // the day itself: the api ends it at midnight where the project's users are
    expect(body).toMatchObject({ direction: 'top-up', amount: 100, expiresOn: '2099-11-23' });
    expect(body).not.toHaveProperty('expiresAt');

    // a deduction: no expiry to pick
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Deduct' }));
    await waitFor(() => expect(within(drawer).queryByLabelText('Bonus expires on')).not.toBeInTheDocument());
  });

  describe("on 23 November at 03:00 UTC: the 22nd in New York where staff are, the 23rd in Tokyo where the project's users are", () => {
    beforeEach(() => {
      // only the clock: timers, animations and promises run as they do
      jest.useFakeTimers({
        now: new Date('2026-11-23T03:00:00.000Z'),
        doNotFake: [
          'nextTick',
          'setImmediate',
          'clearImmediate',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'queueMicrotask',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
          'hrtime',
          'performance',
        ],
      });
    });
    afterEach(() => jest.useRealTimers());

    it("offers the project's today as the first day a bonus may last through", async () => {
      const { fetchMock, drawer } = await openWallet('Asia/Tokyo');
      const picker = await within(drawer).findByLabelText('Bonus expires on');
      await userEvent.click(picker);
      /** November's day `date` in the open calendar. */
      const day = async (date: string) => {
        await waitFor(() => expect(document.querySelectorAll('.arco-picker-cell-in-view').length).toBeGreaterThan(27));
        return [...document.querySelectorAll<HTMLElement>('.arco-picker-cell-in-view')].find(
          (cell) => cell.textContent === date,
        )!;
      };
      // the 22nd, today in New York, has ended in Tokyo
      expect(await day('22')).toHaveClass('arco-picker-cell-disabled');
      expect(await day('23')).not.toHaveClass('arco-picker-cell-disabled');
      await userEvent.click(await day('23'));
      await waitFor(() => expect(picker).toHaveValue('2026-11-23'));
      expect(within(drawer).getByText(/expires at the end of this day in Asia\/Tokyo/)).toBeInTheDocument();
      await userEvent.type(within(drawer).getByLabelText('Amount'), '10');
      await userEvent.type(within(drawer).getByLabelText('Reason'), 'Welcome bonus');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Review the change' }));
      expect(
        await screen.findByText(/The bonus expires at the end of 2026-11-23 in Asia\/Tokyo\.$/),
      ).toBeInTheDocument();
      await answerDialog('Top up 10 Coins for ann2024?');
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/wallet/adjust')).toHaveLength(1));
      expect(await callsTo(fetchMock, 'POST', '/user/wallet/adjust')[0].json()).toMatchObject({
        expiresOn: '2026-11-23',
      });
    });
  });
});

describe("a creator's application", () => {
  it('is approved after a confirmation, only while under review and only with the review permission', async () => {
    let status: 1 | 2 = 1;
    const fetchMock = serveApi({
      '/user/list/list': () =>
        envelope({ list: [{ ...ann, creatorStatus: status }], total: 1, pageNum: 1, pageSize: 10 }),
      [`POST /user/list/${ann.id}/review`]: () => {
        status = 2;
        return envelope({ id: ann.id, creatorStatus: 2 });
      },
    });
    const view = renderScreen(<AppUsersPage />, {
      at: '/user/list',
      permissions: ['user:list:query', 'user:list:review'],
    });
    await screen.findByText('ann2024');
    expect(within(rowOf('ann2024')).getByText('Under review')).toBeInTheDocument();
    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Approve creator' }));
    await answerDialog('Approve ann2024 as a creator?');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `/user/list/${ann.id}/review`)).toHaveLength(1));
    expect(await callsTo(fetchMock, 'POST', `/user/list/${ann.id}/review`)[0].json()).toMatchObject({
      decision: 'approve',
    });
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
  it('show the profile, the balances and the whole ledger a page at a time, of one kind when asked', async () => {
    const entry = (id: number, kind = 'coin') => ({
      id,
      kind,
      direction: 'top-up',
      amount: id,
      balanceAfter: id * 10,
      reason: `Entry ${id}`,
      actor: id === 1 ? 'app' : 'staff',
      operatorName: id === 1 ? '' : 'Avery Chen',
      createTime: '2026-10-02T08:01:00Z',
    });
    const fetchMock = serveApi({
      '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
      [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)),
      [`/user/wallet/${ann.userCode}/ledger`]: (request: Request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('kind') === 'ticket')
          return envelope({ list: [entry(40, 'ticket')], total: 1, pageNum: 1, pageSize: 10 });
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
    // an entry the app wrote is by the app, one staff wrote by its writer
    expect(within(rowOf('Entry 1')).getByText('The app')).toBeInTheDocument();
    expect(within(rowOf('Entry 2')).getByText('Avery Chen')).toBeInTheDocument();
    expect(within(rowOf('Entry 2')).getByText('2026-10-02 04:01')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Tickets' }));
    expect(await within(drawer).findByText('Entry 40')).toBeInTheDocument();
    const asked = callsTo(fetchMock, 'GET', `/user/wallet/${ann.userCode}/ledger`).map((request) =>
      Object.fromEntries(new URL(request.url).searchParams),
    );
    expect(asked.at(-1)).toMatchObject({ kind: 'ticket', pageNum: '1' });
  });
});

it('reads as Chinese in Chinese: the list, the wallet with its confirmation, the details and the ledger', async () => {
  serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope({
      ...wallet(250),
      pending: [
        {
          id: 5,
          userCode: ann.userCode,
          kind: 'coin',
          amount: 20000,
          reason: '停服补偿',
          status: 'pending',
          mine: false,
          applicantName: 'Avery Chen',
          reviewerName: '',
          reviewNote: '',
          createTime: '2026-11-20T10:00:00Z',
          reviewTime: null,
          expiresAt: '2099-11-24T05:00:00.000Z',
        },
      ],
    }),
    [`/user/wallet/${ann.userCode}/ledger`]: envelope({ list: wallet(250).ledger, total: 2, pageNum: 1, pageSize: 10 }),
  });
  renderScreen(<AppUsersPage />, {
    at: '/user/list',
    permissions: ['user:list:query', 'user:list:wallet', 'user:list:review'],
  });
  await screen.findByText('ann2024');
  act(() => setLocale('zh-CN'));
  try {
    expect(await screen.findByText('社交互动')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);

    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: '钱包' }));
    const wallet = await drawerTitled('ann2024 的钱包');
    expect(await within(wallet).findByText('赠送已过期')).toBeInTheDocument();
    expect(within(wallet).getByText('系统')).toBeInTheDocument();
    expect(within(wallet).getByText('2099-11-24 00:00 过期', { exact: false })).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
    await userEvent.type(within(wallet).getByLabelText('数量'), '30');
    await userEvent.type(within(wallet).getByLabelText('原因'), '补偿');
    await userEvent.click(within(wallet).getByRole('radio', { name: '扣减' }));
    await userEvent.click(within(wallet).getByRole('button', { name: '核对变更' }));
    expect(
      await screen.findByText('余额：250 → 220。先扣赠送部分（先到期的先扣），再扣购买部分。'),
    ).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    // past the balance: refused before any review, in Chinese
    await userEvent.clear(within(wallet).getByLabelText('数量'));
    await userEvent.type(within(wallet).getByLabelText('数量'), '251');
    await userEvent.click(within(wallet).getByRole('button', { name: '核对变更' }));
    expect(await within(wallet).findByText('数量：超过金币余额 250，扣减后余额不能低于 0')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
    // a top-up past the threshold: the review says it waits for approval, and the threshold
    await userEvent.click(within(wallet).getByRole('radio', { name: '充值' }));
    await userEvent.clear(within(wallet).getByLabelText('数量'));
    await userEvent.type(within(wallet).getByLabelText('数量'), '20000');
    await userEvent.click(within(wallet).getByRole('button', { name: '核对变更' }));
    expect(await screen.findByText('余额：当前 250，批准后为 20,250。')).toBeInTheDocument();
    expect(
      screen.getByText('将提交审核，暂不入账：超过 10,000 金币 的充值需另一位管理员批准。', { exact: false }),
    ).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await userEvent.click(wallet.querySelector<HTMLElement>('.arco-drawer-close-icon')!);

    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: '详情' }));
    const details = await drawerTitled('用户 ann2024');
    expect(await within(details).findByText('全部类型')).toBeInTheDocument();
    await waitFor(() => expect(within(details).getByText('系统')).toBeInTheDocument());
    expect(untranslatedTexts()).toEqual([]);
  } finally {
    act(() => setLocale('en-US'));
  }
});

describe('a user a refund left owing', () => {
  const flagged: AppUser = {
    ...ann,
    riskReason: 'Order TOP20261101 refunded after 700 coin of it was spent: owed',
    riskTime: '2026-11-20T15:30:00Z',
  };
  const owing: Wallet = {
    ...wallet(0),
    debts: [
      {
        id: 3,
        kind: 'coin',
        amount: 700,
        repaid: 500,
        remaining: 200,
        orderNo: 'TOP20261101',
        reason: 'Refunded by the store: order TOP20261101: Chargeback',
        createTime: '2026-11-20T15:30:00Z',
      },
    ],
  };

  it('is flagged beside the user code and in the details, with why and since when; the filter asks the api for the flagged', async () => {
    const fetchMock = serveApi({
      '/user/list/list': envelope({ list: [flagged, bob], total: 2, pageNum: 1, pageSize: 10 }),
      [`/user/wallet/${ann.userCode}`]: envelope(owing),
      [`/user/wallet/${ann.userCode}/ledger`]: envelope({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
    });
    renderScreen(<AppUsersPage />, { at: '/user/list?riskFlagged=1', permissions: ['user:list:query'] });
    await screen.findByText('ann2024');
    expect(within(rowOf('ann2024')).getByText('Risk')).toBeInTheDocument();
    expect(within(rowOf('bob_reels')).queryByText('Risk')).not.toBeInTheDocument();
    expect(Object.fromEntries(new URL(callsTo(fetchMock, 'GET', '/user/list/list')[0].url).searchParams)).toMatchObject(
      {
        riskFlagged: '1',
      },
    );
    // why and since when, in the reader's time (New York)
    fireEvent.mouseEnter(within(rowOf('ann2024')).getByText('Risk'));
    expect(await screen.findByText(flagged.riskReason!)).toBeInTheDocument();
    expect(screen.getByText('since 2026-11-20 10:30')).toBeInTheDocument();

    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Details' }));
    const details = await drawerTitled('App user ann2024');
    expect(within(details).getByText('Flagged for risk since 2026-11-20 10:30')).toBeInTheDocument();
    expect(within(details).getByText(flagged.riskReason!)).toBeInTheDocument();
    // what is still owed, beside the balances
    const owed = await within(details).findByRole('region', { name: 'Owed after refunds' });
    expect(within(within(owed).getByText('TOP20261101').closest('tr')!).getByText('200')).toBeInTheDocument();
    act(() => setLocale('zh-CN'));
    try {
      expect(await within(details).findByText('自 2026-11-20 10:30 起标记为风险用户')).toBeInTheDocument();
      expect(within(details).getByRole('region', { name: '退款后欠款' })).toBeInTheDocument();
      expect(await screen.findByText('自 2026-11-20 10:30 起')).toBeInTheDocument();
      // the page's own texts (the test's address bar holds the filter's name)
      expect(untranslatedTexts(details)).toEqual([]);
    } finally {
      act(() => setLocale('en-US'));
    }
  });

  it('shows in the wallet what is owed beside the balances: per kind, from which refunded order, repaid so far; in both languages', async () => {
    serveApi({
      '/user/list/list': envelope({ list: [flagged], total: 1, pageNum: 1, pageSize: 10 }),
      [`/user/wallet/${ann.userCode}`]: envelope(owing),
    });
    renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query'] });
    await screen.findByText('ann2024');
    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
    const drawer = await drawerTitled('Wallet of ann2024');
    const debts = await within(drawer).findByRole('region', { name: 'Owed after refunds' });
    const row = within(debts).getByText('TOP20261101').closest('tr')!;
    for (const text of ['Coins', '700', '500', '200', '2026-11-20 10:30'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText(/Chargeback/)).toBeInTheDocument();

    act(() => setLocale('zh-CN'));
    try {
      const shown = await within(drawer).findByRole('region', { name: '退款后欠款' });
      expect(within(shown).getByText('待偿还')).toBeInTheDocument();
      expect(within(shown).getByText('金币')).toBeInTheDocument();
      expect(within(rowOf('ann2024')).getByText('风险')).toBeInTheDocument();
      expect(untranslatedTexts()).toEqual([]);
    } finally {
      act(() => setLocale('en-US'));
    }
  });

  it('has nothing owed to show for a wallet that owes nothing', async () => {
    serveApi({
      '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
      [`/user/wallet/${ann.userCode}`]: envelope(wallet(250)),
    });
    renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query'] });
    await screen.findByText('ann2024');
    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
    const drawer = await drawerTitled('Wallet of ann2024');
    expect(await within(drawer).findByText('Welcome bonus')).toBeInTheDocument();
    expect(within(drawer).queryByText('Owed after refunds')).not.toBeInTheDocument();
    expect(within(rowOf('ann2024')).queryByText('Risk')).not.toBeInTheDocument();
  });
});
