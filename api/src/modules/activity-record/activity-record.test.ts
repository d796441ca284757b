import { sql } from 'kysely';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { parseCsv } from '../../testing/exportFiles';
import { newAppUser } from '../../testing/appUsers';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let made = 0;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, who: DemoUser = 'admin') =>
  t.app.inject({
    method,
    url: `/admin-api${url}`,
    headers: { 'client-token': tokens[who] },
    ...(payload ? { payload } : {}),
  });
const list = async (query: string, who: DemoUser = 'admin', project = 'drama-us') => {
  const response = await call('GET', `/activity/record/list?projectCode=${project}&${query}`, undefined, who);
  return { status: response.statusCode, body: response.json() };
};
const compensate = (payload: object, who: DemoUser = 'admin', project = 'drama-us') =>
  call('POST', '/activity/record/compensate', { projectCode: project, ...payload }, who);
const fieldOf = (response: { json(): { errors?: Array<{ field: string }> } }) => response.json().errors?.[0]?.field;

async function activity(values: { type: number; currency?: number; project?: string; budget?: number }) {
  made += 1;
  return t.db
    .insertInto('activity')
    .values({
      project_code: values.project ?? 'drama-us',
      type: values.type,
      currency: values.currency ?? 1,
      status: 0,
      start_time: new Date(Date.now() - 30 * 86_400_000),
      end_time: new Date(Date.now() + 30 * 86_400_000),
      title: `Test activity ${made}`,
      total_budget: values.budget ?? null,
    })
    .returning(['id', 'project_code'])
    .executeTakeFirstOrThrow();
}

const user = (project = 'drama-us') => newAppUser(t.db, project);

