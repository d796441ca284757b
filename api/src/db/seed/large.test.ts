// The large volume's generator, run at a thousandth of its size: the rows it writes agree
// with each other as the demo's do (each wallet is its ledger's sum and its grants' remainder).
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { DEMO_PROJECTS } from '.';
import { fillLargeVolume, largeVolume } from './large';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('writes the users, wallets, ledgers and plays it is asked for, each wallet agreeing with its ledger and its grants', async () => {
  const volume = largeVolume(0.001);
  const written = await fillLargeVolume(t.db, DEMO_PROJECTS, volume, new Date());
  expect(written.appUsers).toBe(1000);
  // whole wallets of 25 entries and whole histories per user: within one of each per project
  expect(Math.abs(written.walletEntries - volume.ledgerEntries)).toBeLessThanOrEqual(3 * 25);
  expect(Math.abs(written.interactions - volume.interactions)).toBeLessThanOrEqual(3 * 334);

  const count = async (query: string) => (await sql<{ n: number }>`${sql.raw(query)}`.execute(t.db)).rows[0].n;
  expect(await count(`select count(*)::int as n from app_user where user_code like '%-L%'`)).toBe(1000);
  const bulkWallets = `select id from wallet where user_id in (select id from app_user where user_code like '%-L%')`;
  expect(await count(`select count(*)::int as n from wallet_ledger where wallet_id in (${bulkWallets})`)).toBe(written.walletEntries);
  expect(await count(`select count(*)::int as n from interaction where user_id in (select id from app_user where user_code like '%-L%')`)).toBe(written.interactions);
  // balance = the signed sum of the ledger = the last entry's balance after = what the grants have left
  const disagreeing = await count(`
    select count(*)::int as n from wallet w
    where w.id in (${bulkWallets}) and (
      w.balance <> (select sum(case direction when 'top-up' then amount else -amount end) from wallet_ledger where wallet_id = w.id)
      or w.balance <> (select balance_after from wallet_ledger where wallet_id = w.id order by id desc limit 1)
      or w.balance <> (select sum(remaining) from wallet_grant where wallet_id = w.id))`);
  expect(disagreeing).toBe(0);
  // no entry or play before its user signed up, none older than 90 days, and no coin play (it would owe an unlock)
  const early = await count(`
    select (select count(*) from wallet_ledger l join wallet w on w.id = l.wallet_id join app_user u on u.id = w.user_id where u.user_code like '%-L%' and (l.create_time < u.create_time or l.create_time < now() - interval '91 days'))
         + (select count(*) from interaction i join app_user u on u.id = i.user_id where u.user_code like '%-L%' and (i.create_time < u.create_time or i.type = 2))::int as n`);
  expect(early).toBe(0);
  // the plays' indexes are back after the bulk insert
  const indexes = (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'interaction'`.execute(t.db)).rows.map((row) => row.name);
  expect(indexes).toEqual(expect.arrayContaining(['interaction_user', 'interaction_drama']));
  // a part of an email finds bulk users as it finds demo ones
  const [someone] = (await sql<{ email: string }>`select email from app_user where user_code like 'JP-L%' order by id limit 1`.execute(t.db)).rows;
  expect(someone.email).toMatch(/^[a-z]+\d+\.\d+@mail\.example$/);
});
