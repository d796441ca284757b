// The purchase, app side: packages for sale, orders, every provider's callback verified with
// keys the test makes, each order credited once however often and at once its callback comes,
// the unpaid-order timeout and a late payment, the re-query of a callback the provider lost.
import type { AddressInfo } from 'node:net';
import { LIVE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../../platform/live';
import { appClient } from '../../testing/appClient';
import { openLive } from '../../testing/liveClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { projectRows } from '../../platform/projectRows';
import { appAccountTokenOf, payOrder } from '../../domain/deals';
import {
  addChannel,
  addPackage,
  appStoreNotification,
  cardEvent,
  newSecret,
  pushSigner,
  storeAuthority,
  testCallback,
} from '../../testing/payments';
import { closeUnpaidOrders } from './app-purchase.timeout';

const PROJECT = 'drama-us';
const PROJECT_SCOPE = {
  projectCode: PROJECT,
  all: false,
  projects: [{ id: 0, code: PROJECT, tenantCode: '', name: PROJECT, currency: 'USD' }],
};
let t: TestApp;
let app: ReturnType<typeof appClient>;
const testSecret = newSecret();
const cardSecret = newSecret();
let authority: Awaited<ReturnType<typeof storeAuthority>>;
let google: Awaited<ReturnType<typeof pushSigner>>;
let packageId: number;
let iosOnlyId: number;

beforeAll(async () => {
  t = await createTestApp({ orderTimeout: false });
  app = appClient(t, PROJECT);
  authority = await storeAuthority();
  google = await pushSigner('https://example.test/app-api/payments/drama-us/gp-t/callback');
  const channels = [
    await addChannel(t.db, PROJECT, 'test-t', 'test', testSecret),
    await addChannel(t.db, PROJECT, 'card-t', 'card', cardSecret),
    await addChannel(t.db, PROJECT, 'as-t', 'app_store', authority.rootPem),
    await addChannel(t.db, PROJECT, 'gp-t', 'google_play', google.secret),
  ];
  packageId = await addPackage(t.db, PROJECT, {
    name: 'Purchase test 500',
    priceMinor: 499,
    firstPriceMinor: 99,
    coins: 500,
    bonusCoins: 50,
    vipDays: 3,
    channelIds: channels,
  });
  iosOnlyId = await addPackage(t.db, PROJECT, {
    name: 'Purchase test iOS only',
    priceMinor: 999,
    coins: 1000,
    platforms: ['ios'],
    channelIds: channels,
  });
});
afterAll(() => t.close());

const callback = (channel: string, request: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: `/app-api/payments/${PROJECT}/${channel}/callback`,
    headers: request.headers,
    payload: request.body,
  });

async function buyer(deviceId: string) {
  const signedIn = await app.signIn(deviceId, 'US');
  const user = await t.db
    .selectFrom('app_user')
    .select('id')
    .where('user_code', '=', signedIn.user.userCode)
    .executeTakeFirstOrThrow();
  return { token: signedIn.token, userId: user.id };
}

async function order(token: string, channelCode: string, id = packageId) {
  const response = await app.call('POST', '/orders', token, { packageId: id, channelCode });
  expect(response.statusCode).toBe(200);
  return response.json().data as { orderNo: string; amountMinor: number; currency: string; status: number };
}

