// The runner driven by hand (no process of the app runs exports; the test drains the queue):
// permission re-checks, progress, keyset batches, limits, interruptions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { SortKey } from '../../platform/listQuery';
import type { App } from '../../app';
import { createTestApp, eventually, type TestApp } from '../../testing/testApp';
import { defineExport, type ExportDefinition, type Row } from './export.registry';
import { EXPORT_JOB, queueJob } from './export.queue';
import { parseCsv } from '../../testing/exportFiles';

let t: TestApp;
let dir: string;
let admin: string;
/** Runs every queued export to its end, as a process of the app would (answers how many runs). */
const drain = () => t.app.jobs.drain(EXPORT_JOB);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-runner-'));
  t = await createTestApp({ exports: { dir, runner: false } });
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const job = (id: number) =>
  t.db.selectFrom('sys_export_job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const exportOplog = async (payload: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin-api/oplog/export',
    headers: { 'client-token': admin },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
};

/** A list that yields `batches` batches of 100 rows, `delayMs` apart, claiming `total` rows. */
function slowList(key: string, batches: number, delayMs: number, total = batches * 100): ExportDefinition {
  return {
    key,
    title: 'Slow list',
    pagePath: '/slow',
    permission: 'customer-service:oplog:export',
    listPath: `/${key}/list`,
    filterSchema: {},
    columns: [{ key: 'n', header: 'N' }],
    sortable: { create_time: 'create_time', deleted: 'deleted' },
    count: async () => total,
    async *rows() {
      for (let batch = 0; batch < batches; batch++) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        yield Array.from({ length: 100 }, (_, index): Row => ({ n: batch * 100 + index }));
      }
    },
  };
}

