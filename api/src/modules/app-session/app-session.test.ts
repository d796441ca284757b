// Guest sign-in by device: a device's first sign-in makes its app user, later ones sign the
// same user in; staff see the new user among the app users.
import { appClient } from '../../testing/appClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let app: ReturnType<typeof appClient>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  app = appClient(t);
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

describe('sign-in by device', () => {
  it("makes a guest on the device's first sign-in and signs the same user in after", async () => {
    const first = await app.signIn('device-session-1', 'TH');
    expect(first.created).toBe(true);
    expect(first.user as object).toMatchObject({ source: 'guest', country: 'TH', project: { code: 'drama-us' } });
    expect(first.token).toMatch(/^app\./);

    const again = await app.signIn('device-session-1');
    expect(again.created).toBe(false);
    expect(again.user.userCode).toBe(first.user.userCode);
    expect(again.token).not.toBe(first.token);
    // the device holds one session: the token before is over
    expect((await app.call('GET', '/me', first.token)).json()).toMatchObject({ code: 401, problem: 'token.signedOut' });
    expect((await app.call('GET', '/me', again.token)).json().data.userCode).toBe(first.user.userCode);
    // the new user was welcomed, once
    const inbox = (await app.call('GET', '/inbox', again.token)).json().data;
    expect(inbox.list.map((message: { title: string }) => message.title)).toEqual(['Welcome!']);

    // the staff's app user list shows the guest
    const listed = await t.app.inject({
      method: 'GET',
      url: `/admin-api/user/list/list?projectCode=drama-us&userCode=${first.user.userCode}`,
      headers: { 'client-token': admin },
    });
    expect(listed.json().data.list).toEqual([
      expect.objectContaining({ userCode: first.user.userCode, source: 'guest', country: 'TH' }),
    ]);
  });

  it('makes one user of a device signed in twice at once', async () => {
    const both = await Promise.all([app.signIn('device-session-2'), app.signIn('device-session-2')]);
    expect(both[0].user.userCode).toBe(both[1].user.userCode);
    expect(both.filter((signIn) => signIn.created)).toHaveLength(1);
  });

  it("makes another user for the same device in another project's app", async () => {
    const us = await app.signIn('device-session-3');
    const jp = await appClient(t, 'drama-jp').signIn('device-session-3');
    expect(jp.created).toBe(true);
    expect(jp.user.userCode).not.toBe(us.user.userCode);
    expect((jp.user as unknown as { project: { code: string } }).project.code).toBe('drama-jp');
  });

  it('keeps only the digest of a token', async () => {
    const { token } = await app.signIn('device-session-4');
    const stored = await t.db.selectFrom('app_session').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
  });
});
