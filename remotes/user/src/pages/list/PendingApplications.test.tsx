// The wallet's applications waiting for review: a reviewer opens one in the applications
// list, its applicant withdraws it after a confirmation.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  envelope,
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
  phone: '',
  avatar: '',
  country: 'US',
  vip: 0,
  gender: 0,
  source: 'google',
  creatorStatus: null,
  coins: 250,
  social: { likes: 0, follows: 0, comments: 0 },
  createTime: '2026-10-02T08:00:00Z',
  riskReason: null,
  riskTime: null,
};
type Application = Wallet['pending'][number];
const application: Application = {
  id: 5,
  userCode: ann.userCode,
  kind: 'coin',
  amount: 20000,
  reason: 'Outage compensation',
  status: 'pending',
  mine: true,
  applicantName: 'Avery Chen',
  reviewerName: '',
  reviewNote: '',
  createTime: '2026-11-20T10:00:00Z',
  reviewTime: null,
  expiresAt: null,
};
const none = { total: 0, purchased: 0, bonus: 0, expiring: [] };
const wallet = (pending: Application[]): Wallet => ({
  userCode: ann.userCode,
  timeZone: 'America/New_York',
  debts: [],
  balances: { coin: 250, ticket: 0, point: 0, vip_day: 0 },
  holdings: { coin: { ...none, total: 250, purchased: 250 }, ticket: none, point: none, vip_day: none },
  ledger: [],
  pending,
  largeBonusThresholds: { coin: 10_000, ticket: 100, point: 100_000, vip_day: 31 },
});
const openWallet = async () => {
  await screen.findByText('ann2024');
  await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: 'Wallet' }));
  return (await screen.findByText('Wallet of ann2024')).closest<HTMLElement>('.arco-drawer')!;
};

beforeAll(() => registerMessages(locale));
beforeEach(() => localStorage.clear());

it('opens a pending application in the applications list, filtered to it, for whoever may review it', async () => {
  serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope(wallet([{ ...application, mine: false }])),
  });
  const { location } = renderScreen(<AppUsersPage />, {
    at: '/user/list',
    permissions: ['user:list:query', 'user:list:wallet', 'customer-service:apply-list:query'],
  });
  const drawer = await openWallet();
  expect(await within(drawer).findByText('Waiting for review')).toBeInTheDocument();
  expect(within(drawer).getByText('20000 Coins · Outage compensation')).toBeInTheDocument();
  // not theirs: nothing to withdraw
  expect(within(drawer).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  const link = within(drawer).getByRole('link', { name: 'Open application 5' });
  expect(link).toHaveAttribute('href', '/customer-service/apply/list?id=5');
  await userEvent.click(link);
  expect(location()).toBe('/customer-service/apply/list?id=5');
});

it('lets its applicant withdraw it after a confirmation, and then no longer shows it waiting', async () => {
  let withdrawn = false;
  const fetchMock = serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: () => envelope(wallet(withdrawn ? [] : [application])),
    'POST /customer-service/apply/5/withdraw': () => {
      withdrawn = true;
      return envelope({ ...application, status: 'withdrawn' });
    },
  });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query', 'user:list:wallet'] });
  const drawer = await openWallet();
  // who may not review sees no way into the reviewers' list
  expect(within(drawer).queryByRole('link', { name: /Open application/ })).not.toBeInTheDocument();
  await userEvent.click(await within(drawer).findByRole('button', { name: 'Withdraw' }));
  expect(
    await screen.findByText('Nothing is credited, and reviewers see it withdrawn. To grant it later, apply again.'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/customer-service/apply/5/withdraw')).toHaveLength(0);
  await answerDialog('Withdraw the application for 20000 Coins?', 'Withdraw');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/customer-service/apply/5/withdraw')).toHaveLength(1));
  expect(await screen.findByText('Withdrawn: nothing was credited')).toBeInTheDocument();
  await waitFor(() => expect(within(drawer).queryByText('Waiting for review')).not.toBeInTheDocument());
});

it('offers no withdrawal without the wallet permission', async () => {
  serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope(wallet([application])),
  });
  renderScreen(<AppUsersPage />, { at: '/user/list', permissions: ['user:list:query'] });
  const drawer = await openWallet();
  expect(await within(drawer).findByText('Waiting for review')).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
});

it('reads as Chinese in Chinese: the pending application, its link and its withdrawal', async () => {
  serveApi({
    '/user/list/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    [`/user/wallet/${ann.userCode}`]: envelope(wallet([application])),
  });
  renderScreen(<AppUsersPage />, {
    at: '/user/list',
    permissions: ['user:list:query', 'user:list:wallet', 'customer-service:apply-list:query'],
  });
  await screen.findByText('ann2024');
  act(() => setLocale('zh-CN'));
  try {
    await userEvent.click(within(rowOf('ann2024')).getByRole('button', { name: '钱包' }));
    const drawer = (await screen.findByText('ann2024 的钱包')).closest<HTMLElement>('.arco-drawer')!;
    expect(await within(drawer).findByText('待审核')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '打开申请 5' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('撤回 20000 金币 的申请？')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
  } finally {
    act(() => setLocale('en-US'));
  }
});
