// A system compensation (activity type 12), granted by staff to a list of users: each gets a
// claimed record whose period is the request id and the reward through grantReward under the
// key activity:<id>:compensation:<requestId>:<userId>, so the same submission sent twice
// credits each user once. All in one transaction: a budget that runs out refuses the whole list.
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ACTIVITY_CURRENCY, ACTIVITY_TYPE, grantReward, walletKindOf } from '../../domain/activities';
import { thresholdOf } from '../../domain/wallet';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import type { CompensateBody, CompensationReport } from './activity-record.schemas';

type Report = Static<typeof CompensationReport>;

export async function compensate(
  db: Kysely<Database>,
  scope: ProjectScope,
  operator: SignedInUser,
  body: Static<typeof CompensateBody>,
): Promise<Report> {
  const reason = body.reason.trim();
  if (!reason) throw badRequest('reason', 'must not be blank', 'blank');
  const activity = await projectRows(db, scope)
    .read('activity')
    .select(['id', 'project_code', 'type', 'currency', 'config', 'reward_expire_days', 'title'])
    .where('id', '=', body.activityId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!activity) throw notFound(`No activity ${body.activityId}`);
  if (activity.type !== ACTIVITY_TYPE.systemCompensation)
    throw conflict(
      `Activity ${activity.id} is of type ${activity.type}: only a system compensation (type 12) is granted by staff`,
      'activity.notCompensation',
    );
  if (activity.currency === ACTIVITY_CURRENCY.ad)
    throw conflict(`Activity ${activity.id} rewards an ad view: nothing to credit`, 'activity.nothingToCredit');
  const kind = walletKindOf(activity.currency);
  if (activity.currency === ACTIVITY_CURRENCY.coupon && body.amount !== 1)
    throw badRequest('amount', 'a coupon compensation issues one coupon a user: the amount is 1', 'max', { limit: 1 });
  // a grant over the threshold waits for a second person in the wallet screen's flow; a list
  // of users is not that flow, so it is refused here and named
  if (kind) {
    const threshold = await thresholdOf(db, activity.project_code, kind);
    if (body.amount > threshold)
      throw badRequest(
        'amount',
        `is above the project's large-bonus threshold of ${threshold} (${kind}): grant it as a large bonus, which a second person approves`,
        'max',
        { limit: threshold },
      );
  }

  const codes = body.userCodes.map((code) => code.trim());
  const users = await projectRows(db, scope)
    .read('app_user')
    .select(['id', 'user_code', 'project_code'])
    .where('project_code', '=', activity.project_code)
    .where('deleted', '=', 0)
    .where('user_code', 'in', [...new Set(codes.filter(Boolean))].concat(['']))
    .execute();
  const userOf = new Map(users.map((user) => [user.user_code, { ...user, id: Number(user.id) }]));

  return db.transaction().execute(async (trx) => {
    const rows = projectRows(trx, scope);
    const report: Report = { rows: [], granted: 0, alreadyGranted: 0, refused: 0 };
    const seen = new Set<string>();
    const now = new Date();
    for (const [index, userCode] of codes.entries()) {
      const row = index + 1;
      const user = userOf.get(userCode);
      if (seen.has(userCode)) {
        report.rows.push({ row, userCode, outcome: 'duplicate', recordId: null });
        report.refused += 1;
        continue;
      }
      seen.add(userCode);
      if (!user) {
        report.rows.push({ row, userCode, outcome: 'unknownUser', recordId: null });
        report.refused += 1;
        continue;
      }
      const idempotencyKey = `activity:${activity.id}:compensation:${body.requestId}:${user.id}`;
      const made = await rows
        .add('activity_record', [
          {
            project_code: activity.project_code,
            activity_id: activity.id,
            user_id: user.id,
            period: body.requestId,
            progress: 1,
            target: 1,
            status: 3,
            reward: body.amount,
            ledger_key: idempotencyKey,
            complete_time: now,
            claim_time: now,
            create_time: now,
            update_time: now,
          },
        ])
        .onConflict((conflicting) => conflicting.columns(['activity_id', 'user_id', 'period']).doNothing())
        .returning('id')
        .executeTakeFirst();
      const given =
        made !== undefined &&
        (await grantReward(rows, user, activity, { amount: body.amount, idempotencyKey, reason, operator, at: now }));
      if (given) {
        report.rows.push({ row, userCode, outcome: 'granted', recordId: Number(made.id) });
        report.granted += 1;
      } else {
        const existing = await rows
          .read('activity_record')
          .select('id')
          .where('activity_id', '=', activity.id)
          .where('user_id', '=', user.id)
          .where('period', '=', body.requestId)
          .executeTakeFirst();
        report.rows.push({ row, userCode, outcome: 'alreadyGranted', recordId: existing ? Number(existing.id) : null });
        report.alreadyGranted += 1;
      }
    }
    return report;
  });
}
