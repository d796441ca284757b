import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';
import { DEFAULT_THRESHOLDS } from '../../domain/wallet';

type Who = DemoUser | 'reviewer' | 'second';
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
  // and a third: two reviewers deciding one application at once
  const second = { ...reviewer, username: 'second', name: 'Sam Second', email: 'sam@example.com' };
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/admin-api/setting/user',
        headers: { 'client-token': demo.admin },
        payload: { projectCode: 'drama-us', ...second },
      })
    ).statusCode,
  ).toBe(200);
  const secondIn = await t.app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: { username: 'second', password: 'secret123' },
  });
  tokens = { ...demo, reviewer: signedIn.json().data.token, second: secondIn.json().data.token };
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
    expect(noNote.json().errors).toEqual([{ field: 'note', message: expect.any(String), rule: 'required' }]);
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

describe('the applications list', () => {
  it('is seeded with applications in every state a reviewer meets, an approved one credited through the ledger', async () => {
    for (const status of ['pending', 'approved', 'rejected']) {
      const listed = (
        await inject('GET', `/customer-service/apply/list?projectCode=drama-jp&status=${status}`, undefined, 'admin')
      ).json().data;
      expect({ status, total: listed.total > 0 }).toEqual({ status, total: true });
      expect(listed.list.every((row: { status: string }) => row.status === status)).toBe(true);
    }
    const approved = await t.db
      .selectFrom('large_bonus_application as a')
      .innerJoin('wallet_ledger as l', 'l.id', 'a.ledger_id')
      .select(['a.amount', 'l.amount as credited', 'l.direction', 'a.reviewer_name', 'a.review_note'])
      .where('a.project_code', '=', 'drama-jp')
      .where('a.status', '=', 'approved')
      .executeTakeFirstOrThrow();
    expect(approved).toMatchObject({
      credited: approved.amount,
      direction: 'top-up',
      reviewer_name: expect.any(String),
    });
    const rejected = await t.db
      .selectFrom('large_bonus_application')
      .select(['review_note', 'ledger_id'])
      .where('project_code', '=', 'drama-jp')
      .where('status', '=', 'rejected')
      .executeTakeFirstOrThrow();
    expect(rejected.ledger_id).toBeNull();
    expect(rejected.review_note).not.toBe('');
  });

  it('filters by one application, sorts by a whitelisted name only, and pages on the server', async () => {
    const { id } = await applyFor();
    const one = (
      await inject('GET', `/customer-service/apply/list?projectCode=drama-us&id=${id}`, undefined, 'reviewer')
    ).json().data;
    expect(one).toMatchObject({ total: 1, list: [{ id, status: 'pending', mine: false }] });
    // the applicant sees it as theirs
    const theirs = (
      await inject('GET', `/customer-service/apply/list?projectCode=drama-us&id=${id}`, undefined, 'admin')
    ).json().data;
    expect(theirs.list[0].mine).toBe(true);

    const byAmount = (
      await inject(
        'GET',
        '/customer-service/apply/list?projectCode=drama-us&sortBy=amount&sortType=asc&pageSize=2',
        undefined,
        'reviewer',
      )
    ).json().data;
    expect(byAmount.list).toHaveLength(2);
    expect(byAmount.list[0].amount).toBeLessThanOrEqual(byAmount.list[1].amount);
    expect(byAmount.total).toBeGreaterThan(2);
    // another project's applications are not listed, and a project not the reader's is refused
    const jp = await t.db
      .selectFrom('large_bonus_application')
      .select('id')
      .where('project_code', '=', 'drama-jp')
      .executeTakeFirstOrThrow();
    const fromUs = (
      await inject('GET', `/customer-service/apply/list?projectCode=drama-us&id=${jp.id}`, undefined, 'admin')
    ).json().data;
    expect(fromUs.total).toBe(0);
    expect(
      (await inject('GET', '/customer-service/apply/list?projectCode=drama-jp', undefined, 'reviewer')).statusCode,
    ).toBe(403);
    const unknown = await inject(
      'GET',
      '/customer-service/apply/list?projectCode=drama-us&sortBy=reason',
      undefined,
      'reviewer',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('sortBy');
  });
});

describe('two reviewers deciding one application at once', () => {
  it('end with one decision: the other gets a 409 naming the status, and the wallet is credited once', async () => {
    const before = await coins();
    const { id, body } = await applyFor(DEFAULT_THRESHOLDS.coin + 1_100);
    const answers = await Promise.all([
      inject('POST', `/customer-service/apply/${id}/approve`, { note: 'Checked' }, 'reviewer'),
      inject('POST', `/customer-service/apply/${id}/approve`, { note: 'Checked too' }, 'second'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.message).toMatch(/is approved by (Rita Reviewer|Sam Second)/);
    expect(refused.errors).toEqual([
      { field: 'status', message: expect.stringContaining('is approved'), rule: 'status' },
    ]);
    // the status it has now, for the browser to word in the user's language
    expect([refused.problem, refused.params]).toEqual([
      'status.notAllowed',
      { enum: 'largeBonusApplicationStatus', status: 'approved' },
    ]);
    expect(await coins()).toBe(before + body.amount);
    const credits = await t.db
      .selectFrom('wallet_ledger')
      .select('id')
      .where('idempotency_key', '=', body.idempotencyKey)
      .execute();
    expect(credits).toHaveLength(1);
  });

  it('end with one decision when one approves and the other rejects', async () => {
    const before = await coins();
    const { id } = await applyFor(DEFAULT_THRESHOLDS.coin + 1_300);
    const answers = await Promise.all([
      inject('POST', `/customer-service/apply/${id}/reject`, { note: 'No outage on record' }, 'second'),
      inject('POST', `/customer-service/apply/${id}/approve`, { note: 'Checked' }, 'reviewer'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const decided = await t.db
      .selectFrom('large_bonus_application')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.message).toContain(`is ${decided.status}`);
    expect(await coins()).toBe(decided.status === 'approved' ? before + DEFAULT_THRESHOLDS.coin + 1_300 : before);
  });
});

describe('withdrawing an application', () => {
  it('is its applicant’s, while it is pending: it credits nothing, and then can be neither decided nor withdrawn again', async () => {
    const before = await coins();
    const { id, body } = await applyFor();
    // someone else may not, though they hold the wallet permission: 403
    expect((await inject('POST', `/customer-service/apply/${id}/withdraw`, {}, 'reviewer')).statusCode).toBe(403);
    const withdrawn = await inject('POST', `/customer-service/apply/${id}/withdraw`, {}, 'admin');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ id, status: 'withdrawn', mine: true, reviewerName: '' });
    expect(await coins()).toBe(before);

    const again = await inject('POST', `/customer-service/apply/${id}/withdraw`, {}, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('is withdrawn');
    const decided = await inject('POST', `/customer-service/apply/${id}/approve`, {}, 'reviewer');
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toContain('is withdrawn by its applicant');
    // the wallet no longer shows it waiting, and the same adjustment sent again does not apply it anew
    const wallet = (await inject('GET', `/user/wallet/${userCode}?projectCode=drama-us`, undefined, 'admin')).json()
      .data;
    expect(wallet.pending.map((application: { id: number }) => application.id)).not.toContain(id);
    const replay = (await inject('POST', '/user/wallet/adjust', body, 'admin')).json().data;
    expect(replay).toMatchObject({ outcome: 'pending-review', application: { id, status: 'withdrawn' } });
    expect(await coins()).toBe(before);
  });

  it('is refused once the application is decided (409 naming its status)', async () => {
    const { id } = await applyFor();
    expect((await inject('POST', `/customer-service/apply/${id}/approve`, {}, 'reviewer')).statusCode).toBe(200);
    const late = await inject('POST', `/customer-service/apply/${id}/withdraw`, {}, 'admin');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('is approved by Rita Reviewer');
  });

  it('needs the wallet permission, and reaches only its own project', async () => {
    const { id } = await applyFor();
    // the operator holds no wallet button in drama-us
    expect((await inject('POST', `/customer-service/apply/${id}/withdraw`, {}, 'operator')).statusCode).toBe(403);
    const from = (who: Who, projectCode: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/customer-service/apply/${id}/withdraw`,
        headers: { 'client-token': tokens[who] },
        payload: { projectCode },
      });
    // the reviewer is not a member of drama-jp (403); the applicant, asking from drama-jp, finds no such application there (404)
    expect((await from('reviewer', 'drama-jp')).statusCode).toBe(403);
    expect((await from('admin', 'drama-jp')).statusCode).toBe(404);
    expect((await from('admin', 'drama-us')).statusCode).toBe(200);
  });

  it('is shown to its applicant in the wallet as theirs', async () => {
    const { id } = await applyFor();
    const pendingFor = async (who: Who) =>
      (await inject('GET', `/user/wallet/${userCode}?projectCode=drama-us`, undefined, who))
        .json()
        .data.pending.find((application: { id: number }) => application.id === id);
    expect(await pendingFor('admin')).toMatchObject({ id, mine: true });
    expect(await pendingFor('reviewer')).toMatchObject({ id, mine: false });
  });
});

describe("the reviewers' to-dos", () => {
  /** The to-dos in `who`'s message box in drama-us that link to application `id`, in `locale`. */
  const todosOf = async (who: Who, id: number, locale = 'en-US') =>
    (
      await inject(
        'GET',
        `/notification/list?projectCode=drama-us&kind=todo&pageSize=100&locale=${locale}`,
        undefined,
        who,
      )
    )
      .json()
      .data.list.filter((todo: { link: string }) => todo.link === `/customer-service/apply/list?id=${id}`);

  it('reach every staff user who may decide the application in its project, in their language, never its applicant', async () => {
    const { id, body } = await applyFor();
    for (const reviewer of ['reviewer', 'second'] as const) {
      expect(await todosOf(reviewer, id)).toEqual([
        expect.objectContaining({
          kind: 'todo',
          read: false,
          projectCode: 'drama-us',
          title: `Large-bonus application ${id} waits for your decision`,
          content: expect.stringContaining(`asks for ${body.amount.toLocaleString('en-US')} coins for ${userCode}`),
        }),
      ]);
    }
    expect((await todosOf('second', id, 'zh-CN'))[0]).toMatchObject({
      title: `大额奖励申请 ${id} 待你审核`,
      content: expect.stringContaining(`${body.amount.toLocaleString('zh-CN')} 金币`),
    });
    // the applicant cannot decide their own; normal and operator hold no review permission in drama-us
    for (const nobody of ['admin', 'normal', 'operator'] as const) expect(await todosOf(nobody, id)).toEqual([]);
    // the same adjustment sent again is the same application: no second to-do
    await inject('POST', '/user/wallet/adjust', body, 'admin');
    expect(await todosOf('reviewer', id)).toHaveLength(1);
  });

  it("leave every reviewer's box once one of them decides the application", async () => {
    const { id } = await applyFor();
    expect(await todosOf('second', id)).toHaveLength(1);
    const unread = async () =>
      (await inject('GET', '/notification/unread-count?projectCode=drama-us', undefined, 'second')).json().data.todo;
    const before = await unread();
    expect(
      (await inject('POST', `/customer-service/apply/${id}/reject`, { note: 'No outage' }, 'reviewer')).statusCode,
    ).toBe(200);
    expect(await todosOf('reviewer', id)).toEqual([]);
    expect(await todosOf('second', id)).toEqual([]);
    expect(await unread()).toBe(before - 1);
  });

  it('leave every box once its applicant withdraws it', async () => {
    const { id } = await applyFor();
    expect(await todosOf('reviewer', id)).toHaveLength(1);
    expect((await inject('POST', `/customer-service/apply/${id}/withdraw`, {}, 'admin')).statusCode).toBe(200);
    expect(await todosOf('reviewer', id)).toEqual([]);
    expect(await todosOf('second', id)).toEqual([]);
  });
});
