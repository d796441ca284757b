// Demo coupons: four templates a project (an amount off in the project's currency, coins, a
// percentage off, one off), and coupons issued from them to some of its users over the last
// 90 days: most unused, some used, those past their expiry expired.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

const DAY_MS = 86_400_000;

export async function seedDealCoupon(
  db: Kysely<Database>,
  projects: readonly { code: string; index: number }[],
  now: Date,
): Promise<Record<string, number>> {
  let templates = 0;
  let coupons = 0;
  for (const { code } of projects) {
    const { currency } = await db
      .selectFrom('sys_project')
      .select('currency')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const made = await db
      .insertInto('deal_coupon_template')
      .values([
        { project_code: code, name: 'Welcome discount', kind: 'amount', value: 199, currency, valid_days: 30 },
        { project_code: code, name: 'Coin gift', kind: 'coins', value: 100, valid_days: 14 },
        {
          project_code: code,
          name: 'Holiday 20% off',
          kind: 'percent',
          value: 20,
          valid_from: new Date(now.getTime() - 60 * DAY_MS),
          valid_to: new Date(now.getTime() + 30 * DAY_MS),
        },
        { project_code: code, name: 'Spring coins', kind: 'coins', value: 50, valid_days: 7, status: 1 },
      ])
      .returning(['id', 'valid_days', 'valid_to'])
      .execute();
    templates += made.length;
    const users = await db
      .selectFrom('app_user')
      .select('id')
      .where('project_code', '=', code)
      .where('deleted', '=', 0)
      .orderBy('id')
      .limit(30)
      .execute();
    const rows = users.flatMap((user, u) =>
      made.slice(0, 3).map((template, t) => {
        // spread over the last 90 days, one in five used a day after its issue
        const issued = new Date(now.getTime() - ((u * 7 + t * 13) % 90) * DAY_MS - (u % 24) * 3_600_000);
        const expires = template.valid_days
          ? new Date(issued.getTime() + template.valid_days * DAY_MS)
          : template.valid_to!;
        const used = (u + t) % 5 === 0 && expires.getTime() > issued.getTime() + DAY_MS;
        const state = used ? 'used' : expires <= now ? 'expired' : 'unused';
        return {
          project_code: code,
          template_id: template.id,
          user_id: user.id,
          state,
          issue_time: issued,
          used_time: used ? new Date(issued.getTime() + DAY_MS) : null,
          expire_time: expires,
          reason: 'Issued by staff',
          operator_name: 'admin',
          idempotency_key: `seed:${template.id}:${user.id}`,
        } as const;
      }),
    );
    // a window template's coupon issued before its window has it end first: never past issue
    const valid = rows.filter((row) => row.expire_time > row.issue_time);
    if (valid.length) await db.insertInto('deal_coupon').values(valid).execute();
    coupons += valid.length;
  }
  return { couponTemplates: templates, coupons };
}
