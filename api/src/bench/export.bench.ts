// npm run bench:export -w api [-- --rows 1000000 --small 10000 --only pglite|postgres]
// Exports 10,000 and 1,000,000 operation-log rows to CSV and XLSX through the real route
// and runner, and reports rows/s, wall time, file size and the process's peak memory
// above its baseline: the point is that memory stays flat from 10k to 1M rows.
// PGlite runs in a temp folder; PostgreSQL (when DATABASE_URL or BENCH_DATABASE_URL is
// set) in a scratch database `backoffice_export_bench`, dropped afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { SEED_SIZES } from '../db/seed';
import { EXPORT_JOB, exportSettings } from '../domain/export';
import { TEST_COST } from '../platform/passwords';
import { withScratchDatabase } from './scratchDatabase';

const BENCH_DB = 'backoffice_export_bench';
const SAMPLE_MS = 50;
const MB = 1024 * 1024;

interface Figures {
  engine: string;
  rows: number;
  format: string;
  seconds: number;
  rowsPerSecond: number;
  fileMb: number;
  rssMb: number;
  heapMb: number;
  /** heap still used after the export and a full gc: what the export kept */
  retainedMb: number;
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

/** Runs `work` while sampling the process's memory: the peaks above the baseline before it. */
async function withPeakMemory(
  work: () => Promise<void>,
): Promise<{ rssMb: number; heapMb: number; retainedMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  (globalThis as { gc?: () => void }).gc?.();
  return {
    rssMb: (rss - base.rss) / MB,
    heapMb: (heap - base.heapUsed) / MB,
    retainedMb: (process.memoryUsage().heapUsed - base.heapUsed) / MB,
  };
}

async function benchEngine(
  engine: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  rows: number,
  small: number,
): Promise<Figures[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `export-bench-${engine}-`));
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: 4 } : { dataDir: path.join(work, 'pglite') },
  );
  const settings = exportSettings({ dir: path.join(work, 'exports'), runner: false });
  const app = await buildApp({ database, seed: { size: SEED_SIZES.tiny }, passwordCost: TEST_COST, exports: settings });
  const { db } = database;
  try {
    const started = performance.now();
    // `small` rows in drama-jp, the rest in drama-us: all of them is `rows`.
    await sql`insert into sys_oper_log (user_id, username, project_code, title, method, url, params, status, http_status, error_msg, duration_ms, client_ip, oper_time)
      select 1, 'bench', case when g <= ${small} then 'drama-jp' else 'drama-us' end, 'Edit a staff user', 'PUT', '/admin-api/setting/user/' || g,
        jsonb_build_object('name', 'Staff ' || g, 'email', 'staff' || g || '@example.com', 'note', '含中文, "quoted"'),
        (g % 10 = 0)::int, case when g % 10 = 0 then 409 else 200 end, case when g % 10 = 0 then 'conflict' else '' end,
        g % 500, '10.0.' || (g % 256) || '.' || (g % 199), timestamptz '2026-01-01' + g * interval '1 second'
      from generate_series(1, ${rows}) g`.execute(db);
    // Settle the table first (PostgreSQL's autovacuum would otherwise process the million
    // new rows during the exports, and be measured with them).
    await sql`vacuum analyze sys_oper_log`.execute(db);
    console.log(
      `${engine}: ${rows.toLocaleString('en-US')} operation-log rows generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username: 'admin', password: 'admin123' },
    });
    const token = login.json().data.token as string;
    const figures: Figures[] = [];
    for (const [count, projectCode] of [
      [small, 'drama-jp'],
      [rows, 'all'],
    ] as const) {
      for (const format of ['csv', 'xlsx'] as const) {
        const queued = await app.inject({
          method: 'POST',
          url: '/admin-api/oplog/export',
          headers: { 'client-token': token },
          payload: { projectCode, format, username: 'bench', sortBy: 'operTime', sortType: 'desc' },
        });
        const id = queued.json().data.id as number;
        const begin = performance.now();
        const memory = await withPeakMemory(async () => void (await app.jobs.drain(EXPORT_JOB)));
        const seconds = (performance.now() - begin) / 1000;
        const job = await db.selectFrom('sys_export_job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        if (job.status !== 'succeeded' || job.rows_done !== count)
          throw new Error(`export ${id} ended ${job.status} with ${job.rows_done} rows: ${job.error_msg}`);
        figures.push({
          engine,
          rows: count,
          format,
          seconds,
          rowsPerSecond: count / seconds,
          fileMb: (job.file_size ?? 0) / MB,
          ...memory,
        });
        console.log(`${engine} ${format} ${count.toLocaleString('en-US')} rows: ${seconds.toFixed(1)} s`);
      }
    }
    return figures;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function table(figures: Figures[]): string {
  const lines = [
    '| engine | rows | format | wall s | rows/s | file MB | peak RSS +MB | peak heap +MB | heap after gc +MB |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const f of figures) {
    lines.push(
      `| ${f.engine} | ${f.rows.toLocaleString('en-US')} | ${f.format} | ${f.seconds.toFixed(1)} | ${Math.round(f.rowsPerSecond).toLocaleString('en-US')} | ` +
        `${f.fileMb.toFixed(1)} | ${f.rssMb.toFixed(1)} | ${f.heapMb.toFixed(1)} | ${f.retainedMb.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const rows = Number(option('rows', '1000000'));
  const small = Number(option('small', '10000'));
  const only = option('only', '');
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const figures: Figures[] = [];
  if (only !== 'postgres') figures.push(...(await benchEngine('pglite', undefined, rows, small)));
  if (only !== 'pglite') {
    if (serverUrl)
      figures.push(
        ...(await withScratchDatabase(serverUrl, BENCH_DB, (url) => benchEngine('postgres', url, rows, small))),
      );
    else console.log('postgres: skipped (set DATABASE_URL or BENCH_DATABASE_URL)');
  }
  console.log(
    `\nnode ${process.version}, ${os.cpus().length} CPUs; memory sampled every ${SAMPLE_MS} ms, peak minus the baseline before each export${(globalThis as { gc?: unknown }).gc ? ' (after a gc)' : ''}\n`,
  );
  console.log(table(figures));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
