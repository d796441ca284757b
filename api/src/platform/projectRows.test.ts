import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../testing/testApp';
import type { ProjectScope } from './http';
import { projectRows } from './projectRows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The business tables as the database has them: an area's table whose rows carry their project. */
async function businessTables(): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`
    select table_name as table from information_schema.columns
    where column_name = 'project_code' and table_schema = current_schema() and table_name not like 'sys\\_%'
    order by table_name`.execute(t.db);
  return rows.map((row) => row.table);
}

/** How Kysely is told a table's name. */
const QUERIES = [
  'selectFrom',
  'updateTable',
  'deleteFrom',
  'insertInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
];

/** The api's own code: what runs for a request (the seed, a module's seed step `*.seed.ts`, the migrations and the benchmarks write every project on purpose). */
function moduleSources(): string[] {
  const root = path.join(__dirname, '..');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.seed.ts'))
    .filter((file) => !/^(db|bench|testing)\//.test(file) && file !== path.join('platform', 'projectRows.ts'))
    .map((file) => path.join(root, file));
}

it('no module names a business table to Kysely itself: every query of one goes through projectRows', async () => {
  const tables = await businessTables();
  expect(tables).toEqual(expect.arrayContaining(['app_user', 'drama', 'topup_order']));
  const direct = new RegExp(`\\b(${QUERIES.join('|')})\\(\\s*['"\`](${tables.join('|')})(\\s+as\\s+\\w+)?['"\`]`, 'g');
  const found = moduleSources().flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(direct)].map(
      (match) => `${path.relative(path.join(__dirname, '..'), file)}: ${match[0]}`,
    ),
  );
  expect(found).toEqual([]);
});

/**
 * The platform's own tables that carry project_code (the rule of each is in projectRows.ts),
 * and the only places that may name them to Kysely: the folder or file, and what it may do
 * (null: anything). Their per-project reads are projectRows' operationLog and exportJobs.
 */
const PLATFORM_TABLES: Record<string, Record<string, string[] | null>> = {
  sys_oper_log: { 'platform/operationLog.ts': ['insertInto'] },
  sys_export_job: { 'domain/export/': null, 'modules/export/': null },
  // domain/notifications adds, and removes by subject (resolveSubject: an application decided)
  sys_notification: { 'domain/notifications/': ['insertInto', 'updateTable'], 'modules/notification/': null },
  // the live channel stores events and hands each only to the sockets its topic's rule admits (platform/live/topics.ts)
  sys_live_event: { 'platform/live/': null },
};

