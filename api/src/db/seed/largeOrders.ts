// SEED_SIZE=large: the deals area's benchmark volume (issue 25), 10 million top-up orders over
// the last 90 days, on top of the small demo and the bulk users (large.ts). Written by the
// database itself (generate_series), each order's values derived from a hash of its number:
// a purchase of one of its project's packages by one of its bulk users, at the package's price
// and with what it gives, on one of its platforms, in one of its countries, through one of its
// channels (the test provider's orders sandbox, and one in a hundred store purchases), statuses
// in a shop's proportions (78% paid, 7% failed, 12% closed unpaid, 3% refunded). Their history
// rows and ledger credits are the small demo's only: 20 million event rows would measure
// nothing the list reads. Meant for PostgreSQL; PGlite works but slowly.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';
import { bulkFill, type Timed } from './bulkFill';

/** The list's indexes (0024) and the workplace's, dropped while the rows go in and built once after. */
const ORDER_INDEXES = [
  'topup_order_list',
  'topup_order_status_list',
  'topup_order_user_list',
  'topup_order_paid_list',
  'topup_order_paid',
  'topup_order_provider_ref',
];

export function fillLargeOrders(
  pool: Kysely<Database>,
  projects: ReadonlyArray<{ code: string }>,
  orders: number,
  now: Date,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  const after = async (db: Kysely<Database>, timed: Timed) => {
    // the daily counts the totals read, which the bulk insert's rows went around (no trigger under replica)
    await timed('daily counts', () =>
      refreshTopupOrderDays(
        db,
        projects.map((project) => project.code),
      ),
    );
    // the visibility map, so counts and deep pages read the indexes alone, and statistics for the planner
    await timed('vacuum', () => sql`vacuum analyze topup_order, topup_order_day`.execute(db));
  };
  return bulkFill(pool, { table: 'topup_order', indexes: ORDER_INDEXES, log, after }, (db, timed) =>
    fill(db, timed, projects, orders, now),
  );
}