async function queueSlow(definition: ExportDefinition, format: 'csv' | 'xlsx' = 'csv') {
  defineExport(definition);
  const user = await t.db
    .selectFrom('sys_user')
    .select(['id', 'username', 'name'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return (
    await queueJob(t.db, t.app.jobs, {
      user: { ...user, allProjects: true },
      projectCode: 'all',
      definition,
      filters: {},
      format,
    })
  ).id;
}

describe('the export runner', () => {
  it('reads every row once across keyset batches, microsecond times and ties included', async () => {
    await sql`insert into sys_oper_log (username, project_code, title, method, url, status, http_status, oper_time)
      select 'bulk', 'drama-jp', 'Bulk ' || g, 'PUT', '/x', 0, 200, timestamptz '2026-01-01 00:00:00' + (g % 7) * interval '1 microsecond'
      from generate_series(1, 2500) g`.execute(t.db);
    const id = await exportOplog({
      projectCode: 'drama-jp',
      format: 'csv',
      username: 'bulk',
      sortBy: 'operTime',
      sortType: 'desc',
    });
    await drain();
    const done = await job(id);
    expect(done).toMatchObject({ status: 'succeeded', rows_total: 2500, rows_done: 2500 });
    const [, ...rows] = parseCsv(fs.readFileSync(path.join(dir, `export-${id}.csv`), 'utf8'));
    expect(new Set(rows.map((row) => row[0])).size).toBe(2500);
    expect(rows.map((row) => row[1])).toEqual([...rows.map((row) => row[1])].sort().reverse());
  });

  it('fails a job whose requester lost the permission after queueing it, and tells them', async () => {
    const id = await exportOplog({ projectCode: 'drama-us', format: 'csv' });
    const grant = await t.db
      .selectFrom('sys_role_menu as rm')
      .innerJoin('sys_role as r', 'r.id', 'rm.role_id')
      .innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
      .select(['rm.role_id', 'rm.menu_id'])
      .where('r.code', '=', 'admin')
      .where('m.perms', '=', 'customer-service:oplog:export')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('sys_role_menu')
      .where('role_id', '=', grant.role_id)
      .where('menu_id', '=', grant.menu_id)
      .execute();
    try {
      await drain();
    } finally {
      await t.db.insertInto('sys_role_menu').values(grant).execute();
    }
    const failed = await job(id);
    expect(failed).toMatchObject({
      status: 'failed',
      error_msg: 'admin no longer has the permission customer-service:oplog:export in project drama-us',
      // the export records say why in the reader's language
      error_translations: { 'zh-CN': 'admin 已没有项目 drama-us 中的权限 customer-service:oplog:export' },
    });
    expect(fs.existsSync(path.join(dir, `export-${id}.csv`))).toBe(false);
    const notice = await t.db
      .selectFrom('sys_notification')
      .selectAll()
      .where('title', '=', 'Export failed: Operation log')
      .executeTakeFirstOrThrow();
    // in both languages, and with no link: the list is no longer theirs to export
    expect(notice).toMatchObject({
      kind: 'notice',
      project_code: 'drama-us',
      link: '',
      content: failed.error_msg,
      translations: {
        'zh-CN': {
          title: '导出失败：操作日志',
          content: 'admin 已没有项目 drama-us 中的权限 customer-service:oplog:export',
        },
      },
    });
  });

  it('reports progress while it runs', async () => {
    const id = await queueSlow(slowList('test.slow', 5, 300));
    const draining = drain();
    const midway = await eventually(async () => {
      const row = await job(id);
      return row.status === 'running' && row.rows_done > 0 && row;
    });
    expect(midway.rows_done).toBeLessThan(500);
    expect(midway.rows_total).toBe(500);
    const progress = await t.app.inject({
      method: 'GET',
      url: `/admin-api/export/${id}`,
      headers: { 'client-token': admin },
    });
    expect(progress.json().data.percent).toBe(Math.floor((midway.rows_done * 100) / 500));
    await draining;
    expect(await job(id)).toMatchObject({ status: 'succeeded', rows_done: 500 });
  });

  it("sorts a job that asks for no sort by its list's own default, for a list without `deleted`", async () => {
    let sorted: SortKey[] = [];
    const id = await queueSlow({
      ...slowList('test.own-default', 1, 0),
      sortable: { create_time: 'create_time', createTime: 'create_time' },
      defaultSort: 'create_time',
      async *rows(_db, _scope, _filters, sort) {
        sorted = sort;
        yield [{ n: 1 }];
      },
    });
    await drain();
    expect(await job(id)).toMatchObject({ status: 'succeeded', rows_done: 1 });
    expect(sorted).toEqual([{ column: 'create_time', direction: 'desc' }]);
  });

  it("refuses an XLSX beyond Excel's row limit", async () => {
    const id = await queueSlow(slowList('test.huge', 1, 0, 2_000_000), 'xlsx');
    await drain();
    expect((await job(id)).error_msg).toBe(
      'An XLSX file holds at most 1,048,575 rows and this export has 2,000,000: export to CSV, or narrow the filters',
    );
  });

  it('runs again, to its end, an export whose process died mid-run, once its lease lapsed; not one a live process holds', async () => {
    const dead = await queueSlow(slowList('test.dead', 2, 0));
    // its process took it, wrote part of the file and died: the row says running, the run's lease lapsed
    await t.db
      .updateTable('sys_export_job')
      .set({ status: 'running', rows_done: 100, heartbeat_time: sql<Date>`now() - interval '2 minutes'` })
      .where('id', '=', dead)
      .execute();
    const partial = path.join(dir, `export-${dead}.csv.part`);
    fs.writeFileSync(partial, 'N\r\n1\r\n');
    expect(await drain()).toBe(1);
    expect(await job(dead)).toMatchObject({ status: 'succeeded', rows_done: 200, rows_total: 200 });
    expect(fs.existsSync(partial)).toBe(false);
    const [, ...rows] = parseCsv(fs.readFileSync(path.join(dir, `export-${dead}.csv`), 'utf8'));
    expect(rows.map((row) => Number(row[0]))).toEqual(Array.from({ length: 200 }, (_, index) => index));

    // a live process holds its run's lease: nothing here takes it
    const alive = await queueSlow(slowList('test.alive', 1, 0));
    const [held] = await t.app.jobs.boss.fetch(EXPORT_JOB);
    expect(held.data).toEqual({ exportId: alive });
    expect(await drain()).toBe(0);
    expect((await job(alive)).status).toBe('queued');
    await t.app.jobs.boss.complete(EXPORT_JOB, held.id);
    await t.db.updateTable('sys_export_job').set({ deleted: 1 }).where('id', '=', alive).execute();
  });

  it('fails an export as interrupted, and tells its requester, once every attempt of it was cut short', async () => {
    const id = await queueSlow(slowList('test.cut-short', 2, 0));
    const boss = t.app.jobs.boss;
    // each attempt's process dies (its lease lapses: the queue fails the run), until none is left
    for (let attempt = 1; attempt <= 6; attempt++) {
      const [run] = await boss.fetch(EXPORT_JOB);
      expect(run.data).toEqual({ exportId: id });
      await boss.fail(EXPORT_JOB, run.id, { message: 'job heartbeat timeout' });
    }
    expect(await boss.fetch(EXPORT_JOB)).toEqual([]);
    expect((await job(id)).status).toBe('queued');
    expect(await t.app.jobs.drain('export.give-up')).toBe(1);
    expect(await job(id)).toMatchObject({
      status: 'failed',
      error_msg: 'The export was interrupted again and again (the api stopped while it ran): export the list again.',
      error_translations: { 'zh-CN': '导出多次被中断（运行时 api 停止了）：请在列表中重新导出。' },
    });
    const notice = await t.db
      .selectFrom('sys_notification')
      .select(['title', 'content'])
      .where('title', '=', 'Export failed: Slow list')
      .where('content', 'like', '%interrupted%')
      .executeTakeFirst();
    expect(notice?.content).toMatch(/interrupted again and again/);
  });

  it('stops a job deleted while it runs, and hands running jobs back to the queue when its process closes', async () => {
    const deleted = await queueSlow(slowList('test.deleted', 5, 300));
    const draining = drain();
    await eventually(async () => (await job(deleted)).rows_done > 0);
    await t.db.updateTable('sys_export_job').set({ deleted: 1 }).where('id', '=', deleted).execute();
    await draining;
    expect(fs.readdirSync(dir).filter((name) => name.startsWith(`export-${deleted}.`))).toEqual([]);

    // a process of the app that runs exports takes it, and closes mid-run
    const closing = await queueSlow(slowList('test.closing', 20, 100));
    const background: App = await t.anotherApp({ dramaSchedule: false, exports: { dir }, jobs: { pollSeconds: 0.5 } });
    try {
      await eventually(async () => (await job(closing)).rows_done > 0);
    } finally {
      await background.close();
    }
    expect(await job(closing)).toMatchObject({ status: 'queued', start_time: null, rows_done: 0 });
    expect(fs.readdirSync(dir).filter((name) => name.startsWith(`export-${closing}.`))).toEqual([]);
    // handed back: the next process runs it to its end
    expect(await drain()).toBe(1);
    expect(await job(closing)).toMatchObject({ status: 'succeeded', rows_done: 2000 });
  });
});