const orderRow = (orderNo: string) =>
  t.db.selectFrom('topup_order').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const history = async (orderNo: string) => {
  const { id } = await orderRow(orderNo);
  return t.db
    .selectFrom('topup_order_event')
    .select(['kind', 'status', 'detail'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
};
async function balance(userId: number, kind: 'coin' | 'vip_day' = 'coin') {
  const wallet = await t.db
    .selectFrom('wallet')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return wallet?.balance ?? 0;
}
const paidBy = (orderNo: string, amountMinor: number, paymentId = `tp_${orderNo}`) => ({
  type: 'paid' as const,
  orderNo,
  paymentId,
  amountMinor,
  currency: 'USD',
  time: new Date().toISOString(),
});

describe('packages and orders', () => {
  it('lists what the user may buy at their first-purchase price, and orders it at that price', async () => {
    const { token } = await buyer('purchase-list-1');
    const packages = (await app.call('GET', '/packages', token)).json().data.list;
    const mine = packages.find((one: { id: number }) => one.id === packageId);
    expect(mine).toMatchObject({
      priceMinor: 99,
      listPriceMinor: null,
      currency: 'USD',
      firstPurchase: true,
      coins: 500,
    });
    expect(mine.channels.map((channel: { code: string }) => channel.code)).toEqual(
      expect.arrayContaining(['test-t', 'card-t', 'as-t', 'gp-t']),
    );
    // signed in on android: the iOS-only package is not offered, nor sold
    expect(packages.some((one: { id: number }) => one.id === iosOnlyId)).toBe(false);
    const refused = await app.call('POST', '/orders', token, { packageId: iosOnlyId, channelCode: 'test-t' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not sold on android/);

    const made = await order(token, 'test-t');
    expect(made).toMatchObject({ status: 0, amountMinor: 99, currency: 'USD' });
    expect(made.orderNo).toMatch(/^PO\d{14}[0-9A-F]{6}$/);
    expect(await orderRow(made.orderNo)).toMatchObject({ coins: 500, bonus_coins: 50, vip_days: 3, sandbox: true });
    expect((await history(made.orderNo)).map((event) => event.kind)).toEqual(['created']);
  });

  it('refuses a channel the package is not sold through, naming channelCode', async () => {
    const { token } = await buyer('purchase-list-2');
    const response = await app.call('POST', '/orders', token, { packageId, channelCode: 'nowhere' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('channelCode');
  });

  it("needs an app user's token: a staff token is refused, and another user's order is not found", async () => {
    const staff = await t.signIn('admin');
    const asStaff = await t.app.inject({
      method: 'POST',
      url: '/app-api/orders',
      headers: { 'x-app-key': app.key, authorization: `Bearer ${staff}` },
      payload: { packageId, channelCode: 'test-t' },
    });
    expect(asStaff.statusCode).toBe(401);
    expect(asStaff.json().problem).toBe('token.notAppUser');
    expect((await app.call('GET', '/packages')).statusCode).toBe(401);

    const { token } = await buyer('purchase-owner');
    const made = await order(token, 'test-t');
    const other = await buyer('purchase-other');
    expect((await app.call('GET', `/orders/${made.orderNo}`, other.token)).statusCode).toBe(404);
  });
});

describe('the test provider', () => {
  it('credits a paid order once: coins as bought, the bonus, VIP days; a replay credits nothing', async () => {
    const { token, userId } = await buyer('purchase-test-1');
    const made = await order(token, 'test-t');
    const request = testCallback(testSecret, paidBy(made.orderNo, 99));
    const first = await callback('test-t', request);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.outcomes).toEqual([{ kind: 'paid', orderNo: made.orderNo, outcome: 'credited' }]);
    const replay = await callback('test-t', request);
    expect(replay.json().data.outcomes[0].outcome).toBe('already credited');

    expect(await balance(userId)).toBe(550);
    expect(await balance(userId, 'vip_day')).toBe(3);
    const ledger = await t.db
      .selectFrom('wallet_ledger')
      .select(['idempotency_key', 'amount'])
      .where('idempotency_key', 'like', `order:${made.orderNo}%`)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { idempotency_key: `order:${made.orderNo}`, amount: 500 },
      { idempotency_key: `order:${made.orderNo}:bonus`, amount: 50 },
      { idempotency_key: `order:${made.orderNo}:vip`, amount: 3 },
    ]);
    const grants = await t.db
      .selectFrom('wallet_grant')
      .select(['source', 'amount'])
      .where(
        'ledger_id',
        'in',
        t.db.selectFrom('wallet_ledger').select('id').where('idempotency_key', 'like', `order:${made.orderNo}%`),
      )
      .orderBy('id')
      .execute();
    expect(grants).toEqual([
      { source: 'purchase', amount: 500 },
      { source: 'bonus', amount: 50 },
      { source: 'purchase', amount: 3 },
    ]);
    const paid = (await app.call('GET', `/orders/${made.orderNo}`, token)).json().data;
    expect(paid).toMatchObject({ status: 1, sandbox: true });
    expect(paid.payTime).not.toBeNull();

    // the next order is at the full price
    const packages = (await app.call('GET', '/packages', token)).json().data.list;
    expect(packages.find((one: { id: number }) => one.id === packageId)).toMatchObject({
      priceMinor: 499,
      firstPurchase: false,
    });
    expect((await order(token, 'test-t')).amountMinor).toBe(499);
  });

  it('refuses a forged signature and a wrong amount: nothing credited, the history says so', async () => {
    const { token, userId } = await buyer('purchase-test-2');
    const made = await order(token, 'test-t');
    const forged = testCallback(newSecret(), paidBy(made.orderNo, 99));
    const refused = await callback('test-t', forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().problem).toBe('callback.refused');

    const tooLittle = await callback('test-t', testCallback(testSecret, paidBy(made.orderNo, 1)));
    expect(tooLittle.statusCode).toBe(409);
    expect(tooLittle.json().errors[0].field).toBe('amount');

    // a body changed after signing is a forgery too
    const signed = testCallback(testSecret, paidBy(made.orderNo, 99));
    const tampered = await callback('test-t', {
      ...signed,
      body: signed.body.replace('"amountMinor":99', '"amountMinor":98'),
    });
    expect(tampered.statusCode).toBe(401);

    expect(await orderRow(made.orderNo)).toMatchObject({ status: 0, provider_ref: null });
    expect(await balance(userId)).toBe(0);
    const events = await history(made.orderNo);
    expect(events.map((event) => event.kind)).toEqual([
      'created',
      'callback refused',
      'callback refused',
      'callback refused',
    ]);
    expect(events[1].detail).toMatch(/signature does not match/);
    expect(events[2].detail).toMatch(/costs 99 minor units of USD, not 1/);
  });

  it('fails an order whose card was declined', async () => {
    const { token } = await buyer('purchase-test-3');
    const made = await order(token, 'test-t');
    const checkout = (
      await app.call('POST', `/orders/${made.orderNo}/test-checkout`, token, { outcome: 'declined' })
    ).json().data;
    expect(checkout.paymentId).toBeNull();
    const answer = await callback('test-t', {
      body: checkout.body,
      headers: { 'content-type': 'application/json', 'x-signature': checkout.signature },
    });
    expect(answer.json().data.outcomes[0].outcome).toBe('failed');
    expect((await orderRow(made.orderNo)).status).toBe(2);
  });
});

describe('hostile callbacks', () => {
  it('answers whatever is posted with a 4xx in the envelope, never a 5xx, and credits nothing', async () => {
    const orderStates = () =>
      t.db.selectFrom('topup_order').select(['id', 'status', 'provider_ref']).orderBy('id').execute();
    // an unpaid order a hostile body may name
    const victim = await order((await buyer('purchase-hostile')).token, 'card-t');
    const before = await orderStates();
    const bodies: { body: string | Buffer; type?: string }[] = [
      { body: '' },
      { body: 'not json', type: 'application/json' },
      { body: '[]', type: 'application/json' },
      { body: 'null', type: 'application/json' },
      { body: '{"type":"paid","orderNo":{"$ne":1},"amountMinor":"99"}', type: 'application/json' },
      {
        body: JSON.stringify({
          type: 'payment_intent.succeeded',
          data: { object: { id: {}, amount: 99, metadata: { orderNo: {} } } },
        }),
        type: 'application/json',
      },
      {
        body: JSON.stringify({
          type: 'payment_intent.succeeded',
          data: { object: { id: 'pi_x', amount: 99, currency: 'usd', metadata: { orderNo: victim.orderNo } } },
        }),
        type: 'application/json',
      },
      { body: '{"signedPayload":"a.b.c"}', type: 'application/json' },
      { body: '{"signedPayload":"eyJhbGciOiJub25lIn0.e30."}', type: 'application/json' },
      { body: '{"message":{"data":"!!!"}}', type: 'application/json' },
      { body: Buffer.from([0xff, 0xfe, 0x00, 0x01]), type: 'application/octet-stream' },
      { body: 'x'.repeat(70 * 1024), type: 'text/plain' },
    ];
    const headers = [
      {},
      { 'x-signature': 'zz' },
      { 'stripe-signature': 't=abc,v1=' },
      { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=00` },
      { authorization: 'Bearer not.a.jwt' },
    ];
    const statuses = new Set<number>();
    for (const channel of ['test-t', 'card-t', 'as-t', 'gp-t', 'no-such-channel'])
      for (const { body, type } of bodies)
        for (const more of headers) {
          const response = await t.app.inject({
            method: 'POST',
            url: `/app-api/payments/${PROJECT}/${channel}/callback`,
            headers: { ...(type && { 'content-type': type }), ...more },
            payload: body,
          });
          statuses.add(response.statusCode);
          const answer = response.json();
          expect({ channel, status: response.statusCode, code: answer.code, data: answer.data }).toEqual({
            channel,
            status: answer.code,
            code: expect.any(Number),
            data: null,
          });
          const sent = `${channel} ${String(body).slice(0, 40)} ${JSON.stringify(more)}`;
          expect({ sent, clientError: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({
            sent,
            clientError: true,
          });
          if (response.statusCode === 400) expect(answer.errors.length).toBeGreaterThan(0);
        }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([401, 404]));
    expect(await orderStates()).toEqual(before);
  });
});

describe('the live channel', () => {
  it('tells an open top-up records screen of the project when an order is made and when it is paid', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const screen = await openLive(base, {
      protocols: [LIVE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${await t.signIn('admin')}`],
    });
    try {
      screen.send({ type: 'subscribe', topics: ['topup-records'], projectCode: PROJECT });
      await screen.next((message) => message.type === 'subscribed');
      const { token } = await buyer('purchase-live-1');
      const made = await order(token, 'test-t');
      const isOrder = (status: number) => (message: { type: string; payload?: unknown }) =>
        message.type === 'event' &&
        (message.payload as { orderNo?: string }).orderNo === made.orderNo &&
        (message.payload as { status?: number }).status === status;
      expect(await screen.next(isOrder(0))).toMatchObject({ topic: 'topup-records', projectCode: PROJECT });
      await callback('test-t', testCallback(testSecret, paidBy(made.orderNo, 99)));
      expect(await screen.next(isOrder(1))).toMatchObject({ topic: 'topup-records', projectCode: PROJECT });
    } finally {
      await screen.close();
    }
  });
});

describe('package awards', () => {
  it('grants a first-purchase award with the payment, once however often it is delivered', async () => {
    const rows = projectRows(t.db, PROJECT_SCOPE);
    const channel = await rows
      .read('deal_payment_channel')
      .select('id')
      .where('code', '=', 'test-t')
      .executeTakeFirstOrThrow();
    const awarded = await addPackage(t.db, PROJECT, {
      name: 'Purchase test with award',
      priceMinor: 199,
      coins: 200,
      channelIds: [channel.id],
    });
    await rows
      .add('deal_package_award', [
        { project_code: PROJECT, package_id: awarded, kind: 'coins', coins: 20, first_purchase_only: true },
      ])
      .execute();
    const { token, userId } = await buyer('purchase-award-1');
    const first = await order(token, 'test-t', awarded);
    const request = testCallback(testSecret, paidBy(first.orderNo, 199));
    await callback('test-t', request);
    await callback('test-t', request);
    expect(await balance(userId)).toBe(220);
    expect((await history(first.orderNo)).map((event) => event.kind)).toEqual(['created', 'paid', 'awards']);

    // not the first purchase any more: no award
    const second = await order(token, 'test-t', awarded);
    await callback('test-t', testCallback(testSecret, paidBy(second.orderNo, 199)));
    expect(await balance(userId)).toBe(420);
  });
});

describe('concurrent callbacks', () => {
  it('credits each of 10 orders once when 40 callbacks for them come at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, index) => buyer(`purchase-rush-${index}`)));
    const orders = [];
    for (const one of buyers) orders.push(await order(one.token, 'test-t'));
    const requests = orders.flatMap((made) =>
      Array.from({ length: 4 }, () => testCallback(testSecret, paidBy(made.orderNo, made.amountMinor))),
    );
    const answers = await Promise.all(requests.map((request) => callback('test-t', request)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const credited = answers.filter((answer) => answer.json().data.outcomes[0].outcome === 'credited');
    expect(credited).toHaveLength(10);
    for (const [index, one] of buyers.entries()) {
      expect(await balance(one.userId)).toBe(550);
      expect((await orderRow(orders[index].orderNo)).status).toBe(1);
    }
  });
});

describe('the card provider', () => {
  it('credits a payment signed within the window, and refuses a replay outside it or a forged signature', async () => {
    const { token, userId } = await buyer('purchase-card-1');
    const made = await order(token, 'card-t');
    const event = {
      type: 'payment_intent.succeeded',
      id: `pi_${made.orderNo}`,
      amount: 99,
      currency: 'USD',
      orderNo: made.orderNo,
    };

    const stale = await callback('card-t', cardEvent(cardSecret, event, new Date(Date.now() - 6 * 60_000)));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/outside the 300 s window/);
    const forged = await callback('card-t', cardEvent(newSecret(), event));
    expect(forged.statusCode).toBe(401);
    expect(await balance(userId)).toBe(0);

    const paid = await callback('card-t', cardEvent(cardSecret, event));
    expect(paid.json().data.outcomes[0].outcome).toBe('credited');
    expect(await orderRow(made.orderNo)).toMatchObject({
      status: 1,
      provider_ref: `pi_${made.orderNo}`,
      sandbox: true,
    });
    expect(await balance(userId)).toBe(550);
  });
});

describe('the App Store', () => {
  it("credits a one-time charge signed by a chain to the channel's root, not one signed by another root", async () => {
    const { token, userId } = await buyer('purchase-as-1');
    const made = await order(token, 'as-t');
    const row = await orderRow(made.orderNo);
    const transaction = {
      transactionId: `2000000${row.id}`,
      originalTransactionId: `2000000${row.id}`,
      productId: 'coins.500',
      purchaseDate: Date.now(),
      price: 990, // milli-units: 0.99 USD
      currency: 'USD',
      appAccountToken: appAccountTokenOf(row.id),
      environment: 'Sandbox',
    };
    const impostor = await storeAuthority('Impostor Root');
    const refused = await callback('as-t', await appStoreNotification(impostor, 'ONE_TIME_CHARGE', transaction));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/trusted root/);
    expect(await balance(userId)).toBe(0);

    const paid = await callback('as-t', await appStoreNotification(authority, 'ONE_TIME_CHARGE', transaction));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.outcomes[0]).toMatchObject({ orderNo: made.orderNo, outcome: 'credited' });
    expect(await orderRow(made.orderNo)).toMatchObject({
      status: 1,
      provider_ref: transaction.transactionId,
      sandbox: true,
    });
    expect(await balance(userId)).toBe(550);
    // the store refunds it and tells us: the refund's path takes back what the order credited
    const refund = { ...transaction, revocationDate: Date.now(), revocationReason: 0 };
    const refunded = await callback('as-t', await appStoreNotification(authority, 'REFUND', refund));
    expect(refunded.json().data.outcomes[0]).toMatchObject({ orderNo: made.orderNo, outcome: 'refunded' });
    expect(await orderRow(made.orderNo)).toMatchObject({ status: 4 });
    expect(await balance(userId)).toBe(0);
    expect(await balance(userId, 'vip_day')).toBe(0);
    const again = await callback('as-t', await appStoreNotification(authority, 'REFUND', refund));
    expect(again.json().data.outcomes[0].outcome).toBe('refunded');
    expect(await balance(userId)).toBe(0);
  });
});

