import { sql } from 'kysely';
import { projectRows } from '../../platform/projectRows';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { paidOrder, userInDebt } from '../../testing/debts';
import { expireBonuses } from './user-wallet.expiry';
import { AMOUNT_MAX } from './user-wallet.schemas';
import { creditWallet, debitWallet, DEFAULT_THRESHOLDS, EXPIRED_REASON, THRESHOLD_KEY } from '../../domain/wallet';
import { newAppUser } from '../../testing/appUsers';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let usCode: string;
let jpCode: string;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
  const users = await t.db.selectFrom('app_user').select(['user_code', 'project_code']).orderBy('id').execute();
  usCode = users.find((user) => user.project_code === 'drama-us')!.user_code;
  jpCode = users.find((user) => user.project_code === 'drama-jp')!.user_code;
});
afterAll(() => t.close());

const key = () => `test-key-${process.pid}-${++keys}`;
const adjust = (payload: object, who: DemoUser = 'admin', project = 'drama-us') =>
  t.app.inject({
    method: 'POST',
    url: '/admin-api/user/wallet/adjust',
    headers: { 'client-token': tokens[who] },
    payload: { projectCode: project, ...payload },
  });
const walletOf = async (userCode: string, who: DemoUser = 'admin') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/user/wallet/${userCode}?projectCode=drama-us`,
    headers: { 'client-token': tokens[who] },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const change = (overrides: object = {}) => ({
  userCode: usCode,
  kind: 'coin',
  direction: 'top-up',
  amount: 100,
  reason: 'Refund for a failed unlock',
  idempotencyKey: key(),
  ...overrides,
});
/** The balance, the sum of the ledger and the sum of the grants' remaining of one wallet, read from the database. */
async function ledgerAgrees(userCode: string, kind: string) {
  const { rows } = await sql<{ balance: string | number; total: string | number; remaining: string | number }>`
    select w.balance,
      (select coalesce(sum(case when l.direction = 'top-up' then l.amount else -l.amount end), 0) from wallet_ledger l where l.wallet_id = w.id) as total,
      (select coalesce(sum(g.remaining), 0) from wallet_grant g where g.wallet_id = w.id) as remaining
    from wallet w join app_user u on u.id = w.user_id
    where u.user_code = ${userCode} and w.kind = ${kind}`.execute(t.db);
  return { balance: Number(rows[0].balance), ledger: Number(rows[0].total), grants: Number(rows[0].remaining) };
}

it("seeds wallets that agree with their ledgers: each balance the sum of its entries and its last entry's balance after", async () => {
  const { rows } = await sql<{ wallets: string | number; disagreeing: string | number }>`
    select count(*) as wallets, count(*) filter (where w.balance <> l.total or w.balance <> l.last_after) as disagreeing
    from wallet w join (
      select wallet_id, sum(case when direction = 'top-up' then amount else -amount end) as total,
             (array_agg(balance_after order by id desc))[1] as last_after
      from wallet_ledger group by wallet_id
    ) l on l.wallet_id = w.id`.execute(t.db);
  expect(Number(rows[0].wallets)).toBeGreaterThan(10);
  expect(Number(rows[0].disagreeing)).toBe(0);
});

it("seeds wallets made of grants: each balance the sum of its grants' remaining, each grant its top-up's, some bonus expiring soon and some expired and written off", async () => {
  const { rows } = await sql<{ wallets: string | number; disagreeing: string | number }>`
    select count(*) as wallets, count(*) filter (where w.balance <> coalesce(g.remaining, 0)) as disagreeing
    from wallet w left join (select wallet_id, sum(remaining) as remaining from wallet_grant group by wallet_id) g on g.wallet_id = w.id`.execute(
    t.db,
  );
  expect(Number(rows[0].wallets)).toBeGreaterThan(10);
  expect(Number(rows[0].disagreeing)).toBe(0);
  const grants = await t.db
    .selectFrom('wallet_grant as g')
    .innerJoin('wallet_ledger as l', 'l.id', 'g.ledger_id')
    .select([
      'g.source',
      'g.amount',
      'g.remaining',
      'g.expire_time',
      'l.amount as granted',
      'l.direction',
      'l.wallet_id',
      'g.wallet_id as grant_wallet',
    ])
    .execute();
  expect(
    grants.filter(
      (grant) =>
        grant.direction !== 'top-up' || grant.granted !== grant.amount || grant.wallet_id !== grant.grant_wallet,
    ),
  ).toEqual([]);
  expect(grants.filter((grant) => grant.source === 'purchase' && grant.expire_time !== null)).toEqual([]);
  const now = Date.now();
  const upcoming = grants.filter((grant) => grant.expire_time && grant.remaining > 0);
  expect(upcoming.length).toBeGreaterThan(0);
  expect(
    upcoming.every(
      (grant) => grant.expire_time!.getTime() > now && grant.expire_time!.getTime() <= now + 31 * 86_400_000,
    ),
  ).toBe(true);
  const expired = grants.filter((grant) => grant.expire_time && grant.expire_time.getTime() <= now);
  expect(expired.length).toBeGreaterThan(0);
  expect(expired.every((grant) => grant.remaining === 0)).toBe(true);
  const writtenOff = await t.db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('reason', '=', EXPIRED_REASON)
    .executeTakeFirstOrThrow();
  expect(Number(writtenOff.count)).toBeGreaterThan(0);
  expect(grants.some((grant) => grant.source === 'purchase')).toBe(true);
});

it("marks the seeded expiry write-offs as the system's, by the key the job writes", async () => {
  const writeOffs = await t.db
    .selectFrom('wallet_ledger')
    .select(['wallet_id', 'idempotency_key', 'operator_id', 'create_time'])
    .where('reason', '=', EXPIRED_REASON)
    .execute();
  expect(writeOffs.length).toBeGreaterThan(0);
  const grants = await t.db
    .selectFrom('wallet_grant')
    .select(['id', 'wallet_id', 'expire_time', 'remaining'])
    .where('expire_time', 'is not', null)
    .execute();
  const grantOf = new Map(grants.map((grant) => [`expired:grant:${grant.id}`, grant]));
  // each names the grant it wrote off: of its wallet, expired when it was written, nothing left
  expect(
    writeOffs.filter((entry) => {
      const grant = grantOf.get(entry.idempotency_key ?? '');
      return (
        entry.operator_id !== null ||
        !grant ||
        grant.wallet_id !== entry.wallet_id ||
        grant.expire_time!.getTime() !== entry.create_time.getTime() ||
        grant.remaining !== 0
      );
    }),
  ).toEqual([]);
  const seeded = writeOffs.find((entry) => entry.idempotency_key?.startsWith('expired:'))!;
  const owner = await t.db
    .selectFrom('wallet')
    .innerJoin('app_user', 'app_user.id', 'wallet.user_id')
    .select(['app_user.user_code', 'app_user.project_code'])
    .where('wallet.id', '=', seeded.wallet_id)
    .executeTakeFirstOrThrow();
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/user/wallet/${owner.user_code}/ledger?projectCode=${owner.project_code}&pageSize=100`,
    headers: { 'client-token': tokens.admin },
  });
  const entries: { reason: string; actor: string; operatorName: string }[] = response.json().data.list;
  expect(
    entries
      .filter((entry) => entry.reason === EXPIRED_REASON)
      .every((entry) => entry.actor === 'system' && entry.operatorName === ''),
  ).toBe(true);
  expect(entries.filter((entry) => entry.reason !== EXPIRED_REASON).every((entry) => entry.actor !== 'system')).toBe(
    true,
  );
});

