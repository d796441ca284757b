import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveChannel, registerMessages, setLocale } from '@backoffice/shared';
import {
  callsTo,
  envelope,
  installLiveDouble,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import routes from '../../routes';
import TopupRecordPage from '.';
import type { TopupOrder } from './topupRecordApi';

const paid: TopupOrder = {
  id: 7,
  projectCode: 'drama-us',
  orderNo: 'D20261101000007',
  userCode: 'US-U0000042',
  packageId: 3,
  packageName: '1,000 coins',
  amountMinor: 999,
  currency: 'USD',
  status: 1,
  payChannel: 'stripe-card',
  country: 'US',
  platform: 'web',
  sandbox: false,
  coins: 1000,
  bonusCoins: 100,
  vipDays: null,
  remark: '',
  createTime: '2026-11-01T08:00:00Z',
  payTime: '2026-11-01T08:01:00Z',
  refundTime: null,
};
const unpaid: TopupOrder = {
  ...paid,
  id: 8,
  orderNo: 'D20261101000008',
  amountMinor: 1500,
  currency: 'JPY',
  status: 0,
  payTime: null,
};
const totals = {
  totals: [
    { currency: 'JPY', orders: 1, amountMinor: 1500, paidMinor: 0 },
    { currency: 'USD', orders: 1, amountMinor: 999, paidMinor: 999 },
  ],
  sandboxOrders: 2,
};
const liability = {
  days: [{ day: '2026-11-01', currency: 'USD', coins: 600, valueMinor: 599 }],
  totals: [{ currency: 'USD', coins: 600, valueMinor: 599 }],
};
const serve = (more: Parameters<typeof serveApi>[0] = {}) =>
  serveApi({
    '/deal/topup-record/list': envelope({ list: [paid, unpaid], total: 2, totalExact: true, pageNum: 1, pageSize: 10 }),
    '/deal/topup-record/totals': envelope(totals),
    '/deal/topup-record/liability': envelope(liability),
    '/export/mine': envelope({ list: [], total: 0, pageNum: 1, pageSize: 1 }),
    ...more,
  });

beforeAll(() => registerMessages(routes.messages));
beforeEach(() => localStorage.clear());

it('lists the orders with the filters of the URL, each amount in its currency, and the totals by currency above', async () => {
  const fetchMock = serve();
  renderScreen(<TopupRecordPage />, {
    at: '/deal/topup-record?userCode=US-U0000042&status=1&paidFrom=2026-11-01T00:00:00.000Z',
    permissions: ['deal:topup-record:query'],
  });
  await screen.findByText('D20261101000007');
  expect(rowOf('D20261101000007')).toHaveTextContent('$9.99');
  // JPY has no minor digits
  expect(rowOf('D20261101000008')).toHaveTextContent('¥1,500');
  expect(rowOf('D20261101000008')).toHaveTextContent('Unpaid');
  const asked = Object.fromEntries(new URL(callsTo(fetchMock, 'GET', '/deal/topup-record/list')[0].url).searchParams);
  expect(asked).toMatchObject({ userCode: 'US-U0000042', status: '1' });
  // the totals are of the same filters
  const totalsAsked = new URL(callsTo(fetchMock, 'GET', '/deal/topup-record/totals')[0].url).searchParams;
  expect(totalsAsked.get('userCode')).toBe('US-U0000042');
  expect(totalsAsked.get('status')).toBe('1');
  const summary = screen.getByRole('region', { name: 'Totals of the filtered orders' });
  expect(await within(summary).findByText('$9.99 in 1 orders, $9.99 paid')).toBeInTheDocument();
  expect(within(summary).getByText('¥1,500 in 1 orders, ¥0 paid')).toBeInTheDocument();
  expect(within(summary).getByText('Sandbox and test purchases are not counted (2 left out)')).toBeInTheDocument();
  expect(screen.getByText(/Coin liability: 600 coins worth \$5\.99/)).toBeInTheDocument();
  // no refund without its permission
  expect(within(rowOf('D20261101000007')).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
});

it('refunds a successful order after asking why, and offers no refund for the others', async () => {
  const fetchMock = serve({
    'POST /deal/topup-record/7/refund': envelope({ ...paid, status: 4, events: [] }),
  });
  renderScreen(<TopupRecordPage />, {
    at: '/deal/topup-record',
    permissions: ['deal:topup-record:query', 'deal:topup-record:refund'],
  });
  await screen.findByText('D20261101000007');
  expect(within(rowOf('D20261101000008')).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  await userEvent.click(within(rowOf('D20261101000007')).getByRole('button', { name: 'Refund' }));
  const dialog = (await screen.findByText('Refund order D20261101000007')).closest<HTMLElement>('.arco-modal')!;
  expect(dialog).toHaveTextContent('the 1100 coins it credited are deducted from US-U0000042');
  // nothing is sent without a reason
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(await within(dialog).findByText('Say why the order is refunded')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/deal/topup-record/7/refund')).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Charged twice');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/deal/topup-record/7/refund')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/deal/topup-record/7/refund')[0].json()).toMatchObject({
    reason: 'Charged twice',
  });
});

it("says the api's refusal in the dialog", async () => {
  serve({
    'POST /deal/topup-record/7/refund': () =>
      new Response(
        JSON.stringify({
          code: 409,
          message: 'Order D20261101000007 is refunded: only a successful order can be refunded',
          errors: [],
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
  });
  renderScreen(<TopupRecordPage />, {
    at: '/deal/topup-record',
    permissions: ['deal:topup-record:query', 'deal:topup-record:refund'],
  });
  await userEvent.click(
    within(await screen.findByRole('row', { name: /D20261101000007/ })).getByRole('button', { name: 'Refund' }),
  );
  const dialog = (await screen.findByText('Refund order D20261101000007')).closest<HTMLElement>('.arco-modal')!;
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Again');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(
    await within(dialog).findByText('Order D20261101000007 is refunded: only a successful order can be refunded'),
  ).toBeInTheDocument();
});

it("shows an order's history in its drawer, and reads as Chinese in Chinese", async () => {
  serve({
    '/deal/topup-record/7': envelope({
      ...paid,
      status: 4,
      events: [
        { id: 1, kind: 'made', status: 0, detail: 'Order made', operatorName: '', createTime: '2026-11-01T08:00:00Z' },
        {
          id: 2,
          kind: 'refunded',
          status: 4,
          detail: 'By Avery Chen: Charged twice (coin: 1000 taken back)',
          operatorName: 'Avery Chen',
          createTime: '2026-11-02T08:00:00Z',
        },
      ],
    }),
  });
  renderScreen(<TopupRecordPage />, { at: '/deal/topup-record', permissions: ['deal:topup-record:query'] });
  await screen.findByText('D20261101000007');
  await userEvent.click(within(rowOf('D20261101000007')).getByRole('button', { name: 'Details' }));
  const drawer = (
    await screen.findByText('Order D20261101000007', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  expect(await within(drawer).findByText(/Charged twice \(coin: 1000 taken back\)/)).toBeInTheDocument();
  expect(within(drawer).getByText('by Avery Chen')).toBeInTheDocument();
  act(() => setLocale('zh-CN'));
  try {
    expect(await within(drawer).findByText('操作人 Avery Chen')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
  } finally {
    act(() => setLocale('en-US'));
  }
});

describe('re-query', () => {
  const closed: TopupOrder = { ...unpaid, id: 9, orderNo: 'D20261101000009', status: 3, payChannel: 'app-store' };
  const answer = (data: object) => envelope(data);

  it('is offered for the orders whose callback may never have come, and only with its permission', async () => {
    serveApi({
      '/deal/topup-record/list': envelope({
        list: [paid, unpaid, closed],
        total: 3,
        totalExact: true,
        pageNum: 1,
        pageSize: 10,
      }),
    });
    const { unmount } = renderScreen(<TopupRecordPage />, {
      at: '/deal/topup-record',
      permissions: ['deal:topup-record:query'],
    });
    await screen.findByText('D20261101000008');
    expect(screen.queryByRole('button', { name: 'Re-query' })).not.toBeInTheDocument();
    unmount();
    renderScreen(<TopupRecordPage />, {
      at: '/deal/topup-record',
      permissions: ['deal:topup-record:query', 'deal:topup-record:requery'],
    });
    await screen.findByText('D20261101000008');
    expect(within(rowOf('D20261101000007')).queryByRole('button', { name: 'Re-query' })).not.toBeInTheDocument();
    expect(within(rowOf('D20261101000008')).getByRole('button', { name: 'Re-query' })).toBeInTheDocument();
    expect(within(rowOf('D20261101000009')).getByRole('button', { name: 'Re-query' })).toBeInTheDocument();
  });

  it('delivers a payment the provider took: the row and its history then show the order paid', async () => {
    let delivered = false;
    const requeried = { ...unpaid, status: 1, payTime: '2026-11-01T08:02:00Z' };
    const fetchMock = serve({
      '/deal/topup-record/list': () =>
        envelope({
          list: [paid, delivered ? requeried : unpaid],
          total: 2,
          totalExact: true,
          pageNum: 1,
          pageSize: 10,
        }),
      'POST /deal/topup-record/8/requery': () => {
        delivered = true;
        return answer({
          found: true,
          credited: true,
          status: 1,
          detail: 'The test-t provider took 1500 JPY (pay_1): delivered now',
        });
      },
      '/deal/topup-record/8': () =>
        envelope({
          ...(delivered ? requeried : unpaid),
          events: [
            {
              id: 1,
              kind: 're-queried',
              status: 1,
              detail: 'The test-t provider took 1500 JPY (pay_1): delivered now',
              operatorName: 'Avery Chen',
              createTime: '2026-11-01T08:02:00Z',
            },
          ],
        }),
    });
    renderScreen(<TopupRecordPage />, {
      at: '/deal/topup-record',
      permissions: ['deal:topup-record:query', 'deal:topup-record:requery'],
    });
    await screen.findByText('D20261101000008');
    expect(rowOf('D20261101000008')).toHaveTextContent('Unpaid');
    await userEvent.click(within(rowOf('D20261101000008')).getByRole('button', { name: 'Re-query' }));
    expect(
      await screen.findByText(
        'Order D20261101000008: the provider took a payment for it, delivered now: the order is paid',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/deal/topup-record/8/requery')).toHaveLength(1);
    await waitFor(() => expect(rowOf('D20261101000008')).toHaveTextContent('Successful'));
    expect(within(rowOf('D20261101000008')).queryByRole('button', { name: 'Re-query' })).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('D20261101000008')).getByRole('button', { name: 'Details' }));
    const drawer = (
      await screen.findByText('Order D20261101000008', { selector: '.arco-drawer-header-title' })
    ).closest<HTMLElement>('.arco-drawer')!;
    expect(
      await within(drawer).findByText('The test-t provider took 1500 JPY (pay_1): delivered now'),
    ).toBeInTheDocument();
  });

  it("says when the provider took no payment, and gives the api's words when its query is not connected", async () => {
    serve({
      '/deal/topup-record/list': envelope({
        list: [unpaid, closed],
        total: 2,
        totalExact: true,
        pageNum: 1,
        pageSize: 10,
      }),
      'POST /deal/topup-record/8/requery': answer({
        found: false,
        credited: false,
        status: 0,
        detail: 'The test-t provider has taken no payment for it',
      }),
      'POST /deal/topup-record/9/requery': () =>
        new Response(
          JSON.stringify({
            code: 409,
            message:
              "Channel app-store (app_store) cannot be asked from here: its provider's query API is not connected",
            errors: [],
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderScreen(<TopupRecordPage />, {
      at: '/deal/topup-record',
      permissions: ['deal:topup-record:query', 'deal:topup-record:requery'],
    });
    await screen.findByText('D20261101000008');
    await userEvent.click(within(rowOf('D20261101000008')).getByRole('button', { name: 'Re-query' }));
    expect(
      await screen.findByText('Order D20261101000008: the provider has taken no payment for it'),
    ).toBeInTheDocument();
    expect(rowOf('D20261101000008')).toHaveTextContent('Unpaid');
    await userEvent.click(within(rowOf('D20261101000009')).getByRole('button', { name: 'Re-query' }));
    expect(
      await screen.findByText(
        "Channel app-store (app_store) cannot be asked from here: its provider's query API is not connected",
      ),
    ).toBeInTheDocument();
  });
});

describe('while one watches', () => {
  afterEach(() => act(() => liveChannel.close()));

  it('shows new and changed orders as the live channel tells of them, the totals with them', async () => {
    // the earlier tests' screens left the tab's channel connecting to nowhere: it starts afresh here
    act(() => liveChannel.close());
    const server = installLiveDouble();
    const made: TopupOrder = { ...unpaid, id: 10, orderNo: 'D20261101000010', createTime: '2026-11-01T09:00:00Z' };
    let orders = [paid, unpaid];
    const fetchMock = serve({
      '/deal/topup-record/list': () =>
        envelope({ list: orders, total: orders.length, totalExact: true, pageNum: 1, pageSize: 10 }),
    });
    renderScreen(<TopupRecordPage />, { at: '/deal/topup-record', permissions: ['deal:topup-record:query'] });
    await screen.findByText('D20261101000008');
    await waitFor(() => expect(liveChannel.status).toBe('open'));
    await waitFor(() =>
      expect(server.sent).toContainEqual(expect.objectContaining({ type: 'subscribe', topics: ['topup-records'] })),
    );
    const listReads = () => callsTo(fetchMock, 'GET', '/deal/topup-record/list').length;
    const totalsReads = () => callsTo(fetchMock, 'GET', '/deal/topup-record/totals').length;
    await waitFor(() => expect(listReads()).toBeGreaterThanOrEqual(2));
    const [listBefore, totalsBefore] = [listReads(), totalsReads()];

    // an order paid: its row says so at once, and the page is read again
    orders = [paid, { ...unpaid, status: 1, payTime: '2026-11-01T08:05:00Z' }];
    server.push({
      id: 1,
      topic: 'topup-records',
      projectCode: 'drama-us',
      payload: { id: 8, orderNo: unpaid.orderNo, status: 1 },
    });
    await waitFor(() => expect(rowOf('D20261101000008')).toHaveTextContent('Successful'));
    await waitFor(() => expect(listReads()).toBeGreaterThan(listBefore));
    await waitFor(() => expect(totalsReads()).toBeGreaterThan(totalsBefore));

    // a new order appears without anyone asking
    orders = [made, ...orders];
    server.push({
      id: 2,
      topic: 'topup-records',
      projectCode: 'drama-us',
      payload: { id: 10, orderNo: made.orderNo, status: 0 },
    });
    expect(await screen.findByText('D20261101000010', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(rowOf('D20261101000010')).toHaveTextContent('Unpaid');
  });
});
