// The export runner: the handler of the `export.run` job (one a requested export). It takes the
// export's row, checks the requester's permission again, streams the rows into the file, reports
// progress, and tells the requester. The job platform gives each run a lease: a run whose
// process died is not failed by a sweep but run again from the start once its lease lapses;
// a process that closes stops its runs and hands them back to the queue. Only when every
// attempt was cut short does the export fail as interrupted (`export.give-up`).
import fs from 'node:fs';
import catalogue from '@backoffice/shared/src/catalogue/screens.json';
import { type Kysely, sql, type UpdateObject } from 'kysely';
import type { Database } from '../../db/types';
import { projectsWithPermission } from '../../platform/grants';
import type { ProjectScope } from '../../platform/http';
import { sortOf } from '../../platform/listQuery';
import { ALL_PROJECTS } from '../../platform/scope';
import { type NoticeLocale, notify, type Wording } from '../notifications';
import { type ExportWriter, openExportFile, XLSX_MAX_ROWS } from './export.files';
import { columnsOf, definitionOf, type ExportColumn, type ExportDefinition } from './export.registry';
import { JobClosing } from '../../platform/jobs';
import { announceExport, expireExports, filePathOf, type JobRow } from './export.queue';
import { localTime } from './export.times';
import type { ExportSettings } from './export.settings';

const PROGRESS_MS = 250;

/** A failure the requester can act on; its message is stored (in English) and told them in their language. */
export class JobFailure extends Error {
  constructor(readonly wording: Wording) {
    super(wording['en-US']);
  }
}

const INTERRUPTED: Wording = {
  'en-US': 'The export was interrupted again and again (the api stopped while it ran): export the list again.',
  'zh-CN': '导出多次被中断（运行时 api 停止了）：请在列表中重新导出。',
};
const UNEXPECTED: Wording = {
  'en-US': 'The export failed unexpectedly; retry it, or ask an administrator to check the api log',
  'zh-CN': '导出意外失败：请重试，或请管理员查看 api 日志',
};
/** A failed job's columns: why, in English, and in its other languages. */
const failureOf = (why: Wording) => ({
  error_msg: why['en-US'].slice(0, 2000),
  error_translations: JSON.stringify({ 'zh-CN': why['zh-CN'].slice(0, 2000) }),
});

/** The list's name in both languages: its screen's in the catalogue (its English title when it has none). */
export function listNamesOf(job: Pick<JobRow, 'list_key' | 'list_title'>): Wording {
  const pagePath = definitionOf(job.list_key)?.pagePath;
  for (const group of catalogue.groups)
    for (const screen of group.screens) if (`/${group.key}/${screen.path}` === pagePath) return screen.names as Wording;
  return { 'en-US': job.list_title, 'zh-CN': job.list_title };
}

const localeOf = (job: JobRow): NoticeLocale => (job.locale === 'zh-CN' ? 'zh-CN' : 'en-US');

/** The list as it was exported (its sort, page size and filters), for the requester who may still export it; none otherwise. */
async function listLinkOf(
  db: Kysely<Database>,
  job: JobRow,
  definition: ExportDefinition | undefined,
): Promise<string> {
  if (!definition) return '';
  try {
    await jobScope(db, job, definition.permission);
  } catch (error) {
    if (error instanceof JobFailure) return '';
    throw error;
  }
  return `${definition.pagePath}${job.list_query.startsWith('?') ? job.list_query : ''}`;
}
/** The job was deleted (or failed elsewhere) while running: stop quietly. */
class Cancelled extends Error {}

interface Logger {
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

/** The requester's scope now: their project (or `all`) where they still hold the list's permission. */
export async function jobScope(db: Kysely<Database>, job: JobRow, permission: string): Promise<ProjectScope> {
  const user = await db
    .selectFrom('sys_user')
    .select(['status', 'deleted', 'all_projects'])
    .where('id', '=', job.user_id)
    .executeTakeFirst();
  if (!user || user.deleted || user.status !== 0)
    throw new JobFailure({
      'en-US': `The account ${job.username} is disabled`,
      'zh-CN': `账号 ${job.username} 已停用`,
    });
  const projects = await projectsWithPermission(db, job.user_id, permission);
  const permitted = projects.filter((project) => project.permitted).map(({ permitted: _, ...project }) => project);
  if (job.project_code === ALL_PROJECTS) {
    if (!user.all_projects || !permitted.length)
      throw new JobFailure({
        'en-US': `${job.username} no longer has the permission ${permission} in all projects`,
        'zh-CN': `${job.username} 已没有全部项目中的权限 ${permission}`,
      });
    return { projectCode: ALL_PROJECTS, all: true, projects: permitted };
  }
  const project = permitted.find((candidate) => candidate.code === job.project_code);
  if (!project)
    throw new JobFailure({
      'en-US': `${job.username} no longer has the permission ${permission} in project ${job.project_code}`,
      'zh-CN': `${job.username} 已没有项目 ${job.project_code} 中的权限 ${permission}`,
    });
  return { projectCode: job.project_code, all: false, projects: [project] };
}

export class ExportRunner {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: ExportSettings,
    private readonly log: Logger = console,
  ) {}