async function fill(
  db: Kysely<Database>,
  timed: Timed,
  projects: ReadonlyArray<{ code: string }>,
  orders: number,
  now: Date,
): Promise<number> {
  let written = 0;
  for (const [index, project] of projects.entries()) {
    const count = Math.floor(orders / projects.length) + (index < orders % projects.length ? 1 : 0);
    const prefix = project.code.split('-')[1].toUpperCase();
    // the project's packages with where and how each is sold, as '|'-joined lists a hash picks from
    const packages = (
      await sql<{
        id: number;
        price_minor: number;
        currency: string;
        coins: number;
        bonus_coins: number;
        vip_days: number | null;
        platforms: string;
        countries: string;
        channels: string;
      }>`
        select p.id, p.price_minor, p.currency, p.coins, p.bonus_coins, p.vip_days, array_to_string(p.platforms, '|') as platforms,
          (select string_agg(c.code, '|' order by c.code) from deal_package_country pc join deal_country c on c.id = pc.country_id where pc.package_id = p.id) as countries,
          (select string_agg(c.code || ':' || c.provider, '|' order by c.code) from deal_package_channel pc join deal_payment_channel c on c.id = pc.channel_id where pc.package_id = p.id) as channels
        from deal_package p where p.project_code = ${project.code} and p.deleted = 0 order by p.id`.execute(db)
    ).rows.filter((pack) => pack.countries && pack.channels);
    if (!packages.length || !count) continue;
    await sql`drop table if exists large_order_user`.execute(db);
    // the users by number (bulk users when there are, else the demo's), for a hash to pick from
    await sql`
      create temporary table large_order_user as
      select row_number() over (order by id) as n, id, user_code, create_time from app_user
      where project_code = ${project.code}
        and (user_code like ${`${prefix}-L%`} or not exists (select 1 from app_user where project_code = ${project.code} and user_code like ${`${prefix}-L%`}))`.execute(
      db,
    );
    await sql`create unique index on large_order_user (n)`.execute(db);
    const users = Number((await sql<{ n: string }>`select count(*) as n from large_order_user`.execute(db)).rows[0].n);
    const list = (values: (string | number | null)[]) =>
      sql.raw(`array[${values.map((value) => (value === null ? 'null' : `'${value}'`)).join(',')}]`);
    // cheaper packages sell more: package k of n is drawn n - k times in a pool of n(n+1)/2
    const pool: number[] = packages.flatMap((_, k) => Array.from({ length: packages.length - k }, () => k + 1));
    await timed(`${project.code}: ${count} orders`, () =>
      sql`
        insert into topup_order (project_code, order_no, user_code, user_id, package_id, amount_minor, currency, coins, bonus_coins,
          vip_days, status, pay_channel, platform, country, sandbox, provider_ref, pay_time, closed_time, refund_time, create_time, update_time)
        select ${project.code}, ${prefix} || 'L' || lpad(g::text, 9, '0'), u.user_code, u.id, pk.id, pk.price_minor, pk.currency, pk.coins, pk.bonus_coins,
          pk.vip_days, st.status, split_part(ch.channel, ':', 1), pl.platform,
          split_part(pk.country_list, '|', (1 + (h / 7) % (length(pk.country_list) - length(replace(pk.country_list, '|', '')) + 1))::int)::char(2),
          split_part(ch.channel, ':', 2) = 'test' or (h / 11) % 100 = 0,
          case when st.status in (1, 4) then split_part(ch.channel, ':', 2) || '_' || ${prefix} || 'L' || g end,
          case when st.status in (1, 4) then t.created + make_interval(secs => 5 + (h / 13) % 295) end,
          case when st.status = 3 then t.created + interval '30 minutes' end,
          case when st.status = 4 then t.created + make_interval(hours => (1 + (h / 17) % 72)::int) end,
          t.created, t.created
        from generate_series(1, ${count}) g
          cross join lateral (select abs(hashtext(${project.code} || ':o' || g))::bigint as h) hashed
          cross join lateral (select ${list(pool)}::int[] as pool) pools
          cross join lateral (select (${list(packages.map((pack) => pack.id))}::bigint[])[pools.pool[1 + h % cardinality(pools.pool)]] as package_id) picked
          join (select p.id, p.price_minor, p.currency, p.coins, p.bonus_coins, p.vip_days, x.platform_list, x.country_list, x.channel_list from deal_package p
                join (select unnest(${list(packages.map((pack) => pack.id))}::bigint[]) as id,
                             unnest(${list(packages.map((pack) => pack.platforms))}::text[]) as platform_list,
                             unnest(${list(packages.map((pack) => pack.countries))}::text[]) as country_list,
                             unnest(${list(packages.map((pack) => pack.channels))}::text[]) as channel_list) x on x.id = p.id) pk
            on pk.id = picked.package_id
          join large_order_user u on u.n = 1 + (h / 3) % ${users}
          cross join lateral (select split_part(pk.platform_list, '|', (1 + (h / 5) % (length(pk.platform_list) - length(replace(pk.platform_list, '|', '')) + 1))::int) as platform) pl
          cross join lateral (select split_part(pk.channel_list, '|', (1 + (h / 19) % (length(pk.channel_list) - length(replace(pk.channel_list, '|', '')) + 1))::int) as channel) ch
          cross join lateral (select case when (h / 23) % 100 < 78 then 1 when (h / 23) % 100 < 85 then 2 when (h / 23) % 100 < 97 then 3 else 4 end::smallint as status) st
          -- evenly from the later of sign-up and 90 days ago to an hour ago (no order is left unpaid; a user of the last hour buys at sign-up)
          cross join lateral (select greatest(u.create_time, ${now}::timestamptz - interval '90 days')
            + greatest(${now}::timestamptz - interval '1 hour' - greatest(u.create_time, ${now}::timestamptz - interval '90 days'), interval '0')
              * ((h / 29) % 1000000 / 1000000.0) as created) t`.execute(db),
    );
    written += count;
  }
  await sql`drop table if exists large_order_user`.execute(db);
  return written;
}

/** Rebuilds the projects' daily counts of orders (topup_order_day) from the rows, as the trigger keeps them. */
export async function refreshTopupOrderDays(db: Kysely<Database>, projectCodes: string[]): Promise<void> {
  await sql`delete from topup_order_day where project_code in (${sql.join(projectCodes)})`.execute(db);
  await sql`
    insert into topup_order_day (project_code, day, paid, currency, status, sandbox, orders, amount_minor)
    select project_code, (coalesce(pay_time, create_time) at time zone 'UTC')::date, pay_time is not null, currency, status, sandbox,
      count(*), sum(amount_minor)
    from topup_order where deleted = 0 and project_code in (${sql.join(projectCodes)}) group by 1, 2, 3, 4, 5, 6`.execute(
    db,
  );
}
