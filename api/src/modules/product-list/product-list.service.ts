// The content area's dramas: the list (a part of the name or code, status, label, category;
// newest first or by plays, follows or unlocks, each order an index of 0012), one drama with
// its labels and categories, adding, editing and deleting one, and its lifecycle (DRAMA_MOVES).
// A drama's play, follow, comment and unlock counts are kept by the app users' activity:
// they are read here, never written.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, Drama as DramaTable } from '../../db/types';
import {
  badRequest,
  fieldConflict,
  keptText,
  notFound,
  onUniqueViolation,
  oneProjectOnly,
  statusConflict,
} from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { filteredBy, listPage, oneSortAtATime, presentRow, sortOf } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { missingLocalesIn, textsOfRow, type TextsOfRow } from '../../domain/content-texts';
import {
  DRAMA_DEFAULT_SORT,
  DRAMA_SORT,
  type Drama,
  type DramaBody,
  type DramaCategory,
  type DramaDetail,
  type DramaLabel,
  type DramaListQuery,
  type DramaMoveResult,
} from './product-list.schemas';
import { DRAMA_TEXTS, missingLocale } from './product-list.texts';
import {
  DRAFT,
  type DramaMove,
  type DramaStatusValue,
  moveDrama,
  movedTo,
  moveOf,
  ONLINE,
  refusal,
} from '../../domain/dramas';

type Rows = ReturnType<typeof projectRows>;
type Filters = Omit<
  Static<typeof DramaListQuery>,
  'pageNum' | 'pageSize' | 'sortBy' | 'sortType' | 'projectCode' | 'tenantCode'
>;

export const DRAMA_COLUMNS = [
  'id',
  'project_code',
  'code',
  'name',
  'episode_count',
  'status',
  'poster',
  'summary',
  'description',
  'play_count',
  'follow_count',
  'comment_count',
  'unlock_count',
  'create_time',
  'update_time',
] as const;
export type DramaRow = Pick<Selectable<DramaTable>, (typeof DRAMA_COLUMNS)[number]>;
type Label = Static<typeof DramaLabel>;

/** The live dramas of the scope that the filters match (the list's and the export's). */
export function dramasMatching(db: Kysely<Database>, scope: ProjectScope, filters: Filters) {
  const rows = projectRows(db, scope);
  let matching = rows.read('drama').where('drama.deleted', '=', 0);
  if (filters.labelId !== undefined) {
    matching = matching.where(
      'drama.id',
      'in',
      rows.read('drama_label').select('drama_label.drama_id').where('drama_label.label_id', '=', filters.labelId),
    );
  }
  if (filters.categoryId !== undefined) {
    matching = matching.where(
      'drama.id',
      'in',
      rows
        .read('category_drama')
        .select('category_drama.drama_id')
        .where('category_drama.category_id', '=', filters.categoryId),
    );
  }
  // ilike '%part%' on each: the trigram indexes drama_name_trgm and drama_code_trgm serve it
  if (filters.missingLocale) matching = matching.where(missingLocale(rows, filters.missingLocale));
  return filteredBy(matching, filters, {
    containsAny: { keyword: ['drama.name', 'drama.code'] },
    equals: { status: 'drama.status' },
  });
}

/** The live labels of each drama, by title: one query for a page (or an export's batch). */
export async function labelsOf(rows: Rows, dramaIds: number[]): Promise<Map<number, Label[]>> {
  const labels = new Map<number, Label[]>(dramaIds.map((id) => [id, []]));
  if (!dramaIds.length) return labels;
  const live = rows
    .read('label')
    .select(['label.id', 'label.code', 'label.title'])
    .where('label.deleted', '=', 0)
    .as('live');
  const found = await rows
    .read('drama_label')
    .innerJoin(live, 'live.id', 'drama_label.label_id')
    .select(['drama_label.drama_id', 'live.id', 'live.code', 'live.title'])
    .where('drama_label.drama_id', 'in', dramaIds)
    .orderBy('live.title')
    .orderBy('live.id')
    .execute();
  for (const row of found) labels.get(row.drama_id)?.push({ id: row.id, code: row.code, title: row.title });
  return labels;
}

