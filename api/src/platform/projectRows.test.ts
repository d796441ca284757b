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

/** The api's own code: what runs for a request (the seed, the migrations and the benchmarks write every project on purpose). */
function moduleSources(): string[] {
  const root = path.join(__dirname, '..');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !/^(db|bench|testing)\//.test(file) && file !== path.join('platform', 'projectRows.ts'))
    .map((file) => path.join(root, file));
}

it('no module names a business table to Kysely itself: every query of one goes through projectRows', async () => {
  const tables = await businessTables();
  expect(tables).toEqual(expect.arrayContaining(['app_user', 'drama', 'topup_order']));
  const direct = new RegExp(`\\b(selectFrom|updateTable|deleteFrom|insertInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*['"\`](${tables.join('|')})(\\s+as\\s+\\w+)?['"\`]`, 'g');
  const found = moduleSources().flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(direct)].map((match) => `${path.relative(path.join(__dirname, '..'), file)}: ${match[0]}`));
  expect(found).toEqual([]);
});

it('reads and changes only the rows of the request\'s projects, and adds rows only to them', async () => {
  const projects = await t.db.selectFrom('sys_project').select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency']).execute();
  const scopeOf = (...codes: string[]): ProjectScope => ({ projectCode: codes.length > 1 ? 'all' : codes[0], all: codes.length > 1, projects: projects.filter((project) => codes.includes(project.code)) });

  const seen = await projectRows(t.db, scopeOf('drama-jp')).read('drama').select('project_code').distinct().execute();
  expect(seen.map((row) => row.project_code)).toEqual(['drama-jp']);
  const both = await projectRows(t.db, scopeOf('drama-jp', 'drama-us')).read('drama').select('project_code').distinct().orderBy('project_code').execute();
  expect(both.map((row) => row.project_code)).toEqual(['drama-jp', 'drama-us']);
  expect(await projectRows(t.db, scopeOf()).read('drama').selectAll().execute()).toEqual([]);

  const hidden = await projectRows(t.db, scopeOf('drama-jp')).update('drama').set({ label: 'retagged' }).where('label', '<>', 'retagged').executeTakeFirst();
  const retagged = await t.db.selectFrom('drama').select('project_code').where('label', '=', 'retagged').distinct().execute();
  expect(Number(hidden.numUpdatedRows)).toBeGreaterThan(0);
  expect(retagged.map((row) => row.project_code)).toEqual(['drama-jp']);

  const us = projectRows(t.db, scopeOf('drama-us'));
  expect(() => us.add('drama', [{ project_code: 'drama-jp', code: 'X1', name: 'Elsewhere' }])).toThrow(/may not add rows to project drama-jp/);
  await us.add('drama', [{ project_code: 'drama-us', code: 'X1', name: 'Here' }]).execute();
  const deleted = await projectRows(t.db, scopeOf('drama-jp')).remove('drama').where('code', '=', 'X1').executeTakeFirst();
  expect(Number(deleted.numDeletedRows)).toBe(0);
  expect(await t.db.selectFrom('drama').select('name').where('code', '=', 'X1').execute()).toEqual([{ name: 'Here' }]);
});
