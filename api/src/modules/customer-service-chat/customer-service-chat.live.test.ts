// Who hears a conversation live: a user's message reaches the agents allowed its queue in its
// project and nobody else (not the normal role, not an agent of another project, not another
// queue's listeners); the user hears the agent's answer and never a note.
import { appClient } from '../../testing/appClient';
import { appLiveListening, type LiveClient, type LiveMessage, signedInLive } from '../../testing/liveClient';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let base: string;
let tokens: Record<DemoUser, string>;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ live: { pollMs: 60_000 }, exports: { runner: false } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  tokens = await t.signInAll();
  await t.db.updateTable('cs_service').set({ work_start: '00:00', work_end: '00:00' }).execute();
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await t.close();
});

async function listening(
  who: DemoUser,
  topic: string,
  projectCode: string,
): Promise<{ client: LiveClient; answer: LiveMessage }> {
  const client = await signedInLive(base, tokens[who]);
  clients.push(client);
  client.send({ type: 'subscribe', topics: [topic], projectCode });
  const answer = await client.next((message) => message.type === 'subscribed' || message.type === 'refused');
  return { client, answer };
}

const messageEvent = (body: string) => (message: LiveMessage) =>
  message.type === 'event' && (message.payload as { message?: { body?: string } }).message?.body === body;

it("reaches only the agents allowed the conversation's queue and project, and the user hears the answer, never a note", async () => {
  const operatorUs = await listening('operator', 'chat-online_assistant', 'drama-us');
  expect(operatorUs.answer.type).toBe('subscribed');
  const adminVip = await listening('admin', 'chat-vip_official_customer', 'drama-us');
  const adminSea = await listening('admin', 'chat-online_assistant', 'drama-sea');
  // the normal role may not listen to a queue; the operator is no member of drama-jp
  expect((await listening('normal', 'chat-online_assistant', 'drama-us')).answer).toMatchObject({
    type: 'refused',
    status: 403,
  });
  expect((await listening('operator', 'chat-online_assistant', 'drama-jp')).answer).toMatchObject({
    type: 'refused',
    status: 403,
  });

  const app = appClient(t);
  const user = await app.signIn('live-chat-device-1');
  const userSocket = await appLiveListening(base, { appKey: app.key, token: user.token });
  clients.push(userSocket);
  const conversation = (await app.call('POST', '/chat/conversations', user.token, {})).json().data;
  await app.call('POST', `/chat/conversations/${conversation.id}/messages`, user.token, {
    clientId: 'live-1',
    body: 'Is anyone there?',
  });

  const heard = await operatorUs.client.next(messageEvent('Is anyone there?'), 2000);
  expect(heard).toMatchObject({ topic: 'chat-online_assistant', projectCode: 'drama-us' });

  const answer = (body: string, url: 'messages' | 'notes') =>
    t.app.inject({
      method: 'POST',
      url: `/admin-api/customer-service/online_assistant/${conversation.id}/${url}`,
      headers: { 'client-token': tokens.operator },
      payload: { projectCode: 'drama-us', clientId: `live-${url}`, body },
    });
  expect((await answer('Only staff see this', 'notes')).statusCode).toBe(200);
  expect((await answer('Yes, I am here!', 'messages')).statusCode).toBe(200);
  // every message the user's socket was sent up to the answer (none skipped): no note among them
  const userHeard: LiveMessage[] = [];
  while (!userHeard.some(messageEvent('Yes, I am here!'))) userHeard.push(await userSocket.next(() => true, 2000));
  expect(userHeard.some(messageEvent('Only staff see this'))).toBe(false);
  expect(userHeard.some(messageEvent('Is anyone there?'))).toBe(true);
  // neither listener of another queue or project heard a thing
  for (const other of [adminVip.client, adminSea.client])
    expect(other.pending().some((message) => message.type === 'event')).toBe(false);
});
