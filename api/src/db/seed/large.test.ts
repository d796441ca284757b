// The large volume's generators, run at a thousandth of their size, in the seed's order (the
// catalogue, the users area's volume, the comments and follows): the rows they write agree
// with each other as the demo's do (each wallet is its ledger's sum and its grants' remainder,
// each drama's counts its rows').
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { DEMO_PROJECTS } from '.';
import { fillLargeVolume, largeVolume } from './large';
import { fillLargeOrders } from './largeOrders';
import { fillLargeActivity, fillLargeCatalogue } from './largeContent';
import { reconcileDramaCounts } from '../../domain/dramas';

let t: TestApp;
const volume = largeVolume(0.001);
let catalogue: { dramas: number; episodes: number };
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await fillLargeCatalogue(t.db, DEMO_PROJECTS, volume, new Date(), () => []);
});
afterAll(() => t.close());

it('writes the users, wallets, ledgers and plays it is asked for, each wallet agreeing with its ledger and its grants', async () => {
  const written = await fillLargeVolume(t.db, DEMO_PROJECTS, volume, new Date());
  expect(written.appUsers).toBe(1000);
  // whole wallets of 25 entries and whole histories per user: within one of each per project
  expect(Math.abs(written.walletEntries - volume.ledgerEntries)).toBeLessThanOrEqual(3 * 25);
  expect(Math.abs(written.interactions - volume.interactions)).toBeLessThanOrEqual(3 * 334);

  const count = async (query: string) => (await sql<{ n: number }>`${sql.raw(query)}`.execute(t.db)).rows[0].n;
  expect(await count(`select count(*)::int as n from app_user where user_code like '%-L%'`)).toBe(1000);
  const bulkWallets = `select id from wallet where user_id in (select id from app_user where user_code like '%-L%')`;
  expect(await count(`select count(*)::int as n from wallet_ledger where wallet_id in (${bulkWallets})`)).toBe(
    written.walletEntries,
  );
  expect(
    await count(
      `select count(*)::int as n from interaction where user_id in (select id from app_user where user_code like '%-L%')`,
    ),
  ).toBe(written.interactions);
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
  const indexes = (
    await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'interaction'`.execute(t.db)
  ).rows.map((row) => row.name);
  expect(indexes).toEqual(expect.arrayContaining(['interaction_user', 'interaction_drama']));
  // a part of an email finds bulk users as it finds demo ones
  const [someone] = (
    await sql<{ email: string }>`select email from app_user where user_code like 'JP-L%' order by id limit 1`.execute(
      t.db,
    )
  ).rows;
  expect(someone.email).toMatch(/^[a-z]+\d+\.\d+@mail\.example$/);
});

it('writes the dramas, episodes, comments and follow rows it is asked for, the dramas counting their rows, all within the last 90 days', async () => {
  const written = await fillLargeActivity(t.db, DEMO_PROJECTS, volume, new Date());
  const count = async (query: string) => (await sql<{ n: number }>`${sql.raw(query)}`.execute(t.db)).rows[0].n;
  expect(catalogue.dramas).toBe(20);
  expect(await count(`select count(*)::int as n from drama where code like '%-L%'`)).toBe(20);
  expect(
    await count(`select count(*)::int as n from episode e join drama d on d.id = e.drama_id where d.code like '%-L%'`),
  ).toBe(catalogue.episodes);
  expect(catalogue.episodes).toBeGreaterThanOrEqual(20 * 40);
  expect(
    await count(
      `select count(*)::int as n from drama d where d.code like '%-L%' and not exists (select 1 from drama_label l where l.drama_id = d.id)`,
    ),
  ).toBe(0);
  // drama-jp's are named in Japanese, the others in English
  expect(
    await count(`select count(*)::int as n from drama where code like 'JP-L%' and name !~ '[ぁ-んァ-ン一-龥]'`),
  ).toBe(0);
  expect(await count(`select count(*)::int as n from drama where code like 'US-L%' and name !~ '^[A-Za-z -]+$'`)).toBe(
    0,
  );

  // whole histories per user: within a user's share of the volume per project
  expect(Math.abs(written.comments - volume.comments)).toBeLessThanOrEqual(3 * 334 * 5);
  expect(Math.abs(written.follows - volume.follows)).toBeLessThanOrEqual(3 * 334 * 5);
  const bulkUsers = `select id from app_user where user_code like '%-L%'`;
  expect(await count(`select count(*)::int as n from comment where user_id in (${bulkUsers})`)).toBe(written.comments);
  expect(await count(`select count(*)::int as n from follow where user_id in (${bulkUsers})`)).toBe(written.follows);
  // every follow type and comment state
  const kinds = (
    await sql<{ kind: string }>`
    select distinct 'follow ' || type as kind from follow where user_id in (${sql.raw(bulkUsers)})
    union select distinct 'comment ' || state from comment where user_id in (${sql.raw(bulkUsers)}) order by 1`.execute(
      t.db,
    )
  ).rows.map((row) => row.kind);
  expect(kinds).toEqual([
    'comment deleted',
    'comment hidden',
    'comment visible',
    'follow 1',
    'follow 10',
    'follow 11',
    'follow 2',
    'follow 3',
  ]);

  // after their user and their drama, within the last 90 days, never on a draft
  const misplaced = await count(`
    select (select count(*) from comment x join app_user u on u.id = x.user_id join drama d on d.id = x.drama_id
            where u.user_code like '%-L%' and (x.create_time < u.create_time or x.create_time < d.create_time or x.create_time < now() - interval '90 days' or x.create_time > now() or d.status = 2))
         + (select count(*) from follow x join app_user u on u.id = x.user_id join drama d on d.id = x.drama_id
            where u.user_code like '%-L%' and (x.create_time < u.create_time or x.create_time < d.create_time or x.create_time < now() - interval '90 days' or x.create_time > now() or d.status = 2))::int as n`);
  expect(misplaced).toBe(0);
  // VIP unlocks only by VIP users, coins only for a coin unlock
  expect(
    await count(
      `select count(*)::int as n from follow f join app_user u on u.id = f.user_id where (f.type = 11 and u.vip = 0) or ((f.type = 10) <> (f.coins > 0))`,
    ),
  ).toBe(0);
  // the counts agree with the rows: the reconcile finds nothing to correct
  expect(await reconcileDramaCounts(t.db)).toEqual([]);
  expect(await count(`select count(*)::int as n from drama where code like '%-L%' and play_count > 0`)).toBeGreaterThan(
    0,
  );
  // the indexes are back after the bulk insert
  const indexes = (
    await sql<{
      name: string;
    }>`select indexname as name from pg_indexes where tablename in ('comment', 'follow')`.execute(t.db)
  ).rows.map((row) => row.name);
  expect(indexes).toEqual(
    expect.arrayContaining([
      'comment_newest',
      'comment_newest_by_drama',
      'follow_newest_by_drama',
      'follow_newest_by_user',
    ]),
  );
});

it("writes the top-up orders it is asked for, each a purchase of its project's packages by one of its users, within the last 90 days", async () => {
  const written = await fillLargeOrders(t.db, DEMO_PROJECTS, volume.orders, new Date());
  expect(written).toBe(volume.orders);
  const { rows } = await sql<{
    n: number;
    foreign: number;
    unlike: number;
    late: number;
    paid: number;
    sandbox: number;
    statuses: number;
  }>`
    select count(*)::int as n,
      count(*) filter (where p.project_code <> o.project_code or u.project_code <> o.project_code or u.user_code <> o.user_code)::int as foreign,
      count(*) filter (where o.coins <> p.coins or o.amount_minor <> p.price_minor or o.currency <> p.currency
        or not o.platform = any (p.platforms)
        or not exists (select 1 from deal_package_country pc join deal_country c on c.id = pc.country_id where pc.package_id = p.id and c.code = o.country)
        or not exists (select 1 from deal_package_channel pc join deal_payment_channel c on c.id = pc.channel_id where pc.package_id = p.id and c.code = o.pay_channel))::int as unlike,
      count(*) filter (where o.create_time < now() - interval '91 days' or o.create_time > now() or o.create_time < u.create_time
        or (o.pay_time is not null) <> (o.status in (1, 4)))::int as late,
      count(*) filter (where o.status = 1)::int as paid,
      count(*) filter (where o.sandbox)::int as sandbox,
      count(distinct o.status)::int as statuses
    from topup_order o join deal_package p on p.id = o.package_id join app_user u on u.id = o.user_id
    where o.order_no like '%L%'`.execute(t.db);
  const [orders] = rows;
  expect(orders).toMatchObject({ n: volume.orders, foreign: 0, unlike: 0, late: 0, statuses: 4 });
  expect(orders.paid / orders.n).toBeGreaterThan(0.7);
  expect(orders.sandbox).toBeGreaterThan(0);
  // the daily counts the totals read agree with the rows
  const days = await sql<{ counted: number; rows: number }>`
    select (select sum(orders)::int from topup_order_day) as counted, (select count(*)::int from topup_order where deleted = 0) as rows`.execute(
    t.db,
  );
  expect(days.rows[0].counted).toBe(days.rows[0].rows);
  // the list's indexes are back after the bulk insert
  const indexes = (
    await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'topup_order'`.execute(t.db)
  ).rows.map((row) => row.name);
  expect(indexes).toEqual(
    expect.arrayContaining(['topup_order_list', 'topup_order_status_list', 'topup_order_user_list']),
  );
});