/** The live categories a drama is in, by title, with its place in each. */
async function categoriesOf(rows: Rows, dramaId: number): Promise<Static<typeof DramaCategory>[]> {
  const live = rows
    .read('category')
    .select(['category.id', 'category.code', 'category.title'])
    .where('category.deleted', '=', 0)
    .as('live');
  return rows
    .read('category_drama')
    .innerJoin(live, 'live.id', 'category_drama.category_id')
    .select(['live.id', 'live.code', 'live.title', 'category_drama.position'])
    .where('category_drama.drama_id', '=', dramaId)
    .orderBy('live.title')
    .orderBy('live.id')
    .execute();
}

const present = (row: DramaRow, labels: Label[]): Static<typeof Drama> => ({
  ...presentRow(row),
  status: row.status as DramaStatusValue,
  labels,
});

/**
 * What a page's drama reads besides its columns, each a subquery on the row (index lookups for
 * the page's rows alone), so the page is one round trip: its live labels by title (as labelsOf
 * reads them), how many of its live episodes have a video, and its texts (textsOfRow).
 */
function withPageExtras(db: Kysely<Database>, scope: ProjectScope) {
  const rows = projectRows(db, scope);
  const drama = sql.ref<number>('drama.id');
  // each of the drama's labels looked up by its key (lateral): a join would read every label per drama
  const live = rows
    .read('label')
    .select(['label.id', 'label.code', 'label.title'])
    .where('label.id', '=', sql.ref<number>('drama_label.label_id'))
    .where('label.deleted', '=', 0)
    .as('live');
  return [
    rows
      .read('drama_label')
      .innerJoinLateral(live, (join) => join.onTrue())
      .select(
        sql<
          Label[]
        >`coalesce(json_agg(json_build_object('id', live.id, 'code', live.code, 'title', live.title) order by live.title, live.id), '[]')`.as(
          'labels',
        ),
      )
      .where('drama_label.drama_id', '=', drama)
      .as('labels'),
    rows
      .read('episode')
      .select(sql<number>`count(*)::int`.as('uploaded'))
      .where('episode.drama_id', '=', drama)
      // written into the statement, not sent as values: only then can its one prepared plan use
      // the index of uploaded episodes (partial, on these two conditions), and not be planned anew each call
      .where('episode.deleted', '=', sql.lit(0))
      .where('episode.video_key', '<>', sql.lit(''))
      .as('uploaded_episodes'),
    ...textsOfRow(db, rows, DRAMA_TEXTS.kind, 'drama.id', 'drama.project_code'),
  ] as const;
}

export async function listDramas(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof DramaListQuery>) {
  // one order at a time: an index serves each alone, not a combination
  if (sortOf(query, DRAMA_SORT, DRAMA_DEFAULT_SORT).length > 1) {
    throw badRequest('sortBy', oneSortAtATime(DRAMA_SORT), 'maxItems', { limit: 1 });
  }
  const spec = {
    sort: DRAMA_SORT,
    defaultSort: DRAMA_DEFAULT_SORT,
    tieBreaker: 'drama.id',
    present: (read: DramaRow & TextsOfRow & { labels: Label[]; uploaded_episodes: number }) => {
      const { missingLocales, row } = missingLocalesIn(DRAMA_TEXTS, read);
      const { labels, uploaded_episodes: uploadedEpisodes, ...drama } = row;
      return { ...present(drama, labels), missingLocales, uploadedEpisodes };
    },
  };
  return listPage(
    dramasMatching(db, scope, query),
    (found) => found.select([...DRAMA_COLUMNS, ...withPageExtras(db, scope)]),
    query,
    spec,
  );
}

/** A live drama of the scope's projects, or a 404. */
async function oneDrama(rows: Rows, id: number): Promise<DramaRow> {
  const drama = await rows
    .read('drama')
    .select([...DRAMA_COLUMNS])
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!drama) throw notFound(`No drama ${id} in your projects`);
  return drama;
}

