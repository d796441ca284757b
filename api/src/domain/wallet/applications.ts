// Large-bonus applications: a staff top-up over the project's threshold waits for a second
// person (customer service decides it, and its approval writes the credit).
import type { Static } from '@sinclair/typebox';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LargeBonusApplication } from '../../db/types';
import { type Application, WALLET_KINDS } from './schemas';

type Kind = (typeof WALLET_KINDS)[number];

/** Above these a staff top-up is an application, not a credit, unless the project says otherwise (config `wallet.largeBonusThreshold`, JSON by kind). */
export const DEFAULT_THRESHOLDS: Record<Kind, number> = { coin: 10_000, ticket: 100, point: 100_000, vip_day: 31 };
export const THRESHOLD_KEY = 'wallet.largeBonusThreshold';
export async function thresholdOf(db: Kysely<Database>, projectCode: string, kind: Kind): Promise<number> {
  return (await thresholdsOf(db, projectCode))[kind];
}

/** Every kind's threshold in a project: what a top-up of more than it becomes (an application). */
export async function thresholdsOf(db: Kysely<Database>, projectCode: string): Promise<Record<Kind, number>> {
  const entry = await db
    .selectFrom('sys_config as c')
    .innerJoin('sys_project as p', 'p.id', 'c.project_id')
    .select('c.value')
    .where('p.code', '=', projectCode)
    .where('c.config_key', '=', THRESHOLD_KEY)
    .where('c.deleted', '=', 0)
    .executeTakeFirst();
  const configured = entry ? (JSON.parse(entry.value) as Partial<Record<Kind, unknown>>) : {};
  return Object.fromEntries(
    WALLET_KINDS.map((kind) => [
      kind,
      Number.isSafeInteger(configured[kind]) ? (configured[kind] as number) : DEFAULT_THRESHOLDS[kind],
    ]),
  ) as Record<Kind, number>;
}

/** An application as the api answers it to `viewerId` (whether it is theirs). */
export const presentApplication = (
  row: Selectable<LargeBonusApplication> & { user_code: string },
  viewerId: number,
): Static<typeof Application> => ({
  id: row.id,
  userCode: row.user_code,
  kind: row.kind,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  mine: row.applicant_id === viewerId,
  applicantName: row.applicant_name,
  reviewerName: row.reviewer_name,
  reviewNote: row.review_note,
  createTime: row.create_time.toISOString(),
  reviewTime: row.review_time?.toISOString() ?? null,
  expiresAt: row.expire_time?.toISOString() ?? null,
});
