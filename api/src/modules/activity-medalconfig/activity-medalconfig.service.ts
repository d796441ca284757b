// Badges as the screen reads and writes them: the plain list and form (name in the project's
// default content locale, the others as its texts), the holders of one, awarding and revoking by
// hand, and a condition's preview. A badge that goes online (created so, or set online, or its
// condition changed while online) is backfilled: those who qualify already get it now, or, when
// there are more than BACKFILL_INLINE_MAX, by the backfill job (its progress on the jobs overview).
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Badge as BadgeRow, Database } from '../../db/types';
import { awardBadge, backfillBadge, qualifyingUsers, revokeBadge } from '../../domain/activities';
import { missingLocalesOf, type TextsOwner } from '../../domain/content-texts';
import { badRequest, conflict, keptText, notFound, statusConflict } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import type { Jobs } from '../../platform/jobs';
import { type ListParams, listPage, presentRow } from '../../platform/listQuery';
import { plainTable, type Rows } from '../../platform/plainTable';
import { projectRows } from '../../platform/projectRows';
import {
  type AwardBody,
  type AwardReport,
  type Badge,
  type BadgeBody,
  BADGE_SORT,
  type Holder,
  HOLDER_DEFAULT_SORT,
  HOLDER_SORT,
  type HolderListQuery,
  type Preview,
  type PreviewBody,
  type RevokeBody,
} from './activity-medalconfig.schemas';

type Body = Static<typeof BadgeBody>;
type Item = Static<typeof Badge>;
type Row = Selectable<BadgeRow>;

/** More qualifiers than this are awarded by the backfill job rather than in the request. */
export const BACKFILL_INLINE_MAX = 2000;
export const BACKFILL_JOB = 'activity-medalconfig.backfill';