async function detailOf(rows: Rows, drama: DramaRow): Promise<Static<typeof DramaDetail>> {
  const [labels, categories] = await Promise.all([labelsOf(rows, [drama.id]), categoriesOf(rows, drama.id)]);
  return { ...present(drama, labels.get(drama.id) ?? []), categories };
}

export async function getDrama(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  return detailOf(rows, await oneDrama(rows, id));
}

const nameOf = (body: Static<typeof DramaBody>) => keptText('name', body.name);

/** The code as kept: in capitals, as the seeded ones (US-D00012), so us-d00012 is the same code. */
const codeOf = (body: Static<typeof DramaBody>) => body.code.toUpperCase();

/** What a create sets and an edit replaces besides the code and name: a field not sent is none (a cleared one is not sent). */
const detailsOf = (body: Static<typeof DramaBody>) => ({
  episode_count: body.episodeCount,
  poster: body.poster ?? '',
  summary: body.summary ?? '',
  description: body.description ?? '',
});

const codeTaken = (code: string, projectCode: string) =>
  fieldConflict('code', `${code} is already the code of a drama of project ${projectCode}`);

/** Refuses a code a live drama of the project has already (the unique index would, less clearly). */
async function assertCodeFree(rows: Rows, projectCode: string, code: string, exceptId?: number) {
  let same = rows
    .read('drama')
    .select('id')
    .where('project_code', '=', projectCode)
    .where('code', '=', code)
    .where('deleted', '=', 0);
  if (exceptId !== undefined) same = same.where('id', '!=', exceptId);
  if (await same.executeTakeFirst()) throw codeTaken(code, projectCode);
}

