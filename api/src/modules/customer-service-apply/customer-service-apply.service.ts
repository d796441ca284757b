// Large-bonus applications: a staff top-up over the project's threshold waits here for a
// second person. Approving writes the credit in the same transaction (the request's) as the
// decision, with the application's own idempotency key, so the adjustment sent again
// afterwards answers that credit; pending → approved | rejected (a reviewer) | withdrawn (its
// applicant), nothing else. The credit is a bonus with the application's expiry, if it has one.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, LargeBonusApplication } from '../../db/types';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { containsPattern, listPage } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { ApplicationListQuery, Decision, DecisionBody } from './customer-service-apply.schemas';
import { APPLICATION_SORT } from './customer-service-apply.sort';
import {
  type Application as ApplicationSchema,
  balancesOf,
  closeReviewerTodos,
  creditWallet,
  presentApplication,
  presentEntry,
  staffName,
} from '../../domain/wallet';

type Application = Selectable<LargeBonusApplication>;

type Rows = ReturnType<typeof projectRows>;

/** The user codes of `userIds`, read in their projects (no join across a scoped table). */
async function userCodes(rows: Rows, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const users = await rows.read('app_user').select(['id', 'user_code']).where('id', 'in', userIds).execute();
  return new Map(users.map((user) => [user.id, user.user_code]));
}

export async function listApplications(
  db: Kysely<Database>,
  scope: ProjectScope,
  viewer: SignedInUser,
  query: Static<typeof ApplicationListQuery>,
) {
  const rows = projectRows(db, scope);
  let matching = rows.read('large_bonus_application');
  if (query.userCode)
    matching = matching.where(
      'user_id',
      'in',
      rows.read('app_user').select('id').where('user_code', 'ilike', containsPattern(query.userCode)),
    );
  const spec = {
    equals: {
      id: 'large_bonus_application.id',
      status: 'large_bonus_application.status',
      kind: 'large_bonus_application.kind',
    },
    sort: APPLICATION_SORT,
    defaultSort: 'id',
    tieBreaker: 'large_bonus_application.id',
    present: (row: Application) => row,
  };
  const page = await listPage(matching, (found) => found.selectAll(), query, spec);
  const codes = await userCodes(
    rows,
    page.list.map((row) => row.user_id),
  );
  return {
    ...page,
    list: page.list.map((row) => presentApplication({ ...row, user_code: codes.get(row.user_id) ?? '' }, viewer.id)),
  };
}

export async function decide(
  db: Kysely<Database>,
  scope: ProjectScope,
  reviewer: SignedInUser,
  id: number,
  approve: boolean,
  body: Static<typeof DecisionBody>,
): Promise<Static<typeof Decision>> {
  const rows = projectRows(db, scope);
  const found = await lockedApplication(rows, id);
  const application = { ...found, user_code: (await userCodes(rows, [found.user_id])).get(found.user_id) ?? '' };
  if (application.status !== 'pending') throw notPending(application, 'decided');
  // four eyes: the one who asked for the bonus does not grant it
  if (application.applicant_id === reviewer.id)
    throw forbidden(`You applied for application ${id}: another reviewer decides it`, 'apply.ownApplication');
  if (!approve && !body.note?.trim()) throw badRequest('note', 'say why the application is rejected', 'required');
  // a bonus granted already expired would be written off at once: nothing to approve
  if (approve && application.expire_time && application.expire_time.getTime() <= Date.now()) {
    throw conflict(
      `Application ${id} is pending, but the bonus it asks for expired at ${application.expire_time.toISOString()}: reject it, and apply again with a later expiry`,
      'apply.expired',
    );
  }
  const entry = approve
    ? await creditWallet(
        rows,
        { id: application.user_id, project_code: application.project_code, user_code: application.user_code },
        {
          kind: application.kind,
          amount: application.amount,
          reason: application.reason,
          idempotencyKey: application.idempotency_key,
          operator: reviewer,
          source: 'bonus',
          expiresAt: application.expire_time,
        },
      )
    : null;
  const decided = await rows
    .update('large_bonus_application')
    .set({
      status: approve ? 'approved' : 'rejected',
      reviewer_id: reviewer.id,
      reviewer_name: staffName(reviewer),
      review_note: body.note?.trim() ?? '',
      review_time: sql<Date>`now()`,
      ledger_id: entry?.id ?? null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await closeReviewerTodos(db, id);
  return {
    application: presentApplication({ ...decided, user_code: application.user_code }, reviewer.id),
    entry: entry ? presentEntry(entry) : null,
    balances: entry ? await balancesOf(rows, application.user_id) : null,
  };
}

/**
 * The application, its row locked until the request's transaction ends: of two decisions (or a
 * decision and a withdrawal) sent at once, the second waits here and then reads the first's
 * outcome, so an application leaves pending once.
 */
async function lockedApplication(rows: Rows, id: number): Promise<Application> {
  const found = await rows
    .read('large_bonus_application')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!found) throw notFound(`No large-bonus application ${id} in your projects`);
  return found;
}

/** A 409 naming the status an application has now, and who put it there. */
function notPending(application: Application, asked: 'decided' | 'withdrawn'): ApiError {
  const by =
    application.status === 'withdrawn'
      ? ` by its applicant ${application.applicant_name}`
      : application.reviewer_name
        ? ` by ${application.reviewer_name}`
        : '';
  return new ApiError(
    409,
    `Application ${application.id} is ${application.status}${by}: only a pending one can be ${asked}`,
    [{ field: 'status', message: `is ${application.status}${by}`, rule: 'status' }],
    { problem: 'status.notAllowed', params: { enum: 'largeBonusApplicationStatus', status: application.status } },
  );
}

/**
 * Its applicant takes a pending application back: nothing is credited, and the row stays as
 * withdrawn (its key then answers it, never a new application). Only the applicant (403), only
 * while pending (409 naming the status).
 */
export async function withdraw(
  db: Kysely<Database>,
  scope: ProjectScope,
  applicant: SignedInUser,
  id: number,
): Promise<Static<typeof ApplicationSchema>> {
  const rows = projectRows(db, scope);
  const found = await lockedApplication(rows, id);
  if (found.applicant_id !== applicant.id)
    throw forbidden(
      `Application ${id} is ${found.applicant_name}'s: only its applicant may withdraw it`,
      'apply.notApplicant',
      {
        applicant: found.applicant_name,
      },
    );
  if (found.status !== 'pending') throw notPending(found, 'withdrawn');
  const withdrawn = await rows
    .update('large_bonus_application')
    .set({ status: 'withdrawn', review_time: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await closeReviewerTodos(db, id);
  return presentApplication(
    { ...withdrawn, user_code: (await userCodes(rows, [withdrawn.user_id])).get(withdrawn.user_id) ?? '' },
    applicant.id,
  );
}
