// An app user's inbox: their own messages, newest first, and marking one read.
import { appClient } from '../../testing/appClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let app: ReturnType<typeof appClient>;

beforeAll(async () => {
  t = await createTestApp();
  app = appClient(t);
});
afterAll(() => t.close());

/** A new guest (whose inbox holds its welcome) with messages of its own, as promotion and customer service will send them. */
async function userWithMessages(deviceId: string, titles: string[]) {
  const signedIn = await app.signIn(deviceId);
  const user = await t.db
    .selectFrom('app_user')
    .select('id')
    .where('user_code', '=', signedIn.user.userCode)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('app_message')
    .values(
      titles.map((title, index) => ({
        project_code: 'drama-us',
        user_id: user.id,
        source: 'promotion' as const,
        title,
        content: `About ${title}`,
        create_time: new Date(Date.UTC(2026, 0, 1 + index)),
      })),
    )
    .execute();
  return signedIn.token;
}

describe('the inbox', () => {
  it("lists the user's messages newest first and marks one read, once", async () => {
    const token = await userWithMessages('device-inbox-1', ['first', 'second', 'third']);
    const inbox = (await app.call('GET', '/inbox', token)).json().data;
    expect(inbox).toMatchObject({ total: 4, unread: 4 });
    expect(inbox.list.map((message: { title: string }) => message.title)).toEqual([
      'Welcome!',
      'third',
      'second',
      'first',
    ]);

    const read = await app.call('POST', `/inbox/${inbox.list[1].id}/read`, token);
    expect(read.json().data).toMatchObject({ id: inbox.list[1].id, unread: 3 });
    const again = await app.call('POST', `/inbox/${inbox.list[1].id}/read`, token);
    expect(again.json().data.readTime).toBe(read.json().data.readTime);
    const unread = (await app.call('GET', '/inbox?unread=true', token)).json().data;
    expect(unread).toMatchObject({ total: 3, unread: 3 });
    expect(unread.list.map((message: { title: string }) => message.title)).toEqual(['Welcome!', 'second', 'first']);
  });

  it("answers 404 for another user's message, which stays unread", async () => {
    const mine = await userWithMessages('device-inbox-2', ['mine']);
    const theirs = await userWithMessages('device-inbox-3', ['theirs']);
    const [message] = (await app.call('GET', '/inbox', theirs)).json().data.list;
    const response = await app.call('POST', `/inbox/${message.id}/read`, mine);
    expect(response.statusCode).toBe(404);
    expect((await app.call('GET', '/inbox', theirs)).json().data.unread).toBe(2);
  });

  it('has seeded messages for the demo app users', async () => {
    const seeded = await t.db
      .selectFrom('app_message')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(seeded.count)).toBeGreaterThan(0);
  });
});
