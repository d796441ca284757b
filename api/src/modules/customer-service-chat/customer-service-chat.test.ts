// The chat screens' api with the app user's end: a user writes, an agent online gets the
// conversation first in first out, answers (once per clientId), notes stay among staff, the
// queue is another project's business nowhere, and a closed conversation is rated once.
import { sql } from 'kysely';
import { appClient } from '../../testing/appClient';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let app: ReturnType<typeof appClient>;
let tokens: Record<DemoUser, string>;

const QUEUE = '/admin-api/customer-service/online_assistant';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  app = appClient(t);
  tokens = await t.signInAll();
  // the queues open day and night here, so no automatic "we are away" reply depends on the hour
  await t.db.deleteFrom('cs_service').execute();
  for (const project of ['drama-us', 'drama-sea', 'drama-jp'])
    for (const code of ['online_assistant', 'vip_official_customer', 'premium_customer_service'] as const)
      await t.db
        .insertInto('cs_service')
        .values({ project_code: project, service_code: code, work_start: '00:00', work_end: '00:00' })
        .execute();
  // nobody online at the start: conversations wait
  await t.db.updateTable('cs_agent').set({ presence: 'offline' }).execute();
  // and none of the demo's going on: the queues hold this file's conversations only
  await t.db
    .updateTable('conversation')
    .set({ status: 2, closed_time: sql<Date>`now()`, closed_by: 'agent', awaiting_since: null })
    .where('status', '<', 2)
    .execute();
});
afterAll(() => t.close());