describe('auto-renewing VIP plans', () => {
  it('keeps the subscription as the App Store tells it: bought, renewed (an order a period, once), grace, expired', async () => {
    const rows = projectRows(t.db, PROJECT_SCOPE);
    const channel = await rows
      .read('deal_payment_channel')
      .select('id')
      .where('code', '=', 'as-t')
      .executeTakeFirstOrThrow();
    const weekly = await addPackage(t.db, PROJECT, {
      name: 'Purchase test VIP weekly',
      priceMinor: 299,
      coins: 0,
      vipDays: 7,
      vipPlan: 'weekly',
      channelIds: [channel.id],
    });
    const { token, userId } = await buyer('purchase-vip-1');
    const made = await order(token, 'as-t', weekly);
    const { id } = await orderRow(made.orderNo);
    const week = 7 * 86_400_000;
    const start = Date.now();
    const transaction = (transactionId: string, periods: number) => ({
      transactionId,
      originalTransactionId: `orig-${id}`,
      productId: 'vip.weekly',
      purchaseDate: start + (periods - 1) * week,
      expiresDate: start + periods * week,
      price: 2990,
      currency: 'USD',
      appAccountToken: appAccountTokenOf(id),
      type: 'Auto-Renewable Subscription',
    });
    const subscription = () =>
      rows
        .read('app_purchase_subscription')
        .selectAll()
        .where('original_ref', '=', `orig-${id}`)
        .executeTakeFirstOrThrow();

    const bought = await callback(
      'as-t',
      await appStoreNotification(authority, 'SUBSCRIBED', transaction(`t1-${id}`, 1)),
    );
    expect(bought.json().data.outcomes[0]).toMatchObject({ orderNo: made.orderNo, outcome: 'credited' });
    expect(await balance(userId, 'vip_day')).toBe(7);
    expect(await subscription()).toMatchObject({ state: 'active', first_order_id: id, last_order_id: id });

    const renewal = await appStoreNotification(authority, 'DID_RENEW', transaction(`t2-${id}`, 2));
    const renewed = await callback('as-t', renewal);
    expect(renewed.json().data.outcomes[0].outcome).toBe('credited');
    const again = await callback('as-t', renewal);
    expect(again.json().data.outcomes[0].outcome).toBe('already credited');
    expect(await balance(userId, 'vip_day')).toBe(14);
    const second = await orderRow(renewed.json().data.outcomes[0].orderNo);
    expect(second).toMatchObject({
      status: 1,
      amount_minor: 299,
      vip_days: 7,
      provider_ref: `t2-${id}`,
      package_id: weekly,
    });
    expect(await subscription()).toMatchObject({ state: 'active', last_order_id: second.id });
    expect((await subscription()).period_end?.getTime()).toBe(start + 2 * week);

    const failing = await appStoreNotification(authority, 'DID_FAIL_TO_RENEW', transaction(`t2-${id}`, 2));
    const grace = await callback('as-t', {
      ...failing,
      body: JSON.stringify({
        signedPayload: await authority.sign({
          notificationType: 'DID_FAIL_TO_RENEW',
          subtype: 'GRACE_PERIOD',
          data: { environment: 'Sandbox', signedTransactionInfo: await authority.sign(transaction(`t2-${id}`, 2)) },
        }),
      }),
    });
    expect(grace.statusCode).toBe(200);
    expect((await subscription()).state).toBe('grace');

    await callback('as-t', await appStoreNotification(authority, 'EXPIRED', transaction(`t2-${id}`, 2)));
    expect((await subscription()).state).toBe('expired');
    expect(await balance(userId, 'vip_day')).toBe(14);
  });
});

