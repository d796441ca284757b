import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { conflict } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import type { Workplace } from './dashboard.schemas';

const DAY_MS = 86_400_000;
const TREND_DAYS = 14;
const PAID = 1;

const utcDate = (time: Date) => time.toISOString().slice(0, 10);

/** The Dashboard → Workplace figures of the scope's projects; days are UTC days. */
export async function workplaceFigures(
  db: Kysely<Database>,
  scope: ProjectScope,
  now = new Date(),
): Promise<Static<typeof Workplace>> {
  const rows = projectRows(db, scope);
  const currencies = [...new Set(scope.projects.map((project) => project.currency))];
  if (currencies.length > 1) {
    // Adding dollars to yen would be wrong, and there is no exchange rate to apply yet.
    throw conflict(
      `These projects report in different currencies (${currencies.join(', ')}); choose one project`,
      'dashboard.currencies',
      { currencies },
    );
  }
  const currency = currencies[0];
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const trendStart = new Date(today.getTime() - (TREND_DAYS - 1) * DAY_MS);

  const count = sql<number>`count(*)`;
  const [dramas, users, trend] = await Promise.all([
    rows.read('drama').select(count.as('n')).where('deleted', '=', 0).executeTakeFirstOrThrow(),
    rows
      .read('app_user')
      .select([count.as('all'), sql<number>`count(*) filter (where create_time >= ${today})`.as('today')])
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow(),
    rows
      .read('topup_order')
      .select([
        sql<string>`to_char(pay_time at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        // sum(int8) is numeric; back to int8 so it parses as an exact integer.
        sql<number>`sum(amount_minor)::int8`.as('amount'),
        count.as('orders'),
      ])
      .where('status', '=', PAID)
      // a sandbox or test purchase is never revenue
      .where('sandbox', '=', false)
      .where('deleted', '=', 0)
      .where('currency', '=', currency)
      .where('pay_time', '>=', trendStart)
      .groupBy(sql`1`)
      .execute(),
  ]);

  const byDay = new Map(trend.map((row) => [row.day, row]));
  const topUpTrend = Array.from({ length: TREND_DAYS }, (_, index) => {
    const date = utcDate(new Date(trendStart.getTime() + index * DAY_MS));
    const row = byDay.get(date);
    return { date, amountMinor: row?.amount ?? 0, orders: row?.orders ?? 0 };
  });
  const todays = topUpTrend[TREND_DAYS - 1];

  return {
    dramaCount: dramas.n,
    userCount: users.all,
    newUsersToday: users.today,
    topUpToday: { amountMinor: todays.amountMinor, currency },
    paidOrdersToday: todays.orders,
    topUpTrend,
    currency,
  };
}
