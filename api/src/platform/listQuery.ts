// Paging and sorting shared by every list route: pageNum from 1, pageSize 1..100,
// sortBy a comma list of whitelisted names (mapped to real columns; anything else is a
// 400, never SQL), sortType asc|desc. Answers are { list, total, pageNum, pageSize }.
import { type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { badRequest } from './errors';

/** A list's sort when the request names none, unless the list declares its own (ListSpec.defaultSort). */
export const DEFAULT_SORT_BY = 'deleted, create_time';

/** projectCode/tenantCode, documented on project routes (the scope hook reads them). */
export const ScopeFields = {
  projectCode: Type.Optional(Type.String({ maxLength: 64, description: 'the project, or `all`; absent means `all`' })),
  tenantCode: Type.Optional(
    Type.String({ maxLength: 64, description: "must be the project's tenant code when given" }),
  ),
};
/** The body or query of a call that sends nothing but its project (an action, a delete). */
export const ScopeOnly = Type.Object({ ...ScopeFields });

/** Deeper than any list is read by paging; keeps the offset far inside int8. */
export const PAGE_NUM_MAX = 1_000_000;

/** The sortBy field of a list whose default sort is `defaultSort`, documented with it. */
export const SortByField = (defaultSort = DEFAULT_SORT_BY) =>
  Type.Optional(Type.String({ maxLength: 200, description: `comma list of sortable names; default "${defaultSort}"` }));

export const ListFields = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  sortBy: SortByField(),
  sortType: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
};

/**
 * A list's query as the OpenAPI document states it: the scope, paging, its filters, and a
 * sortBy that is one of the names of its sort whitelist (or the contract's default, which
 * every browser call carries), its default sort stated. The browser's generated types then
 * type the filters and the sort names its columns may use.
 */
export function ListQuery<F extends TProperties>(
  filters: F,
  sort: Record<string, string>,
  defaultSort = DEFAULT_SORT_BY,
) {
  return Type.Object({ ...ScopeFields, ...ListFields, sortBy: SortByName(Object.keys(sort), defaultSort), ...filters });
}

/** The sortBy field of a list that sorts by these names only (ListQuery's, or a timeline's), documented as them. */
export function SortByName(names: string[], defaultSort = DEFAULT_SORT_BY) {
  // the default as the browser sends it, and written without the space
  const sent = [...new Set([...names, DEFAULT_SORT_BY, DEFAULT_SORT_BY.replace(/\s/g, '')])];
  return Type.Optional(
    Type.Union(
      sent.map((name) => Type.Literal(name)),
      { description: `a sortable name; default "${defaultSort}"` },
    ),
  );
}

export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
}