  /** Removes the files past their expiry (the `export.expire` job, every ten minutes). */
  expire(): Promise<number> {
    return expireExports(this.db, this.settings.dir);
  }

  /**
   * Takes the export's row: a queued one, or one left running by a process that died (the job
   * platform runs a job again only once its lease lapsed). None when it was deleted or is done.
   */
  private async claim(id: number): Promise<JobRow | undefined> {
    return this.db
      .updateTable('sys_export_job')
      .set({ status: 'running', start_time: sql<Date>`now()`, heartbeat_time: sql<Date>`now()`, rows_done: 0 })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .where('deleted', '=', 0)
      .returningAll()
      .executeTakeFirst();
  }

  /** How far it is, on its row (the export records read it); throws Cancelled once it was deleted. */
  private async progress(id: number, rowsDone: number): Promise<void> {
    const job = await this.db
      .updateTable('sys_export_job')
      .set({ rows_done: rowsDone, heartbeat_time: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('deleted', '=', 0)
      .returningAll()
      .executeTakeFirst();
    if (!job) throw new Cancelled('cancelled');
    await announceExport(this.db, job, 'progress');
  }

  /**
   * Runs one export to its end: the file and the notice, or the failure and its notice. Throws
   * only JobClosing (the process closes: the export is queued again and its job handed back).
   */
  async run(id: number, signal: AbortSignal, report?: (done: number, total?: number) => Promise<void>): Promise<void> {
    const job = await this.claim(id);
    if (!job) return;
    const file = filePathOf(this.settings.dir, job);
    const part = `${file}.part`;
    let writer: ExportWriter | null = null;
    try {
      const definition = definitionOf(job.list_key);
      if (!definition)
        throw new JobFailure({
          'en-US': `${job.list_title} can no longer be exported`,
          'zh-CN': `${job.list_title}已不能导出`,
        });
      const scope = await jobScope(this.db, job, definition.permission);
      await announceExport(this.db, job, 'started');
      const filters = (job.filters ?? {}) as Record<string, unknown>;
      const sort = sortOf(
        { sortBy: job.sort_by || undefined, sortType: job.sort_type },
        definition.sortable,
        definition.defaultSort,
      );
      const total = await definition.count(this.db, scope, filters);
      if (job.format === 'xlsx' && total > XLSX_MAX_ROWS) throw tooManyRows(total);
      await this.db.updateTable('sys_export_job').set({ rows_total: total }).where('id', '=', job.id).execute();

      await fs.promises.mkdir(this.settings.dir, { recursive: true });
      // a run after a dead process starts the file again
      await fs.promises.rm(part, { force: true });
      writer = openExportFile(
        job.format,
        part,
        columnsOf(definition, job.columns as ExportColumn[] | null, localeOf(job)),
        job.time_zone,
      );
      let done = 0;
      let reported = Date.now();
      for await (const rows of definition.rows(this.db, scope, filters, sort, localeOf(job))) {
        signal.throwIfAborted();
        done += rows.length;
        if (job.format === 'xlsx' && done > XLSX_MAX_ROWS) throw tooManyRows(done);
        await writer.write(rows);
        if (Date.now() - reported >= PROGRESS_MS) {
          reported = Date.now();
          await this.progress(job.id, done);
          await report?.(done, total);
        }
      }
      const size = await writer.finish();
      writer = null;
      await fs.promises.rename(part, file);
      await this.finish(job, definition, done, size);
    } catch (error) {
      if (writer) await writer.abort().catch(() => undefined);
      await fs.promises.rm(part, { force: true });
      if (error instanceof Cancelled) {
        await fs.promises.rm(file, { force: true });
        return;
      }
      if (error instanceof JobClosing || (signal.aborted && signal.reason instanceof JobClosing)) {
        await this.requeue(job);
        throw signal.reason instanceof JobClosing ? signal.reason : error;
      }
      await this.fail(job, error);
    }
  }

  /** Ends a run still this process's (running, not deleted meanwhile): its row as ended, or undefined. */
  private endRun(id: number, end: UpdateObject<Database, 'sys_export_job'>): Promise<JobRow | undefined> {
    return this.db
      .updateTable('sys_export_job')
      .set({ ...end, finish_time: sql<Date>`now()`, heartbeat_time: null })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('deleted', '=', 0)
      .returningAll()
      .executeTakeFirst();
  }

  /** The file is written: the row says so, and the requester is told (the notice downloads it). */
  private async finish(job: JobRow, definition: ExportDefinition, done: number, size: number): Promise<void> {
    const finished = await this.endRun(job.id, {
      status: 'succeeded',
      rows_done: done,
      rows_total: done, // rows added while it ran are not in the file
      file_size: size,
      expire_time: sql<Date>`now() + make_interval(secs => ${Math.round(this.settings.ttlHours * 3600)})`,
    });
    if (!finished) throw new Cancelled('cancelled');
    await announceExport(this.db, finished, 'succeeded');
    // the notice downloads the file (its requester may), and opens the list as it was exported
    const names = listNamesOf(job);
    const until = `${localTime(finished.expire_time!, job.time_zone)} (${job.time_zone})`;
    await notify(this.db, {
      userId: job.user_id,
      projectCode: job.project_code === ALL_PROJECTS ? null : job.project_code,
      kind: 'notice',
      title: { 'en-US': `Export ready: ${names['en-US']}`, 'zh-CN': `导出完成：${names['zh-CN']}` },
      content: {
        'en-US': `${job.file_name}, ${done.toLocaleString('en-US')} rows. Download it before ${until}.`,
        'zh-CN': `${job.file_name}，共 ${done.toLocaleString('zh-CN')} 行。请在 ${until} 前下载。`,
      },
      link: await listLinkOf(this.db, job, definition),
      exportId: job.id,
    });
  }

  /**
   * Its runs were all cut short (processes closing or dying mid-run until its attempts ran out):
   * the export fails, its partial file goes, and the requester is told (the `export.give-up` job).
   */
  async giveUp(id: number): Promise<void> {
    const job = await this.db
      .updateTable('sys_export_job')
      .set({ status: 'failed', ...failureOf(INTERRUPTED), finish_time: sql<Date>`now()`, heartbeat_time: null })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .where('deleted', '=', 0)
      .returningAll()
      .executeTakeFirst();
    if (!job) return;
    await announceExport(this.db, job, 'failed');
    await fs.promises.rm(`${filePathOf(this.settings.dir, job)}.part`, { force: true });
    await this.notifyFailure(job, INTERRUPTED);
  }

  /** The process closes mid-run: the export waits in the queue again, from the start. */
  private async requeue(job: JobRow): Promise<void> {
    try {
      const queued = await this.db
        .updateTable('sys_export_job')
        .set({ status: 'queued', start_time: null, heartbeat_time: null, rows_done: 0 })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .returningAll()
        .executeTakeFirst();
      if (queued) await announceExport(this.db, queued, 'queued');
    } catch (failure) {
      this.log.warn({ err: failure }, 'could not put an export back in the queue');
    }
  }

  private async fail(job: JobRow, error: unknown): Promise<void> {
    if (!(error instanceof JobFailure)) this.log.error({ err: error, exportJob: job.id }, 'an export failed');
    const wording = error instanceof JobFailure ? error.wording : UNEXPECTED;
    try {
      const failed = await this.endRun(job.id, { status: 'failed', ...failureOf(wording) });
      if (!failed) return;
      await announceExport(this.db, failed, 'failed');
      await this.notifyFailure(job, wording);
    } catch (failure) {
      this.log.error({ err: failure, exportJob: job.id }, 'could not record a failed export');
    }
  }

  /** Tells the requester why, in both languages, with a link to the list only if they may still export it. */
  private async notifyFailure(job: JobRow, why: Wording): Promise<void> {
    const names = listNamesOf(job);
    await notify(this.db, {
      userId: job.user_id,
      projectCode: job.project_code === ALL_PROJECTS ? null : job.project_code,
      kind: 'notice',
      title: { 'en-US': `Export failed: ${names['en-US']}`, 'zh-CN': `导出失败：${names['zh-CN']}` },
      content: why,
      link: await listLinkOf(this.db, job, definitionOf(job.list_key)),
    });
  }
}

function tooManyRows(rows: number): JobFailure {
  return new JobFailure({
    'en-US': `An XLSX file holds at most ${XLSX_MAX_ROWS.toLocaleString('en-US')} rows and this export has ${rows.toLocaleString('en-US')}: export to CSV, or narrow the filters`,
    'zh-CN': `XLSX 文件最多 ${XLSX_MAX_ROWS.toLocaleString('zh-CN')} 行，此导出有 ${rows.toLocaleString('zh-CN')} 行：请导出为 CSV，或缩小筛选范围`,
  });
}
