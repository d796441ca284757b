// Demo large-bonus applications, in every state a reviewer meets: two a project waiting for a
// second admin, one approved (its credit written through the wallet ledger, as an approval
// writes it) and one rejected with a note, made by the operations account for the project's
// first app users (no draw: the other generators' streams do not move). Each pending one has
// its reviewers' to-dos, as an application made on the wallet screen has.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { projectRows } from '../../platform/projectRows';
import { askReviewers, creditWallet, staffName } from '../../domain/wallet';

const HOUR_MS = 3_600_000;

const APPLICATIONS = [
  { amount: 50_000, reason: 'Compensation for a double charge', status: 'pending' },
  { amount: 100_000, reason: 'Creator contest prize', status: 'pending' },
  {
    amount: 30_000,
    reason: 'Top creator of the month',
    status: 'approved',
    note: 'Checked against the contest results',
  },
  {
    amount: 200_000,
    reason: 'Goodwill after a complaint',
    status: 'rejected',
    note: 'Far above what the complaint warrants: offer a smaller goodwill bonus',
  },
] as const;

export async function seedApplications(db: Kysely<Database>, projectCode: string, now: Date): Promise<number> {
  const staff = async (username: string) =>
    db
      .selectFrom('sys_user')
      .select(['id', 'name', 'username', 'all_projects'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
  const applicant = await staff('normal');
  const reviewer = await staff('admin');
  const project = await db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code', 'name', 'currency'])
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  const rows = projectRows(db, {
    projectCode,
    all: false,
    projects: [{ ...project, tenantCode: project.tenant_code }],
  });
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'user_code', 'project_code'])
    .where('project_code', '=', projectCode)
    .orderBy('id')
    .limit(APPLICATIONS.length)
    .execute();
  const operator = { id: reviewer.id, username: reviewer.username, name: reviewer.name, allProjects: true };
  for (const [index, user] of users.entries()) {
    const { amount, reason, status, ...decision } = APPLICATIONS[index];
    const idempotencyKey = `seed-${user.user_code}`;
    const created = new Date(now.getTime() - (index + 1) * 5 * HOUR_MS);
    const reviewed = new Date(created.getTime() + 2 * HOUR_MS);
    const entry =
      status === 'approved'
        ? await creditWallet(rows, user, {
            kind: 'coin',
            amount,
            reason,
            idempotencyKey,
            operator,
            source: 'bonus',
            expiresAt: null,
          })
        : null;
    const application = await db
      .insertInto('large_bonus_application')
      .values({
        project_code: projectCode,
        user_id: user.id,
        kind: 'coin',
        amount,
        reason,
        idempotency_key: idempotencyKey,
        applicant_id: applicant.id,
        applicant_name: applicant.name,
        create_time: created,
        ...(status === 'pending'
          ? {}
          : {
              status,
              reviewer_id: reviewer.id,
              reviewer_name: staffName(operator),
              review_note: 'note' in decision ? decision.note : '',
              review_time: reviewed,
              ledger_id: entry?.id ?? null,
            }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (status === 'pending') await askReviewers(db, application, user.user_code);
  }
  return users.length;
}
