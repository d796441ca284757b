// Demo large-bonus applications: two a project waiting for a second admin, made by the
// operations account for the project's first app users (no draw: the other generators' streams do not move).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

const HOUR_MS = 3_600_000;

export async function seedApplications(db: Kysely<Database>, projectCode: string, now: Date): Promise<number> {
  const applicant = await db
    .selectFrom('sys_user')
    .select(['id', 'name'])
    .where('username', '=', 'normal')
    .executeTakeFirstOrThrow();
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'user_code'])
    .where('project_code', '=', projectCode)
    .orderBy('id')
    .limit(2)
    .execute();
  if (!users.length) return 0;
  await db
    .insertInto('large_bonus_application')
    .values(
      users.map((user, index) => ({
        project_code: projectCode,
        user_id: user.id,
        kind: 'coin' as const,
        amount: 50_000 * (index + 1),
        reason: index === 0 ? 'Compensation for a double charge' : 'Creator contest prize',
        applicant_id: applicant.id,
        applicant_name: applicant.name,
        idempotency_key: `seed-${user.user_code}`,
        create_time: new Date(now.getTime() - (index + 1) * 5 * HOUR_MS),
      })),
    )
    .execute();
  return users.length;
}
