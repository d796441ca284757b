// The simulator's users talking to customer service, for real: a listening api, a few app users
// over HTTP and an agent answering them on the staff api. The users here always take the same
// turn (a screenshot as their second message, a word more after the answer, a 5 with a comment),
// so each step of the conversation is sure to happen; what they did is then what the database holds.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Scenario, SimulatedApp } from '../../platform/simulation';
import { simulate } from '../../simulate/simulate';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { talkToCustomerService } from './app-chat.scenarios';

let t: TestApp;
let base: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ chatIdleClose: false });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.signIn('admin');
  // the queues open day and night, nobody at work and nothing going on: only the simulated users
  await t.db.updateTable('cs_service').set({ work_start: '00:00', work_end: '00:00' }).execute();
  await t.db.updateTable('cs_agent').set({ presence: 'offline' }).execute();
  await t.db
    .updateTable('conversation')
    .set({ status: 2, closed_time: sql<Date>`now()`, closed_by: 'agent', awaiting_since: null })
    .where('status', '<', 2)
    .execute();
});
afterAll(() => t.close());

const QUEUE = '/admin-api/customer-service/online_assistant';

/** The simulated users' conversations not closed yet. */
const going = () =>
  t.db
    .selectFrom('conversation')
    .select(['id', 'awaiting_since', 'user_read_id', 'last_message_id'])
    .where('status', '<', 2)
    .where('user_id', 'in', (query) =>
      query.selectFrom('app_device').select('user_id').where('device_id', 'like', 'sim-%'),
    )
    .execute();

/** An agent at work until `done`: answers each new conversation, and closes it once the user read the answer and then wrote back. */
async function agentAtWork(done: () => boolean) {
  const answered = new Map<number, number>();
  const staff = (url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'client-token': admin },
      payload: { projectCode: 'drama-us', ...payload },
    });
  while (!done()) {
    for (const conversation of await going()) {
      if (!answered.has(conversation.id)) {
        const reply = await staff(`${QUEUE}/${conversation.id}/messages`, {
          clientId: `answer-${conversation.id}`,
          body: 'Sorry about that! Could you tell me which drama it is?',
        });
        expect(reply.statusCode).toBe(200);
        answered.set(conversation.id, reply.json().data.message.id);
      } else if (
        conversation.awaiting_since &&
        conversation.user_read_id >= answered.get(conversation.id)! &&
        conversation.last_message_id > conversation.user_read_id
      ) {
        expect((await staff(`${QUEUE}/${conversation.id}/close`)).statusCode).toBe(200);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** The scenario as users who always take the same turn: every draw low, the first of every choice. */
const sameTurn = new WeakMap<SimulatedApp, SimulatedApp>();
const decided: Scenario = {
  ...talkToCustomerService,
  run(app) {
    if (!sameTurn.has(app))
      sameTurn.set(app, {
        deviceId: app.deviceId,
        call: (call) => app.call(call),
        signIn: () => app.signIn(),
        moved: (what, by) => app.moved(what, by),
        think: () => app.think(),
        random: () => 0.1,
        pick: (items) => items[0],
      });
    return talkToCustomerService.run(sameTurn.get(app)!);
  },
};

it('opens conversations that an agent answers; the users read, send a screenshot, write back and rate once it is closed', async () => {
  const { app_key: appKey } = await t.db
    .selectFrom('sys_project')
    .select('app_key')
    .where('code', '=', 'drama-us')
    .executeTakeFirstOrThrow();
  let finished = false;
  const agent = agentAtWork(() => finished);
  const summary = await simulate({ base, appKey, users: 3, seconds: 3, thinkMs: 50, scenarios: [decided] }).finally(
    () => (finished = true),
  );
  await agent;

  expect(summary.signedIn).toBe(3);
  expect({ errors: summary.errors, calls: summary.calls.filter((call) => call.errors) }).toEqual({
    errors: {},
    calls: [],
  });
  expect(summary.moved['conversations opened']).toBeGreaterThanOrEqual(3);
  expect(summary.moved['answers read']).toBeGreaterThanOrEqual(3);
  expect(summary.moved.ratings).toBeGreaterThanOrEqual(3);

  const simulated = await sql<{ author: string; kind: string; count: number }>`
    select m.author, m.kind, count(*)::int as count from chat_message m join conversation c on c.id = m.conversation_id
    where c.user_id in (select user_id from app_device where device_id like 'sim-%') group by m.author, m.kind`.execute(
    t.db,
  );
  const count = (author: string, kind: string) =>
    simulated.rows.find((row) => row.author === author && row.kind === kind)?.count ?? 0;
  expect(count('user', 'text') + count('user', 'image')).toBe(summary.moved['chat messages']);
  expect(count('user', 'image')).toBe(summary.moved['pictures sent']);
  expect(count('user', 'image')).toBeGreaterThanOrEqual(3);

  // each rating is the user's on a closed conversation they read to the survey
  const rated = await t.db
    .selectFrom('conversation')
    .select(['status', 'satisfaction', 'satisfaction_comment', 'user_unread', 'user_read_id', 'last_message_id'])
    .where('satisfaction', 'is not', null)
    .where('user_id', 'in', (query) =>
      query.selectFrom('app_device').select('user_id').where('device_id', 'like', 'sim-%'),
    )
    .execute();
  expect(rated).toHaveLength(summary.moved.ratings);
  for (const row of rated) {
    expect(row).toMatchObject({
      status: 2,
      satisfaction: 5,
      satisfaction_comment: 'Quick and helpful, thanks!',
      user_unread: 0,
    });
    expect(row.user_read_id).toBe(row.last_message_id);
  }

  // a screenshot sent is one the api keeps and serves as the PNG it is
  const picture = await t.db
    .selectFrom('chat_message')
    .select('image_url')
    .where('kind', '=', 'image')
    .where('author', '=', 'user')
    .executeTakeFirstOrThrow();
  const served = await t.app.inject({ method: 'GET', url: picture.image_url! });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
}, 60_000);