export interface ListParams {
  pageNum?: number;
  pageSize?: number;
  sortBy?: string;
  sortType?: 'asc' | 'desc';
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export function pagingOf(params: ListParams): Paging {
  const pageNum = params.pageNum ?? 1;
  const pageSize = params.pageSize ?? 10;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

export interface SortKey {
  column: string;
  direction: 'asc' | 'desc';
}

/**
 * Reads sortBy/sortType against a resource's whitelist: { name the client may send →
 * column reference }. Without a sortBy the list's `defaultSort` applies (the list contract's
 * `deleted, create_time` unless the list has no `deleted` column and says what instead);
 * its names must be in the whitelist too.
 */
export function sortOf(
  params: ListParams,
  whitelist: Record<string, string>,
  defaultSort = DEFAULT_SORT_BY,
): SortKey[] {
  const direction = params.sortType ?? 'desc';
  const namesOf = (sortBy: string) => sortBy.split(',').map((name) => name.trim());
  // The browser sends the contract's default with every request (spec: sortBy "deleted,
  // create_time" unless a list asks otherwise): on a list with a default of its own, that means "no sort asked".
  const sentDefault =
    params.sortBy !== undefined && namesOf(params.sortBy).join(',') === namesOf(DEFAULT_SORT_BY).join(',');
  const names = namesOf(params.sortBy === undefined || sentDefault ? defaultSort : params.sortBy);
  // `,,,` or `a,,b` names nothing where a name must be: the sort it asks for is unknown
  if (names.includes('')) throw badRequest('sortBy', 'must be a comma list of names, with no empty name', 'pattern');
  return names.map((name) => {
    const column = Object.hasOwn(whitelist, name) ? whitelist[name] : undefined;
    if (!column) {
      const allowed = Object.keys(whitelist);
      throw badRequest('sortBy', `cannot sort by "${name}"; use ${allowed.join(', ')}`, 'enum', { allowed });
    }
    return { column, direction };
  });
}

/** What a list that sorts by one name at a time (each order an index of its own) says to a combination. */
export const oneSortAtATime = (whitelist: Record<string, string>) =>
  `sort by one of ${Object.keys(whitelist).join(', ')} at a time`;

/** How many rows `query` matches: a list's total, an export's row count. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // the generic row type cannot show the added column; count(*) is int8, read as text or number
  const row = (await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow()) as unknown as {
    total: number | string;
  };
  return Number(row.total);
}

/** A LIKE pattern matching `text` anywhere, literally: the user's % and _ match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Applies the sort, then `tieBreaker` so pages do not overlap when values repeat. */
export function orderByKeys<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: SortKey[],
  tieBreaker: string,
): SelectQueryBuilder<DB, TB, O> {
  let ordered = query;
  for (const key of keys) ordered = ordered.orderBy(sql.ref(key.column), key.direction);
  return ordered.orderBy(sql.ref(tieBreaker), keys[0]?.direction ?? 'desc');
}

const camelNames = new Map<string, string>();
/** `create_time` → `createTime`, worked out once a name (every row of every list asks) */
const camel = (name: string) => {
  let camelName = camelNames.get(name);
  if (camelName === undefined) {
    camelName = name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
    camelNames.set(name, camelName);
  }
  return camelName;
};

/**
 * A sort whitelist from a table alias and its sortable columns: each column by its own name
 * and by the field name the api answers it under (`create_time` and `createTime`).
 */
export function sortColumns(alias: string, columns: string[]): Record<string, string> {
  return Object.fromEntries(
    columns.flatMap((column) => [
      [column, `${alias}.${column}`],
      [camel(column), `${alias}.${column}`],
    ]),
  );
}

type Camel<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : Name;
/** A row as the api answers it: field names in camel case, times as ISO 8601 text. */
export type Presented<Row> = {
  [Key in keyof Row as Camel<Key & string>]: Row[Key] extends Date
    ? string
    : Row[Key] extends Date | null
      ? string | null
      : Row[Key];
};

/** `{ tenant_code, create_time: Date }` → `{ tenantCode, createTime: '2026-…Z' }`; the response schema drops what it does not name. */
export function presentRow<Row extends object>(row: Row): Presented<Row> {
  // a plain loop: every row of every page passes here (no entry arrays made and dropped)
  const presented: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    const value = (row as Record<string, unknown>)[key];
    presented[camel(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return presented as Presented<Row>;
}

/**
 * A list's filters by the name the api takes them under: a part of a text (`contains`), a
 * part of any of several texts (`containsAny`, a keyword box) or one value (`equals`) → columns.
 */
export interface ListFilters {
  contains?: Record<string, string>;
  containsAny?: Record<string, string[]>;
  equals?: Record<string, string>;
}

/** `query` narrowed by the filters `values` holds (an absent or empty one filters nothing). */
export function filteredBy<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  values: object,
  filters: ListFilters,
): SelectQueryBuilder<DB, TB, O> {
  const given = values as Record<string, unknown>;
  let narrowed = query;
  for (const [name, column] of Object.entries(filters.contains ?? {})) {
    const text = given[name];
    if (typeof text === 'string' && text !== '')
      narrowed = narrowed.where(sql<boolean>`${sql.ref(column)} ilike ${containsPattern(text)}`);
  }
  for (const [name, columns] of Object.entries(filters.containsAny ?? {})) {
    const text = given[name];
    if (typeof text !== 'string' || text === '') continue;
    const matches = columns.map((column) => sql<boolean>`${sql.ref(column)} ilike ${containsPattern(text)}`);
    narrowed = narrowed.where(sql<boolean>`(${sql.join(matches, sql` or `)})`);
  }
  for (const [name, column] of Object.entries(filters.equals ?? {})) {
    if (given[name] !== undefined) narrowed = narrowed.where(sql<boolean>`${sql.ref(column)} = ${given[name]}`);
  }
  return narrowed;
}

export interface ListSpec<Row, Item> extends ListFilters {
  /** the sort whitelist (sortColumns) and the column that breaks ties */
  sort: Record<string, string>;
  /** sortBy when the request sends none (DEFAULT_SORT_BY when absent): a list without `deleted` names its own */
  defaultSort?: string;
  tieBreaker: string;
  /** each row as the api answers it */
  present(row: Row): Item;
}

/** The column that carries a page's total beside its rows (listPage). */
const LIST_TOTAL = 'list_total_';

/**
 * One page of a list by the list contract ({ list, total, pageNum, pageSize }): `matching`
 * is the rows in reach (the scope's), `select` what a row reads; the filters, sort and page
 * come from the request. What a row shows from other tables (its labels, its counts) is best
 * read by `select` too, as subqueries on the row: they run for the page's rows alone, and the
 * page, its total and all that are one round trip.
 */
export async function listPage<DB, TB extends keyof DB, O, Row, Item>(
  matching: SelectQueryBuilder<DB, TB, O>,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  request: ListParams,
  spec: ListSpec<Row, Item>,
) {
  const paging = pagingOf(request);
  const base = filteredBy(matching, request, spec);
  const sort = sortOf(request, spec.sort, spec.defaultSort);
  // A deep page skips its offset on the keys alone (an index-only scan where an index has
  // the sort), then reads whole rows for the page only: skipped rows are never fetched.
  const pageKeys = orderByKeys(base.select(sql.ref(spec.tieBreaker).as('page_key')), sort, spec.tieBreaker)
    .limit(paging.pageSize)
    .offset(paging.offset);
  // the total rides along with the page (one round trip); an empty page is counted on its own
  const counted = (await orderByKeys(
    select(base.where(sql.ref(spec.tieBreaker), 'in', pageKeys as never)).select(
      sql<number>`(${base.select(sql`count(*)`.as('total'))})`.as(LIST_TOTAL),
    ),
    sort,
    spec.tieBreaker,
  ).execute()) as unknown as (Row & { [LIST_TOTAL]: number | string })[];
  const total = counted.length ? Number(counted[0][LIST_TOTAL]) : paging.offset ? await countRows(base) : 0;
  return {
    list: counted.map(({ [LIST_TOTAL]: _, ...row }) => spec.present(row as Row)),
    total,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

// A timeline: a list of many rows (millions: comments, follow records) read newest first
// (or oldest first), by create time and id. A page is reached two ways, each an index's walk:
// - a page number (a jump): the skip walks the index alone, selecting ids (index-only),
//   and only the page's rows are read, as listPage does;
// - a keyset (next and previous): `after` / `before` is a row's cursor, its create time to
//   the microsecond and its id; the page starts just past that row, with no skip at all.
// The total is counted exactly up to TIMELINE_COUNT_CAP rows; past that, counting every
// match would cost more than the page, so the answer says `totalExact: false` and `total` is
// the database planner's estimate (never below what the request has shown to exist).

/** Matches counted exactly; past this many, the total is an estimate (flagged). */
export const TIMELINE_COUNT_CAP = 10_000;

/** A row's place in a timeline: `2026-05-01T10:00:00.123456Z_987` (create time in UTC to the microsecond, then id). */
export const CURSOR_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z_[1-9]\\d{0,17}$';

const Cursor = (description: string) => Type.Optional(Type.String({ pattern: CURSOR_PATTERN, description }));

/** A timeline's one order: by create time (then id). */
const TIMELINE_SORT = ['create_time', 'createTime'];

/** A timeline's paging fields: the list contract's (its one order stated, so the browser's types know it), plus the keyset. */
export const TimelineFields = {
  ...ListFields,
  sortBy: SortByName(TIMELINE_SORT, 'create_time'),
  after: Cursor(
    "the page after this row (next): a row's cursor as `next` answers it; pageNum then only comes back as sent",
  ),
  before: Cursor(
    "the page before this row (previous): a row's cursor as `previous` answers it; pageNum then only comes back as sent",
  ),
};

export function TimelinePage<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer({
      minimum: 0,
      description: `how many rows match: exact up to ${TIMELINE_COUNT_CAP.toLocaleString('en-US')}; past that the database's estimate (totalExact false), shown as "about"`,
    }),
    totalExact: Type.Boolean({ description: 'false when total is an estimate' }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'send as `after` for the next page; null on the last page',
    }),
    previous: Type.Union([Type.String(), Type.Null()], {
      description: 'send as `before` for the previous page; null on the first page',
    }),
  });
}