describe('a wallet adjustment', () => {
  it('tops up and deducts, each an entry with the balance after, who and why; the operation log has it', async () => {
    const before = (await walletOf(usCode)).balances.ticket;
    const topUp = await adjust(change({ kind: 'ticket', amount: 30 }));
    expect(topUp.statusCode).toBe(200);
    expect(topUp.json().data).toMatchObject({
      outcome: 'applied',
      entry: {
        kind: 'ticket',
        direction: 'top-up',
        amount: 30,
        balanceAfter: before + 30,
        operatorName: expect.any(String),
      },
      application: null,
    });
    const deduction = (
      await adjust(change({ kind: 'ticket', direction: 'deduction', amount: 12, reason: 'Duplicate grant' }))
    ).json().data;
    expect(deduction.entry).toMatchObject({
      direction: 'deduction',
      amount: 12,
      balanceAfter: before + 18,
      reason: 'Duplicate grant',
    });
    expect(deduction.balances.ticket).toBe(before + 18);

    const wallet = await walletOf(usCode);
    expect(wallet.balances.ticket).toBe(before + 18);
    expect(wallet.ledger.slice(0, 2).map((entry: { amount: number }) => entry.amount)).toEqual([12, 30]);
    expect(await ledgerAgrees(usCode, 'ticket')).toEqual({
      balance: before + 18,
      ledger: before + 18,
      grants: before + 18,
    });
    // the log is written after the answer
    const logged = await eventually(async () => {
      const rows = await t.db
        .selectFrom('sys_oper_log')
        .select(['url', 'http_status'])
        .where('url', 'like', '%/user/wallet/adjust%')
        .where('http_status', '=', 200)
        .execute();
      return rows.length >= 2 && rows;
    });
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a deduction past the balance with a 409 naming the balance, and changes nothing', async () => {
    const { balances } = await walletOf(usCode);
    const response = await adjust(change({ kind: 'point', direction: 'deduction', amount: balances.point + 1 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`balance of ${usCode} is ${balances.point}`);
    // about the amount, so the form shows it beside that field, in its dialog
    expect(response.json().errors).toEqual([
      {
        field: 'amount',
        message: `is more than the point balance, ${balances.point}`,
        rule: 'balance',
        params: { balance: String(balances.point) },
      },
    ]);
    expect((await walletOf(usCode)).balances.point).toBe(balances.point);
  });

  it('applies an idempotency key once and answers the first result again', async () => {
    const once = change({ amount: 7 });
    const first = (await adjust(once)).json().data;
    const again = await adjust(once);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.entry).toEqual(first.entry);
    expect((await walletOf(usCode)).balances.coin).toBe(first.entry.balanceAfter);
  });

  it('refuses a known key sent for another change (user, kind, direction or amount) with a 409 naming the key and its first use, changing nothing', async () => {
    const once = change({ amount: 100 });
    expect((await adjust(once)).statusCode).toBe(200);
    const before = await walletOf(usCode);
    const otherUser = (
      await t.db
        .selectFrom('app_user')
        .select('user_code')
        .where('project_code', '=', 'drama-us')
        .where('user_code', '<>', usCode)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).user_code;
    for (const other of [{ amount: 9999 }, { kind: 'ticket' }, { direction: 'deduction' }, { userCode: otherUser }]) {
      const refused = await adjust({ ...once, ...other });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(
        `idempotencyKey was already used for a top-up of 100 coins for ${usCode}`,
      );
    }
    // the reason is not what a key stands for: the same change with other words is the same change
    expect((await adjust({ ...once, reason: 'Refund, typed again' })).statusCode).toBe(200);
    expect((await walletOf(usCode)).balances).toEqual(before.balances);
  });

  it('refuses a key of a pending application sent for another amount with a 409 naming it', async () => {
    const once = change({ kind: 'vip_day', amount: DEFAULT_THRESHOLDS.vip_day + 5 });
    expect((await adjust(once)).json().data.outcome).toBe('pending-review');
    const refused = await adjust({ ...once, amount: DEFAULT_THRESHOLDS.vip_day + 6 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(
      `idempotencyKey was already used for a top-up of ${DEFAULT_THRESHOLDS.vip_day + 5} VIP days for ${usCode}`,
    );
    expect((await adjust(once)).json().data).toMatchObject({
      outcome: 'pending-review',
      application: { amount: DEFAULT_THRESHOLDS.vip_day + 5 },
    });
  });

  it.each([
    ['0', 0],
    ['negative', -5],
    ['fractional', 1.5],
    ['a string', '10'],
    ['past 2^53', 2 ** 53 + 2],
    ['over the most one adjustment moves', AMOUNT_MAX + 1],
  ])('refuses an amount that is %s with a 400 naming amount', async (_, amount) => {
    const response = await adjust(change({ amount }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['amount']);
  });

  it("answers the project's large-bonus thresholds with the wallet: what the config sets, a kind it leaves out by default", async () => {
    const project = await t.db
      .selectFrom('sys_project')
      .select('id')
      .where('code', '=', 'drama-us')
      .executeTakeFirstOrThrow();
    const seeded = await t.db
      .selectFrom('sys_config')
      .select(['id', 'value', 'deleted'])
      .where('project_id', '=', project.id)
      .where('config_key', '=', THRESHOLD_KEY)
      .executeTakeFirst();
    const value = JSON.stringify({ coin: 5000 });
    const id = seeded
      ? seeded.id
      : (
          await sql<{ id: number }>`insert into sys_config (project_id, config_key, value_type, value)
            values (${project.id}, ${THRESHOLD_KEY}, 'json', ${value}) returning id`.execute(t.db)
        ).rows[0].id;
    await t.db.updateTable('sys_config').set({ value, deleted: 0 }).where('id', '=', id).execute();
    try {
      expect((await walletOf(usCode)).largeBonusThresholds).toEqual({ ...DEFAULT_THRESHOLDS, coin: 5000 });
      expect((await adjust(change({ amount: 5001 }))).json().data.outcome).toBe('pending-review');
    } finally {
      if (seeded)
        await t.db
          .updateTable('sys_config')
          .set({ value: seeded.value, deleted: seeded.deleted })
          .where('id', '=', id)
          .execute();
      else await t.db.deleteFrom('sys_config').where('id', '=', id).execute();
    }
  });

  it("makes a top-up over the project's threshold a pending application, crediting nothing", async () => {
    const before = (await walletOf(usCode)).balances.vip_day;
    const response = (await adjust(change({ kind: 'vip_day', amount: DEFAULT_THRESHOLDS.vip_day + 1 }))).json().data;
    expect(response).toMatchObject({
      outcome: 'pending-review',
      entry: null,
      application: { status: 'pending', kind: 'vip_day', amount: DEFAULT_THRESHOLDS.vip_day + 1, userCode: usCode },
    });
    const wallet = await walletOf(usCode);
    expect(wallet.balances.vip_day).toBe(before);
    expect(wallet.pending[0]).toMatchObject({ id: response.application.id, status: 'pending' });
    // at the threshold itself it is credited
    expect((await adjust(change({ kind: 'vip_day', amount: DEFAULT_THRESHOLDS.vip_day }))).json().data.outcome).toBe(
      'applied',
    );
  });

  it('keeps one wallet exact under concurrent top-ups and deductions', async () => {
    await adjust(change({ kind: 'point', amount: 500 }));
    const start = (await walletOf(usCode)).balances.point;
    const amounts = Array.from({ length: 40 }, (_, index) => (index % 3 === 0 ? -17 : 23));
    const answers = await Promise.all(
      amounts.map((amount) =>
        adjust(change({ kind: 'point', direction: amount < 0 ? 'deduction' : 'top-up', amount: Math.abs(amount) })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(amounts.map(() => 200));
    const expected = start + amounts.reduce((sum, amount) => sum + amount, 0);
    expect((await walletOf(usCode)).balances.point).toBe(expected);
    expect(await ledgerAgrees(usCode, 'point')).toEqual({ balance: expected, ledger: expected, grants: expected });
    // each entry's balance after is one step of the sequence: no two saw the same balance
    const afters = answers.map((answer) => answer.json().data.entry.balanceAfter);
    expect(new Set(afters).size).toBe(afters.length);
  });

  it("is for the wallet permission in the user's own project: 403 without it, 404 for another project's user", async () => {
    expect((await adjust(change(), 'operator')).statusCode).toBe(403);
    expect((await adjust(change({ userCode: jpCode }))).statusCode).toBe(404);
    expect((await adjust(change({ userCode: 'NO-SUCH-USER' }))).statusCode).toBe(404);
  });
});

describe('bonus and purchased coins', () => {
  /** A drama-us user with no wallet yet. */
  const freshUser = () => newAppUser(t.db);
  /** Coins the user bought: what the deals area writes (the app's, no operator). */
  async function buy(user: Awaited<ReturnType<typeof freshUser>>, amount: number) {
    const project = await t.db
      .selectFrom('sys_project')
      .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
      .where('code', '=', user.project_code)
      .executeTakeFirstOrThrow();
    const rows = projectRows(t.db, { projectCode: project.code, all: false, projects: [project] });
    return creditWallet(rows, user, {
      kind: 'coin',
      amount,
      reason: 'Coin package purchase',
      idempotencyKey: key(),
      operator: null,
      source: 'purchase',
    });
  }
  /** The day it is in New York (drama-us's time zone), or `days` after it: 2026-11-23. */
  const dayInNewYork = (days = 0) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  };
  const grantsOf = (userId: number) =>
    t.db
      .selectFrom('wallet_grant')
      .select(['id', 'source', 'amount', 'remaining', 'expire_time'])
      .where('wallet_id', 'in', t.db.selectFrom('wallet').select('id').where('user_id', '=', userId))
      .orderBy('id')
      .execute();
  /** Time passes: the user's expiring bonus grants reach their expiry a minute ago, with no change or job run since. */
  const expireNow = (userId: number) =>
    t.db
      .updateTable('wallet_grant')
      .set({ expire_time: new Date(Date.now() - 60_000) })
      .where('wallet_id', 'in', t.db.selectFrom('wallet').select('id').where('user_id', '=', userId))
      .where('expire_time', 'is not', null)
      .execute();
  const writeOffsOf = async (userCode: string) =>
    (await walletOf(userCode)).ledger.filter((entry: { actor: string }) => entry.actor === 'system');

  it('debits through the ledger as the app does (an unlock): once per key, and a 409 naming the balance past it, changing nothing', async () => {
    const user = await freshUser();
    await buy(user, 100);
    const project = await t.db
      .selectFrom('sys_project')
      .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
      .where('code', '=', user.project_code)
      .executeTakeFirstOrThrow();
    const rows = projectRows(t.db, { projectCode: project.code, all: false, projects: [project] });
    const unlock = {
      kind: 'coin' as const,
      amount: 30,
      reason: 'Episode unlock',
      idempotencyKey: key(),
      operator: null,
    };
    const entry = await debitWallet(rows, user, unlock);
    expect(entry).toMatchObject({ direction: 'deduction', amount: 30, balance_after: 70, operator_id: null });
    expect((await debitWallet(rows, user, unlock)).id).toBe(entry.id);
    await expect(debitWallet(rows, user, { ...unlock, amount: 71, idempotencyKey: key() })).rejects.toMatchObject({
      statusCode: 409,
      message: `The coin balance of ${user.user_code} is 70: a deduction of 71 would take it below 0`,
    });
    expect(await grantsOf(user.id)).toMatchObject([{ source: 'purchase', amount: 100, remaining: 70 }]);
  });

  it('spends bonus before purchased coins, the soonest expiring first and a bonus without expiry after those', async () => {
    const user = await freshUser();
    await buy(user, 100);
    for (const top of [
      { amount: 30 },
      { amount: 20, expiresOn: '2099-01-10' },
      { amount: 10, expiresOn: '2099-01-02' },
    ]) {
      expect((await adjust(change({ userCode: user.user_code, ...top }))).statusCode).toBe(200);
    }
    let wallet = await walletOf(user.user_code);
    // each bonus lasts through its day in New York: it expires as the next one starts there (05:00 UTC in winter)
    expect(wallet.holdings.coin).toEqual({
      total: 160,
      purchased: 100,
      bonus: 60,
      expiring: [
        { amount: 10, expiresAt: '2099-01-03T05:00:00.000Z' },
        { amount: 20, expiresAt: '2099-01-11T05:00:00.000Z' },
      ],
    });
    expect(wallet.balances.coin).toBe(160);

    // 15: the 10 expiring first, then 5 of the 20 expiring later
    expect(
      (await adjust(change({ userCode: user.user_code, direction: 'deduction', amount: 15 }))).json().data.entry
        .balanceAfter,
    ).toBe(145);
    wallet = await walletOf(user.user_code);
    expect(wallet.holdings.coin).toEqual({
      total: 145,
      purchased: 100,
      bonus: 45,
      expiring: [{ amount: 15, expiresAt: '2099-01-11T05:00:00.000Z' }],
    });

    // 50: the 15 left expiring, the 30 that never expire, then 5 purchased
    await adjust(change({ userCode: user.user_code, direction: 'deduction', amount: 50 }));
    wallet = await walletOf(user.user_code);
    expect(wallet.holdings.coin).toEqual({ total: 95, purchased: 95, bonus: 0, expiring: [] });
    expect((await grantsOf(user.id)).map((grant) => [grant.source, grant.remaining])).toEqual([
      ['purchase', 95],
      ['bonus', 0],
      ['bonus', 0],
      ['bonus', 0],
    ]);
    expect(await ledgerAgrees(user.user_code, 'coin')).toEqual({ balance: 95, ledger: 95, grants: 95 });

    // past the whole balance: still a 409 naming it
    const refused = await adjust(change({ userCode: user.user_code, direction: 'deduction', amount: 96 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`balance of ${user.user_code} is 95`);
  });

  it("ends an expiry day at midnight in the project's time zone, summer or winter, whatever the server's", async () => {
    const user = await freshUser();
    const summer = (
      await adjust(change({ userCode: user.user_code, amount: DEFAULT_THRESHOLDS.coin + 1, expiresOn: '2099-07-04' }))
    ).json().data;
    // a top-up over the threshold: the application carries the instant
    expect(summer.application.expiresAt).toBe('2099-07-05T04:00:00.000Z');
    await adjust(change({ userCode: user.user_code, amount: 5, expiresOn: '2099-11-23' }));
    const wallet = await walletOf(user.user_code);
    expect(wallet.timeZone).toBe('America/New_York');
    expect(wallet.pending[0].expiresAt).toBe('2099-07-05T04:00:00.000Z');
    expect(wallet.holdings.coin.expiring).toEqual([{ amount: 5, expiresAt: '2099-11-24T05:00:00.000Z' }]);
    // drama-jp's day ends in Tokyo
    const jp = await adjust(change({ userCode: jpCode, amount: 5, expiresOn: '2099-11-23' }), 'admin', 'drama-jp');
    expect(jp.statusCode).toBe(200);
    const grant = await t.db
      .selectFrom('wallet_grant')
      .select('expire_time')
      .where('ledger_id', '=', jp.json().data.entry.id)
      .executeTakeFirstOrThrow();
    expect(grant.expire_time).toEqual(new Date('2099-11-23T15:00:00.000Z'));
  });

  it("takes today in the project's time zone as the last day: the bonus lasts until midnight there", async () => {
    const user = await freshUser();
    expect((await adjust(change({ userCode: user.user_code, amount: 25, expiresOn: dayInNewYork() }))).statusCode).toBe(
      200,
    );
    const [expiring] = (await walletOf(user.user_code)).holdings.coin.expiring;
    const inNewYork = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(inNewYork.format(new Date(expiring.expiresAt))).toBe(`${dayInNewYork(1)}, 00:00`);
    expect(Date.parse(expiring.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('leaves a bonus past its expiry that nothing has written off yet out of the balances and holdings, as a change sees it, writing nothing', async () => {
    const user = await freshUser();
    await buy(user, 40);
    await adjust(change({ userCode: user.user_code, amount: 50, expiresOn: dayInNewYork(3) }));
    await adjust(change({ userCode: user.user_code, kind: 'ticket', amount: 4, expiresOn: dayInNewYork(3) }));
    await expireNow(user.id);

    const wallet = await walletOf(user.user_code);
    expect(wallet.balances).toMatchObject({ coin: 40, ticket: 0 });
    expect(wallet.holdings.coin).toEqual({ total: 40, purchased: 40, bonus: 0, expiring: [] });
    expect(wallet.holdings.ticket).toEqual({ total: 0, purchased: 0, bonus: 0, expiring: [] });
    // a read: the row and the grant still hold it until a change or the job writes it off
    expect(await ledgerAgrees(user.user_code, 'coin')).toEqual({ balance: 90, ledger: 90, grants: 90 });
    expect(await writeOffsOf(user.user_code)).toEqual([]);

    // what the drawer showed is what a deduction finds: 40, not 90
    const refused = await adjust(change({ userCode: user.user_code, direction: 'deduction', amount: 41 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`balance of ${user.user_code} is 40`);
    const spent = (await adjust(change({ userCode: user.user_code, direction: 'deduction', amount: 40 }))).json().data;
    expect(spent.entry.balanceAfter).toBe(0);
    // the answer's balances are what a change would see too: the tickets' expired bonus is not there
    expect(spent.balances).toMatchObject({ coin: 0, ticket: 0 });
  });

  it('refuses a deduction its grants cannot cover (a balance drifted from its grants) with an internal error, changing nothing', async () => {
    const user = await freshUser();
    const bought = await buy(user, 100);
    // a drift no change of the service makes: the grant holds 60 of the balance's 100
    await t.db.updateTable('wallet_grant').set({ remaining: 60 }).where('ledger_id', '=', bought.id).execute();
    const refused = await adjust(change({ userCode: user.user_code, direction: 'deduction', amount: 80 }));
    expect(refused.statusCode).toBe(500);
    expect(await ledgerAgrees(user.user_code, 'coin')).toEqual({ balance: 100, ledger: 100, grants: 60 });
    expect((await walletOf(user.user_code)).ledger).toHaveLength(1);
    // what the grants do cover is spent as before
    expect((await adjust(change({ userCode: user.user_code, direction: 'deduction', amount: 50 }))).statusCode).toBe(
      200,
    );
    expect(await ledgerAgrees(user.user_code, 'coin')).toEqual({ balance: 50, ledger: 50, grants: 10 });
  });

  it("writes an expired bonus off once, with the system's entry, when the job runs twice; the wallet still equals its ledger", async () => {
    const user = await freshUser();
    await buy(user, 40);
    await adjust(
      change({ userCode: user.user_code, amount: 50, expiresOn: dayInNewYork(2), reason: 'Outage compensation' }),
    );
    await adjust(change({ userCode: user.user_code, direction: 'deduction', amount: 20 }));
    // not due yet: nothing to write off
    await expireBonuses(t.db);
    expect(await writeOffsOf(user.user_code)).toEqual([]);
    await expireNow(user.id);
    expect(await expireBonuses(t.db)).toBeGreaterThanOrEqual(1);
    await expireBonuses(t.db);

    const wallet = await walletOf(user.user_code);
    expect(await writeOffsOf(user.user_code)).toHaveLength(1);
    expect(wallet.ledger[0]).toMatchObject({
      direction: 'deduction',
      amount: 30,
      balanceAfter: 40,
      reason: EXPIRED_REASON,
      actor: 'system',
      operatorName: '',
    });
    // who wrote each entry: the system, staff, staff, the app
    expect(wallet.ledger.map((entry: { actor: string }) => entry.actor)).toEqual(['system', 'staff', 'staff', 'app']);
    expect(wallet.holdings.coin).toEqual({ total: 40, purchased: 40, bonus: 0, expiring: [] });
    expect(await ledgerAgrees(user.user_code, 'coin')).toEqual({ balance: 40, ledger: 40, grants: 40 });
  });

  // One PGlite connection runs one transaction at a time: another cannot hold the row meanwhile.
  if (process.env.DATABASE_URL) {
    it('on PostgreSQL: the job skips a wallet whose row another transaction holds, without waiting, and writes it off once that lets go', async () => {
      const user = await freshUser();
      await adjust(change({ userCode: user.user_code, amount: 50, expiresOn: dayInNewYork(2) }));
      await expireNow(user.id);
      const wallet = await t.db
        .selectFrom('wallet')
        .select('id')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      let hold!: () => void;
      const held = new Promise<void>((resolve) => (hold = resolve));
      let letGo!: () => void;
      const released = new Promise<void>((resolve) => (letGo = resolve));
      const holder = t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('wallet').select('id').where('id', '=', wallet.id).forUpdate().execute();
        hold();
        await released;
      });
      await held;
      try {
        // a job that waited for the row would still be waiting when this answers
        const waited = new Promise<string>((resolve) =>
          setTimeout(() => resolve('still waiting for the row'), 5000).unref(),
        );
        expect(await Promise.race([expireBonuses(t.db), waited])).toEqual(expect.any(Number));
        expect(await writeOffsOf(user.user_code)).toEqual([]);
        expect((await grantsOf(user.id)).map((grant) => grant.remaining)).toEqual([50]);
      } finally {
        letGo();
        await holder;
      }
      await Promise.all([expireBonuses(t.db), expireBonuses(t.db)]);
      expect(await writeOffsOf(user.user_code)).toHaveLength(1);
      expect(await ledgerAgrees(user.user_code, 'coin')).toEqual({ balance: 0, ledger: 0, grants: 0 });
    });
  }

  it.each([
    ["before today in the project's time zone", () => ({ expiresOn: dayInNewYork(-1) })],
    ['on a deduction', () => ({ direction: 'deduction', amount: 1, expiresOn: dayInNewYork(1) })],
    ['not a date', () => ({ expiresOn: 'next friday' })],
    ['a date and time', () => ({ expiresOn: '2099-01-01T00:00:00Z' })],
    ['a day no calendar has', () => ({ expiresOn: '2099-02-30' })],
  ])('refuses an expiry day %s with a 400 naming expiresOn, changing nothing', async (_, overrides) => {
    const before = (await walletOf(usCode)).balances.coin;
    const response = await adjust(change(overrides()));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['expiresOn']);
    expect((await walletOf(usCode)).balances.coin).toBe(before);
  });
});

describe("GET /user/wallet/{userCode}/ledger: a user's whole ledger", () => {
  const ledger = async (userCode: string, query: string, who: DemoUser = 'admin', project = 'drama-us') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/admin-api/user/wallet/${userCode}/ledger?projectCode=${project}&${query}`,
      headers: { 'client-token': tokens[who] },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('pages every entry newest first, of one kind when asked, by the list contract', async () => {
    // a user with no wallet yet, so the ledger is exactly what this test writes
    const someone = await newAppUser(t.db);
    for (let index = 0; index < 7; index++)
      expect((await adjust(change({ userCode: someone.user_code, amount: 10 + index }))).statusCode).toBe(200);
    expect((await adjust(change({ userCode: someone.user_code, kind: 'ticket', amount: 3 }))).statusCode).toBe(200);

    const first = await ledger(someone.user_code, 'pageNum=1&pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 8, pageNum: 1, pageSize: 5 });
    expect(
      first.body.data.list.map((entry: { kind: string; amount: number }) => `${entry.kind} ${entry.amount}`),
    ).toEqual(['ticket 3', 'coin 16', 'coin 15', 'coin 14', 'coin 13']);
    const second = await ledger(someone.user_code, 'pageNum=2&pageSize=5');
    expect(second.body.data.list.map((entry: { amount: number }) => entry.amount)).toEqual([12, 11, 10]);
    const coins = await ledger(someone.user_code, 'kind=coin&pageSize=100');
    expect(coins.body.data.total).toBe(7);
    expect(coins.body.data.list[0].balanceAfter).toBe((await walletOf(someone.user_code)).balances.coin);
  });

  it("is a 400 naming a bad kind, a 404 for another project's user, and refused to the operator", async () => {
    const bad = await ledger(usCode, 'kind=gold');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('kind');
    expect((await ledger(jpCode, 'pageNum=1')).status).toBe(404);
    expect((await ledger(usCode, 'pageNum=1', 'operator')).status).toBe(403);
  });
});

describe('what a refund left owing', () => {
  it('answers the open debt with the wallet: what is owed, from which refunded order, repaid so far; gone once repaid', async () => {
    const { user, order } = await userInDebt(t.db, 'drama-us', 1000, 700);
    const owing = await walletOf(user.user_code);
    expect(owing.balances.coin).toBe(0);
    expect(owing.debts).toEqual([
      expect.objectContaining({ kind: 'coin', amount: 700, repaid: 0, remaining: 700, orderNo: order.order_no }),
    ]);
    expect(owing.debts[0].reason).toMatch(new RegExp(`order ${order.order_no}: Chargeback`));

    // a purchase of 500 repays 500 of it first
    await paidOrder(t.db, user, 500);
    expect((await walletOf(user.user_code)).debts).toEqual([
      expect.objectContaining({ amount: 700, repaid: 500, remaining: 200, orderNo: order.order_no }),
    ]);
    await paidOrder(t.db, user, 500);
    const repaid = await walletOf(user.user_code);
    expect(repaid.debts).toEqual([]);
    expect(repaid.balances.coin).toBe(300);
  });

  it("answers no debt of another project's user: their wallet is not found", async () => {
    const { user } = await userInDebt(t.db, 'drama-jp', 100, 60);
    const response = await t.app.inject({
      method: 'GET',
      url: `/admin-api/user/wallet/${user.user_code}?projectCode=drama-us`,
      headers: { 'client-token': tokens.admin },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/Chargeback/);
  });
});
