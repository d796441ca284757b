// The plain CRUD of a project-scoped table, configured once rather than written per screen:
// a list (filters, sort whitelist), one row (a 404 outside the request's projects, as if
// absent), a create in one project (not `all`) with a value unique among the project's live
// rows (a 409 naming its field), an edit, and a soft delete. A plain screen's module states
// its table, columns and rules (plainTable) and gets its five routes (plainRoutes).
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../db/types';
import { Envelope, NothingAnswer, ok } from './envelope';
import { fieldConflict, notFound, onUniqueViolation, oneProjectOnly } from './errors';
import { IdParams } from './fields';
import { type ApiInstance, type ProjectScope, scopeOf, type SignedInUser } from './http';
import { type ListFilters, type ListParams, listPage, Page, presentRow, ScopeOnly } from './listQuery';
import { type BusinessTable, projectRows } from './projectRows';
import { screenRoutes } from './screenRoutes';

export type Rows = ReturnType<typeof projectRows>;

export interface PlainTableSpec<T extends BusinessTable, Body, Item> {
  table: T;
  /** what a row is called in answers: 'label', 'feedback label' */
  noun: string;
  /** the list's filters and its sort whitelist (sortColumns), with its default sort when not the contract's */
  list: ListFilters & { sort: Record<string, string>; defaultSort?: string };
  /** a body field kept in the column of its name, once among the project's live rows (any case when `caseless`) */
  unique: {
    field: keyof Body & string;
    caseless?: boolean;
    /** why the value is refused; `holder` is the live row that has it, when known */
    taken(value: string, projectCode: string, holder?: Selectable<Database[T]>): string;
  };
  /** the columns a create writes from the body, or an edit, given the row before it */
  values(body: Body, before?: Selectable<Database[T]>): Updateable<Database[T]>;
  /** rows as answered: what is counted for them is read for these rows only */
  present(rows: Rows, list: Selectable<Database[T]>[], db: Kysely<Database>): Promise<Item[]>;
  /** what deleting a row also does (in the request's transaction) and answers; null by default */
  onDelete?(rows: Rows, row: Selectable<Database[T]>): Promise<unknown>;
}

