// The simulator run for real: a listening api, a few app users over HTTP for about two seconds.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { demoAppKey } from '../modules/app-session/app-session.seed';
import { discoverModules } from '../platform/modules';
import { createTestApp, type TestApp } from '../testing/testApp';
import { formatSummary, percentile, simulate } from './simulate';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const simulatedPlays = async () =>
  (
    await sql<{ plays: number }>`
      select count(*)::int as plays from interaction
      where user_id in (select user_id from app_device where device_id like 'sim-%')`.execute(t.db)
  ).rows[0].plays;

const simulatedOrders = async (...statuses: number[]) =>
  (
    await sql<{ orders: number }>`
      select count(*)::int as orders from topup_order
      where status = any(${statuses}::smallint[])
        and user_id in (select user_id from app_device where device_id like 'sim-%')`.execute(t.db)
  ).rows[0].orders;

const simulatedChatMessages = async () =>
  (
    await sql<{ messages: number }>`
      select count(*)::int as messages from chat_message m join conversation c on c.id = m.conversation_id
      where m.author = 'user' and c.user_id in (select user_id from app_device where device_id like 'sim-%')`.execute(
      t.db,
    )
  ).rows[0].messages;

it('signs app users in and drives the scenarios over HTTP, moving plays that the database holds', async () => {
  const scenarios = (await discoverModules()).flatMap((module) => module.scenarios ?? []);
  expect(scenarios.map((scenario) => scenario.name).sort()).toEqual([
    'buy a package',
    'check in and claim',
    'draw prizes',
    'read the inbox',
    'sign in',
    'talk to customer service',
    'watch episodes',
  ]);
  // the activities' scenario runs on its own (below): the others' seeded picks stay as they were
  scenarios.splice(
    scenarios.findIndex((scenario) => scenario.name === 'check in and claim'),
    1,
  );

  const summary = await simulate({
    base,
    appKey: demoAppKey('drama-us'),
    users: 4,
    seconds: 2,
    thinkMs: 20,
    scenarios,
  });
  expect(summary.signedIn).toBe(4);
  expect(summary.errors).toEqual({});
  expect(summary.moved.plays).toBeGreaterThan(0);
  expect(summary.moved['inbox reads']).toBeGreaterThan(0);
  expect(await simulatedPlays()).toBe(summary.moved.plays);
  // every order the purchases placed is in the top-up records, and those paid are credited
  expect(await simulatedOrders(0, 1, 2)).toBe(summary.moved.orders ?? 0);
  expect(await simulatedOrders(1)).toBe(summary.moved['orders paid'] ?? 0);
  // what they wrote to customer service is in their conversations (whether the picks wrote any: below)
  expect(await simulatedChatMessages()).toBe(summary.moved['chat messages'] ?? 0);
  expect(summary.calls.map((call) => call.call)).toEqual(
    expect.arrayContaining(['POST /sign-in', 'GET /dramas', 'GET /dramas/:dramaCode/episodes', 'POST /plays']),
  );
  const plays = summary.calls.find((call) => call.call === 'POST /plays')!;
  expect(plays.p99Ms).toBeGreaterThanOrEqual(plays.p50Ms);
  expect(formatSummary(summary)).toMatch(/4 of 4 users signed in; \d+ requests in [\d.]+ s/);

  // a rerun signs the same devices' users in again: no new users
  const devices = await t.db.selectFrom('app_device').select('user_id').where('device_id', 'like', 'sim-%').execute();
  const again = await simulate({ base, appKey: demoAppKey('drama-us'), users: 4, seconds: 0.3, scenarios });
  expect(again.signedIn).toBe(4);
  const after = await t.db.selectFrom('app_device').select('user_id').where('device_id', 'like', 'sim-%').execute();
  expect(after.map((row) => row.user_id).sort()).toEqual(devices.map((row) => row.user_id).sort());
}, 30_000);