async function record(
  activityId: number,
  userId: number,
  values: { status?: number; period?: string; at?: Date } = {},
) {
  return t.db
    .insertInto('activity_record')
    .values({
      project_code: 'drama-us',
      activity_id: activityId,
      user_id: userId,
      period: values.period ?? '',
      progress: values.status === 1 ? 3 : 7,
      target: 7,
      status: values.status ?? 3,
      reward: 15,
      create_time: values.at ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('the list', () => {
  it("filters one project's records by activity, user, status and created time, with the user's and activity's names", async () => {
    const checkIn = await activity({ type: 2 });
    const [ann, bob] = [await user(), await user()];
    const old = new Date(Date.now() - 20 * 86_400_000);
    await record(checkIn.id, ann.id, { status: 3, period: '2026-11-01', at: old });
    await record(checkIn.id, ann.id, { status: 2, period: '2026-11-02' });
    const last = await record(checkIn.id, bob.id, { status: 1, period: '2026-11-02' });
    const all = await list(`activityId=${checkIn.id}`);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 3, totalExact: true });
    expect(all.body.data.list[0]).toMatchObject({
      id: Number(last.id),
      userCode: bob.user_code,
      userName: expect.stringContaining('Tester'),
      activityTitle: expect.stringContaining('Test activity'),
      activityType: 2,
      currency: 1,
      progress: 3,
      target: 7,
      status: 1,
    });
    expect((await list(`activityId=${checkIn.id}&userCode=${ann.user_code}`)).body.data.total).toBe(2);
    expect(
      (await list(`activityId=${checkIn.id}&status=2`)).body.data.list.map((row: { userCode: string }) => row.userCode),
    ).toEqual([ann.user_code]);
    const window = `createdFrom=${new Date(Date.now() - 86_400_000).toISOString()}&createdTo=${new Date(Date.now() + 60_000).toISOString()}`;
    expect((await list(`activityId=${checkIn.id}&${window}`)).body.data.total).toBe(2);
    expect((await list(`activityId=${checkIn.id}&period=2026-11-01`)).body.data.total).toBe(1);
  });

  it('refuses a sort no index serves, an unknown status and a time window that ends before it starts, naming the field', async () => {
    expect((await list('sortBy=reward')).body.errors[0].field).toBe('sortBy');
    expect((await list('status=4')).body.errors[0].field).toBe('status');
    const to = new Date(Date.now() - 86_400_000).toISOString();
    expect((await list(`createdFrom=${new Date().toISOString()}&createdTo=${to}`)).body.errors[0].field).toBe(
      'createdTo',
    );
  });

  it('pages deep by id on the index, the total exact up to 10,000 and then estimated and said so', async () => {
    const task = await activity({ type: 1 });
    const one = await user();
    // 10,100 claimed days and 5 pending, of one user
    await sql`insert into activity_record (project_code, activity_id, user_id, period, progress, target, status, reward)
      select 'drama-us', ${task.id}, ${one.id}, 'd' || g, 1, 1, case when g <= 5 then 2 else 3 end, 5
      from generate_series(1, 10105) g`.execute(t.db);
    const first = (await list(`activityId=${task.id}&status=3&pageSize=20&pageNum=1`)).body.data;
    expect(first.totalExact).toBe(false);
    expect(first.total).toBeGreaterThan(10_000);
    expect(first.list.map((row: { period: string }) => row.period)[0]).toBe('d10105');
    const deep = (await list(`activityId=${task.id}&status=3&pageSize=20&pageNum=505`)).body.data;
    expect(deep.list.map((row: { period: string }) => row.period)).toEqual(
      Array.from({ length: 20 }, (_, index) => `d${25 - index}`),
    );
    expect((await list(`activityId=${task.id}&status=3&pageSize=20&pageNum=506`)).body.data.list).toEqual([]);
    const pending = (await list(`activityId=${task.id}&status=2`)).body.data;
    expect(pending).toMatchObject({ total: 5, totalExact: true });
  });
});

describe('one record', () => {
  it("answers a check-in's days with it, and 404 for another project's record", async () => {
    const checkIn = await activity({ type: 2 });
    const ann = await user();
    const made = await record(checkIn.id, ann.id, { period: '2026-11-03' });
    await t.db
      .insertInto('activity_checkin')
      .values({
        project_code: 'drama-us',
        activity_id: checkIn.id,
        user_id: ann.id,
        day: '2026-11-03',
        streak: 2,
        reward: 15,
      })
      .execute();
    const answer = await call('GET', `/activity/record/${made.id}?projectCode=drama-us`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.checkins).toEqual([
      { day: '2026-11-03', streak: 2, reward: 15, madeUp: false, createTime: expect.any(String) },
    ]);
    expect((await call('GET', `/activity/record/${made.id}?projectCode=drama-jp`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/activity/record/${made.id}?projectCode=drama-jp`, undefined, 'normal')).statusCode,
    ).toBe(404);
  });
});

describe('the roles', () => {
  it('answers 403 to the operator and lets admin and normal read', async () => {
    expect((await list('pageNum=1', 'operator')).status).toBe(403);
    expect(
      (
        await compensate(
          { activityId: 1, userCodes: ['x'], amount: 1, reason: 'r', requestId: 'req-00001' },
          'operator',
        )
      ).statusCode,
    ).toBe(403);
    expect((await list('pageNum=1', 'normal')).status).toBe(200);
    expect((await list('pageNum=1', 'admin')).status).toBe(200);
  });
});

describe('a system compensation', () => {
  const ticketsOf = async (userId: number) =>
    (
      await t.db
        .selectFrom('wallet_ledger')
        .innerJoin('wallet', 'wallet.id', 'wallet_ledger.wallet_id')
        .select(['wallet_ledger.amount', 'wallet_ledger.idempotency_key'])
        .where('wallet.user_id', '=', userId)
        .where('wallet_ledger.kind', '=', 'ticket')
        .orderBy('wallet_ledger.id')
        .execute()
    ).map((entry) => ({ amount: Number(entry.amount), key: entry.idempotency_key }));

  it('credits each listed user once through the ledger, even when the same request is sent twice, with a row each', async () => {
    const gift = await activity({ type: 12, currency: 1 });
    const [ann, bob] = [await user(), await user()];
    const body = {
      activityId: gift.id,
      userCodes: [ann.user_code, bob.user_code, 'nobody-here', ann.user_code],
      amount: 25,
      reason: 'Outage on 1 November',
      requestId: `req-${process.pid}-a`,
    };
    const first = await compensate(body, 'normal');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ granted: 2, alreadyGranted: 0, refused: 2 });
    expect(first.json().data.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'granted',
      'granted',
      'unknownUser',
      'duplicate',
    ]);
    const again = await compensate(body);
    expect(again.json().data.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'alreadyGranted',
      'alreadyGranted',
      'unknownUser',
      'duplicate',
    ]);
    const key = `activity:${gift.id}:compensation:${body.requestId}:${ann.id}`;
    expect(await ticketsOf(Number(ann.id))).toEqual([{ amount: 25, key }]);
    const records = (await list(`activityId=${gift.id}`)).body.data.list;
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ status: 3, reward: 25, period: body.requestId });
    // another request is another grant
    await compensate({ ...body, userCodes: [ann.user_code], requestId: `req-${process.pid}-b` });
    expect((await ticketsOf(Number(ann.id))).map((entry) => entry.amount)).toEqual([25, 25]);
    const logged = await eventually(() =>
      t.db
        .selectFrom('sys_oper_log')
        .select(['title', 'http_status'])
        .where('url', 'like', '/admin-api/activity/record/compensate%')
        .where('http_status', '=', 200)
        .execute()
        .then((rows) => rows.length >= 3 && rows),
    );
    expect(logged[0]).toMatchObject({ title: 'Grant a system compensation', http_status: 200 });
  });

  it('is refused for another type (409), above the large-bonus threshold (400 on amount) and past the budget (409)', async () => {
    const ann = await user();
    const base = { userCodes: [ann.user_code], amount: 5, reason: 'Because', requestId: `req-${process.pid}-c` };
    const checkIn = await activity({ type: 2 });
    expect((await compensate({ ...base, activityId: checkIn.id })).statusCode).toBe(409);
    const gift = await activity({ type: 12, currency: 1, budget: 10 });
    const over = await compensate({ ...base, activityId: gift.id, amount: 101 });
    expect(over.statusCode).toBe(400);
    expect(fieldOf(over)).toBe('amount');
    const two = await user();
    const spent = await compensate({
      ...base,
      activityId: gift.id,
      amount: 6,
      userCodes: [ann.user_code, two.user_code],
    });
    expect(spent.statusCode).toBe(409);
    // the whole list is refused: nobody was credited
    expect(await ticketsOf(Number(ann.id))).toEqual([]);
    expect(fieldOf(await compensate({ ...base, activityId: gift.id, userCodes: [] }))).toBe('userCodes');
    expect(fieldOf(await compensate({ ...base, activityId: gift.id, requestId: 'x' }))).toBe('requestId');
  });

  it("cannot reach another project's activity (404)", async () => {
    const foreign = await activity({ type: 12, project: 'drama-sea' });
    const ann = await user();
    const base = { userCodes: [ann.user_code], amount: 5, reason: 'Because', requestId: `req-${process.pid}-d` };
    expect((await compensate({ ...base, activityId: foreign.id })).statusCode).toBe(404);
  });
});

describe('the export', () => {
  it('writes the filtered records with their labels', async () => {
    const checkIn = await activity({ type: 2 });
    const ann = await user();
    await record(checkIn.id, ann.id, { status: 2, period: '2026-11-05' });
    await record(checkIn.id, ann.id, { status: 3, period: '2026-11-06' });
    const queued = await call('POST', '/activity/record/export', {
      projectCode: 'drama-us',
      format: 'csv',
      activityId: checkIn.id,
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
    expect(rows.map((row) => [row[column('User')], row[column('Period')], row[column('Status')]])).toEqual([
      [ann.user_code, '2026-11-06', 'claimed'],
      [ann.user_code, '2026-11-05', 'pending claim'],
    ]);
  });
});

describe('the seed', () => {
  it('seeds the system compensations with their claimed records and ledger credits', async () => {
    const gifts = await t.db
      .selectFrom('activity')
      .select('id')
      .where('project_code', '=', 'drama-us')
      .where('type', '=', 12)
      .where('title', '=', 'Service outage compensation')
      .execute();
    expect(gifts).toHaveLength(1);
    const records = (await list(`activityId=${gifts[0].id}`)).body.data;
    expect(records.total).toBeGreaterThan(0);
    const entry = await t.db
      .selectFrom('wallet_ledger')
      .select('amount')
      .where('idempotency_key', '=', records.list[0].ledgerKey)
      .executeTakeFirst();
    expect(Number(entry?.amount)).toBe(records.list[0].reward);
  });
});