it('names a platform table that carries project_code only where its rule allows', async () => {
  const { rows } = await sql<{ table: string }>`
    select table_name as table from information_schema.columns
    where column_name = 'project_code' and table_schema = current_schema() and table_name like 'sys\\_%'
    order by table_name`.execute(t.db);
  // a new one needs its rule (in projectRows.ts) and its entry here
  expect(rows.map((row) => row.table)).toEqual(Object.keys(PLATFORM_TABLES).sort());

  const root = path.join(__dirname, '..');
  const direct = new RegExp(
    `\\b(${QUERIES.join('|')})\\(\\s*['"\`](${Object.keys(PLATFORM_TABLES).join('|')})(\\s+as\\s+\\w+)?['"\`]`,
    'g',
  );
  const found = moduleSources().flatMap((file) => {
    const name = path.relative(root, file).split(path.sep).join('/');
    return [...fs.readFileSync(file, 'utf8').matchAll(direct)]
      .filter(([, query, table]) => {
        const place = Object.entries(PLATFORM_TABLES[table]).find(([allowed]) =>
          allowed.endsWith('/') ? name.startsWith(allowed) : name === allowed,
        );
        return !place || (place[1] !== null && !place[1].includes(query));
      })
      .map((match) => `${name}: ${match[0]}`);
  });
  expect(found).toEqual([]);

  // a notification is read and changed by recipient: every query of it filters by user_id
  const notifications = fs.readFileSync(path.join(root, 'modules/notification/notification.service.ts'), 'utf8');
  const queries = [...notifications.matchAll(/\b(selectFrom|updateTable|deleteFrom)\(\s*'sys_notification'\s*\)/g)];
  expect(queries.length).toBeGreaterThan(0);
  for (const query of queries) {
    const statement = notifications.slice(query.index, notifications.indexOf('execute', query.index));
    expect(statement).toMatch(/visible\(|'user_id'/);
  }
});

it("reads the operation log and the export jobs of the request's projects by their own rules", async () => {
  const projects = await t.db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
    .execute();
  const scopeOf = (...codes: string[]): ProjectScope => ({
    projectCode: codes.length > 1 ? 'all' : codes[0],
    all: codes.length > 1,
    projects: projects.filter((project) => codes.includes(project.code)),
  });
  const admin = await t.db
    .selectFrom('sys_user')
    .select(['id', 'username'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();

  const logged = [null, 'drama-jp', 'drama-us', 'drama-sea', 'elsewhere'];
  await t.db
    .insertInto('sys_oper_log')
    .values(
      logged.map((code) => ({
        project_code: code,
        title: 'scope probe',
        method: 'POST',
        url: '/probe',
        status: 0,
        http_status: 200,
      })),
    )
    .execute();
  const logOf = async (scope: ProjectScope) =>
    (await projectRows(t.db, scope).operationLog().select('project_code').where('title', '=', 'scope probe').execute())
      .map((row) => row.project_code)
      .sort();
  expect(await logOf(scopeOf('drama-jp'))).toEqual(['drama-jp']);
  // `all`: every row, sign-ins and calls naming someone else's project included
  expect(await logOf(scopeOf('drama-jp', 'drama-us'))).toEqual([...logged].sort());

  const exported = ['all', 'drama-jp', 'drama-us', 'drama-sea'];
  await t.db
    .insertInto('sys_export_job')
    .values(
      exported.map((code) => ({
        user_id: admin.id,
        username: admin.username,
        project_code: code,
        list_key: 'scope.probe',
        list_title: 'Probe',
        format: 'csv' as const,
        status: 'failed' as const,
      })),
    )
    .execute();
  const jobsOf = async (scope: ProjectScope) =>
    (await projectRows(t.db, scope).exportJobs().select('project_code').where('list_key', '=', 'scope.probe').execute())
      .map((row) => row.project_code)
      .sort();
  expect(await jobsOf(scopeOf('drama-jp'))).toEqual(['drama-jp']);
  // `all`: the scope's projects and the `all` exports, not another project's
  expect(await jobsOf(scopeOf('drama-jp', 'drama-us'))).toEqual(['all', 'drama-jp', 'drama-us']);
  expect(await jobsOf(scopeOf())).toEqual([]);
});

it("reads and changes only the rows of the request's projects, and adds rows only to them", async () => {
  const projects = await t.db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
    .execute();
  const scopeOf = (...codes: string[]): ProjectScope => ({
    projectCode: codes.length > 1 ? 'all' : codes[0],
    all: codes.length > 1,
    projects: projects.filter((project) => codes.includes(project.code)),
  });

  const seen = await projectRows(t.db, scopeOf('drama-jp')).read('drama').select('project_code').distinct().execute();
  expect(seen.map((row) => row.project_code)).toEqual(['drama-jp']);
  const both = await projectRows(t.db, scopeOf('drama-jp', 'drama-us'))
    .read('drama')
    .select('project_code')
    .distinct()
    .orderBy('project_code')
    .execute();
  expect(both.map((row) => row.project_code)).toEqual(['drama-jp', 'drama-us']);
  expect(await projectRows(t.db, scopeOf()).read('drama').selectAll().execute()).toEqual([]);

  const hidden = await projectRows(t.db, scopeOf('drama-jp'))
    .update('drama')
    .set({ summary: 'retagged' })
    .where('summary', '<>', 'retagged')
    .executeTakeFirst();
  const retagged = await t.db
    .selectFrom('drama')
    .select('project_code')
    .where('summary', '=', 'retagged')
    .distinct()
    .execute();
  expect(Number(hidden.numUpdatedRows)).toBeGreaterThan(0);
  expect(retagged.map((row) => row.project_code)).toEqual(['drama-jp']);

  const us = projectRows(t.db, scopeOf('drama-us'));
  expect(() => us.add('drama', [{ project_code: 'drama-jp', code: 'X1', name: 'Elsewhere' }])).toThrow(
    /may not add rows to project drama-jp/,
  );
  await us.add('drama', [{ project_code: 'drama-us', code: 'X1', name: 'Here' }]).execute();
  const deleted = await projectRows(t.db, scopeOf('drama-jp'))
    .remove('drama')
    .where('code', '=', 'X1')
    .executeTakeFirst();
  expect(Number(deleted.numDeletedRows)).toBe(0);
  expect(await t.db.selectFrom('drama').select('name').where('code', '=', 'X1').execute()).toEqual([{ name: 'Here' }]);
});