describe('Google Play', () => {
  it("accepts a push signed for the channel's audience, and refuses one signed by another key", async () => {
    const notification = {
      version: '1.0',
      packageName: 'com.example.drama',
      eventTimeMillis: String(Date.now()),
      testNotification: { version: '1.0' },
    };
    const answer = await callback('gp-t', await google.push(notification));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.outcomes).toEqual([{ kind: 'ignored', orderNo: null, outcome: 'ignored' }]);

    const stranger = await pushSigner('https://example.test/app-api/payments/drama-us/gp-t/callback');
    const refused = await callback('gp-t', await stranger.push(notification));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/OIDC token is not trusted/);
  });

  it('refunds a purchase Google voided, as a refund by the store, once', async () => {
    const { token, userId } = await buyer('purchase-gp-1');
    const made = await order(token, 'gp-t');
    const purchaseToken = `gp-token-${made.orderNo}`;
    // the app's purchase check confirmed it with Google (the Play Developer API): paid by its token
    const { id } = await orderRow(made.orderNo);
    await t.db.transaction().execute((trx) =>
      payOrder(
        projectRows(trx, PROJECT_SCOPE),
        { id },
        {
          providerRef: purchaseToken,
          amountMinor: 99,
          currency: 'USD',
          sandbox: false,
          at: new Date(),
        },
      ),
    );
    expect(await balance(userId)).toBe(550);
    const voided = {
      version: '1.0',
      packageName: 'com.example.drama',
      eventTimeMillis: String(Date.now()),
      voidedPurchaseNotification: { purchaseToken, orderId: 'GPA.1234-5678', productType: 2, refundType: 1 },
    };
    const forged = await pushSigner('https://example.test/app-api/payments/drama-us/gp-t/callback');
    expect((await callback('gp-t', await forged.push(voided))).statusCode).toBe(401);
    expect((await orderRow(made.orderNo)).status).toBe(1);

    const answer = await callback('gp-t', await google.push(voided));
    expect(answer.json().data.outcomes[0]).toMatchObject({ orderNo: made.orderNo, outcome: 'refunded' });
    expect(await orderRow(made.orderNo)).toMatchObject({ status: 4 });
    expect(await balance(userId)).toBe(0);
    expect((await history(made.orderNo)).at(-1)?.status).toBe(4);
  });
});

