// Large-bonus applications: a staff top-up over the project's threshold waits for a second
// person (customer service decides it, and its approval writes the credit).
import type { Static } from '@sinclair/typebox';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LargeBonusApplication } from '../../db/types';
import { holdersOf } from '../../platform/grants';
import { notify, resolveSubject, type Wording } from '../notifications';
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

/** Who decides a large-bonus application: the approve and reject buttons of /customer-service/apply/list. */
export const REVIEW_PERMISSION = 'customer-service:apply-list:review';
/** Who opens that list, where a to-do leads. */
const LIST_PERMISSION = 'customer-service:apply-list:query';

/** WALLET_KIND's labels (shared/src/enums), as a to-do words an amount. */
const KIND_NAMES: Record<Kind, Wording> = {
  coin: { 'en-US': 'coins', 'zh-CN': '金币' },
  ticket: { 'en-US': 'tickets', 'zh-CN': '票券' },
  point: { 'en-US': 'bonus points', 'zh-CN': '积分' },
  vip_day: { 'en-US': 'VIP days', 'zh-CN': 'VIP 天数' },
};

/** What the to-dos of an application are about (resolveSubject removes them once it is decided or withdrawn). */
const subjectOf = (id: number) => `large-bonus-application:${id}`;

/**
 * A to-do, in their message box in the application's project, for each staff user who may decide
 * it there, the applicant left out (they cannot decide their own); it opens the list at the
 * application. Written in the request's transaction: no application, no to-do. Answers how many.
 */
export async function askReviewers(
  db: Kysely<Database>,
  application: Selectable<LargeBonusApplication>,
  userCode: string,
): Promise<number> {
  // who may decide it and open the list its to-do leads to
  const [deciders, viewers] = await Promise.all([
    holdersOf(db, application.project_code, REVIEW_PERMISSION),
    holdersOf(db, application.project_code, LIST_PERMISSION),
  ]);
  const reviewers = deciders.filter((id) => id !== application.applicant_id && viewers.includes(id));
  const { id, amount, kind, reason, applicant_name: applicant, project_code: project } = application;
  for (const userId of reviewers)
    await notify(db, {
      userId,
      projectCode: project,
      kind: 'todo',
      title: {
        'en-US': `Large-bonus application ${id} waits for your decision`,
        'zh-CN': `大额奖励申请 ${id} 待你审核`,
      },
      content: {
        'en-US': `${applicant} asks for ${amount.toLocaleString('en-US')} ${KIND_NAMES[kind]['en-US']} for ${userCode} in ${project}: ${reason}`,
        'zh-CN': `${applicant} 申请在 ${project} 为 ${userCode} 发放 ${amount.toLocaleString('zh-CN')} ${KIND_NAMES[kind]['zh-CN']}：${reason}`,
      },
      link: `/customer-service/apply/list?id=${id}`,
      subject: subjectOf(id),
    });
  return reviewers.length;
}

/** The application left pending (decided or withdrawn): its to-dos leave every message box, nothing being left to act on. */
export async function closeReviewerTodos(db: Kysely<Database>, applicationId: number): Promise<number> {
  return resolveSubject(db, subjectOf(applicationId));
}