/** `ids` if each is a live label of the project, else a 400 naming labelIds and the ids that are not. */
async function liveLabelIds(rows: Rows, projectCode: string, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await rows
    .read('label')
    .select('id')
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .where('id', 'in', ids)
    .execute();
  const known = new Set(found.map((label) => label.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw badRequest('labelIds', `names no label of project ${projectCode}: ${unknown.join(', ')}`, 'notFound');
  return ids;
}

async function replaceLabels(rows: Rows, projectCode: string, dramaId: number, labelIds: number[]) {
  await rows.remove('drama_label').where('drama_id', '=', dramaId).execute();
  if (labelIds.length)
    await rows
      .add(
        'drama_label',
        labelIds.map((labelId) => ({ project_code: projectCode, drama_id: dramaId, label_id: labelId })),
      )
      .execute();
}

// A write request is one transaction (platform/transactions.ts): a drama and its labels are
// saved together or not at all.
export async function createDrama(db: Kysely<Database>, scope: ProjectScope, body: Static<typeof DramaBody>) {
  // a drama belongs to one project; `all` would not say which
  if (scope.all) throw oneProjectOnly('drama');
  const rows = projectRows(db, scope);
  const projectCode = scope.projects[0].code;
  const name = nameOf(body);
  const code = codeOf(body);
  await assertCodeFree(rows, projectCode, code);
  const labelIds = await liveLabelIds(rows, projectCode, body.labelIds ?? []);
  const drama = await rows
    .add('drama', [
      {
        project_code: projectCode,
        ...detailsOf(body),
        code,
        name,
        // prepared before app users see it: it goes online by its own move
        status: DRAFT,
      },
    ])
    .returning([...DRAMA_COLUMNS])
    .executeTakeFirstOrThrow()
    // a second write of the same code at once passed the check above; the unique index refuses it
    .catch(onUniqueViolation(() => codeTaken(code, projectCode)));
  await replaceLabels(rows, projectCode, drama.id, labelIds);
  return detailOf(rows, drama);
}

export async function editDrama(db: Kysely<Database>, scope: ProjectScope, id: number, body: Static<typeof DramaBody>) {
  const rows = projectRows(db, scope);
  const name = nameOf(body);
  const code = codeOf(body);
  const before = await oneDrama(rows, id);
  await assertCodeFree(rows, before.project_code, code, id);
  const labelIds = await liveLabelIds(rows, before.project_code, body.labelIds ?? []);
  const changes = { ...detailsOf(body), code, name, update_time: sql<Date>`now()` };
  const drama = await rows
    .update('drama')
    .set(changes)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .returning([...DRAMA_COLUMNS])
    .executeTakeFirstOrThrow()
    // a second write of the same code at once passed the check above; the unique index refuses it
    .catch(onUniqueViolation(() => codeTaken(code, before.project_code)));
  await replaceLabels(rows, before.project_code, id, labelIds);
  return detailOf(rows, drama);
}

/**
 * Soft: the drama leaves the list and its code is free again. It leaves its categories too
 * (the ones after it move up a place) and loses its labels, so the app never shows a deleted
 * drama in a category and a label's count is of live dramas. An online drama is refused:
 * app users are watching it, and taking it offline is a decision of its own.
 */
export async function deleteDrama(db: Kysely<Database>, scope: ProjectScope, id: number): Promise<void> {
  const rows = projectRows(db, scope);
  // the status is checked by the update itself: a drama put online meanwhile is not deleted
  const deleted = await rows
    .update('drama')
    .set({ deleted: 1, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .where('status', '!=', ONLINE)
    .executeTakeFirst();
  if (Number(deleted.numUpdatedRows) !== 1) {
    const drama = await oneDrama(rows, id);
    throw statusConflict(`${drama.code} is online: take it offline first`, {
      enum: 'dramaStatus',
      status: drama.status,
    });
  }
  const places = await rows
    .remove('category_drama')
    .where('drama_id', '=', id)
    .returning(['category_id', 'position'])
    .execute();
  for (const place of places) {
    await rows
      .update('category_drama')
      .set({ position: sql<number>`position - 1` })
      .where('category_id', '=', place.category_id)
      .where('position', '>', place.position)
      .execute();
  }
  await rows.remove('drama_label').where('drama_id', '=', id).execute();
}

/** One drama's move (domain/dramas' rule), answered as the drama now is. */
export async function moveOneDrama(db: Kysely<Database>, scope: ProjectScope, id: number, move: DramaMove) {
  const rows = projectRows(db, scope);
  await moveDrama(rows, id, move);
  return detailOf(rows, await oneDrama(rows, id));
}

/**
 * The move for each of `ids` that can make it; the others stay as they are, each with the
 * reason. One statement moves them all (in the request's one transaction, one log row).
 */
export async function moveDramas(db: Kysely<Database>, scope: ProjectScope, ids: number[], move: DramaMove) {
  const rows = projectRows(db, scope);
  const { from, to } = moveOf(move);
  const moved = await rows
    .update('drama')
    .set(movedTo(to))
    .where('id', 'in', ids)
    .where('deleted', '=', 0)
    .where('status', 'in', from)
    .returning(['id', 'code'])
    .execute();
  const movedCodes = new Map(moved.map((drama) => [drama.id, drama.code]));
  const rest = ids.filter((id) => !movedCodes.has(id));
  const stayed = rest.length
    ? await rows
        .read('drama')
        .select(['id', 'code', 'status'])
        .where('id', 'in', rest)
        .where('deleted', '=', 0)
        .execute()
    : [];
  const stayedById = new Map(stayed.map((drama) => [drama.id, drama]));
  const results = ids.map((id): Static<typeof DramaMoveResult> => {
    const code = movedCodes.get(id);
    if (code !== undefined) return { id, code, outcome: 'moved', status: to, reason: null };
    const drama = stayedById.get(id);
    if (!drama) return { id, code: null, outcome: 'refused', status: null, reason: `No drama ${id} in your projects` };
    const status = drama.status as DramaStatusValue;
    return { id, code: drama.code, outcome: 'refused', status, reason: refusal(drama.code, status, move) };
  });
  return { moved: moved.length, refused: ids.length - moved.length, results };
}
