// Guest sign-in by device: a device's first sign-in makes its app user, later ones sign the
// same user in; staff see the new user among the app users.
import { sql } from 'kysely';
import { tokenDigest } from '../../platform/tokens';
import { appClient } from '../../testing/appClient';
import { removeEndedAppSessions } from './app-session.cleanup';
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

describe('clean-up', () => {
  it('removes the sessions ended over a week ago and keeps the others', async () => {
    const ended = async (deviceId: string, column: 'expires_at' | 'revoked_at', daysAgo: number) => {
      const { token } = await app.signIn(deviceId);
      await t.db
        .updateTable('app_session')
        .set({ [column]: sql<Date>`now() - make_interval(days => ${daysAgo})` })
        .where('token_hash', '=', tokenDigest(token))
        .execute();
      return tokenDigest(token);
    };
    const old = [await ended('device-clean-1', 'expires_at', 8), await ended('device-clean-2', 'revoked_at', 8)];
    const recent = [await ended('device-clean-3', 'revoked_at', 2), (await app.signIn('device-clean-4')).token];
    expect(await removeEndedAppSessions(t.db)).toBe(2);
    const left = (await t.db.selectFrom('app_session').select('token_hash').execute()).map((row) => row.token_hash);
    expect(left).not.toEqual(expect.arrayContaining([old[0]]));
    expect(left).not.toEqual(expect.arrayContaining([old[1]]));
    expect(left).toEqual(expect.arrayContaining([recent[0], tokenDigest(recent[1])]));
  });
});