it("drives the activities' scenario: the check-ins, make-ups and claims it made are what the database holds", async () => {
  const scenario = (await discoverModules())
    .flatMap((module) => module.scenarios ?? [])
    .find((one) => one.name === 'check in and claim')!;
  // a check-in (three days back to make up) and a one-play task
  const { rows: activities } = await sql<{ id: number }>`
    insert into activity (project_code, type, currency, status, start_time, end_time, title, config)
    values ('drama-us', 2, 2, 0, now() - interval '30 days', now() + interval '30 days', 'Simulated check-in',
        '{"ladder":[1,2,3,4,5,6,7],"makeUpDays":3}'),
      ('drama-us', 1, 1, 0, now() - interval '30 days', now() + interval '30 days', 'Simulated play',
        '{"action":"watch","count":1,"reward":1}')
    returning id`.execute(t.db);
  const [checkInId] = activities.map((activity) => Number(activity.id));
  // a play today for each simulated user, so each has the play task to claim (the run above leaves it to chance)
  await sql`
    insert into interaction (project_code, user_id, drama_id, episode_no, type, play_time_seconds, total_time_seconds)
    select 'drama-us', d.user_id, (select id from drama where project_code = 'drama-us' order by id limit 1), 1, 1, 30, 60
    from app_device d join app_user u on u.id = d.user_id
    where d.device_id like 'sim-%' and u.project_code = 'drama-us'`.execute(t.db);
  const started = new Date();
  const summary = await simulate({
    base,
    appKey: demoAppKey('drama-us'),
    users: 4,
    seconds: 1,
    thinkMs: 20,
    scenarios: [scenario],
  });
  expect(summary.errors).toEqual({});
  // each user checked in once (a repeat answers "already checked in"), and claimed the play task
  expect(summary.moved['check-ins']).toBe(4);
  expect(summary.moved.claims).toBeGreaterThanOrEqual(4);
  const { rows } = await sql<{ checkedIn: number; madeUp: number; claimed: number }>`
    select (select count(*)::int from activity_checkin where activity_id = ${checkInId} and not made_up
              and user_id in (select user_id from app_device where device_id like 'sim-%')) as "checkedIn",
           (select count(*)::int from activity_checkin where activity_id = ${checkInId} and made_up
              and user_id in (select user_id from app_device where device_id like 'sim-%')) as "madeUp",
           (select count(*)::int from activity_record where activity_id <> ${checkInId} and status = 3
              and claim_time >= ${started}
              and user_id in (select user_id from app_device where device_id like 'sim-%')) as claimed`.execute(t.db);
  expect(rows[0]).toEqual({
    checkedIn: 4,
    madeUp: summary.moved['make-ups'] ?? 0,
    claimed: summary.moved.claims ?? 0,
  });
});

it('drives the customer-service scenario alone: every user writes, and what they wrote is in their conversations', async () => {
  const scenario = (await discoverModules())
    .flatMap((module) => module.scenarios ?? [])
    .find((one) => one.name === 'talk to customer service')!;
  const before = await simulatedChatMessages();
  const summary = await simulate({
    base,
    appKey: demoAppKey('drama-us'),
    users: 2,
    seconds: 0.5,
    thinkMs: 20,
    scenarios: [scenario],
  });
  expect(summary.errors).toEqual({});
  expect(summary.moved['chat messages']).toBeGreaterThan(0);
  expect((await simulatedChatMessages()) - before).toBe(summary.moved['chat messages']);
});

it('counts what was refused by status, and signs no one in with a wrong app key', async () => {
  const summary = await simulate({
    base,
    appKey: 'not-a-key-of-ours',
    users: 2,
    seconds: 0.2,
    scenarios: [{ name: 'nothing', weight: 1, run: async () => {} }],
  });
  expect(summary.signedIn).toBe(0);
  expect(summary.errors['401']).toBeGreaterThanOrEqual(2);
});

it('reads percentiles by nearest rank', () => {
  const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
  expect([percentile(sorted, 0.5), percentile(sorted, 0.99), percentile([], 0.5)]).toEqual([50, 99, 0]);
});
