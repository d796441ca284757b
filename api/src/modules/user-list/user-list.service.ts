// The users area's list of app users: filters on each column (text ones by a part, served
// by trigram indexes), sorted by whitelisted columns, with each user's coin balance read
// for the page alone; and the review of a user's application to be a creator.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AppUser as AppUserTable, Database } from '../../db/types';
import { conflict, notFound, statusConflict } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { filteredBy, listPage, presentRow } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import {
  type AppUser,
  type AppUserListQuery,
  APP_USER_SORT,
  CREATOR_STATUS_NAMES,
  type CreatorReviewBody,
} from './user-list.schemas';

export const APP_USER_COLUMNS = [
  'id',
  'project_code',
  'user_code',
  'username',
  'email',
  'phone',
  'avatar',
  'country',
  'vip',
  'gender',
  'source',
  'creator_status',
  'create_time',
  'risk_reason',
  'risk_time',
] as const;
export type AppUserRow = Pick<Selectable<AppUserTable>, (typeof APP_USER_COLUMNS)[number]>;
type Filters = Omit<Static<typeof AppUserListQuery>, 'pageNum' | 'pageSize' | 'sortBy' | 'sortType'>;

/** The app users of the scope that the filters match (the list's and the export's). */
export function appUsersMatching(db: Kysely<Database>, scope: ProjectScope, filters: Filters) {
  let matching = projectRows(db, scope).read('app_user').where('deleted', '=', 0);
  if (filters.registeredFrom) matching = matching.where('create_time', '>=', new Date(filters.registeredFrom));
  if (filters.registeredTo) matching = matching.where('create_time', '<', new Date(filters.registeredTo));
  // the flagged few are served by app_user_flagged (a partial index)
  if (filters.riskFlagged !== undefined)
    matching = matching.where('risk_time', filters.riskFlagged === 1 ? 'is not' : 'is', null);
  return filteredBy(matching, filters, {
    contains: {
      username: 'app_user.username',
      email: 'app_user.email',
      phone: 'app_user.phone',
      userCode: 'app_user.user_code',
    },
    equals: {
      country: 'app_user.country',
      vip: 'app_user.vip',
      source: 'app_user.source',
      creatorStatus: 'app_user.creator_status',
    },
  });
}

/** Each user's coin balance, by user id. */
export async function coinsOf(
  db: Kysely<Database>,
  scope: ProjectScope,
  userIds: number[],
): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const wallets = await projectRows(db, scope)
    .read('wallet')
    .select(['user_id', 'balance'])
    .where('kind', '=', 'coin')
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(wallets.map((wallet) => [wallet.user_id, wallet.balance]));
}

/** A page's row's coin balance (null without a wallet) and social counts (withActivity; a count is never null, though typed as any subquery's column). */
interface Activity {
  coins: number | null;
  likes: number | null;
  follows: number | null;
  comments: number | null;
}

export interface Social {
  likes: number;
  follows: number;
  comments: number;
}

/** Each user's social interaction: likes (follow type 1), drama follows (type 2) and comments not deleted. */
export async function socialOf(
  db: Kysely<Database>,
  scope: ProjectScope,
  userIds: number[],
): Promise<Map<number, Social>> {
  const social = new Map(userIds.map((id) => [id, { likes: 0, follows: 0, comments: 0 }]));
  if (!userIds.length) return social;
  const rows = projectRows(db, scope);
  const [follows, comments] = await Promise.all([
    rows
      .read('follow')
      .select(['user_id', 'type', sql<number>`count(*)::int`.as('count')])
      .where('user_id', 'in', userIds)
      .where('type', 'in', [1, 2])
      .groupBy(['user_id', 'type'])
      .execute(),
    rows
      .read('comment')
      .select(['user_id', sql<number>`count(*)::int`.as('count')])
      .where('user_id', 'in', userIds)
      .where('state', '<>', 'deleted')
      .groupBy('user_id')
      .execute(),
  ]);
  for (const row of follows) social.get(row.user_id)![row.type === 1 ? 'likes' : 'follows'] = row.count;
  for (const row of comments) social.get(row.user_id)!.comments = row.count;
  return social;
}

/**
 * What a page's row reads besides its columns: the coin balance and the social counts, each a
 * subquery on the row's user (an index lookup per row of the page), so a page is one round trip.
 */
function withActivity(db: Kysely<Database>, scope: ProjectScope) {
  const rows = projectRows(db, scope);
  const user = sql.ref<number>('app_user.id');
  const counted = sql<number>`count(*)::int`.as('count');
  const follows = (type: number) =>
    rows.read('follow').select(counted).where('follow.user_id', '=', user).where('follow.type', '=', type);
  return [
    rows
      .read('wallet')
      .select('wallet.balance')
      .where('wallet.kind', '=', 'coin')
      .where('wallet.user_id', '=', user)
      .as('coins'),
    follows(1).as('likes'),
    follows(2).as('follows'),
    rows
      .read('comment')
      .select(counted)
      .where('comment.user_id', '=', user)
      .where('comment.state', '<>', 'deleted')
      .as('comments'),
  ] as const;
}

export async function listAppUsers(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof AppUserListQuery>) {
  const spec = {
    sort: APP_USER_SORT,
    tieBreaker: 'app_user.id',
    present: ({ coins, likes, follows, comments, ...row }: AppUserRow & Activity): Static<typeof AppUser> => ({
      ...presentRow(row),
      creatorStatus: row.creator_status as Static<typeof AppUser>['creatorStatus'],
      coins: coins ?? 0,
      social: { likes: likes ?? 0, follows: follows ?? 0, comments: comments ?? 0 },
    }),
  };
  return listPage(
    appUsersMatching(db, scope, query),
    (found) => found.select([...APP_USER_COLUMNS, ...withActivity(db, scope)]),
    query,
    spec,
  );
}

/** Approves or rejects a creator application; only one under review can be decided (409 naming the status otherwise). */
export async function reviewCreator(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  { decision }: Static<typeof CreatorReviewBody>,
) {
  const rows = projectRows(db, scope);
  const creatorStatus = decision === 'approve' ? 2 : 3;
  const decided = await rows
    .update('app_user')
    .set({ creator_status: creatorStatus })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .where('creator_status', '=', 1)
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) === 1) return { id, creatorStatus } as const;
  const user = await rows
    .read('app_user')
    .select(['username', 'creator_status'])
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!user) throw notFound(`App user ${id} was not found in this project`);
  const status =
    user.creator_status === null
      ? 'has not applied to be a creator'
      : `is ${CREATOR_STATUS_NAMES[user.creator_status as keyof typeof CREATOR_STATUS_NAMES]}`;
  const message = `${user.username} ${status}: only an application under review can be decided`;
  throw user.creator_status === null
    ? conflict(message, 'creator.notApplied')
    : statusConflict(message, { enum: 'creatorStatus', status: user.creator_status });
}