describe('Google Play auto-renewing VIP plans', () => {
  it('links the purchase token the app confirms, then keeps the plan as Google tells it: each renewal an order, credited once', async () => {
    const rows = projectRows(t.db, PROJECT_SCOPE);
    const channel = await rows
      .read('deal_payment_channel')
      .select('id')
      .where('code', '=', 'gp-t')
      .executeTakeFirstOrThrow();
    const weekly = await addPackage(t.db, PROJECT, {
      name: 'Purchase test Google VIP weekly',
      priceMinor: 299,
      firstPriceMinor: 99,
      coins: 0,
      vipDays: 7,
      vipPlan: 'weekly',
      channelIds: [channel.id],
    });
    const { token, userId } = await buyer('purchase-gp-vip-1');
    const made = await order(token, 'gp-t', weekly);
    expect(made.amountMinor).toBe(99);
    const purchaseToken = `gp-sub-${made.orderNo}`;
    const start = Date.now();
    const week = 7 * 86_400_000;
    const news = (notificationType: number, periods = 1, ofToken = purchaseToken) =>
      google.push({
        version: '1.0',
        packageName: 'com.example.drama',
        eventTimeMillis: String(start + (periods - 1) * week),
        subscriptionNotification: {
          version: '1.0',
          notificationType,
          purchaseToken: ofToken,
          subscriptionId: 'vip.weekly',
        },
      });
    const subscription = () =>
      rows.read('app_purchase_subscription').selectAll().where('original_ref', '=', purchaseToken).executeTakeFirst();

    // Google's PURCHASED names only the token: before the app confirms it, no order is found (Pub/Sub retries)
    const purchased = await news(4);
    expect((await callback('gp-t', purchased)).statusCode).toBe(404);
    expect(await balance(userId, 'vip_day')).toBe(0);

    const confirm = (orderNo: string, body: object, as = token) =>
      app.call('POST', `/orders/${orderNo}/google-play-purchase`, as, body);
    const confirmed = await confirm(made.orderNo, { purchaseToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ orderNo: made.orderNo, status: 0 });
    expect((await confirm(made.orderNo, { purchaseToken })).statusCode).toBe(200);
    const blank = await confirm(made.orderNo, { purchaseToken: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].field).toBe('purchaseToken');
    const otherToken = await confirm(made.orderNo, { purchaseToken: `${purchaseToken}-2` });
    expect(otherToken.statusCode).toBe(409);
    expect(otherToken.json().errors[0].field).toBe('purchaseToken');
    const another = await order(token, 'gp-t', weekly);
    expect((await confirm(another.orderNo, { purchaseToken })).statusCode).toBe(409);
    const appStoreOrder = await order(token, 'as-t');
    const wrongChannel = await confirm(appStoreOrder.orderNo, { purchaseToken: 'gp-elsewhere' });
    expect(wrongChannel.statusCode).toBe(400);
    expect(wrongChannel.json().errors[0].field).toBe('orderNo');
    const stranger = await buyer('purchase-gp-vip-2');
    expect((await confirm(made.orderNo, { purchaseToken: 'gp-stolen' }, stranger.token)).statusCode).toBe(404);

    const bought = await callback('gp-t', purchased);
    expect(bought.json().data.outcomes[0]).toMatchObject({ orderNo: made.orderNo, outcome: 'credited' });
    expect(await orderRow(made.orderNo)).toMatchObject({ status: 1, amount_minor: 99, provider_ref: purchaseToken });
    expect(await balance(userId, 'vip_day')).toBe(7);
    const { id } = await orderRow(made.orderNo);
    expect(await subscription()).toMatchObject({ state: 'active', first_order_id: id, last_order_id: id });
    expect((await callback('gp-t', purchased)).json().data.outcomes[0].outcome).toBe('already credited');
    expect(await balance(userId, 'vip_day')).toBe(7);

    // RENEWED: a new order at the plan's regular price; the same push again credits nothing
    const renewal = await news(2, 2);
    const renewed = await callback('gp-t', renewal);
    expect(renewed.json().data.outcomes[0].outcome).toBe('credited');
    expect((await callback('gp-t', renewal)).json().data.outcomes[0].outcome).toBe('already credited');
    expect(await balance(userId, 'vip_day')).toBe(14);
    const second = await orderRow(renewed.json().data.outcomes[0].orderNo);
    expect(second).toMatchObject({ status: 1, amount_minor: 299, currency: 'USD', vip_days: 7, package_id: weekly });
    expect(await subscription()).toMatchObject({ state: 'active', last_order_id: second.id });

    await callback('gp-t', await news(6, 3));
    expect((await subscription())?.state).toBe('grace');
    // RECOVERED: the retried charge went through, a period of its own
    const recovered = await callback('gp-t', await news(1, 3));
    expect(recovered.json().data.outcomes[0].outcome).toBe('credited');
    expect((await subscription())?.state).toBe('active');
    expect(await balance(userId, 'vip_day')).toBe(21);

    // CANCELED turns auto-renewal off: VIP stays until Google says it expired
    const canceled = await callback('gp-t', await news(3, 3));
    expect(canceled.json().data.outcomes[0]).toMatchObject({ orderNo: made.orderNo, outcome: 'noted' });
    expect((await subscription())?.state).toBe('active');
    await callback('gp-t', await news(13, 4));
    expect((await subscription())?.state).toBe('expired');
    expect(await balance(userId, 'vip_day')).toBe(21);
    expect(
      await t.db
        .selectFrom('topup_order')
        .select('id')
        .where('package_id', '=', weekly)
        .where('status', '=', 1)
        .execute(),
    ).toHaveLength(3);

    // Google voids the first renewal (its order id ends ..0): that order is refunded, not the first purchase
    const voided = await google.push({
      packageName: 'com.example.drama',
      eventTimeMillis: String(Date.now()),
      voidedPurchaseNotification: { purchaseToken, orderId: 'GPA.3301-2222-1111-00000..0', productType: 1 },
    });
    const refunded = await callback('gp-t', voided);
    expect(refunded.json().data.outcomes[0]).toMatchObject({ orderNo: second.order_no, outcome: 'refunded' });
    expect((await orderRow(second.order_no)).status).toBe(4);
    expect((await orderRow(made.orderNo)).status).toBe(1);
    expect(await balance(userId, 'vip_day')).toBe(14);

    // a renewal of a token nobody confirmed credits nothing
    const unknown = await callback('gp-t', await news(2, 2, 'gp-unknown-token'));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('Google Play purchases of another product', () => {
  it("refuses a purchase of another product than the order's package: nothing credited, the history says so", async () => {
    const rows = projectRows(t.db, PROJECT_SCOPE);
    const channel = await rows
      .read('deal_payment_channel')
      .select('id')
      .where('code', '=', 'gp-t')
      .executeTakeFirstOrThrow();
    const monthly = await addPackage(t.db, PROJECT, {
      name: 'Purchase test Google VIP monthly',
      priceMinor: 999,
      coins: 0,
      vipDays: 30,
      vipPlan: 'monthly',
      channelIds: [channel.id],
    });
    await rows
      .update('deal_package')
      .set({ google_play_product_id: 'vip.monthly' })
      .where('id', '=', monthly)
      .execute();
    const { token, userId } = await buyer('purchase-gp-product-1');
    const made = await order(token, 'gp-t', monthly);
    const purchaseToken = `gp-weekly-for-${made.orderNo}`;
    const confirmed = await app.call('POST', `/orders/${made.orderNo}/google-play-purchase`, token, { purchaseToken });
    expect(confirmed.statusCode).toBe(200);
    const purchased = (subscriptionId: string) =>
      google.push({
        packageName: 'com.example.drama',
        eventTimeMillis: String(Date.now()),
        subscriptionNotification: { notificationType: 4, purchaseToken, subscriptionId },
      });

    const cheaper = await callback('gp-t', await purchased('vip.weekly'));
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().message).toMatch(/vip\.weekly, not of the order's vip\.monthly/);
    expect(await orderRow(made.orderNo)).toMatchObject({ status: 0 });
    expect(await balance(userId, 'vip_day')).toBe(0);
    expect((await history(made.orderNo)).at(-1)).toMatchObject({ kind: 'callback refused', status: 0 });

    const right = await callback('gp-t', await purchased('vip.monthly'));
    expect(right.json().data.outcomes[0]).toMatchObject({ orderNo: made.orderNo, outcome: 'credited' });
    expect(await balance(userId, 'vip_day')).toBe(30);
  });
});

describe('timeout and late payment', () => {
  it('closes an order unpaid for 30 minutes, and a valid callback after that still credits it, saying so', async () => {
    const { token, userId } = await buyer('purchase-late-1');
    const made = await order(token, 'test-t');
    const fresh = await order(token, 'test-t');
    await t.db
      .updateTable('topup_order')
      .set({ create_time: new Date(Date.now() - 31 * 60_000) })
      .where('order_no', '=', made.orderNo)
      .execute();
    expect(await closeUnpaidOrders(t.db)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(made.orderNo)).toMatchObject({ status: 3 });
    expect((await orderRow(made.orderNo)).closed_time).not.toBeNull();
    expect((await orderRow(fresh.orderNo)).status).toBe(0);

    const late = await callback('test-t', testCallback(testSecret, paidBy(made.orderNo, 99)));
    expect(late.json().data.outcomes[0].outcome).toBe('credited');
    expect((await orderRow(made.orderNo)).status).toBe(1);
    expect(await balance(userId)).toBe(550);
    const events = await history(made.orderNo);
    expect(events.map((event) => [event.kind, event.status])).toEqual([
      ['created', 0],
      ['closed', 3],
      ['paid late', 1],
    ]);
    expect(events[2].detail).toMatch(/after the order was closed on timeout: the money was taken/);
  });
});

describe('re-query', () => {
  it('finds a payment whose callback was lost and delivers it once; an operator may not', async () => {
    const { token, userId } = await buyer('purchase-requery-1');
    const made = await order(token, 'test-t');
    const { id } = await orderRow(made.orderNo);
    const admin = await t.signIn('admin');
    const requery = (staff: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/deal/topup-record/${id}/requery`,
        headers: { 'client-token': staff },
        payload: { projectCode: PROJECT },
      });
    const nothingYet = (await requery(admin)).json().data;
    expect(nothingYet).toMatchObject({ found: false, credited: false, status: 0 });

    // the provider charged it, and its callback never came
    const checkout = await app.call('POST', `/orders/${made.orderNo}/test-checkout`, token, {});
    expect(checkout.statusCode).toBe(200);
    expect((await orderRow(made.orderNo)).status).toBe(0);

    const found = await requery(admin);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ found: true, credited: true, status: 1 });
    expect(await balance(userId)).toBe(550);
    expect((await requery(admin)).json().data).toMatchObject({ found: true, credited: false, status: 1 });
    expect(await balance(userId)).toBe(550);

    // the callback coming after all credits nothing again
    const checkoutBody = checkout.json().data;
    const afterAll = await callback('test-t', {
      body: checkoutBody.body,
      headers: { 'content-type': 'application/json', 'x-signature': checkoutBody.signature },
    });
    expect(afterAll.json().data.outcomes[0].outcome).toBe('already credited');

    const events = await history(made.orderNo);
    expect(events.filter((event) => event.kind === 're-queried')).toHaveLength(3);
    const logged = await t.db
      .selectFrom('sys_oper_log')
      .select('url')
      .where('url', 'like', `%/deal/topup-record/${id}/requery%`)
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(3);

    const operator = await t.signIn('operator');
    expect((await requery(operator)).statusCode).toBe(403);
  });
});
