import { sql } from 'kysely';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';
import { AMOUNT_MAX } from './user-wallet.schemas';
import { DEFAULT_THRESHOLDS } from './user-wallet.service';

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
  t.app.inject({ method: 'POST', url: '/admin-api/user/wallet/adjust', headers: { 'client-token': tokens[who] }, payload: { projectCode: project, ...payload } });
const walletOf = async (userCode: string, who: DemoUser = 'admin') => {
  const response = await t.app.inject({ method: 'GET', url: `/admin-api/user/wallet/${userCode}?projectCode=drama-us`, headers: { 'client-token': tokens[who] } });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const change = (overrides: object = {}) => ({ userCode: usCode, kind: 'coin', direction: 'top-up', amount: 100, reason: 'Refund for a failed unlock', idempotencyKey: key(), ...overrides });
/** The balance and the sum of the ledger of one wallet, read from the database. */
async function ledgerAgrees(userCode: string, kind: string) {
  const { rows } = await sql<{ balance: string | number; total: string | number }>`
    select w.balance, coalesce(sum(case when l.direction = 'top-up' then l.amount else -l.amount end), 0) as total
    from wallet w join app_user u on u.id = w.user_id left join wallet_ledger l on l.wallet_id = w.id
    where u.user_code = ${userCode} and w.kind = ${kind} group by w.balance`.execute(t.db);
  return { balance: Number(rows[0].balance), ledger: Number(rows[0].total) };
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

describe('a wallet adjustment', () => {
  it('tops up and deducts, each an entry with the balance after, who and why; the operation log has it', async () => {
    const before = (await walletOf(usCode)).balances.ticket;
    const topUp = await adjust(change({ kind: 'ticket', amount: 30 }));
    expect(topUp.statusCode).toBe(200);
    expect(topUp.json().data).toMatchObject({ outcome: 'applied', entry: { kind: 'ticket', direction: 'top-up', amount: 30, balanceAfter: before + 30, operatorName: expect.any(String) }, application: null });
    const deduction = (await adjust(change({ kind: 'ticket', direction: 'deduction', amount: 12, reason: 'Duplicate grant' }))).json().data;
    expect(deduction.entry).toMatchObject({ direction: 'deduction', amount: 12, balanceAfter: before + 18, reason: 'Duplicate grant' });
    expect(deduction.balances.ticket).toBe(before + 18);

    const wallet = await walletOf(usCode);
    expect(wallet.balances.ticket).toBe(before + 18);
    expect(wallet.ledger.slice(0, 2).map((entry: { amount: number }) => entry.amount)).toEqual([12, 30]);
    expect(await ledgerAgrees(usCode, 'ticket')).toEqual({ balance: before + 18, ledger: before + 18 });
    const logged = await t.db.selectFrom('sys_oper_log').select(['url', 'http_status']).where('url', 'like', '%/user/wallet/adjust%').where('http_status', '=', 200).execute();
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a deduction past the balance with a 409 naming the balance, and changes nothing', async () => {
    const { balances } = await walletOf(usCode);
    const response = await adjust(change({ kind: 'point', direction: 'deduction', amount: balances.point + 1 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`balance of ${usCode} is ${balances.point}`);
    expect((await walletOf(usCode)).balances.point).toBe(balances.point);
  });

  it('applies an idempotency key once and answers the first result again', async () => {
    const once = change({ amount: 7 });
    const first = (await adjust(once)).json().data;
    const again = await adjust({ ...once, amount: 9999 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.entry).toEqual(first.entry);
    expect((await walletOf(usCode)).balances.coin).toBe(first.entry.balanceAfter);
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

  it("makes a top-up over the project's threshold a pending application, crediting nothing", async () => {
    const before = (await walletOf(usCode)).balances.vip_day;
    const response = (await adjust(change({ kind: 'vip_day', amount: DEFAULT_THRESHOLDS.vip_day + 1 }))).json().data;
    expect(response).toMatchObject({ outcome: 'pending-review', entry: null, application: { status: 'pending', kind: 'vip_day', amount: DEFAULT_THRESHOLDS.vip_day + 1, userCode: usCode } });
    const wallet = await walletOf(usCode);
    expect(wallet.balances.vip_day).toBe(before);
    expect(wallet.pending[0]).toMatchObject({ id: response.application.id, status: 'pending' });
    // at the threshold itself it is credited
    expect((await adjust(change({ kind: 'vip_day', amount: DEFAULT_THRESHOLDS.vip_day }))).json().data.outcome).toBe('applied');
  });

  it('keeps one wallet exact under concurrent top-ups and deductions', async () => {
    await adjust(change({ kind: 'point', amount: 500 }));
    const start = (await walletOf(usCode)).balances.point;
    const amounts = Array.from({ length: 40 }, (_, index) => (index % 3 === 0 ? -17 : 23));
    const answers = await Promise.all(
      amounts.map((amount) => adjust(change({ kind: 'point', direction: amount < 0 ? 'deduction' : 'top-up', amount: Math.abs(amount) }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(amounts.map(() => 200));
    const expected = start + amounts.reduce((sum, amount) => sum + amount, 0);
    expect((await walletOf(usCode)).balances.point).toBe(expected);
    expect(await ledgerAgrees(usCode, 'point')).toEqual({ balance: expected, ledger: expected });
    // each entry's balance after is one step of the sequence: no two saw the same balance
    const afters = answers.map((answer) => answer.json().data.entry.balanceAfter);
    expect(new Set(afters).size).toBe(afters.length);
  });

  it('is for the wallet permission in the user\'s own project: 403 without it, 404 for another project\'s user', async () => {
    expect((await adjust(change(), 'operator')).statusCode).toBe(403);
    expect((await adjust(change({ userCode: jpCode }))).statusCode).toBe(404);
    expect((await adjust(change({ userCode: 'NO-SUCH-USER' }))).statusCode).toBe(404);
  });
});
