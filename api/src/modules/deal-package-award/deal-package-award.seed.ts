// Demo awards: on each project's first three packages (when the packages' seed has made any),
// bonus coins on a first purchase, a coupon of the project's first coupon template, and a badge.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

const DAY_MS = 86_400_000;

export async function seedDealPackageAward(
  db: Kysely<Database>,
  projects: readonly { code: string }[],
  now: Date,
): Promise<number> {
  let made = 0;
  for (const { code } of projects) {
    const packages = await db
      .selectFrom('deal_package')
      .select('id')
      .where('project_code', '=', code)
      .where('deleted', '=', 0)
      .orderBy('sort')
      .orderBy('id')
      .limit(3)
      .execute();
    const template = await db
      .selectFrom('deal_coupon_template')
      .select('id')
      .where('project_code', '=', code)
      .where('deleted', '=', 0)
      .orderBy('id')
      .executeTakeFirst();
    const rows = [
      packages[0] && {
        project_code: code,
        package_id: packages[0].id,
        kind: 'coins' as const,
        coins: 100,
        first_purchase_only: true,
        remark: 'First purchase bonus',
      },
      packages[1] &&
        template && {
          project_code: code,
          package_id: packages[1].id,
          kind: 'coupon' as const,
          coupon_template_id: template.id,
          start_time: new Date(now.getTime() - 30 * DAY_MS),
          end_time: new Date(now.getTime() + 60 * DAY_MS),
        },
      packages[2] && {
        project_code: code,
        package_id: packages[2].id,
        kind: 'badge' as const,
        badge_code: 'big-spender',
      },
    ].filter((row) => !!row);
    if (rows.length) await db.insertInto('deal_package_award').values(rows).execute();
    made += rows.length;
  }
  return made;
}
