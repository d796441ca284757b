import { qualifyingUsers } from '../../domain/activities';
import { projectRows } from '../../platform/projectRows';
import { everyProjectScope } from '../../platform/scope';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { awardQualifiers } from './activity-medalconfig.jobs';
import { newAppUser } from '../../testing/appUsers';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let ordersPaid = 0;
beforeAll(async () => {
  t = await createTestApp({ badgeAward: false });
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  token = tokens.admin,
  project = 'drama-us',
) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/activity/medalconfig${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.[0]?.field;

const newUser = (projectCode = 'drama-us') => newAppUser(t.db, projectCode);

type User = Awaited<ReturnType<typeof newUser>>;

/** Plays of `episodes` distinct episodes of a drama of the project (each played twice: distinct ones count). */
async function watch(user: User, episodes: number, from = 1) {
  const drama = await t.db
    .selectFrom('drama')
    .select('id')
    .where('project_code', '=', user.project_code)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const plays = Array.from({ length: episodes }, (_, index) => ({
    project_code: user.project_code,
    user_id: user.id,
    drama_id: drama.id,
    episode_no: from + index,
    type: 1,
    play_time_seconds: 30,
    total_time_seconds: 60,
  }));
  await t.db
    .insertInto('interaction')
    .values([...plays, ...plays])
    .execute();
}

async function pay(user: User, orders: number, status = 1) {
  for (let index = 0; index < orders; index += 1, ordersPaid += 1)
    await t.db
      .insertInto('topup_order')
      .values({
        project_code: user.project_code,
        order_no: `BD${process.pid}-${ordersPaid}`,
        user_code: user.user_code,
        user_id: user.id,
        amount_minor: 499,
        currency: 'USD',
        status,
        pay_channel: 'test',
      } as never)
      .execute();
}

async function activityOf(type: number) {
  return t.db
    .insertInto('activity')
    .values({
      project_code: 'drama-us',
      type,
      currency: 2,
      start_time: new Date('2026-01-01T00:00:00Z'),
      end_time: new Date('2027-01-01T00:00:00Z'),
      title: `Badge test ${type}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function checkIn(user: User, days: string[]) {
  const activity = await activityOf(2);
  await t.db
    .insertInto('activity_checkin')
    .values(
      days.map((day, index) => ({
        project_code: 'drama-us',
        activity_id: activity.id,
        user_id: user.id,
        day,
        streak: index + 1,
        reward: 1,
      })),
    )
    .execute();
}

async function draw(user: User, times: number) {
  const activity = await activityOf(9);
  const drawRow = await t.db
    .insertInto('prize_draw')
    .values({ project_code: 'drama-us', activity_id: activity.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prize = await t.db
    .insertInto('prize')
    .values({
      project_code: 'drama-us',
      draw_id: drawRow.id,
      name: 'Nothing',
      reward_kind: 'none',
      probability_bp: 10000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('prize_draw_entry')
    .values(
      Array.from({ length: times }, (_, index) => ({
        project_code: 'drama-us',
        draw_id: drawRow.id,
        user_id: user.id,
        prize_id: prize.id,
        drawn_prize_id: prize.id,
        won: false,
        day: '2026-11-01',
        client_id: `c${index}`,
      })),
    )
    .execute();
}

async function qualifies(user: User, condition: string, threshold: number) {
  const rows = projectRows(t.db, await everyProjectScope(t.db));
  const { users } = await qualifyingUsers(
    rows,
    { id: 0, project_code: user.project_code, condition_type: condition, threshold },
    { limit: 1_000_000 },
  );
  return users.some((found) => found.id === user.id);
}

const badgeBody = (code: string, more: object = {}) => ({
  code,
  name: `Badge ${code}`,
  tier: 2,
  conditionType: 'episodes_watched',
  threshold: 3,
  rewardKind: 'point',
  rewardAmount: 15,
  ...more,
});

const holding = (badgeId: number, userId: number) =>
  t.db
    .selectFrom('user_badge')
    .selectAll()
    .where('badge_id', '=', badgeId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const credits = async (badgeId: number, userId: number) =>
  (
    await t.db
      .selectFrom('wallet_ledger')
      .select('id')
      .where('idempotency_key', '=', `badge:${badgeId}:${userId}`)
      .execute()
  ).length;
const points = async (userId: number) =>
  Number(
    (
      await t.db
        .selectFrom('wallet')
        .select('balance')
        .where('user_id', '=', userId)
        .where('kind', '=', 'point')
        .executeTakeFirst()
    )?.balance ?? 0,
  );

it("lists one project's seeded badges with their holders, filtered and sorted by whitelisted names only", async () => {
  const { status, body } = await call('GET', '/list?pageSize=50&sortBy=sort&sortType=asc');
  expect(status).toBe(200);
  const codes = body.data.list.map((badge: { code: string }) => badge.code);
  expect(codes).toEqual(
    expect.arrayContaining(['binge-watcher', 'first-top-up', 'check-in-7', 'lucky-drawer', 'vip-guest']),
  );
  const guest = body.data.list.find((badge: { code: string }) => badge.code === 'vip-guest');
  expect(guest.holders).toBe(4);
  const held = await t.db
    .selectFrom('user_badge')
    .select(t.db.fn.countAll().as('n'))
    .where('badge_id', '=', guest.id)
    .where('revoke_time', 'is', null)
    .executeTakeFirstOrThrow();
  expect(Number(held.n)).toBe(guest.holders);
  const manual = await call('GET', '/list?conditionType=manual');
  expect(manual.body.errors).toBeUndefined();
  expect(manual.body.data.list.every((badge: { conditionType: string }) => badge.conditionType === 'manual')).toBe(
    true,
  );
  expect((await call('GET', '/list?name=binge')).body.data.total).toBe(1);
  expect((await call('GET', '/list?sortBy=holders&sortType=desc')).status).toBe(200);
  expect((await call('GET', '/list?sortBy=name')).status).toBe(400);
});

it('qualifies the users each condition counts, and no one for a manual badge', async () => {
  const user = await newUser();
  await watch(user, 3);
  await pay(user, 2);
  await pay(user, 3, 0);
  await checkIn(user, ['2026-11-01', '2026-11-02']);
  await draw(user, 4);
  expect(await qualifies(user, 'episodes_watched', 3)).toBe(true);
  expect(await qualifies(user, 'episodes_watched', 4)).toBe(false);
  expect(await qualifies(user, 'topped_up', 2)).toBe(true);
  expect(await qualifies(user, 'topped_up', 3)).toBe(false);
  expect(await qualifies(user, 'checkin_days', 2)).toBe(true);
  expect(await qualifies(user, 'checkin_days', 3)).toBe(false);
  expect(await qualifies(user, 'draws', 4)).toBe(true);
  expect(await qualifies(user, 'draws', 5)).toBe(false);
  expect(await qualifies(user, 'manual', 0)).toBe(false);
});

it('previews a condition, backfills those who qualify on create, and the job awards new qualifiers once', async () => {
  const early = await newUser();
  await watch(early, 40);
  const preview = await call('POST', '/preview', { conditionType: 'episodes_watched', threshold: 40 });
  expect(preview.status).toBe(200);
  expect(preview.body.data.total).toBeGreaterThanOrEqual(1);
  const created = await call('POST', '', badgeBody('forty-episodes', { threshold: 40 }));
  expect(created.status).toBe(200);
  expect(created.body.data.backfill).toEqual({ awarded: preview.body.data.total, queued: 0 });
  expect(created.body.data.holders).toBe(preview.body.data.total);
  const id = created.body.data.id;
  expect(await holding(id, early.id)).toEqual([expect.objectContaining({ source: 'backfill', revoke_time: null })]);
  expect(await credits(id, early.id)).toBe(1);
  // nobody new: the job awards nothing
  expect(
    (await call('POST', '/preview', { conditionType: 'episodes_watched', threshold: 40, badgeId: id })).body.data.total,
  ).toBe(0);

  const late = await newUser();
  await watch(late, 40);
  expect(await awardQualifiers(t.db)).toBeGreaterThanOrEqual(1);
  expect(await holding(id, late.id)).toEqual([expect.objectContaining({ source: 'condition' })]);
  // a second run (or another process's) awards nothing more, and credits nothing more
  await awardQualifiers(t.db);
  expect(await holding(id, late.id)).toHaveLength(1);
  expect(await credits(id, late.id)).toBe(1);
  expect((await call('GET', `/${id}`)).body.data.holders).toBe(preview.body.data.total + 1);
});

it('awards by hand once, revokes with a reason, and never credits the reward twice', async () => {
  const created = await call('POST', '', badgeBody('hand-made', { conditionType: 'manual', threshold: 5 }));
  expect(created.body.data).toMatchObject({ threshold: 0, holders: 0, backfill: { awarded: 0, queued: 0 } });
  const id = created.body.data.id;
  const user = await newUser();
  const award = { userCodes: [user.user_code, 'NO-SUCH-USER'], reason: 'Won the fan contest' };
  const first = await call('POST', `/${id}/award`, award);
  expect(first.status).toBe(200);
  expect(first.body.data).toEqual({ awarded: [user.user_code], held: [], unknown: ['NO-SUCH-USER'] });
  expect((await call('POST', `/${id}/award`, award)).body.data).toEqual({
    awarded: [],
    held: [user.user_code],
    unknown: ['NO-SUCH-USER'],
  });
  expect((await call('GET', `/${id}`)).body.data.holders).toBe(1);
  expect(await points(user.id)).toBe(15);
  const answer = await call('GET', `/${id}/holders`);
  expect(answer.body.errors).toBeUndefined();
  const holders = answer.body.data;
  expect(holders.list).toEqual([
    expect.objectContaining({
      userCode: user.user_code,
      source: 'manual',
      reason: 'Won the fan contest',
      awardByName: expect.any(String),
      revokeTime: null,
    }),
  ]);
  expect(holders.list[0].awardByName).not.toBe('');

  expect(fieldOf(await call('POST', `/${id}/revoke`, { userCode: user.user_code, reason: ' ' }))).toBe('reason');
  const revoked = await call('POST', `/${id}/revoke`, {
    userCode: user.user_code,
    reason: 'Contest entry was a duplicate',
  });
  expect(revoked.status).toBe(200);
  expect(revoked.body.data.holders).toBe(0);
  expect((await call('POST', `/${id}/revoke`, { userCode: user.user_code, reason: 'again' })).status).toBe(409);
  expect((await call('GET', `/${id}/holders`)).body.data.total).toBe(0);
  expect((await call('GET', `/${id}/holders?state=revoked`)).body.data.list).toEqual([
    expect.objectContaining({
      userCode: user.user_code,
      revokeReason: 'Contest entry was a duplicate',
      revokeTime: expect.any(String),
    }),
  ]);
  // the reward stays the user's, and awarding again gives the badge but not the reward
  expect(await points(user.id)).toBe(15);
  expect((await call('POST', `/${id}/award`, award)).body.data.awarded).toEqual([user.user_code]);
  expect(await points(user.id)).toBe(15);
  expect((await call('GET', `/${id}`)).body.data.holders).toBe(1);

  const logged = await eventually(() =>
    t.db
      .selectFrom('sys_oper_log')
      .select('title')
      .where('url', 'like', `/admin-api/activity/medalconfig/${id}/%`)
      .where('http_status', '=', 200)
      .execute()
      .then((rows) => rows.length >= 3 && rows),
  );
  expect(logged.map((row) => row.title)).toEqual(expect.arrayContaining(['Award a badge by hand', 'Revoke a badge']));
});

it('refuses a bad badge with the field, an offline badge awards nothing, and a deleted one is gone', async () => {
  expect(fieldOf(await call('POST', '', badgeBody('zero', { threshold: 0 })))).toBe('threshold');
  expect(fieldOf(await call('POST', '/preview', { conditionType: 'draws', threshold: 0 }))).toBe('threshold');
  expect(fieldOf(await call('POST', '', badgeBody('no-reward', { rewardKind: 'none', rewardAmount: 5 })))).toBe(
    'rewardAmount',
  );
  expect(fieldOf(await call('POST', '', badgeBody('Bad Code')))).toBe('code');
  expect(fieldOf(await call('POST', '', badgeBody('binge-watcher')))).toBe('code');
  const off = await call('POST', '', badgeBody('sleeping', { status: 1, threshold: 1 }));
  expect(off.body.data).toMatchObject({ status: 1, holders: 0 });
  const user = await newUser();
  expect(
    (await call('POST', `/${off.body.data.id}/award`, { userCodes: [user.user_code], reason: 'try' })).status,
  ).toBe(409);
  // set online: those who watched one episode are backfilled
  const online = await call('PUT', `/${off.body.data.id}`, badgeBody('sleeping', { status: 0, threshold: 1 }));
  expect(online.body.data.backfill.awarded).toBeGreaterThan(0);
  expect(online.body.data.holders).toBe(online.body.data.backfill.awarded);
  expect((await call('DELETE', `/${off.body.data.id}`)).status).toBe(200);
  expect((await call('GET', `/${off.body.data.id}`)).status).toBe(404);
  expect((await call('POST', `/${off.body.data.id}/award`, { userCodes: [user.user_code], reason: 'x' })).status).toBe(
    404,
  );
});

it("answers 403 to the operator, and 404 for another project's badge", async () => {
  expect((await call('GET', '/list', undefined, tokens.operator)).status).toBe(403);
  expect((await call('POST', '/preview', { conditionType: 'draws', threshold: 1 }, tokens.operator)).status).toBe(403);
  expect((await call('GET', '/list', undefined, tokens.normal)).status).toBe(200);
  const foreign = (await call('GET', '/list', undefined, tokens.admin, 'drama-sea')).body.data.list[0];
  expect((await call('GET', `/${foreign.id}`)).status).toBe(404);
  expect((await call('GET', `/${foreign.id}/holders`)).status).toBe(404);
  const user = await newUser();
  expect((await call('POST', `/${foreign.id}/award`, { userCodes: [user.user_code], reason: 'x' })).status).toBe(404);
});
