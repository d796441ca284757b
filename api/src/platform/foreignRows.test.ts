// The access matrix on real rows: every route with an id or code in its path is called on a
// real row of a project the caller does not belong to, read, change and delete alike. The
// caller is a project's admin (every permission in drama-us, no role in drama-sea), so each
// call passes the project check in its own project and reaches the handler, which must
// answer 403 or 404; the foreign project's rows, read back from the database, stay as they were.
import { type RawBuilder, sql } from 'kysely';
import { baselineOf, type OpenApiDocument, operationsOf, payloadOf, urlOf } from '../testing/fuzz';
import { createTestApp, type TestApp } from '../testing/testApp';
import { moduleTablePrefix } from '../db/tableTypes';
import { EXPORT_JOB } from '../domain/export';
import { API_PREFIX } from './http';

const OWN = 'drama-us';
const FOREIGN = 'drama-sea';

// besides every table with a project_code or project_id column: what every project shares
// (menus, roles), the staff users and the projects, whole
const WHOLE = ['sys_menu', 'sys_role', 'sys_role_menu', 'sys_user', 'sys_project'];

let t: TestApp;
let token: string;
let foreignId: number;
/** path parameter → a real value naming a foreign row, per route (its first match) */
let rows: Array<[RegExp, Record<string, string | number>]>;

