import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { LIVE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../../platform/live';
import { projectRows } from '../../platform/projectRows';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { refundOrder } from '../../domain/deals';
import { creditWallet, debitWallet } from '../../domain/wallet';
import { parseCsv } from '../../testing/exportFiles';
import { openLive } from '../../testing/liveClient';
import { newAppUser } from '../../testing/appUsers';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const get = (url: string, who: DemoUser = 'admin') =>
  t.app.inject({ method: 'GET', url: `/admin-api/deal/topup-record${url}`, headers: { 'client-token': tokens[who] } });
const refund = (id: number, reason = 'Charged twice', who: DemoUser = 'admin', project = 'drama-us') =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/deal/topup-record/${id}/refund`,
    headers: { 'client-token': tokens[who] },
    payload: { projectCode: project, reason },
  });

async function rowsOf(projectCode: string) {
  const project = await t.db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  return projectRows(t.db, { projectCode, all: false, projects: [project] });
}

/** drama-us's rows within a transaction `trx`, as a caller of the domain holds them. */
async function rowsOfIn(trx: typeof t.db) {
  const project = await trx
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
    .where('code', '=', 'drama-us')
    .executeTakeFirstOrThrow();
  return projectRows(trx, { projectCode: 'drama-us', all: false, projects: [project] });
}

/** A new user of the project: no orders, no wallet (so its balance is what a test gives it). */
const freshUser = (projectCode = 'drama-us') => newAppUser(t.db, projectCode);

/**
 * An order as the app's purchase makes it; a paid one credited as the payment does (its coins
 * as a purchase, key `order:<orderNo>`; its bonus as a bonus, key `order:<orderNo>:bonus`).
 */
async function order(
  user: { id: number; project_code: string; user_code: string },
  values: {
    status?: number;
    coins?: number;
    bonus?: number;
    amount?: number;
    currency?: string;
    sandbox?: boolean;
    channel?: string;
    country?: string;
    payTime?: Date;
  } = {},
) {
  made += 1;
  const orderNo = `TEST${process.pid}${String(made).padStart(6, '0')}`;
  const status = values.status ?? 1;
  const paid = status === 1 || status === 4;
  const row = await t.db
    .insertInto('topup_order')
    .values({
      project_code: user.project_code,
      order_no: orderNo,
      user_code: user.user_code,
      user_id: user.id,
      amount_minor: values.amount ?? 999,
      currency: values.currency ?? 'USD',
      status,
      pay_channel: values.channel ?? 'test-card',
      country: values.country ?? 'US',
      sandbox: values.sandbox ?? false,
      coins: values.coins ?? 1000,
      bonus_coins: values.bonus ?? 0,
      pay_time: paid ? (values.payTime ?? new Date()) : null,
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
  if (status === 1) {
    const rows = await rowsOf(user.project_code);
    await creditWallet(rows, user, {
      kind: 'coin',
      amount: values.coins ?? 1000,
      reason: `Coin package purchase: order ${orderNo}`,
      idempotencyKey: `order:${orderNo}`,
      operator: null,
      source: 'purchase',
    });
    if (values.bonus)
      await creditWallet(rows, user, {
        kind: 'coin',
        amount: values.bonus,
        reason: `Bonus coins: order ${orderNo}`,
        idempotencyKey: `order:${orderNo}:bonus`,
        operator: null,
      });
  }
  return row;
}

async function coinWallet(userId: number) {
  const { rows } = await sql<{ balance: string; ledger: string; grants: string; debt: string }>`
    select w.balance,
      (select coalesce(sum(case when direction = 'top-up' then amount else -amount end), 0) from wallet_ledger l where l.wallet_id = w.id) as ledger,
      (select coalesce(sum(remaining), 0) from wallet_grant g where g.wallet_id = w.id) as grants,
      (select coalesce(sum(remaining), 0) from wallet_debt d where d.wallet_id = w.id) as debt
    from wallet w where w.user_id = ${userId} and w.kind = 'coin'`.execute(t.db);
  const [row] = rows;
  return {
    balance: Number(row.balance),
    ledger: Number(row.ledger),
    grants: Number(row.grants),
    debt: Number(row.debt),
  };
}

describe('the list', () => {
  it('filters by order no, user, status, channel, country and paid between, newest first', async () => {
    const user = await freshUser();
    const paid = await order(user, { channel: 'zz-card', country: 'BR', payTime: new Date('2026-03-02T10:00:00Z') });
    const unpaid = await order(user, { status: 0, channel: 'zz-card', country: 'BR' });
    const all = (await get(`/list?projectCode=drama-us&userCode=${user.user_code}`)).json().data;
    expect(all.list.map((row: { orderNo: string }) => row.orderNo)).toEqual([unpaid.order_no, paid.order_no]);
    expect(all).toMatchObject({ total: 2, totalExact: true });
    expect(all.list[1]).toMatchObject({
      userCode: user.user_code,
      amountMinor: 999,
      currency: 'USD',
      status: 1,
      payChannel: 'zz-card',
      country: 'BR',
      sandbox: false,
    });

    const byNo = (await get(`/list?projectCode=drama-us&orderNo=${paid.order_no}`)).json().data;
    expect(byNo.list.map((row: { id: number }) => row.id)).toEqual([paid.id]);
    const byStatus = (await get(`/list?projectCode=drama-us&channel=zz-card&country=BR&status=0`)).json().data;
    expect(byStatus.list.map((row: { id: number }) => row.id)).toEqual([unpaid.id]);
    const byPaid = (
      await get(
        `/list?projectCode=drama-us&userCode=${user.user_code}&paidFrom=2026-03-01T00:00:00Z&paidTo=2026-03-03T00:00:00Z`,
      )
    ).json().data;
    expect(byPaid.list.map((row: { id: number }) => row.id)).toEqual([paid.id]);
    // by paid time: the orders paid only
    const byPaidTime = (await get(`/list?projectCode=drama-us&userCode=${user.user_code}&sortBy=payTime`)).json().data;
    expect(byPaidTime.list.map((row: { id: number }) => row.id)).toEqual([paid.id]);
  });

  it('sorts only by created or paid time, and refuses a bad filter naming it', async () => {
    const refused = await get('/list?projectCode=drama-us&sortBy=amount_minor');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/sortBy/);
    const both = await get('/list?projectCode=drama-us&sortBy=create_time,pay_time');
    expect(both.statusCode).toBe(400);
    const country = await get('/list?projectCode=drama-us&country=brazil');
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toMatch(/country/);
    const range = await get('/list?projectCode=drama-us&paidFrom=2026-03-03T00:00:00Z&paidTo=2026-03-01T00:00:00Z');
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toMatch(/paidTo/);
  });

  it('totals the filtered orders by currency, sandbox left out and counted apart', async () => {
    const user = await freshUser();
    await order(user, { amount: 1999, currency: 'USD' });
    await order(user, { amount: 500, currency: 'USD', status: 2 });
    await order(user, { amount: 1500, currency: 'JPY' });
    await order(user, { amount: 99900, currency: 'USD', sandbox: true });
    const totals = (await get(`/totals?projectCode=drama-us&userCode=${user.user_code}`)).json().data;
    expect(totals).toEqual({
      totals: [
        { currency: 'JPY', orders: 1, amountMinor: 1500, paidMinor: 1500 },
        { currency: 'USD', orders: 2, amountMinor: 2499, paidMinor: 1999 },
      ],
      sandboxOrders: 1,
    });
  });

  it("never shows another project's orders, and the operator none", async () => {
    const jp = await order(await freshUser('drama-jp'));
    const inUs = (await get(`/list?projectCode=drama-us&orderNo=${jp.order_no}`)).json().data;
    expect(inUs.total).toBe(0);
    expect((await get(`/${jp.id}?projectCode=drama-us`)).statusCode).toBe(404);
    expect((await refund(jp.id)).statusCode).toBe(404);
    expect((await get('/list?projectCode=drama-us', 'operator')).statusCode).toBe(403);
    expect((await get('/list?projectCode=drama-us', 'normal')).statusCode).toBe(200);
    expect((await refund(jp.id, 'x', 'operator', 'drama-jp')).statusCode).toBe(403);
  });
});

describe('a refund', () => {
  it('of an order not successful is a 409 naming its status, and changes nothing', async () => {
    const user = await freshUser();
    const unpaid = await order(user, { status: 0 });
    const response = await refund(unpaid.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Order ${unpaid.order_no} is unpaid: only a successful order can be refunded`);
    const closed = await order(user, { status: 3 });
    expect((await refund(closed.id)).json().message).toMatch(/is closed \(timeout\)/);
    expect((await get(`/${unpaid.id}?projectCode=drama-us`)).json().data).toMatchObject({ status: 0, events: [] });
  });

  it('takes the coins back through the ledger, writes the operation log and the history, once', async () => {
    const user = await freshUser();
    const paid = await order(user, { coins: 1000, bonus: 100 });
    expect(await coinWallet(user.id)).toMatchObject({ balance: 1100 });
    const response = await refund(paid.id, 'Charged twice');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 4, refundTime: expect.any(String) });
    expect(response.json().data.events).toEqual([
      expect.objectContaining({
        kind: 'refunded',
        status: 4,
        operatorName: 'Avery Chen',
        detail: expect.stringMatching(/Charged twice/),
      }),
    ]);
    expect(await coinWallet(user.id)).toEqual({ balance: 0, ledger: 0, grants: 0, debt: 0 });
    const entries = await t.db
      .selectFrom('wallet_ledger')
      .select(['direction', 'amount', 'reason', 'operator_name'])
      .where('idempotency_key', 'like', `refund:${paid.order_no}:%`)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      expect.objectContaining({ direction: 'deduction', amount: 1000, operator_name: 'Avery Chen' }),
      expect.objectContaining({ direction: 'deduction', amount: 100 }),
    ]);
    expect(entries[0].reason).toMatch(new RegExp(`order ${paid.order_no}: Charged twice`));
    const logged = await eventually(() =>
      t.db
        .selectFrom('sys_oper_log')
        .select(['title', 'status'])
        .where('url', '=', `/admin-api/deal/topup-record/${paid.id}/refund`)
        .executeTakeFirst(),
    );
    expect(logged).toEqual({ title: 'Refund an order', status: 0 });
    // again: the order is refunded now
    const again = await refund(paid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is refunded/);
  });

  it('leaves what was spent as a debt, flags the user, and a later purchase repays it first', async () => {
    const user = await freshUser();
    const paid = await order(user, { coins: 1000 });
    const rows = await rowsOf('drama-us');
    await debitWallet(rows, user, {
      kind: 'coin',
      amount: 700,
      reason: 'Episode unlock',
      idempotencyKey: `unlock-${paid.order_no}`,
      operator: null,
    });
    expect((await refund(paid.id, 'Chargeback')).statusCode).toBe(200);
    expect(await coinWallet(user.id)).toEqual({ balance: 0, ledger: 0, grants: 0, debt: 700 });
    const flagged = await t.db
      .selectFrom('app_user')
      .select(['risk_reason', 'risk_time'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(flagged.risk_reason).toMatch(new RegExp(`${paid.order_no}.*700 coin`));
    expect(flagged.risk_time).not.toBeNull();

    // the next purchase: credited whole, 700 of it repays the debt, 300 left to spend
    await order(user, { coins: 500 });
    expect(await coinWallet(user.id)).toEqual({ balance: 0, ledger: 0, grants: 0, debt: 200 });
    await order(user, { coins: 500 });
    expect(await coinWallet(user.id)).toEqual({ balance: 300, ledger: 300, grants: 300, debt: 0 });
    const repaid = await t.db
      .selectFrom('wallet_ledger as l')
      .innerJoin('wallet as w', 'w.id', 'l.wallet_id')
      .select(['l.amount', 'l.reason'])
      .where('w.user_id', '=', user.id)
      .where('l.idempotency_key', 'like', 'debt-repaid:%')
      .orderBy('l.id')
      .execute();
    expect(repaid.map((entry) => entry.amount)).toEqual([500, 200]);
    expect(repaid[0].reason).toMatch(/^Debt repaid: Refunded: order .*Chargeback/);
  });

  it("takes a store's refund the same path, by no staff member, and says so in the history", async () => {
    const user = await freshUser();
    const paid = await order(user, { coins: 500 });
    await t.db.transaction().execute(async (trx) => {
      await refundOrder(await rowsOfIn(trx), paid.id, {
        by: null,
        reason: 'Apple refunded the purchase',
        source: 'store',
      });
    });
    expect(await coinWallet(user.id)).toEqual({ balance: 0, ledger: 0, grants: 0, debt: 0 });
    const detail = (await get(`/${paid.id}?projectCode=drama-us`)).json().data;
    expect(detail).toMatchObject({ status: 4 });
    expect(detail.events).toEqual([
      expect.objectContaining({
        kind: 'refunded',
        operatorName: '',
        detail: expect.stringMatching(/^By the store: Apple refunded the purchase/),
      }),
    ]);
  });

  it('tells an open top-up records screen of the project that the order is refunded', async () => {
    const paid = await order(await freshUser());
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const screen = await openLive(base, { protocols: [LIVE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${tokens.admin}`] });
    try {
      screen.send({ type: 'subscribe', topics: ['topup-records'], projectCode: 'drama-us' });
      await screen.next((message) => message.type === 'subscribed');
      expect((await refund(paid.id)).statusCode).toBe(200);
      const heard = await screen.next(
        (message) => message.type === 'event' && (message.payload as { orderNo?: string }).orderNo === paid.order_no,
      );
      expect(heard).toMatchObject({
        topic: 'topup-records',
        projectCode: 'drama-us',
        payload: { id: paid.id, orderNo: paid.order_no, status: 4 },
      });
    } finally {
      await screen.close();
    }
  });

  it('needs the refund button and a reason', async () => {
    const paid = await order(await freshUser());
    const blank = await refund(paid.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/reason/);
  });
});

describe('the coin liability', () => {
  it('values the unspent paid coins at their price by currency and day, and agrees with the ledger', async () => {
    const before = (await get('/liability?projectCode=drama-us')).json().data;
    const user = await freshUser();
    const day = new Date('2026-02-10T12:00:00Z');
    const first = await order(user, { coins: 1000, amount: 999, currency: 'USD', payTime: day });
    await order(user, { coins: 300, amount: 1500, currency: 'JPY', payTime: day });
    await order(user, { coins: 100, amount: 100, currency: 'USD', sandbox: true, payTime: day });
    const rows = await rowsOf('drama-us');
    // spent: the sandbox purchase's 100, then 400 of the first (oldest first, both bought)
    await debitWallet(rows, user, {
      kind: 'coin',
      amount: 500,
      reason: 'Episode unlock',
      idempotencyKey: `spend-${first.order_no}`,
      operator: null,
    });
    const after = (await get('/liability?projectCode=drama-us')).json().data;
    const ofDay = (
      data: { days: { day: string; currency: string; coins: number; valueMinor: number }[] },
      currency: string,
    ) => data.days.find((row) => row.day === '2026-02-10' && row.currency === currency) ?? { coins: 0, valueMinor: 0 };
    const { rows: grants } = await sql<{ remaining: string }>`
      select g.remaining from wallet_grant g join wallet_ledger l on l.id = g.ledger_id
      where l.idempotency_key = ${`order:${first.order_no}`}`.execute(t.db);
    const left = Number(grants[0].remaining);
    expect(ofDay(after, 'USD').coins - ofDay(before, 'USD').coins).toBe(left);
    expect(ofDay(after, 'USD').valueMinor - ofDay(before, 'USD').valueMinor).toBe(Math.floor((999 * left) / 1000));
    expect(ofDay(after, 'JPY').coins - ofDay(before, 'JPY').coins).toBe(300);
    expect(ofDay(after, 'JPY').valueMinor - ofDay(before, 'JPY').valueMinor).toBe(1500);
    // the ledger's view: purchased coins credited by orders and not yet spent, sandbox left out
    const { rows: ledger } = await sql<{ coins: string }>`
      select coalesce(sum(g.remaining), 0) as coins from wallet_grant g
      join wallet_ledger l on l.id = g.ledger_id join topup_order o on l.idempotency_key = 'order:' || o.order_no
      where g.project_code = 'drama-us' and g.source = 'purchase' and not o.sandbox`.execute(t.db);
    const total = after.totals.reduce((sum: number, row: { coins: number }) => sum + row.coins, 0);
    expect(total).toBe(Number(ledger[0].coins));
  });
});

describe('the seeded orders', () => {
  it("are purchases of the project's packages, over 90 days, in a shop's proportions, with their histories", async () => {
    const { rows } = await sql<{
      orders: string;
      foreign: string;
      unlike: string;
      sandbox: string;
      paid: string;
      oldest: Date;
      unpaid_old: string;
      unhistoried: string;
    }>`
      select count(*) as orders,
        count(*) filter (where p.id is null or p.project_code <> o.project_code or u.project_code <> o.project_code) as foreign,
        count(*) filter (where o.coins <> p.coins or o.amount_minor <> p.price_minor or o.currency <> p.currency) as unlike,
        count(*) filter (where o.sandbox) as sandbox,
        count(*) filter (where o.status = 1) as paid,
        min(o.create_time) as oldest,
        count(*) filter (where o.status = 0 and o.create_time < now() - interval '1 hour') as unpaid_old,
        count(*) filter (where not exists (select 1 from topup_order_event e where e.order_id = o.id)) as unhistoried
      from topup_order o left join deal_package p on p.id = o.package_id left join app_user u on u.id = o.user_id
      where o.order_no not like 'TEST%' and o.order_no not like 'SANDBOX-%' and o.order_no not like 'REAL-%'`.execute(
      t.db,
    );
    const [seeded] = rows;
    expect(Number(seeded.orders)).toBeGreaterThan(100);
    expect(Number(seeded.foreign)).toBe(0);
    expect(Number(seeded.unlike)).toBe(0);
    expect(Number(seeded.sandbox)).toBeGreaterThan(0);
    expect(Number(seeded.paid) / Number(seeded.orders)).toBeGreaterThan(0.6);
    expect(Date.now() - new Date(seeded.oldest).getTime()).toBeGreaterThan(60 * 86_400_000);
    expect(Number(seeded.unpaid_old)).toBe(0);
    expect(Number(seeded.unhistoried)).toBe(0);
    // the recent ones credited through the ledger: the liability has them
    expect((await get('/liability?projectCode=drama-us')).json().data.totals.length).toBeGreaterThan(0);
  });
});

describe('the export', () => {
  it("writes the filtered orders, each amount in its currency's digits", async () => {
    const user = await freshUser();
    await order(user, { amount: 999, currency: 'USD' });
    await order(user, { amount: 1500, currency: 'JPY', status: 2 });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/admin-api${url}`,
        headers: { 'client-token': tokens.admin },
        ...(payload ? { payload } : {}),
      });
    const queued = await call('POST', '/deal/topup-record/export', {
      projectCode: 'drama-us',
      format: 'csv',
      userCode: user.user_code,
    });
    expect(queued.statusCode).toBe(200);
    const job = await eventually(async () => {
      const found = (await call('GET', `/export/${queued.json().data.id}`)).json().data;
      return ['succeeded', 'failed'].includes(found.status) && found;
    }, 20_000);
    expect(job).toMatchObject({ status: 'succeeded', rowsTotal: 2 });
    const ticket = await call('POST', `/export/${job.id}/download`, { projectCode: 'all' });
    const file = await t.app.inject({ method: 'GET', url: ticket.json().data.url });
    const [header, ...rows] = parseCsv(file.body);
    const column = (name: string) => header.indexOf(name);
    expect(rows.map((row) => [row[column('Amount')], row[column('Currency')], row[column('Status')]])).toEqual([
      ['1500', 'JPY', 'failed'],
      ['9.99', 'USD', 'successful'],
    ]);
  });
});

describe('the totals of a paid range', () => {
  it("are the rows' own, read from the daily counts for whole days and from the rows at the edges, refunds included", async () => {
    const user = await freshUser();
    const paid = await order(user, { amount: 700, payTime: new Date(Date.now() - 3 * 86_400_000) });
    expect((await refund(paid.id, 'Test of the daily counts')).statusCode).toBe(200);
    await order(user, { amount: 300, status: 2 });
    const from = new Date(Date.now() - 10 * 86_400_000 - 5 * 3_600_000).toISOString();
    const to = new Date(Date.now() - 3_600_000).toISOString();
    const { rows } = await sql<{ currency: string; orders: string; amount: string; paid: string }>`
      select currency, count(*) as orders, sum(amount_minor) as amount, coalesce(sum(amount_minor) filter (where status = 1), 0) as paid
      from topup_order where project_code = 'drama-us' and deleted = 0 and not sandbox and pay_time >= ${from} and pay_time < ${to}
      group by currency order by currency`.execute(t.db);
    const expected = rows.map((row) => ({
      currency: row.currency,
      orders: Number(row.orders),
      amountMinor: Number(row.amount),
      paidMinor: Number(row.paid),
    }));
    expect(expected.length).toBeGreaterThan(0);
    const answer = (await get(`/totals?projectCode=drama-us&paidFrom=${from}&paidTo=${to}`)).json().data;
    expect(answer.totals).toEqual(expected);
    // by status too; and with no range, every order (paid or not) of the project
    const refunded = (await get(`/totals?projectCode=drama-us&status=4&paidFrom=${from}&paidTo=${to}`)).json().data;
    expect(refunded.totals.find((total: { currency: string }) => total.currency === 'USD').orders).toBe(
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from topup_order where project_code = 'drama-us' and status = 4 and currency = 'USD' and not sandbox and pay_time >= ${from} and pay_time < ${to}`.execute(
            t.db,
          )
        ).rows[0].n,
      ),
    );
    const all = (await get('/totals?projectCode=drama-us')).json().data;
    const { rows: every } = await sql<{ n: string }>`
      select count(*) as n from topup_order where project_code = 'drama-us' and deleted = 0 and not sandbox`.execute(
      t.db,
    );
    expect(all.totals.reduce((sum: number, total: { orders: number }) => sum + total.orders, 0)).toBe(
      Number(every[0].n),
    );
  });
});
