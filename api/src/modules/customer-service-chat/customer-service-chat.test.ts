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

    const waiting = await staff('operator', 'GET', `${QUEUE}/list?view=waiting`);
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
    expect(again.json().data.id).toBe(sent.json().data.id);

    const seen = await app.call('GET', `/chat/conversations/${first.conversation.id}/messages`, first.user.token);
    const bodies = seen
      .json()
      .data.list.map((message: { author: string; body: string }) => `${message.author}:${message.body}`);
    expect(bodies.filter((body: string) => body === `agent:${answer.body}`)).toHaveLength(1);
    expect(bodies).toContain('user:My episode will not load');

    const detail = await staff('operator', 'GET', `${QUEUE}/${first.conversation.id}`);
    expect(detail.json().data).toMatchObject({
      status: 1,
      agent: { name: 'Olivia Park' },
      firstResponseDue: null,
      card: { user: { userCode: first.user.user.userCode }, conversations: 1 },
    });
    expect(detail.json().data.firstResponseTime).not.toBeNull();
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
    expect(mineToo.json().data).toMatchObject({ kind: 'image', imageUrl: url });
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