export interface TimelineParams extends ListParams {
  after?: string;
  before?: string;
}

export interface TimelineSpec<Row, Item> extends ListFilters {
  /** the create-time column and the id column (`comment.create_time`, `comment.id`) */
  time: string;
  id: string;
  present(row: Row): Item;
}

/** A cursor's create time and id, or a 400 naming the field. */
function cursorOf(text: string, field: string): { time: string; id: string } {
  const split = text.lastIndexOf('_');
  const time = text.slice(0, split);
  // a real instant: the database refuses a 30 February or a 24th hour, which Date.parse lets through
  const parsed = Date.parse(time);
  if (split < 0 || Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 19) !== time.slice(0, 19))
    throw badRequest(field, `"${text}" is not a row's cursor (as next or previous answers it)`, 'pattern');
  return { time, id: text.slice(split + 1) };
}

/** The planner's estimate of the rows `query` reads (EXPLAIN, no execution). */
async function estimatedRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const [row] = (await query.explain('json')) as Array<Record<string, unknown>>;
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * One page of a timeline ({ list, total, totalExact, pageNum, pageSize, next, previous }):
 * `matching` is the rows in reach, `select` what a row reads (the filters and paging come
 * from the request). `db` runs the bounded count.
 */
export async function timelinePage<DB, TB extends keyof DB, O, Row, Item>(
  db: Kysely<DB>,
  matching: SelectQueryBuilder<DB, TB, O>,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  request: TimelineParams,
  spec: TimelineSpec<Row, Item>,
) {
  const paging = pagingOf(request);
  const sort = sortOf(request, Object.fromEntries(TIMELINE_SORT.map((name) => [name, spec.time])), 'create_time');
  if (sort.length > 1) throw badRequest('sortBy', 'sort by create_time only', 'maxItems', { limit: 1 });
  if (request.after !== undefined && request.before !== undefined)
    throw badRequest('before', 'send after (next page) or before (previous page), not both');
  const order = sort[0].direction;
  const backwards = request.before !== undefined;
  // reading a previous page walks the other way from the cursor, then turns the rows round
  const walk = backwards ? (order === 'desc' ? 'asc' : 'desc') : order;
  const base = filteredBy(matching, request, spec);
  const ordered = <Q extends SelectQueryBuilder<DB, TB, unknown>>(query: Q) =>
    query.orderBy(sql.ref(spec.time), walk).orderBy(sql.ref(spec.id), walk) as Q;

  let keys = base.select(sql.ref(spec.id).as('page_key'));
  const cursorText = request.after ?? request.before;
  if (cursorText !== undefined) {
    const cursor = cursorOf(cursorText, backwards ? 'before' : 'after');
    const past = sql.raw(walk === 'desc' ? '<' : '>');
    keys = keys.where(
      sql<boolean>`(${sql.ref(spec.time)}, ${sql.ref(spec.id)}) ${past} (${cursor.time}::timestamptz, ${cursor.id}::bigint)`,
    );
  }
  // one row more than the page says whether another page follows
  keys = ordered(keys)
    .limit(paging.pageSize + 1)
    .offset(cursorText === undefined ? paging.offset : 0);
  const rowCursor = sql<string>`to_char(${sql.ref(spec.time)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z_"') || ${sql.ref(spec.id)}`;
  const counted = sql<number>`(select count(*) from ${base.select(sql`1`.as('one')).limit(TIMELINE_COUNT_CAP + 1)} as counted)`;
  const [read, [{ total: upTo }]] = await Promise.all([
    ordered(select(base.where(sql.ref(spec.id), 'in', keys as never)).select(rowCursor.as('page_cursor'))).execute(),
    db.selectNoFrom(counted.as('total')).execute() as Promise<Array<{ total: number | string }>>,
  ]);
  const more = read.length > paging.pageSize;
  const rows = read.slice(0, paging.pageSize) as Array<Row & { page_cursor: string }>;
  if (backwards) rows.reverse();
  const first = rows[0]?.page_cursor ?? null;
  const last = rows.at(-1)?.page_cursor ?? null;
  const shownUpTo = cursorText === undefined ? paging.offset + rows.length + (more ? 1 : 0) : 0;
  let total = Number(upTo);
  const totalExact = total <= TIMELINE_COUNT_CAP;
  if (!totalExact)
    total = Math.max(await estimatedRows(base.select(sql`1`.as('one'))), TIMELINE_COUNT_CAP + 1, shownUpTo);
  return {
    list: rows.map((row) => spec.present(row)),
    total,
    totalExact,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
    next: backwards ? last : more ? last : null,
    previous: backwards ? (more ? first : null) : cursorText !== undefined || paging.offset > 0 ? first : null,
  };
}
