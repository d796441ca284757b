import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';
import { DEFAULT_THRESHOLDS } from '../../domain/wallet';

type Who = DemoUser | 'reviewer';
let t: TestApp;
let tokens: Record<Who, string>;
let userCode: string;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  const demo = await t.signInAll();
  // a second admin of drama-us: an application is decided by someone other than its applicant
  const reviewer = {
    username: 'reviewer',
    name: 'Rita Reviewer',
    email: 'rita@example.com',
    password: 'secret123',
    projectRoles: [{ projectCode: 'drama-us', roles: ['admin'] }],
  };
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin-api/setting/user',
    headers: { 'client-token': demo.admin },
    payload: { projectCode: 'drama-us', ...reviewer },
  });
  expect(created.statusCode).toBe(200);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: { username: 'reviewer', password: 'secret123' },
  });
  tokens = { ...demo, reviewer: signedIn.json().data.token };
  userCode = (
    await t.db
      .selectFrom('app_user')
      .select('user_code')
      .where('project_code', '=', 'drama-us')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).user_code;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload: object | undefined, who: Who) =>
  t.app.inject({
    method,
    url: `/admin-api${url}`,
    headers: { 'client-token': tokens[who] },
    ...(payload ? { payload: { projectCode: 'drama-us', ...payload } } : {}),
  });
const coins = async () =>
  (await inject('GET', `/user/wallet/${userCode}?projectCode=drama-us`, undefined, 'admin')).json().data.balances
    .coin as number;
/** A top-up over the threshold by admin: a pending application. */
async function applyFor(amount = DEFAULT_THRESHOLDS.coin + 500, expiresOn?: string) {
  const idempotencyKey = `apply-${process.pid}-${++keys}`;
  const body = {
    userCode,
    kind: 'coin',
    direction: 'top-up',
    amount,
    reason: 'Compensation for a week-long outage',
    idempotencyKey,
    ...(expiresOn ? { expiresOn } : {}),
  };
  const answer = (await inject('POST', '/user/wallet/adjust', body, 'admin')).json().data;
  expect(answer.outcome).toBe('pending-review');
  return { id: answer.application.id as number, body };
}

describe('a large-bonus application', () => {
  it('is listed pending, and approved by another reviewer credits the wallet once, in the same change', async () => {
    const before = await coins();
    const { id, body } = await applyFor();
    const listed = (
      await inject('GET', '/customer-service/apply/list?projectCode=drama-us&status=pending', undefined, 'reviewer')
    ).json().data;
    expect(listed.list).toContainEqual(
      expect.objectContaining({
        id,
        status: 'pending',
        userCode,
        amount: body.amount,
        applicantName: expect.any(String),
      }),
    );

    const approved = await inject(
      'POST',
      `/customer-service/apply/${id}/approve`,
      { note: 'Checked the outage report' },
      'reviewer',
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      application: { status: 'approved', reviewNote: 'Checked the outage report' },
      entry: { direction: 'top-up', amount: body.amount, balanceAfter: before + body.amount },
    });
    expect(await coins()).toBe(before + body.amount);
    // the adjustment sent again answers the credit, and credits nothing more
    const replay = (await inject('POST', '/user/wallet/adjust', body, 'admin')).json().data;
    expect(replay).toMatchObject({ outcome: 'applied', entry: { amount: body.amount } });
    expect(await coins()).toBe(before + body.amount);
    // decided once
    const again = await inject('POST', `/customer-service/apply/${id}/reject`, { note: 'late' }, 'reviewer');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('is approved');
  });

  it('is rejected with a note saying why, crediting nothing; not by its applicant', async () => {
    const before = await coins();
    const { id } = await applyFor();
    expect((await inject('POST', `/customer-service/apply/${id}/approve`, {}, 'admin')).statusCode).toBe(403);
    const noNote = await inject('POST', `/customer-service/apply/${id}/reject`, {}, 'reviewer');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual([{ field: 'note', message: expect.any(String) }]);
    const rejected = await inject(
      'POST',
      `/customer-service/apply/${id}/reject`,
      { note: 'No outage on record for this user' },
      'reviewer',
    );
    expect(rejected.json().data).toMatchObject({ application: { status: 'rejected' }, entry: null });
    expect(await coins()).toBe(before);
  });

  it("grants a bonus with the application's expiry, which the wallet shows expiring", async () => {
    // its last day in drama-us's time zone, New York: it expires as the next one starts there
    const expiresAt = '2099-05-16T04:00:00.000Z';
    const { id, body } = await applyFor(DEFAULT_THRESHOLDS.coin + 700, '2099-05-15');
    const listed = (
      await inject('GET', '/customer-service/apply/list?projectCode=drama-us&status=pending', undefined, 'reviewer')
    ).json().data;
    expect(listed.list).toContainEqual(expect.objectContaining({ id, expiresAt }));
    const approved = await inject(
      'POST',
      `/customer-service/apply/${id}/approve`,
      { note: 'Outage confirmed' },
      'reviewer',
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.application).toMatchObject({ status: 'approved', expiresAt });
    const grant = await t.db
      .selectFrom('wallet_grant')
      .select(['source', 'amount', 'remaining', 'expire_time'])
      .where('ledger_id', '=', approved.json().data.entry.id)
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({
      source: 'bonus',
      amount: body.amount,
      remaining: body.amount,
      expire_time: new Date(expiresAt),
    });
    const wallet = (await inject('GET', `/user/wallet/${userCode}?projectCode=drama-us`, undefined, 'admin')).json()
      .data;
    expect(wallet.holdings.coin.expiring).toContainEqual({ amount: body.amount, expiresAt });
  });

  it('is not approved once the bonus it asks for has expired (409), and can still be rejected', async () => {
    const before = await coins();
    const { id } = await applyFor(DEFAULT_THRESHOLDS.coin + 900, '2099-05-20');
    // time passes: the application waits for review past its bonus's expiry
    await t.db
      .updateTable('large_bonus_application')
      .set({ expire_time: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    const late = await inject('POST', `/customer-service/apply/${id}/approve`, {}, 'reviewer');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('expired');
    expect(await coins()).toBe(before);
    expect(
      (await inject('POST', `/customer-service/apply/${id}/reject`, { note: 'Expired while waiting' }, 'reviewer'))
        .statusCode,
    ).toBe(200);
  });

  it('is decided only with the review permission, and only in its own project', async () => {
    const { id } = await applyFor();
    for (const who of ['normal', 'operator'] as const)
      expect((await inject('POST', `/customer-service/apply/${id}/approve`, {}, who)).statusCode).toBe(403);
    // the reviewer is an admin of drama-us only: drama-jp is not theirs (403); an admin of all
    // projects asking from drama-jp does not find drama-us's application (404)
    const asked = (who: Who) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/customer-service/apply/${id}/approve`,
        headers: { 'client-token': tokens[who] },
        payload: { projectCode: 'drama-jp' },
      });
    expect((await asked('reviewer')).statusCode).toBe(403);
    expect((await asked('admin')).statusCode).toBe(404);
  });
});
