// The app users' activities: check-ins keyed by the project's day, streaks through the 7-day
// ladder, make-up days, tasks whose progress comes from real plays, and claims that credit the
// wallet ledger once.
import { sql } from 'kysely';
import { activityUser, checkIn } from '../../domain/activities';
import { appScope } from '../../platform/appApi';
import { appClient, type AppSignIn } from '../../testing/appClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let app: ReturnType<typeof appClient>;
let staff: string;
let device = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = appClient(t);
  staff = await t.signIn('admin');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const LADDER = [10, 20, 30, 40, 50, 60, 70];

/** An online activity of drama-us (another project's with `project`), open from last year to next. */
async function activity(values: Record<string, unknown>, project = 'drama-us'): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into activity (project_code, type, currency, status, start_time, end_time, title, config,
      total_budget, daily_cap_per_user, priority)
    values (${project}, ${values.type as number}, ${(values.currency as number) ?? 2}, 0,
      now() - interval '365 days', now() + interval '365 days', ${(values.title as string) ?? 'An activity'},
      ${JSON.stringify(values.config ?? {})}::jsonb, ${(values.total_budget as number) ?? null},
      ${(values.daily_cap_per_user as number) ?? null}, ${(values.priority as number) ?? 0})
    returning id`.execute(t.db);
  return Number(rows[0].id);
}
/** Takes an activity off line, so that tests of one type do not see each other's. */
const offline = (id: number) => sql`update activity set status = 1 where id = ${id}`.execute(t.db);

const newUser = (): Promise<AppSignIn> => app.signIn(`device-activity-${++device}`);
const userIdOf = async (signIn: AppSignIn) =>
  Number(
    (await sql<{ id: number }>`select id from app_user where user_code = ${signIn.user.userCode}`.execute(t.db)).rows[0]
      .id,
  );
const ledgerOf = async (key: string) =>
  (
    await sql<{ amount: number; kind: string }>`
      select amount::int, kind from wallet_ledger where idempotency_key like ${key}`.execute(t.db)
  ).rows;
/** The user as the domain reads them (scope and audience), for calls at a chosen time. */
async function asDomainUser(signIn: AppSignIn) {
  const userId = await userIdOf(signIn);
  const { rows } = await sql<{ id: number; code: string; tenant_code: string; name: string; currency: string }>`
    select id, code, tenant_code, name, currency from sys_project where code = 'drama-us'`.execute(t.db);
  const scope = appScope({ ...rows[0], tenantCode: rows[0].tenant_code });
  const device = await sql<{ id: number }>`select id from app_device where user_id = ${userId}`.execute(t.db);
  return { scope, user: await activityUser(t.db, scope, userId, Number(device.rows[0].id)) };
}
const todayIn = async () =>
  (await app.call('GET', '/activities/check-in', (await newUser()).token)).json().data.today as string;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

describe('checking in', () => {
  let checkInId: number;
  beforeAll(async () => {
    checkInId = await activity({ type: 2, currency: 2, config: { ladder: LADDER, makeUpDays: 3 } });
  });

  it("keys the day by the project's time zone: just after midnight at UTC+8 is the new day there", async () => {
    await sql`update sys_project set timezone = 'Asia/Shanghai' where code = 'drama-us'`.execute(t.db);
    try {
      const { scope, user } = await asDomainUser(await newUser());
      // 16:05 UTC on the 1st is 00:05 on the 2nd in Shanghai
      const late = new Date(`${addDays(new Date().toISOString().slice(0, 10), -1)}T16:05:00Z`);
      const answer = await checkIn(t.db, scope, user, checkInId, late);
      expect(answer.today).toBe(addDays(late.toISOString().slice(0, 10), 1));
      expect(answer.checkIn).toMatchObject({ day: answer.today, streak: 1, reward: 10, madeUp: false });
      // ten minutes earlier it was still the 1st there: another day, another check-in
      const before = await checkIn(t.db, scope, user, checkInId, new Date(late.getTime() - 10 * 60_000));
      expect(before).toMatchObject({ alreadyCheckedIn: false, today: late.toISOString().slice(0, 10) });
    } finally {
      await sql`update sys_project set timezone = 'UTC' where code = 'drama-us'`.execute(t.db);
    }
  });

  it('answers a repeat with alreadyCheckedIn, not an error; two at once credit once', async () => {
    const signIn = await newUser();
    const userId = await userIdOf(signIn);
    const [first, second] = await Promise.all([
      app.call('POST', `/activities/${checkInId}/check-in`, signIn.token, { clientId: 'tap-1' }),
      app.call('POST', `/activities/${checkInId}/check-in`, signIn.token, { clientId: 'tap-1' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().data.alreadyCheckedIn, second.json().data.alreadyCheckedIn].sort()).toEqual([false, true]);
    const again = await app.call('POST', `/activities/${checkInId}/check-in`, signIn.token, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ alreadyCheckedIn: true, checkIn: { streak: 1, reward: 10 } });
    expect(await ledgerOf(`checkin:${checkInId}:${userId}:%`)).toEqual([{ amount: 10, kind: 'point' }]);
    const record = await sql<{ progress: number; target: number; status: number }>`
      select progress::int, target::int, status from activity_record
      where activity_id = ${checkInId} and user_id = ${userId}`.execute(t.db);
    expect(record.rows).toEqual([{ progress: 1, target: 7, status: 1 }]);
  });

  it('goes on with the streak day after day, wraps after day 7, and starts again after a missed day', async () => {
    const signIn = await newUser();
    const userId = await userIdOf(signIn);
    const { scope, user } = await asDomainUser(signIn);
    const start = Date.now() + 20 * DAY_MS;
    const onDay = (day: number) => checkIn(t.db, scope, user, checkInId, new Date(start + day * DAY_MS));
    const streaks: number[] = [];
    for (let day = 0; day < 9; day++) streaks.push((await onDay(day)).checkIn.streak);
    expect(streaks).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2]);
    // the first cycle's record is done (7 / 7); the second goes on
    const records = await sql<{ progress: number; target: number; status: number }>`
      select progress::int, target::int, status from activity_record
      where activity_id = ${checkInId} and user_id = ${userId} order by period`.execute(t.db);
    expect(records.rows).toEqual([
      { progress: 7, target: 7, status: 3 },
      { progress: 2, target: 7, status: 1 },
    ]);
    // a day missed: day 1 again
    expect((await onDay(10)).checkIn).toMatchObject({ streak: 1, reward: 10 });
    const credited = await ledgerOf(`checkin:${checkInId}:${userId}:%`);
    expect(credited).toHaveLength(10);
    expect(credited.reduce((sum, entry) => sum + entry.amount, 0)).toBe(280 + 10 + 20 + 10);
  });

  it("makes up a missed day within the activity's days back only, for the base reward", async () => {
    const signIn = await newUser();
    const userId = await userIdOf(signIn);
    // a user of ten days: a newer one has no earlier day to make up
    const fresh = (await app.call('GET', '/activities/check-in', signIn.token)).json().data;
    expect(fresh.canMakeUp).toEqual([]);
    await sql`update app_user set create_time = now() - interval '10 days' where id = ${userId}`.execute(t.db);
    const today = await todayIn();
    const calendar = (await app.call('GET', '/activities/check-in', signIn.token)).json().data;
    expect(calendar.activity).toMatchObject({ id: checkInId, ladder: LADDER, makeUpDays: 3, makeUpReward: 10 });
    expect(calendar.days[0]).toMatchObject({ day: today, state: 'today', reward: 10 });
    expect(calendar.days[6]).toMatchObject({ state: 'future', reward: 70 });
    expect(calendar.canMakeUp).toEqual([addDays(today, -3), addDays(today, -2), addDays(today, -1)]);

    const makeUp = (day: string) => app.call('POST', `/activities/${checkInId}/make-up`, signIn.token, { day });
    const tooFar = await makeUp(addDays(today, -4));
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors[0]).toMatchObject({ field: 'day' });
    expect((await makeUp(today)).statusCode).toBe(400);
    const twoBack = await makeUp(addDays(today, -2));
    expect(twoBack.statusCode).toBe(200);
    expect(twoBack.json().data.checkIn).toMatchObject({ day: addDays(today, -2), madeUp: true, reward: 10, streak: 1 });
    const yesterday = await makeUp(addDays(today, -1));
    // base reward only, though it counted as day 2 of its streak
    expect(yesterday.json().data.checkIn).toMatchObject({ streak: 2, reward: 10, madeUp: true });
    expect((await makeUp(addDays(today, -1))).statusCode).toBe(409);
    // today goes on from the made-up days
    const now = (await app.call('POST', `/activities/${checkInId}/check-in`, signIn.token, {})).json().data;
    expect(now.checkIn).toMatchObject({ streak: 3, reward: 30 });
    const after = (await app.call('GET', '/activities/check-in', signIn.token)).json().data;
    expect(after).toMatchObject({ checkedInToday: true, streak: 3, canMakeUp: [addDays(today, -3)] });
    expect(after.days.slice(0, 4).map((day: { state: string }) => day.state)).toEqual([
      'madeUp',
      'madeUp',
      'checked',
      'future',
    ]);
    const credited = await ledgerOf(`checkin:${checkInId}:${userId}:%`);
    expect(credited.map((entry) => entry.amount).sort()).toEqual([10, 10, 30]);
  });

  it('refuses a make-up where the activity allows none, a check-in of a task, and a day that is not a day', async () => {
    const none = await activity({ type: 2, config: { ladder: LADDER }, priority: 0 });
    const task = await activity({ type: 7, config: { episodes: 1, reward: 1 } });
    const signIn = await newUser();
    const today = await todayIn();
    const noMakeUp = await app.call('POST', `/activities/${none}/make-up`, signIn.token, { day: addDays(today, -1) });
    expect(noMakeUp.statusCode).toBe(409);
    expect(noMakeUp.json()).toMatchObject({ problem: 'checkin.noMakeUp' });
    const notCheckIn = await app.call('POST', `/activities/${task}/check-in`, signIn.token, {});
    expect(notCheckIn.statusCode).toBe(409);
    expect(notCheckIn.json()).toMatchObject({ problem: 'activity.notCheckIn' });
    const notADay = await app.call('POST', `/activities/${checkInId}/make-up`, signIn.token, { day: 'yesterday' });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().errors[0]).toMatchObject({ field: 'day' });
    await Promise.all([offline(none), offline(task)]);
  });

  it("reads the check-in's title and rules in the reader's locale, else in the project's default", async () => {
    await sql`insert into content_text (project_code, entity_kind, entity_id, field, locale, text)
      values ('drama-us', 'activity', ${checkInId}, 'title', 'pt-BR', 'Check-in diário')`.execute(t.db);
    const signIn = await newUser();
    const pt = (await app.call('GET', '/activities/check-in?locale=pt-BR', signIn.token)).json().data;
    expect(pt).toMatchObject({ locale: 'pt-BR', activity: { id: checkInId, title: 'Check-in diário' } });
    const en = (await app.call('GET', '/activities/check-in?locale=fr', signIn.token)).json().data;
    expect(en).toMatchObject({ locale: 'en', activity: { title: 'An activity' } });
  });

  it("keeps another project's activity out (404) and refuses a staff token (401)", async () => {
    const elsewhere = await activity({ type: 2, config: { ladder: LADDER } }, 'drama-jp');
    const signIn = await newUser();
    const foreign = await app.call('POST', `/activities/${elsewhere}/check-in`, signIn.token, {});
    expect(foreign.statusCode).toBe(404);
    expect((await app.call('POST', `/activities/${elsewhere}/claim`, signIn.token, {})).statusCode).toBe(404);
    const asStaff = await app.call('GET', '/activities/tasks', staff);
    expect(asStaff.statusCode).toBe(401);
    const withStaffHeader = await t.app.inject({
      method: 'POST',
      url: `/app-api/activities/${checkInId}/check-in`,
      headers: { 'x-app-key': app.key, 'client-token': staff },
      payload: {},
    });
    expect(withStaffHeader.statusCode).toBe(401);
  });
});

describe('tasks', () => {
  let drama: string;
  beforeAll(async () => {
    const signIn = await newUser();
    drama = (await app.call('GET', '/dramas?pageSize=1', signIn.token)).json().data.list[0].code;
  });
  const play = (token: string, episodeNo: number) =>
    app.call('POST', '/plays', token, { dramaCode: drama, episodeNo, seconds: 5 });
  const taskOf = async (token: string, activityId: number) =>
    (await app.call('GET', '/activities/tasks', token))
      .json()
      .data.list.find((task: { activityId: number }) => task.activityId === activityId);

  it('counts distinct episodes played today, turns pending claim at the target, and claims once', async () => {
    const watch = await activity({ type: 7, currency: 1, config: { episodes: 2, reward: 5 }, title: 'Watch 2' });
    const signIn = await newUser();
    const userId = await userIdOf(signIn);
    const today = await todayIn();
    expect(await taskOf(signIn.token, watch)).toMatchObject({ progress: 0, target: 2, status: 1, period: today });
    await play(signIn.token, 1);
    await play(signIn.token, 1);
    expect(await taskOf(signIn.token, watch)).toMatchObject({ progress: 1, status: 1 });
    const early = await app.call('POST', `/activities/${watch}/claim`, signIn.token, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ problem: 'status.notAllowed', params: { status: 1 } });
    await play(signIn.token, 2);
    expect(await taskOf(signIn.token, watch)).toMatchObject({ progress: 2, status: 2, reward: 5 });
    const claimed = await app.call('POST', `/activities/${watch}/claim`, signIn.token, {});
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data).toMatchObject({ alreadyClaimed: false, task: { status: 3 } });
    const again = await app.call('POST', `/activities/${watch}/claim`, signIn.token, { period: today });
    expect(again.json().data).toMatchObject({ alreadyClaimed: true, task: { status: 3 } });
    expect(await ledgerOf(`activity:${watch}:${userId}:%`)).toEqual([{ amount: 5, kind: 'ticket' }]);
    await offline(watch);
  });

  it('counts plays for a daily watch task and applies the higher priority of two', async () => {
    const low = await activity({ type: 1, config: { action: 'watch', count: 1, reward: 1 }, priority: 1 });
    const high = await activity({ type: 1, config: { action: 'watch', count: 3, reward: 9 }, priority: 5 });
    const signIn = await newUser();
    await play(signIn.token, 1);
    await play(signIn.token, 1);
    const tasks = (await app.call('GET', '/activities/tasks', signIn.token)).json().data.list;
    expect(tasks.find((task: { activityId: number }) => task.activityId === low)).toBeUndefined();
    expect(tasks.find((task: { activityId: number }) => task.activityId === high)).toMatchObject({
      action: 'watch',
      progress: 2,
      target: 3,
      status: 1,
    });
    await Promise.all([offline(low), offline(high)]);
  });

  it('counts unlocks, comments and paid top-ups of the period for their tasks', async () => {
    const unlock = await activity({ type: 8, config: { episodes: 1, reward: 2 } });
    const comment = await activity({ type: 1, config: { action: 'comment', count: 2, reward: 3 } });
    const topUp = await activity({
      type: 5,
      currency: 1,
      config: { currencyCode: 'USD', tiers: [{ thresholdMinor: 1000, reward: 4 }] },
    });
    const signIn = await newUser();
    const userId = await userIdOf(signIn);
    const dramaId = Number(
      (await sql<{ id: number }>`select id from drama where code = ${drama}`.execute(t.db)).rows[0].id,
    );
    await sql`insert into follow (project_code, user_id, drama_id, type, episode_no, coins)
      values ('drama-us', ${userId}, ${dramaId}, 10, 9, 30)`.execute(t.db);
    await sql`insert into comment (project_code, drama_id, user_id, content)
      values ('drama-us', ${dramaId}, ${userId}, 'Great'), ('drama-us', ${dramaId}, ${userId}, 'Again')`.execute(t.db);
    const paid = (amount: number, currency: string, n: number) =>
      sql`insert into topup_order (project_code, order_no, user_code, user_id, amount_minor, currency, status, pay_time)
        values ('drama-us', ${`act-${signIn.user.userCode}-${n}`}, ${signIn.user.userCode}, ${userId}, ${amount},
          ${currency}, 1, now())`.execute(t.db);
    await paid(600, 'USD', 1);
    // another currency's amount does not add up with dollars
    await paid(900, 'THB', 2);
    expect(await taskOf(signIn.token, unlock)).toMatchObject({ progress: 1, target: 1, status: 2 });
    expect(await taskOf(signIn.token, comment)).toMatchObject({ action: 'comment', progress: 2, status: 2 });
    expect(await taskOf(signIn.token, topUp)).toMatchObject({
      period: 'tier-1',
      progress: 600,
      target: 1000,
      status: 1,
    });
    await paid(400, 'USD', 3);
    expect(await taskOf(signIn.token, topUp)).toMatchObject({ progress: 1000, status: 2 });
    expect((await app.call('POST', `/activities/${topUp}/claim`, signIn.token, {})).json().data).toMatchObject({
      alreadyClaimed: false,
      task: { status: 3, reward: 4 },
    });
    expect(await ledgerOf(`activity:${topUp}:${userId}:tier-1`)).toEqual([{ amount: 4, kind: 'ticket' }]);
    await Promise.all([offline(unlock), offline(comment), offline(topUp)]);
  });

  it("gives each tier of a top-up activity once its window's paid sum reaches it, and a top-up gift per order", async () => {
    const tiers = await activity({
      type: 5,
      currency: 1,
      config: {
        currencyCode: 'USD',
        tiers: [
          { thresholdMinor: 500, reward: 2 },
          { thresholdMinor: 1500, reward: 7 },
        ],
      },
    });
    const gift = await activity({
      type: 0,
      currency: 1,
      config: { thresholdMinor: 1000, currencyCode: 'USD', reward: 3 },
    });
    const signIn = await newUser();
    const userId = await userIdOf(signIn);
    const paid = (amount: number, currency: string, n: number) =>
      sql`insert into topup_order (project_code, order_no, user_code, user_id, amount_minor, currency, status, pay_time)
        values ('drama-us', ${`tier-${signIn.user.userCode}-${n}`}, ${signIn.user.userCode}, ${userId}, ${amount},
          ${currency}, 1, now())`.execute(t.db);
    const claim = (id: number, body: Record<string, unknown> = {}) =>
      app.call('POST', `/activities/${id}/claim`, signIn.token, body);
    // a big order of another currency is no order of at least 1000 dollar cents
    await paid(5000, 'THB', 1);
    await paid(900, 'USD', 2);
    expect(await taskOf(signIn.token, gift)).toMatchObject({ period: '', progress: 0, target: 1, status: 1 });
    expect(await taskOf(signIn.token, tiers)).toMatchObject({
      period: 'tier-1',
      progress: 500,
      target: 500,
      status: 2,
    });
    // the second tier is not reached: nothing to claim there yet
    expect((await claim(tiers, { period: 'tier-2' })).statusCode).toBe(409);
    expect((await claim(tiers, { period: 'tier-3' })).statusCode).toBe(404);
    expect((await claim(tiers)).json().data.task).toMatchObject({ period: 'tier-1', status: 3, reward: 2 });
    // the claimed tier gives way to the next one
    expect(await taskOf(signIn.token, tiers)).toMatchObject({
      period: 'tier-2',
      progress: 900,
      target: 1500,
      status: 1,
    });
    await paid(1000, 'USD', 3);
    expect(await taskOf(signIn.token, gift)).toMatchObject({ progress: 1, status: 2, reward: 3 });
    expect(await taskOf(signIn.token, tiers)).toMatchObject({ period: 'tier-2', progress: 1500, status: 2, reward: 7 });
    expect((await claim(tiers, { period: 'tier-2' })).json().data.task).toMatchObject({ status: 3, reward: 7 });
    expect((await claim(tiers, { period: 'tier-1' })).json().data).toMatchObject({ alreadyClaimed: true });
    // all tiers claimed: the last one stays listed, claimed
    expect(await taskOf(signIn.token, tiers)).toMatchObject({ period: 'tier-2', status: 3 });
    expect((await claim(gift)).json().data.task).toMatchObject({ status: 3, reward: 3 });
    expect(await ledgerOf(`activity:${tiers}:${userId}:%`)).toEqual([
      { amount: 2, kind: 'ticket' },
      { amount: 7, kind: 'ticket' },
    ]);
    await Promise.all([offline(tiers), offline(gift)]);
  });

  it('refuses a claim once the budget is spent, or past the daily cap (409)', async () => {
    const budget = await activity({ type: 7, config: { episodes: 1, reward: 5 }, total_budget: 7 });
    const elsewhere = await activity({ type: 7, config: { episodes: 1, reward: 5 }, total_budget: 100 }, 'drama-jp');
    const first = await newUser();
    const second = await newUser();
    await play(first.token, 1);
    await play(second.token, 1);
    expect((await app.call('POST', `/activities/${budget}/claim`, first.token, {})).statusCode).toBe(200);
    const over = await app.call('POST', `/activities/${budget}/claim`, second.token, {});
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ problem: 'activity.budgetSpent' });
    // nothing changed for the refused one: still pending claim
    expect(await taskOf(second.token, budget)).toMatchObject({ status: 2 });
    // a claim spends its own activity's budget only (not another project's)
    const spentOf = async (id: number) =>
      Number((await sql<{ spent: string }>`select spent from activity where id = ${id}`.execute(t.db)).rows[0].spent);
    expect([await spentOf(budget), await spentOf(elsewhere)]).toEqual([5, 0]);
    await Promise.all([offline(budget), offline(elsewhere)]);

    const capped = await activity({ type: 7, config: { episodes: 1, reward: 5 }, daily_cap_per_user: 4 });
    await play(first.token, 2);
    const capRefused = await app.call('POST', `/activities/${capped}/claim`, first.token, {});
    expect(capRefused.statusCode).toBe(409);
    expect(capRefused.json()).toMatchObject({ problem: 'activity.dailyCap', params: { cap: 4, left: 4 } });
    await offline(capped);
  });

  it('hides an activity from users outside its audience', async () => {
    const others = await activity({ type: 8, config: { episodes: 1, reward: 1 }, title: 'JP only' });
    await sql`update activity set audience = '{"countries":["JP"]}' where id = ${others}`.execute(t.db);
    const signIn = await newUser();
    expect(await taskOf(signIn.token, others)).toBeUndefined();
    const refused = await app.call('POST', `/activities/${others}/claim`, signIn.token, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ problem: 'activity.notOpen' });
    await offline(others);
  });
});