const staff = (
  who: DemoUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  projectCode = 'drama-us',
) =>
  t.app.inject({
    method,
    url: method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}projectCode=${projectCode}` : url,
    headers: { 'client-token': tokens[who] },
    ...(method === 'GET' ? {} : { payload: { projectCode, ...payload } }),
  });

async function userWriting(deviceId: string, text: string) {
  const user = await app.signIn(deviceId);
  const opened = await app.call('POST', '/chat/conversations', user.token, {});
  expect(opened.statusCode).toBe(200);
  const conversation = opened.json().data as { id: number; serviceCode: string; status: number };
  const sent = await app.call('POST', `/chat/conversations/${conversation.id}/messages`, user.token, {
    clientId: `${deviceId}-1`,
    body: text,
  });
  expect(sent.statusCode).toBe(200);
  return { user, conversation };
}

describe('a conversation from the first message to the rating', () => {
  it('waits in its queue until an agent goes online, who then has it and answers once per clientId', async () => {
    const first = await userWriting('chat-device-1', 'My episode will not load');
    const second = await userWriting('chat-device-2', 'I was charged twice');
    expect(first.conversation).toMatchObject({ serviceCode: 'online_assistant', status: 0 });

    // as the browser asks: with the list contract's default sort, which a queue's own order overrides
    const waiting = await staff(
      'operator',
      'GET',
      `${QUEUE}/list?view=waiting&sortType=desc&sortBy=deleted%2C%20create_time`,
    );
    expect(waiting.statusCode).toBe(200);
    const ids = waiting.json().data.list.map((row: { id: number }) => row.id);
    expect(ids.indexOf(first.conversation.id)).toBeLessThan(ids.indexOf(second.conversation.id));
    const row = waiting.json().data.list.find((item: { id: number }) => item.id === first.conversation.id);
    expect(row).toMatchObject({ agentUnread: 1, lastPreview: 'My episode will not load', agent: null });
    expect(row.firstResponseDue).not.toBeNull();

    // capacity 1: the operator takes the oldest only
    const online = await staff('operator', 'PUT', `${QUEUE}/agents/me`, { presence: 'online', capacity: 1 });
    expect(online.json().data).toMatchObject({ presence: 'online', capacity: 1, open: 1 });
    const mine = await staff('operator', 'GET', `${QUEUE}/list?view=mine`);
    expect(mine.json().data.list.map((item: { id: number }) => item.id)).toEqual([first.conversation.id]);

    const answer = { clientId: 'agent-answer-1', body: 'Sorry about that! Which drama is it?' };
    const sent = await staff('operator', 'POST', `${QUEUE}/${first.conversation.id}/messages`, answer);
    expect(sent.statusCode).toBe(200);
    const again = await staff('operator', 'POST', `${QUEUE}/${first.conversation.id}/messages`, answer);
    expect(again.json().data.message.id).toBe(sent.json().data.message.id);

    const seen = await app.call('GET', `/chat/conversations/${first.conversation.id}/messages`, first.user.token);
    const bodies = seen
      .json()
      .data.list.map((message: { author: string; body: string }) => `${message.author}:${message.body}`);
    expect(bodies.filter((body: string) => body === `agent:${answer.body}`)).toHaveLength(1);
    expect(bodies).toContain('user:My episode will not load');

    // the menu's count: the one still waiting, nothing unread in mine once answered
    const badge = await staff('operator', 'GET', `${QUEUE}/badge`);
    expect(badge.json().data.count).toBe(1);

    const detail = await staff('operator', 'GET', `${QUEUE}/${first.conversation.id}`);
    expect(detail.json().data).toMatchObject({
      status: 1,
      agent: { name: 'Olivia Park' },
      firstResponseDue: null,
      card: { user: { userCode: first.user.user.userCode }, conversations: 1 },
    });
    expect(detail.json().data.firstResponseTime).not.toBeNull();
  });

  it("offers the queue's frequent replies with the user's name and the agent's filled in", async () => {
    const { conversation } = await userWriting('chat-device-replies', 'I want a refund');
    await t.db
      .insertInto('chat_reply')
      .values({
        project_code: 'drama-us',
        title: 'Refund received',
        shortcut: 'refundok',
        content: 'Hi {name}, {agent} here: your refund is on its way.',
        service_codes: ['online_assistant'],
      })
      .execute();
    const replies = await staff('operator', 'GET', `${QUEUE}/${conversation.id}/replies?keyword=/refundok`);
    expect(replies.statusCode).toBe(200);
    const username = (await staff('operator', 'GET', `${QUEUE}/${conversation.id}`)).json().data.user.username;
    expect(replies.json().data.list).toEqual([
      expect.objectContaining({
        shortcut: 'refundok',
        text: `Hi ${username}, Olivia Park here: your refund is on its way.`,
      }),
    ]);
  });

  it('keeps notes among staff and tells the colleague it mentions', async () => {
    const { user, conversation } = await userWriting('chat-device-3', 'Hello?');
    const admin = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const note = await staff('operator', 'POST', `${QUEUE}/${conversation.id}/notes`, {
      clientId: 'note-1',
      body: 'Looks like the refund case from yesterday',
      mentions: [admin.id],
    });
    expect(note.statusCode).toBe(200);
    const staffView = await staff('operator', 'GET', `${QUEUE}/${conversation.id}/messages`);
    expect(staffView.json().data.list.some((message: { author: string }) => message.author === 'note')).toBe(true);
    const userView = await app.call('GET', `/chat/conversations/${conversation.id}/messages`, user.token);
    expect(userView.json().data.list.some((message: { author: string }) => message.author === 'note')).toBe(false);
    const notice = await t.db
      .selectFrom('sys_notification')
      .select('title')
      .where('user_id', '=', admin.id)
      .where('title', 'like', '%mentioned you%')
      .executeTakeFirst();
    expect(notice?.title).toContain('Olivia Park');
  });

  it('catches a client up with exactly the messages after the last id it saw', async () => {
    const { user, conversation } = await userWriting('chat-device-4', 'one');
    const page = await app.call('GET', `/chat/conversations/${conversation.id}/messages`, user.token);
    const last = page.json().data.list.at(-1).id as number;
    for (const body of ['two', 'three'])
      await app.call('POST', `/chat/conversations/${conversation.id}/messages`, user.token, {
        clientId: `night-${body.length}`,
        body,
      });
    const after = await app.call('GET', `/chat/conversations/${conversation.id}/messages?after=${last}`, user.token);
    expect(after.json().data.list.map((message: { body: string }) => message.body)).toEqual(['two', 'three']);
  });

  it('closes, asks for a rating and takes it once; a closed conversation takes no message', async () => {
    const { user, conversation } = await userWriting('chat-device-5', 'thanks, solved');
    await staff('admin', 'POST', `${QUEUE}/${conversation.id}/claim`);
    const closed = await staff('admin', 'POST', `${QUEUE}/${conversation.id}/close`);
    expect(closed.json().data).toMatchObject({ status: 2, closedBy: 'agent' });
    const messages = await app.call('GET', `/chat/conversations/${conversation.id}/messages`, user.token);
    expect(messages.json().data.list.at(-1)).toMatchObject({ author: 'system', kind: 'survey' });
    const late = await app.call('POST', `/chat/conversations/${conversation.id}/messages`, user.token, {
      clientId: 'late',
      body: 'one more thing',
    });
    expect(late.statusCode).toBe(409);
    const rated = await app.call('POST', `/chat/conversations/${conversation.id}/satisfaction`, user.token, {
      score: 5,
    });
    expect(rated.json().data.satisfaction).toBe(5);
    const twice = await app.call('POST', `/chat/conversations/${conversation.id}/satisfaction`, user.token, {
      score: 1,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('moves a conversation to another queue, where it waits', async () => {
    const { conversation } = await userWriting('chat-device-6', 'I am a VIP, where is my bonus?');
    const moved = await staff('admin', 'POST', `${QUEUE}/${conversation.id}/transfer`, {
      serviceCode: 'vip_official_customer',
    });
    expect(moved.json().data).toMatchObject({ serviceCode: 'vip_official_customer' });
    const gone = await staff('admin', 'GET', `${QUEUE}/${conversation.id}`);
    expect(gone.statusCode).toBe(404);
    const there = await staff('admin', 'GET', `/admin-api/customer-service/vip_official_customer/${conversation.id}`);
    expect(there.statusCode).toBe(200);
  });
});

describe('who may see a queue', () => {
  it('refuses the normal role and shows nothing of another project', async () => {
    expect((await staff('normal', 'GET', `${QUEUE}/list`)).statusCode).toBe(403);
    const { conversation } = await userWriting('chat-device-7', 'hi from the US');
    // the operator is no member of drama-jp; the admin in drama-sea does not find a drama-us conversation
    expect((await staff('operator', 'GET', `${QUEUE}/list`, undefined, 'drama-jp')).statusCode).toBe(403);
    expect((await staff('admin', 'GET', `${QUEUE}/${conversation.id}`, undefined, 'drama-sea')).statusCode).toBe(404);
    // another user's conversation is nobody's business on the app's side either
    const other = await app.signIn('chat-device-8');
    const peek = await app.call('GET', `/chat/conversations/${conversation.id}/messages`, other.token);
    expect(peek.statusCode).toBe(404);
  });

  it("writes the agent's actions to the operation log", async () => {
    const { conversation } = await userWriting('chat-device-9', 'log me');
    await staff('admin', 'PUT', `${QUEUE}/${conversation.id}/labels`, { labels: ['refund', ' payment '] });
    const row = await t.db
      .selectFrom('sys_oper_log')
      .select(['url'])
      .where('url', 'like', `%/${conversation.id}/labels%`)
      .executeTakeFirst();
    expect(row).toBeDefined();
    const labelled = await staff('admin', 'GET', `${QUEUE}/list?view=open&label=payment`);
    expect(labelled.json().data.list.map((item: { id: number }) => item.id)).toContain(conversation.id);
  });
});

describe('pictures', () => {
  it('takes an image by its bytes and refuses what is not one, naming the file', async () => {
    const upload = (body: Buffer, type: string) =>
      t.app.inject({
        method: 'POST',
        url: `${QUEUE}/uploads?projectCode=drama-us`,
        headers: { 'client-token': tokens.admin, 'content-type': type },
        payload: body,
      });
    const image = await upload(PNG, 'image/png');
    expect(image.statusCode).toBe(200);
    const url = image.json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/png');
    const fake = await upload(Buffer.from('<svg onload=alert(1)>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0].field).toBe('file');
    const large = await upload(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'image/png');
    expect(large.statusCode).toBe(400);
    expect(large.json().errors[0]).toMatchObject({ rule: 'tooLarge' });
    // a message's picture is one uploaded here, never an address from elsewhere
    const { conversation } = await userWriting('chat-device-10', 'look');
    const elsewhere = await staff('admin', 'POST', `${QUEUE}/${conversation.id}/messages`, {
      clientId: 'pic-1',
      imageUrl: 'https://evil.example/x.png',
    });
    expect(elsewhere.statusCode).toBe(400);
    const mineToo = await staff('admin', 'POST', `${QUEUE}/${conversation.id}/messages`, {
      clientId: 'pic-2',
      imageUrl: url,
    });
    expect(mineToo.json().data.message).toMatchObject({ kind: 'image', imageUrl: url });
  });
});

describe('business hours', () => {
  it('answers a user by itself outside them, once an hour', async () => {
    await t.db
      .updateTable('cs_service')
      .set({ work_days: sql<number[]>`'{}'::smallint[]`, away_reply: JSON.stringify({ en: 'We are closed now.' }) })
      .where('project_code', '=', 'drama-sea')
      .execute();
    const client = appClient(t, 'drama-sea');
    const user = await client.signIn('chat-device-night');
    const opened = (await client.call('POST', '/chat/conversations', user.token, {})).json().data;
    for (const body of ['hello?', 'anyone?']) {
      const sent = await client.call('POST', `/chat/conversations/${opened.id}/messages`, user.token, {
        clientId: `night-${body.length}`,
        body,
      });
      expect(sent.statusCode).toBe(200);
    }
    const messages = (await client.call('GET', `/chat/conversations/${opened.id}/messages`, user.token)).json().data
      .list;
    expect(
      messages.filter(
        (message: { author: string; kind: string }) => message.author === 'system' && message.kind === 'text',
      ),
    ).toHaveLength(1);
  });
});

describe('compensation in a conversation', () => {
  const staffId = async (username: string) =>
    (await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const coins = async (userCode: string) => {
    const row = await t.db
      .selectFrom('wallet')
      .innerJoin('app_user', 'app_user.id', 'wallet.user_id')
      .select('wallet.balance')
      .where('app_user.user_code', '=', userCode)
      .where('wallet.kind', '=', 'coin')
      .executeTakeFirst();
    return Number(row?.balance ?? 0);
  };
  /** The operator's budget in drama-us today: 100, nothing granted yet. */
  const budgetOf100 = async () => {
    const operator = await staffId('operator');
    await t.db
      .insertInto('cs_agent')
      .values({ project_code: 'drama-us', user_id: operator, daily_budget: 100 })
      .onConflict((on) => on.columns(['project_code', 'user_id']).doUpdateSet({ daily_budget: 100 }))
      .execute();
    await t.db.deleteFrom('chat_compensation').where('agent_id', '=', operator).execute();
  };

  it('credits within the daily budget once, even sent twice, and tells the user', async () => {
    await budgetOf100();
    const { user, conversation } = await userWriting('comp-device-1', 'The episode ate my coins');
    const before = await coins(user.user.userCode);
    const grant = { clientId: 'comp-1', kind: 'coin', amount: 50, reason: 'Episode failed after unlocking' };
    const first = await staff('operator', 'POST', `${QUEUE}/${conversation.id}/compensate`, grant);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ granted: true, remainingBudget: 50 });
    const again = await staff('operator', 'POST', `${QUEUE}/${conversation.id}/compensate`, grant);
    expect(again.json().data).toEqual(first.json().data);
    expect(await coins(user.user.userCode)).toBe(before + 50);

    const lines = (await app.call('GET', `/chat/conversations/${conversation.id}/messages`, user.token))
      .json()
      .data.list.filter(
        (message: { author: string; kind: string }) => message.author === 'system' && message.kind === 'event',
      )
      .map((message: { body: string }) => message.body);
    expect(lines).toEqual(['You received 50 coins as compensation']);
    const recorded = await t.db
      .selectFrom('chat_compensation')
      .selectAll()
      .where('conversation_id', '=', conversation.id)
      .execute();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ ledger_id: first.json().data.ledgerId, application_id: null, amount: 50 });

    // the same clientId for another amount is not this compensation
    const other = await staff('operator', 'POST', `${QUEUE}/${conversation.id}/compensate`, { ...grant, amount: 20 });
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0].field).toBe('clientId');

    const log = await t.db
      .selectFrom('sys_oper_log')
      .select('url')
      .where('url', 'like', `%/${conversation.id}/compensate%`)
      .executeTakeFirst();
    expect(log).toBeDefined();
  });

  it('sends what is over the budget to the large-bonus review and credits nothing', async () => {
    await budgetOf100();
    const { user, conversation } = await userWriting('comp-device-2', 'I lost a whole season');
    const small = await staff('operator', 'POST', `${QUEUE}/${conversation.id}/compensate`, {
      clientId: 'comp-2a',
      kind: 'ticket',
      amount: 70,
      reason: 'Sorry for the trouble',
    });
    expect(small.json().data).toMatchObject({ granted: true, remainingBudget: 30 });
    const before = await coins(user.user.userCode);
    const large = await staff('operator', 'POST', `${QUEUE}/${conversation.id}/compensate`, {
      clientId: 'comp-2b',
      kind: 'coin',
      amount: 31,
      reason: 'The season pass was charged twice',
    });
    expect(large.statusCode).toBe(200);
    expect(large.json().data).toMatchObject({ granted: false, remainingBudget: 30 });
    expect(await coins(user.user.userCode)).toBe(before);

    const { applicationId } = large.json().data;
    const applications = await staff('admin', 'GET', '/admin-api/customer-service/apply/list?pageSize=100');
    expect(applications.json().data.list.find((row: { id: number }) => row.id === applicationId)).toMatchObject({
      userCode: user.user.userCode,
      kind: 'coin',
      amount: 31,
      status: 'pending',
      applicantName: 'Olivia Park',
    });
    expect(
      await t.db
        .selectFrom('chat_compensation')
        .select(['application_id', 'ledger_id'])
        .where('conversation_id', '=', conversation.id)
        .where('application_id', '=', applicationId)
        .executeTakeFirst(),
    ).toEqual({ application_id: applicationId, ledger_id: null });
    // only what was granted is told to the user
    const lines = (await app.call('GET', `/chat/conversations/${conversation.id}/messages`, user.token))
      .json()
      .data.list.filter((message: { kind: string }) => message.kind === 'event')
      .map((message: { body: string }) => message.body);
    expect(lines).toEqual(['You received 70 tickets as compensation']);
  });

  it("counts the agent's day in the project's time zone", async () => {
    await budgetOf100();
    const { conversation } = await userWriting('comp-device-3', 'still broken');
    const grant = (clientId: string, amount: number) =>
      staff('operator', 'POST', `${QUEUE}/${conversation.id}/compensate`, {
        clientId,
        kind: 'point',
        amount,
        reason: 'goodwill',
      });
    expect((await grant('comp-3a', 100)).json().data).toMatchObject({ granted: true, remainingBudget: 0 });
    // that grant moved to the last second of yesterday in New York: today's budget is whole again
    await t.db
      .updateTable('chat_compensation')
      .set({
        create_time: sql<Date>`date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York' - interval '1 second'`,
      })
      .where('conversation_id', '=', conversation.id)
      .execute();
    expect((await grant('comp-3b', 100)).json().data).toMatchObject({ granted: true, remainingBudget: 0 });
  });

  it('refuses the normal role, amounts that are not whole numbers of 1 or more, and closed conversations', async () => {
    const { conversation } = await userWriting('comp-device-4', 'hello');
    const body = { clientId: 'comp-4', kind: 'coin', amount: 5, reason: 'sorry' };
    const url = `${QUEUE}/${conversation.id}/compensate`;
    expect((await staff('normal', 'POST', url, body)).statusCode).toBe(403);
    for (const amount of [0, 1.5, -3]) {
      const refused = await staff('admin', 'POST', url, { ...body, amount });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toBe('amount');
    }
    const noReason = await staff('admin', 'POST', url, { ...body, reason: '' });
    expect(noReason.json().errors[0].field).toBe('reason');
    await staff('admin', 'POST', `${QUEUE}/${conversation.id}/claim`);
    await staff('admin', 'POST', `${QUEUE}/${conversation.id}/close`);
    expect((await staff('admin', 'POST', url, body)).statusCode).toBe(409);
    expect(
      await t.db.selectFrom('chat_compensation').select('id').where('conversation_id', '=', conversation.id).execute(),
    ).toEqual([]);
  });
});

