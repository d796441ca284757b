import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInLimits: { perAccount: 3, perAddress: 5, windowMinutes: 15 } });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/admin-api/login', payload: { username, password }, remoteAddress });

describe('sign-in rate limit', () => {
  it('blocks an account after 3 failures with a 429 saying when to retry, even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('normal', 'wrong', `10.2.0.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login('normal', 'normal123', '10.2.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 429,
      message: 'Too many sign-in attempts for this account. Try again in 15 minutes.',
      data: null,
      problem: 'signIn.tooMany',
      params: { minutes: 15 },
    });
    // Another account from the same addresses is not affected.
    expect((await login('operator', 'operator123', '10.2.0.1')).statusCode).toBe(200);
  });

  it('lets the account in again once its failures leave the window', async () => {
    await t.db
      .updateTable('sys_login_attempt')
      .set({ attempt_time: sql<Date>`attempt_time - interval '14 minutes'` })
      .where('username', '=', 'normal')
      .execute();
    const soon = await login('normal', 'normal123', '10.2.0.9');
    expect(soon.json().message).toBe('Too many sign-in attempts for this account. Try again in 1 minute.');

    await t.db
      .updateTable('sys_login_attempt')
      .set({ attempt_time: sql<Date>`attempt_time - interval '2 minutes'` })
      .where('username', '=', 'normal')
      .execute();
    expect((await login('normal', 'normal123', '10.2.0.9')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins, and a success starts the account count afresh', async () => {
    for (let round = 0; round < 3; round++) {
      expect((await login('operator', 'wrong', '10.3.0.1')).statusCode).toBe(401);
      expect((await login('operator', 'wrong', '10.3.0.2')).statusCode).toBe(401);
      expect((await login('operator', 'operator123', '10.3.0.3')).statusCode).toBe(200);
    }
  });

  it('blocks an address after 5 failures whatever the account', async () => {
    const address = '10.4.0.1';
    const names = ['ghost1', 'ghost2', 'ghost3', 'ghost4', 'ghost5'];
    for (const name of names) expect((await login(name, 'guess', address)).statusCode).toBe(401);
    const blocked = await login('admin', 'admin123', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many sign-in attempts from this address. Try again in 15 minutes.');
    // The same account from elsewhere still signs in.
    expect((await login('admin', 'admin123', '10.4.0.2')).statusCode).toBe(200);
  });

  it('keeps the counts in the database, so every api process sees them', async () => {
    const row = await t.db
      .selectFrom('sys_login_attempt')
      .select(sql<number>`count(*)`.as('failures'))
      .where('client_ip', '=', '10.4.0.1')
      .where('succeeded', '=', false)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(5);
  });
});