export function plainTable<T extends BusinessTable, Body, Item>(spec: PlainTableSpec<T, Body, Item>) {
  type Row = Selectable<Database[T]>;
  const { table, noun, unique } = spec;
  // Kysely's builders are typed for each table; the spec typed what is written and read
  const inReach = (rows: Rows) => rows.read(table).where(sql.ref(`${table}.deleted`), '=', 0);
  const live = (rows: Rows) => inReach(rows).selectAll();
  const one = async (rows: Rows, id: number): Promise<Row> => {
    const row = await live(rows)
      .where(sql.ref(`${table}.id`), '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`No ${noun} ${id} in your projects`);
    return row as Row;
  };
  const presentOne = async (db: Kysely<Database>, rows: Rows, row: Row) => (await spec.present(rows, [row], db))[0];
  /** Refuses a value a live row of the project has already (the unique index would, less clearly). */
  const assertFree = async (rows: Rows, projectCode: string, value: string, exceptId?: number) => {
    const column = sql.ref(`${table}.${unique.field}`);
    let same = live(rows)
      .where(sql.ref(`${table}.project_code`), '=', projectCode)
      .where(unique.caseless ? sql<boolean>`lower(${column}) = lower(${value})` : sql<boolean>`${column} = ${value}`);
    if (exceptId !== undefined) same = same.where(sql.ref(`${table}.id`), '!=', exceptId);
    const holder = (await same.executeTakeFirst()) as Row | undefined;
    if (holder) throw fieldConflict(unique.field, unique.taken(value, projectCode, holder));
  };
  // a second write of the same value at once passed the check; the unique index refuses it
  const taken = (value: string, projectCode: string) =>
    onUniqueViolation(() => fieldConflict(unique.field, unique.taken(value, projectCode)));
  const valueOf = (values: object) => String((values as Record<string, unknown>)[unique.field]);

  return {
    noun,
    one,
    async list(db: Kysely<Database>, scope: ProjectScope, query: ListParams) {
      const rows = projectRows(db, scope);
      const page = await listPage(inReach(rows), (matching) => matching.selectAll() as never, query, {
        ...spec.list,
        tieBreaker: `${table}.id`,
        present: (row: Row) => row,
      });
      return { ...page, list: await spec.present(rows, page.list, db) };
    },
    async get(db: Kysely<Database>, scope: ProjectScope, id: number) {
      const rows = projectRows(db, scope);
      return presentOne(db, rows, await one(rows, id));
    },
    async create(db: Kysely<Database>, scope: ProjectScope, body: Body) {
      // a row belongs to one project; `all` would not say which
      if (scope.all) throw oneProjectOnly(noun);
      const rows = projectRows(db, scope);
      const projectCode = scope.projects[0].code;
      const values = spec.values(body);
      await assertFree(rows, projectCode, valueOf(values));
      const row = await rows
        .add(table, [{ ...values, project_code: projectCode } as never])
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(taken(valueOf(values), projectCode));
      return presentOne(db, rows, row as Row);
    },
    async edit(db: Kysely<Database>, scope: ProjectScope, id: number, body: Body) {
      const rows = projectRows(db, scope);
      const before = await one(rows, id);
      const projectCode = (before as { project_code: string }).project_code;
      const values = spec.values(body, before);
      await assertFree(rows, projectCode, valueOf(values), id);
      const row = await rows
        .update(table)
        .set({ ...values, update_time: sql<Date>`now()` } as never)
        .where(sql.ref(`${table}.id`), '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(taken(valueOf(values), projectCode));
      return presentOne(db, rows, row as Row);
    },
    /** The live rows of the scope's projects as a form's or a filter's choices: `columns` of each, by `orderBy`. */
    async options<Option>(db: Kysely<Database>, scope: ProjectScope, columns: string[], orderBy: string) {
      const options = await inReach(projectRows(db, scope))
        .select(columns.map((column) => sql.ref(`${table}.${column}`).as(column)))
        .orderBy(sql.ref(`${table}.${orderBy}`))
        .orderBy(sql.ref(`${table}.id`))
        .execute();
      return options.map((option) => presentRow(option as Record<string, unknown>)) as Option[];
    },
    /** Soft: the row leaves the list and its unique value is free again. */
    async remove(db: Kysely<Database>, scope: ProjectScope, id: number) {
      const rows = projectRows(db, scope);
      const row = await one(rows, id);
      const answer = (await spec.onDelete?.(rows, row)) ?? null;
      await rows
        .update(table)
        .set({ deleted: 1, update_time: sql<Date>`now()` } as never)
        .where(sql.ref(`${table}.id`), '=', id)
        .execute();
      return answer;
    },
  };
}

type Call<Args extends unknown[]> = (db: Kysely<Database>, scope: ProjectScope, ...args: Args) => Promise<unknown>;
/** What plainRoutes calls: a plainTable's calls, or a module's own of the same shape. */
export interface PlainTable<Body> {
  /** what a row is called: the routes' summaries are made from it */
  noun: string;
  list: Call<[ListParams]>;
  get: Call<[number]>;
  create: Call<[Body]>;
  edit: Call<[number, Body]>;
  remove: Call<[number]>;
}

type Route = 'list' | 'get' | 'add' | 'edit' | 'delete';

export interface PlainRoutesSpec<B extends TObject> {
  /** the screen's catalogue key, 'product/label': its permissions (product:label:…), its paths and its tag */
  screen: `${string}/${string}`;
  schemas: { item: TSchema; query: TObject; body: B; deleted?: TSchema };
  /** what a route does beyond its summary (made from the noun), where there is more to say */
  says?: Partial<Record<Route, string>>;
}

/** Each route's summary, from what a row is called: "Labels", "A label", "Add a label"… */
function summaries(noun: string): Record<Route, string> {
  const one = `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
  const many = noun.replace(/([^aeiou])y$/, '$1ie').replace(/(s|x|ch|sh)$/, '$1e') + 's';
  return {
    list: `${many[0].toUpperCase()}${many.slice(1)}`,
    get: `${one[0].toUpperCase()}${one.slice(1)}`,
    add: `Add ${one}`,
    edit: `Edit ${one}`,
    delete: `Delete ${one}`,
  };
}

/** A plain table's routes: GET list, GET :id, POST, PUT :id, DELETE :id, each with the screen's permission. */
export function plainRoutes<B extends TObject>(
  app: ApiInstance,
  db: Kysely<Database>,
  table: PlainTable<Static<B>>,
  { screen: key, schemas, says = {} }: PlainRoutesSpec<B>,
) {
  const [area, name] = key.split('/');
  const prefix = `/${area}/${name}`;
  const screen = screenRoutes(`${area}:${name}`, { tags: [area] });
  const summary = summaries(table.noun);
  const doc = (route: Route) => ({ summary: summary[route], description: says[route] });
  const response = { 200: Envelope(schemas.item) };
  const params = IdParams;
  app.get(
    `${prefix}/list`,
    screen.query({ ...doc('list'), querystring: schemas.query, response: { 200: Envelope(Page(schemas.item)) } }),
    async (request) => ok(await table.list(db, scopeOf(request), request.query as ListParams)) as never,
  );
  app.get(`${prefix}/:id`, screen.query({ ...doc('get'), params, querystring: ScopeOnly, response }), async (request) =>
    ok(await table.get(db, scopeOf(request), request.params.id)),
  );
  app.post(prefix, screen.add({ ...doc('add'), body: schemas.body, response }), async (request) =>
    ok(await table.create(db, scopeOf(request), request.body as Static<B>)),
  );
  app.put(`${prefix}/:id`, screen.edit({ ...doc('edit'), params, body: schemas.body, response }), async (request) =>
    ok(await table.edit(db, scopeOf(request), request.params.id, request.body as Static<B>)),
  );
  const deleted = { 200: schemas.deleted ? Envelope(schemas.deleted) : NothingAnswer };
  app.delete(
    `${prefix}/:id`,
    screen.delete({ ...doc('delete'), params, querystring: ScopeOnly, response: deleted }),
    async (request) => ok(await table.remove(db, scopeOf(request), request.params.id)),
  );
  return screen;
}

export interface StatusRoutesSpec {
  /** the screen's routes (its edit permission guards both) and the rows' path: '/setting/account' */
  screen: ReturnType<typeof screenRoutes>;
  prefix: string;
  noun: string;
  /** what each answers */
  response: TSchema;
  /** what disabling or enabling does beyond its summary, where there is more to say */
  says?: { disable?: string; enable?: string };
  /** sets the row's status (0 enabled, 1 disabled) for the request's caller and answers */
  set(request: { scope: ProjectScope | null; user: SignedInUser | null }, id: number, status: 0 | 1): Promise<unknown>;
}

/** POST :id/disable and :id/enable: a row's status, under the screen's edit permission. */
export function statusRoutes(app: ApiInstance, { screen, prefix, noun, response, says = {}, set }: StatusRoutesSpec) {
  const one = `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
  for (const [action, status] of [
    ['disable', 1],
    ['enable', 0],
  ] as const) {
    const summary = `${action === 'disable' ? 'Disable' : 'Enable'} ${one}`;
    app.post(
      `${prefix}/:id/${action}`,
      screen.edit({
        summary,
        description: says[action],
        params: IdParams,
        body: ScopeOnly,
        response: { 200: Envelope(response) },
      }),
      async (request) => ok(await set(request, request.params.id, status)),
    );
  }
}