describe('the report', () => {
  const REPORT = `${QUEUE}/report`;
  const staffId = async (username: string) =>
    (await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const at = (iso: string, seconds = 0) => new Date(Date.parse(iso) + seconds * 1000);

  /** Conversations of January 2025, New York time (UTC-5) in drama-us. */
  beforeAll(async () => {
    const operator = await staffId('operator');
    const admin = await staffId('admin');
    const users = await t.db
      .selectFrom('app_user')
      .select(['id', 'project_code'])
      .where('project_code', 'in', ['drama-us', 'drama-sea'])
      .orderBy('id')
      .execute();
    const us = users.filter((user) => user.project_code === 'drama-us');
    const sea = users.find((user) => user.project_code === 'drama-sea')!;
    const fresh = await app.signIn('report-device-waiting');
    const waitingUser = await t.db
      .selectFrom('app_user')
      .select('id')
      .where('user_code', '=', fresh.user.userCode)
      .executeTakeFirstOrThrow();
    const closedOne = (
      project: string,
      userId: number,
      agentId: number,
      created: string,
      firstResponse: number,
      closedAfter: number,
      satisfaction: number | null,
      serviceCode: 'online_assistant' | 'vip_official_customer' = 'online_assistant',
    ) => ({
      project_code: project,
      user_id: userId,
      service_code: serviceCode,
      status: 2,
      agent_id: agentId,
      queued_time: at(created),
      create_time: at(created),
      first_response_time: at(created, firstResponse),
      last_message_time: at(created, closedAfter),
      closed_time: at(created, closedAfter),
      closed_by: 'agent' as const,
      satisfaction,
    });
    await t.db
      .insertInto('conversation')
      .values([
        // 2025-01-10 in New York
        closedOne('drama-us', us[0].id, operator, '2025-01-10T15:00:00Z', 30, 600, 5),
        closedOne('drama-us', us[1].id, operator, '2025-01-10T16:00:00Z', 90, 1200, 4),
        // 23:30 on the 10th in New York (the 11th in UTC), closed 00:30 on the 11th
        closedOne('drama-us', us[2].id, admin, '2025-01-11T04:30:00Z', 60, 3600, 2),
        // started on the 9th, closed on the 10th at 09:00 New York
        closedOne('drama-us', us[3].id, admin, '2025-01-09T14:00:00Z', 120, 86_400, 4),
        // waiting since the 12th, unanswered
        {
          project_code: 'drama-us',
          user_id: waitingUser.id,
          service_code: 'online_assistant',
          status: 0,
          queued_time: at('2025-01-12T14:00:00Z'),
          create_time: at('2025-01-12T14:00:00Z'),
          last_message_time: at('2025-01-12T14:00:00Z'),
        },
        // another queue, another project: not this report's
        closedOne('drama-us', us[4].id, operator, '2025-01-10T15:00:00Z', 5, 50, 1, 'vip_official_customer'),
        closedOne('drama-sea', sea.id, admin, '2025-01-10T15:00:00Z', 5, 50, 1),
      ])
      .execute();
  });

  it('gives the medians and mean scores by day in the project time zone and by agent', async () => {
    const response = await staff('admin', 'GET', `${REPORT}?from=2025-01-10&to=2025-01-12`);
    expect(response.statusCode).toBe(200);
    const { days, agents, timeZone } = response.json().data;
    expect(timeZone).toBe('America/New_York');
    expect(days).toEqual([
      {
        day: '2025-01-10',
        conversations: 3,
        closed: 3,
        firstResponseP50Seconds: 60,
        resolutionP50Seconds: 1200,
        satisfactionAvg: 4.33,
        rated: 3,
      },
      {
        day: '2025-01-11',
        conversations: 0,
        closed: 1,
        firstResponseP50Seconds: null,
        resolutionP50Seconds: 3600,
        satisfactionAvg: 2,
        rated: 1,
      },
      {
        day: '2025-01-12',
        conversations: 1,
        closed: 0,
        firstResponseP50Seconds: null,
        resolutionP50Seconds: null,
        satisfactionAvg: null,
        rated: 0,
      },
    ]);
    const [operator, admin] = [await staffId('operator'), await staffId('admin')];
    const byId = (id: number) => agents.find((agent: { userId: number }) => agent.userId === id);
    expect(agents).toHaveLength(2);
    expect(byId(operator)).toMatchObject({
      name: 'Olivia Park',
      conversations: 2,
      firstResponseP50Seconds: 60,
      satisfactionAvg: 4.5,
      rated: 2,
    });
    expect(byId(admin)).toMatchObject({ conversations: 2, firstResponseP50Seconds: 90, satisfactionAvg: 3, rated: 2 });
  });

  it('takes at most 92 days, to on or after from, and is the admin and operator screen only', async () => {
    expect((await staff('operator', 'GET', `${REPORT}?from=2025-01-01&to=2025-04-02`)).statusCode).toBe(200);
    for (const to of ['2025-04-03', '2024-12-31', '2025-02-30']) {
      const refused = await staff('admin', 'GET', `${REPORT}?from=2025-01-01&to=${to}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toBe('to');
    }
    const tooLong = await staff('admin', 'GET', `${REPORT}?from=2025-01-01&to=2025-04-03`);
    expect(tooLong.json().errors[0]).toMatchObject({ rule: 'max', params: { limit: '2025-04-02' } });
    const yearZero = await staff('admin', 'GET', `${REPORT}?from=0000-01-01&to=0000-01-02`);
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().errors[0].field).toBe('from');
    expect((await staff('normal', 'GET', `${REPORT}?from=2025-01-10&to=2025-01-12`)).statusCode).toBe(403);
  });
});