export const BADGE_TEXTS: TextsOwner<'name'> = {
  kind: 'badge',
  fields: { name: 64 },
  find: (rows, id) => badges.one(rows, id),
  async writeOwn(rows, id, values) {
    await rows
      .update('badge')
      .set({ name: keptText('name', values.name ?? ''), update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  },
};

function badgeValues(body: Body) {
  const manual = body.conditionType === 'manual';
  if (!manual && body.threshold < 1)
    throw badRequest('threshold', 'must be at least 1 for a condition', 'min', { limit: 1 });
  if ((body.rewardKind === 'none') !== (body.rewardAmount === 0))
    throw badRequest(
      'rewardAmount',
      body.rewardKind === 'none' ? 'must be 0 when there is no reward' : 'must be at least 1 for a reward',
      body.rewardKind === 'none' ? 'max' : 'min',
    );
  const icon = body.iconUrl?.trim() ?? '';
  // an address, or an inline image as the demo badges have (a seeded badge is saved back as it is)
  if (icon && !/^(https?:\/\/\S+|data:image\/(png|svg\+xml|webp);?[^\s]*)$/.test(icon))
    throw badRequest('iconUrl', 'must be an http(s) URL or an inline image', 'format');
  return {
    code: body.code,
    name: keptText('name', body.name),
    icon_url: icon,
    tier: body.tier,
    condition_type: body.conditionType as Row['condition_type'],
    threshold: manual ? 0 : body.threshold,
    reward_kind: body.rewardKind as Row['reward_kind'],
    reward_amount: body.rewardAmount,
    status: body.status ?? 0,
    sort: body.sort ?? 0,
  };
}

async function present(rows: Rows, list: Row[], db: Kysely<Database>): Promise<Item[]> {
  const missing = await missingLocalesOf(db, rows, BADGE_TEXTS, list);
  return list.map((row) => {
    const { deleted: _deleted, ...shown } = presentRow(row);
    return {
      ...shown,
      threshold: Number(row.threshold),
      rewardAmount: Number(row.reward_amount),
      missingLocales: missing.get(row.id) ?? [],
    } as Item;
  });
}

export const badges = plainTable<'badge', Body, Item>({
  table: 'badge',
  noun: 'badge',
  list: {
    containsAny: { name: ['badge.name', 'badge.code'] },
    equals: { conditionType: 'badge.condition_type', tier: 'badge.tier', status: 'badge.status' },
    sort: BADGE_SORT,
  },
  unique: {
    field: 'code',
    taken: (code, projectCode) => `"${code}" is already the code of a badge of project ${projectCode}`,
  },
  values: badgeValues,
  present,
});

/** Those who qualify already: now when few, else by the backfill job. */
async function backfill(rows: Rows, jobs: Jobs, badge: Row): Promise<NonNullable<Item['backfill']>> {
  if (badge.condition_type === 'manual' || badge.status !== 0) return { awarded: 0, queued: 0 };
  const { total } = await qualifyingUsers(rows, badge, { limit: 0 });
  if (total <= BACKFILL_INLINE_MAX)
    return { awarded: await backfillBadge(rows, badge, { source: 'backfill' }), queued: 0 };
  await jobs.enqueue(BACKFILL_JOB, { badgeId: badge.id }, { singletonKey: `${badge.id}` });
  return { awarded: 0, queued: total };
}

export async function createBadge(db: Kysely<Database>, jobs: Jobs, scope: ProjectScope, body: Body): Promise<Item> {
  const created = await badges.create(db, scope, body);
  const rows = projectRows(db, scope);
  const backfilled = await backfill(rows, jobs, await badges.one(rows, created.id));
  return { ...(await badges.get(db, scope, created.id)), backfill: backfilled } as Item;
}

export async function editBadge(
  db: Kysely<Database>,
  jobs: Jobs,
  scope: ProjectScope,
  id: number,
  body: Body,
): Promise<Item> {
  const rows = projectRows(db, scope);
  const before = await badges.one(rows, id);
  await badges.edit(db, scope, id, body);
  const after = await badges.one(rows, id);
  const changed =
    before.status !== 0 ||
    before.condition_type !== after.condition_type ||
    Number(before.threshold) !== Number(after.threshold);
  const backfilled = changed ? await backfill(rows, jobs, after) : undefined;
  return { ...(await badges.get(db, scope, id)), ...(backfilled ? { backfill: backfilled } : {}) } as Item;
}

export async function previewCondition(
  db: Kysely<Database>,
  scope: ProjectScope,
  body: Static<typeof PreviewBody>,
): Promise<Static<typeof Preview>> {
  if (scope.all && body.badgeId === undefined)
    throw badRequest('projectCode', 'name one project: a condition counts the users of one', 'required');
  const rows = projectRows(db, scope);
  const badge = body.badgeId !== undefined ? await badges.one(rows, body.badgeId) : null;
  if (body.conditionType !== 'manual' && body.threshold < 1)
    throw badRequest('threshold', 'must be at least 1 for a condition', 'min', { limit: 1 });
  const { total, users } = await qualifyingUsers(
    rows,
    {
      id: badge?.id ?? 0,
      project_code: badge?.project_code ?? scope.projects[0].code,
      condition_type: body.conditionType as Row['condition_type'],
      threshold: body.threshold,
    },
    { limit: 20 },
  );
  return { total, sample: users.map((user) => user.user_code) };
}

const staffNames = async (db: Kysely<Database>, ids: (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = wanted.length
    ? await db.selectFrom('sys_user').select(['id', 'name', 'username']).where('id', 'in', wanted).execute()
    : [];
  return new Map(found.map((user) => [user.id, user.name || user.username]));
};

export async function listHolders(
  db: Kysely<Database>,
  scope: ProjectScope,
  badgeId: number,
  query: Static<typeof HolderListQuery>,
) {
  const rows = projectRows(db, scope);
  await badges.one(rows, badgeId);
  const users = rows.read('app_user').select(['id', 'user_code']).as('usr');
  let matching = rows
    .read('user_badge')
    .innerJoin(users, 'usr.id', 'user_badge.user_id')
    .where('user_badge.badge_id', '=', badgeId)
    .where('user_badge.revoke_time', query.state === 'revoked' ? 'is not' : 'is', null);
  if (query.userCode) matching = matching.where('usr.user_code', '=', query.userCode);
  const page = await listPage(
    matching,
    (q) =>
      q.select([
        'user_badge.id',
        'user_badge.user_id',
        'usr.user_code',
        'user_badge.source',
        'user_badge.reason',
        'user_badge.award_by',
        'user_badge.create_time',
        'user_badge.revoke_time',
        'user_badge.revoke_by',
        'user_badge.revoke_reason',
      ]),
    query as ListParams,
    {
      equals: { source: 'user_badge.source' },
      sort: HOLDER_SORT,
      defaultSort: HOLDER_DEFAULT_SORT,
      tieBreaker: 'user_badge.id',
      present: (row) => row,
    },
  );
  const names = await staffNames(
    db,
    page.list.flatMap((row) => [row.award_by, row.revoke_by]),
  );
  return {
    ...page,
    list: page.list.map(
      ({ award_by, revoke_by, ...row }) =>
        ({
          ...presentRow(row),
          awardByName: award_by === null ? '' : (names.get(award_by) ?? ''),
          revokeByName: revoke_by === null ? '' : (names.get(revoke_by) ?? ''),
        }) as Static<typeof Holder>,
    ),
  };
}

/** A badge that awards: live and online (an offline one is a 409 naming its status). */
async function awardable(rows: Rows, id: number): Promise<Row> {
  const badge = await badges.one(rows, id);
  if (badge.status !== 0)
    throw statusConflict(`Badge ${badge.code} is offline: set it online to award it`, {
      enum: 'ACTIVITY_STATUS',
      status: badge.status,
    });
  return badge;
}

export async function awardByHand(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  body: Static<typeof AwardBody>,
  operator: SignedInUser,
): Promise<Static<typeof AwardReport>> {
  const rows = projectRows(db, scope);
  const badge = await awardable(rows, id);
  const reason = keptText('reason', body.reason);
  const codes = [...new Set(body.userCodes.map((code) => code.trim()).filter(Boolean))];
  if (!codes.length) throw badRequest('userCodes', 'names no user code', 'required');
  const users = await rows
    .read('app_user')
    .select(['id', 'user_code'])
    .where('project_code', '=', badge.project_code)
    .where('deleted', '=', 0)
    .where('user_code', 'in', codes)
    .execute();
  const awarded = new Set(
    await awardBadge(
      rows,
      badge,
      users.map((user) => user.id),
      { source: 'manual', reason, operator },
    ),
  );
  const known = new Map(users.map((user) => [user.user_code, user.id]));
  return {
    awarded: codes.filter((code) => awarded.has(known.get(code)!)),
    held: codes.filter((code) => known.has(code) && !awarded.has(known.get(code)!)),
    unknown: codes.filter((code) => !known.has(code)),
  };
}

export async function revokeByHand(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  body: Static<typeof RevokeBody>,
  operator: SignedInUser,
): Promise<Item> {
  const rows = projectRows(db, scope);
  const badge = await badges.one(rows, id);
  const reason = keptText('reason', body.reason);
  const user = await rows
    .read('app_user')
    .select('id')
    .where('project_code', '=', badge.project_code)
    .where('user_code', '=', body.userCode.trim())
    .executeTakeFirst();
  if (!user) throw notFound(`No user ${body.userCode} in project ${badge.project_code}`);
  if (!(await revokeBadge(rows, badge, user.id, { reason, operator })))
    throw conflict(`${body.userCode} does not hold badge ${badge.code}`, 'badge.notHeld');
  return badges.get(db, scope, id) as Promise<Item>;
}