beforeAll(async () => {
  t = await createTestApp({ exports: { runner: false } });
  const ids = await t.projectIds();
  foreignId = ids[FOREIGN];
  const normal = await t.db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', 'normal')
    .executeTakeFirstOrThrow();
  const admin = await t.db.selectFrom('sys_role').select('id').where('code', '=', 'admin').executeTakeFirstOrThrow();
  await t.db
    .insertInto('sys_user_project_role')
    .values({ user_id: normal.id, project_id: ids[OWN], role_id: admin.id })
    .execute();
  token = await t.signIn('normal');

  // rows the tiny seed has none of in drama-sea: a staff user of drama-sea alone, an export, an application, a schedule
  const staff = await t.db
    .insertInto('sys_user')
    .values({ account_id: 'sea-only', username: 'sea-only', name: 'Sea Only', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('sys_user_project_role')
    .values({ user_id: staff.id, project_id: foreignId, role_id: admin.id })
    .execute();
  const first = async (
    table:
      | 'app_user'
      | 'drama'
      | 'episode'
      | 'comment'
      | 'interaction'
      | 'label'
      | 'category'
      | 'feedback_label'
      | 'activity'
      | 'chat_reply'
      | 'activity_record'
      | 'badge'
      | 'feedback',
  ) =>
    (
      await t.db
        .selectFrom(table)
        .select('id')
        .where('project_code', '=', FOREIGN)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const appUser = await t.db
    .selectFrom('app_user')
    .select(['id', 'user_code'])
    .where('project_code', '=', FOREIGN)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const drama = await first('drama');
  const job = await t.db
    .insertInto('sys_export_job')
    .values({
      project_code: FOREIGN,
      user_id: staff.id,
      username: 'sea-only',
      list_key: 'setting.user',
      list_title: 'Staff users',
      format: 'csv',
      status: 'failed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = await t.db
    .insertInto('large_bonus_application')
    .values({
      project_code: FOREIGN,
      user_id: appUser.id,
      applicant_id: staff.id,
      applicant_name: 'Sea Only',
      amount: 5000,
      kind: 'coin',
      reason: 'goodwill',
      idempotency_key: 'sea-only-1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const schedule = await t.db
    .insertInto('drama_schedule')
    .values({
      project_code: FOREIGN,
      drama_id: drama,
      action: 'offline',
      run_at: new Date(Date.now() + 86_400_000),
      created_by: staff.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const config = await t.db
    .selectFrom('sys_config')
    .select('id')
    .where('project_id', '=', foreignId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const episode = await first('episode');
  const subtitle = await t.db
    .selectFrom('episode_subtitle')
    .select('locale')
    .where('episode_id', '=', episode)
    .executeTakeFirst();
  const paidOrder = await t.db
    .selectFrom('topup_order')
    .select('id')
    .where('project_code', '=', FOREIGN)
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const menu = await t.db.selectFrom('sys_menu').select('id').orderBy('id').executeTakeFirstOrThrow();
  // a conversation of the other project in each queue (open or waiting: what every chat action would change)
  const conversationIn = async (
    serviceCode: 'online_assistant' | 'vip_official_customer' | 'premium_customer_service',
  ) => {
    const found = await t.db
      .selectFrom('conversation')
      .select('id')
      .where('project_code', '=', FOREIGN)
      .where('service_code', '=', serviceCode)
      .orderBy('status')
      .orderBy('id')
      .executeTakeFirst();
    if (found) return found.id;
    const user = await first('app_user');
    const opened = await t.db
      .insertInto('conversation')
      .values({ project_code: FOREIGN, user_id: user, service_code: serviceCode })
      .returning('id')
      .executeTakeFirstOrThrow();
    return opened.id;
  };
  const foreignDraw = async () => {
    const draw = await t.db
      .selectFrom('prize_draw')
      .innerJoin('prize', 'prize.draw_id', 'prize_draw.id')
      .select(['prize_draw.activity_id as id', 'prize.id as prizeId'])
      .where('prize_draw.project_code', '=', FOREIGN)
      .orderBy('prize.id')
      .executeTakeFirstOrThrow();
    return { id: draw.id, prizeId: draw.prizeId };
  };
  // the job that runs the foreign export (the background jobs serve every project: admins of all projects only)
  const exportRun = await t.app.jobs.enqueue(EXPORT_JOB, { exportId: job.id });
  rows = [
    [/^\S+ \/setting\/menu\//, { id: menu.id }],
    [/^\S+ \/setting\/role\//, { id: admin.id }],
    [/^\S+ \/setting\/user\//, { id: staff.id }],
    [/^\S+ \/setting\/account\//, { id: foreignId }],
    [/^\S+ \/setting\/config\//, { id: config.id }],
    [/^\S+ \/export\//, { id: job.id }],
    [/^\S+ \/user\/(list|wallet|product)\/(\{id\}|\{userCode\})/, { id: appUser.id, userCode: appUser.user_code }],
    [/^\S+ \/user\/product\/comments\//, { id: await first('comment') }],
    [/^\S+ \/user\/product-detail\//, { id: await first('interaction') }],
    [/^\S+ \/user\/feedlabel\//, { id: await first('feedback_label') }],
    [/^\S+ \/product\/label\//, { id: await first('label') }],
    [/^\S+ \/product\/category\//, { id: await first('category') }],
    [/^\S+ \/customer-service\/apply\//, { id: application.id }],
    [/^\S+ \/customer-service\/reply-mange\//, { id: await first('chat_reply') }],
    [/^\S+ \/customer-service\/feed\//, { id: await first('feedback') }],
    [/^\S+ \/customer-service\/online_assistant\//, { id: await conversationIn('online_assistant') }],
    [/^\S+ \/customer-service\/vip_official_customer\//, { id: await conversationIn('vip_official_customer') }],
    [/^\S+ \/customer-service\/big_account\//, { id: await conversationIn('premium_customer_service') }],
    [/^\S+ \/product\/(list|online)\/\{id\}/, { id: drama }],
    [/^\S+ \/product\/online\/schedule\//, { id: schedule.id }],
    [/^\S+ \/product\/episode\//, { id: episode, locale: subtitle?.locale ?? 'en' }],
    [/^\S+ \/jobs\//, { queue: EXPORT_JOB, id: exportRun! }],
    // a paid order of the other project: what a refund or a re-query would change
    [/^\S+ \/deal\/topup-record\/\{id\}/, { id: paidOrder.id }],
    // a record of the other project (its seeded compensations have some)
    [/^\S+ \/activity\/record\/\{id\}/, { id: await first('activity_record') }],
    // a prize draw of the other project (a points-game activity) and one of its prizes
    [/^\S+ \/activity\/drawprize\//, await foreignDraw()],
    [/^\S+ \/activity\/list\//, { id: await first('activity') }],
    [/^\S+ \/activity\/medalconfig\/\{id\}/, { id: await first('badge') }],
  ];
});
afterAll(() => t.close());

/**
 * A screen module's own table (its migrations/ folder; named after the module, so /deal/coupon-batch's
 * is deal_coupon_batch): its first foreign row, so that a new plain screen is covered with no line here.
 */
async function ownTableRow(name: string): Promise<Record<string, number> | undefined> {
  const [, group, screen] = /^\S+ \/([a-z-]+)\/([a-z-]+)\//.exec(name) ?? [];
  if (!group) return undefined;
  const table = moduleTablePrefix(`${group}-${screen}`);
  const { rows: found } = await sql<{ id: number }>`
    select id from ${sql.table(table)} where project_code = ${FOREIGN} order by id limit 1`
    .execute(t.db)
    .catch(() => ({ rows: [] }));
  return found[0] && { id: Number(found[0].id) };
}

/** Every foreign row, table by table, as text: what a call must leave as it was. */
async function foreignRows(): Promise<Record<string, string>> {
  const digest = async (table: string, where: RawBuilder<unknown>) => {
    const { rows } = await sql<{ rows: string }>`
      select count(*) || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as rows
      from ${sql.table(table)} x where ${where}`.execute(t.db);
    return [table, rows[0].rows] as const;
  };
  const { rows: columns } = await sql<{ table: string; column: string }>`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = current_schema() and column_name in ('project_code', 'project_id')`.execute(t.db);
  return Object.fromEntries(
    await Promise.all([
      ...columns.map(({ table, column }) =>
        digest(table, column === 'project_id' ? sql`project_id = ${foreignId}` : sql`project_code = ${FOREIGN}`),
      ),
      ...WHOLE.map((table) => digest(table, sql`true`)),
    ]),
  );
}

it("refuses every route on a real row of another project, and leaves that project's rows as they were", async () => {
  const document = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as OpenApiDocument;
  // the public file links are reached by a ticket, which is the permission itself
  const operations = operationsOf(document, API_PREFIX).filter(
    (operation) => operation.secured && operation.parameters.some((parameter) => parameter.in === 'path'),
  );
  // the control: the caller does reach the handlers, so a refusal below is the row's project, not a missing grant
  const own = await t.db.selectFrom('label').select('id').where('project_code', '=', OWN).executeTakeFirstOrThrow();
  const control = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}/product/label/${own.id}?projectCode=${OWN}`,
    headers: { 'client-token': token },
  });
  expect(control.statusCode).toBe(200);

  const wrong: string[] = [];
  for (const [index, operation] of operations.entries()) {
    const values = rows.find(([pattern]) => pattern.test(operation.name))?.[1] ?? (await ownTableRow(operation.name));
    if (!values) {
      wrong.push(`${operation.name}: no foreign row named for it in this test`);
      continue;
    }
    const pathValues = Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === 'path')
        .map(({ name }) => [name, String(values[name])]),
    );
    const before = await foreignRows();
    const request = baselineOf(operation, { n: 5000 + index, pathValues });
    // a subtitle is uploaded as the file itself (the document says so: consumes text/vtt)
    const vtt = operation.name.endsWith('/subtitle/{locale}') && operation.method === 'PUT';
    const { payload, contentType } = vtt
      ? { payload: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n', contentType: 'text/vtt' }
      : payloadOf(request.body);
    const answer = await t.app.inject({
      method: operation.method,
      url: urlOf(operation, request),
      headers: { 'client-token': token, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });
    if (![403, 404].includes(answer.statusCode))
      wrong.push(
        `${operation.name} on ${JSON.stringify(pathValues)}: ${answer.statusCode} ${answer.body.slice(0, 160)}`,
      );
    const after = await foreignRows();
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    if (changed.length) wrong.push(`${operation.name} on ${JSON.stringify(pathValues)} changed ${changed.join(', ')}`);
  }
  console.info(`real-row matrix: ${operations.length} routes with a path id, each on a row of ${FOREIGN} from ${OWN}`);
  expect(operations.length).toBeGreaterThan(50);
  expect(wrong).toEqual([]);
}, 120_000);
