// The queue of export jobs: what a list's export route adds, what the runner claims and
// expires, and how a job is answered. Who may touch a job is decided in the job's project
// with the platform's grants.
import fs from 'node:fs';
import path from 'node:path';
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, ExportFormat, SysExportJob } from '../../db/types';
import { projectsWithPermission } from '../../platform/grants';
import type { SignedInUser } from '../../platform/http';
import { publish } from '../../platform/live';
import { ALL_PROJECTS } from '../../platform/scope';
import type { Jobs } from '../../platform/jobs';
import type { ExportColumn, ExportDefinition } from './export.registry';
import type { ExportJob } from './export.schemas';
import { localTime } from './export.times';

export type JobRow = Selectable<SysExportJob>;

/** The queue of export runs: one job a requested export, enqueued with its row. */
export const EXPORT_JOB = 'export.run';

/** `Staff users`, csv, an instant of 2026-11-21 in `timeZone` → staff-users-2026-11-21.csv */
export function fileNameOf(title: string, format: ExportFormat, time: Date, timeZone = 'UTC'): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'export';
  return `${slug}-${localTime(time, timeZone).slice(0, 10)}.${format}`;
}

export function filePathOf(dir: string, job: { id: number; format: ExportFormat }): string {
  return path.join(dir, `export-${job.id}.${job.format}`);
}

export function presentJob(row: JobRow): Static<typeof ExportJob> {
  const percent =
    row.status === 'succeeded'
      ? 100
      : row.rows_total
        ? Math.min(99, Math.floor((row.rows_done * 100) / row.rows_total))
        : 0;
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    projectCode: row.project_code,
    listKey: row.list_key,
    listTitle: row.list_title,
    filters: row.filters,
    sortBy: row.sort_by,
    sortType: row.sort_type,
    columns: row.columns as ExportColumn[] | null,
    locale: row.locale,
    timeZone: row.time_zone,
    listQuery: row.list_query,
    format: row.format,
    status: row.status,
    rowsTotal: row.rows_total,
    rowsDone: row.rows_done,
    percent,
    fileName: row.file_name,
    fileSize: row.file_size,
    errorMsg: row.error_msg,
    errorTranslations: (row.error_translations ?? {}) as { 'zh-CN'?: string },
    createTime: row.create_time.toISOString(),
    startTime: row.start_time?.toISOString() ?? null,
    finishTime: row.finish_time?.toISOString() ?? null,
    expireTime: row.expire_time?.toISOString() ?? null,
  };
}

/** queued, started, progress, succeeded, failed, deleted, expired: what just happened to the job. */
export type ExportChange = 'queued' | 'started' | 'progress' | 'succeeded' | 'failed' | 'deleted' | 'expired';

/**
 * What the live channel hears of an export, as presentJob answers it: its requester (the export
 * button, topic `exports`) and the export records of its project (topic `export-records`) are
 * told each change. The one place exports publish from.
 */
export async function announceExport(db: Kysely<Database>, job: JobRow, change: ExportChange): Promise<void> {
  const payload = { change, job: presentJob(job) };
  await publish(db, { topic: 'exports', userId: job.user_id, projectCode: job.project_code, payload });
  await publish(db, { topic: 'export-records', projectCode: job.project_code, payload });
}

export interface NewJob {
  user: SignedInUser;
  projectCode: string;
  definition: ExportDefinition;
  filters: Record<string, unknown>;
  format: ExportFormat;
  sortBy?: string;
  sortType?: 'asc' | 'desc';
  /** the list's shown columns under its headers; all the export's when absent */
  columns?: ExportColumn[] | null;
  /** the requester's language, time zone and list query string (en-US, UTC, none when absent) */
  locale?: string;
  timeZone?: string;
  listQuery?: string;
}

export async function queueJob(db: Kysely<Database>, jobs: Jobs, job: NewJob) {
  const row = await db
    .insertInto('sys_export_job')
    .values({
      user_id: job.user.id,
      username: job.user.username,
      project_code: job.projectCode,
      list_key: job.definition.key,
      list_title: job.definition.title,
      filters: JSON.stringify(job.filters),
      sort_by: job.sortBy ?? '',
      sort_type: job.sortType ?? 'desc',
      columns: job.columns?.length ? JSON.stringify(job.columns) : null,
      locale: job.locale ?? 'en-US',
      time_zone: job.timeZone ?? 'UTC',
      list_query: job.listQuery ?? '',
      format: job.format,
      // the requester's day, as the list's times are theirs
      file_name: fileNameOf(job.definition.title, job.format, new Date(), job.timeZone),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // in the request's transaction: a refused request leaves no run behind
  await jobs.enqueue(EXPORT_JOB, { exportId: row.id });
  await announceExport(db, row, 'queued');
  return presentJob(row);
}

/** Whether `user` holds `permission` in the project of a job (`all`: allowed all projects, held in one). */
export async function holdsInProject(
  db: Kysely<Database>,
  user: SignedInUser,
  projectCode: string,
  permission: string,
): Promise<boolean> {
  const projects = await projectsWithPermission(db, user.id, permission);
  if (projectCode === ALL_PROJECTS) return user.allProjects && projects.some((project) => project.permitted);
  return projects.some((project) => project.code === projectCode && project.permitted);
}

/** Removes the files past their expiry (their jobs become `expired`) and old tickets. */
export async function expireExports(db: Kysely<Database>, dir: string): Promise<number> {
  const expired = await db
    .updateTable('sys_export_job')
    .set({ status: 'expired' })
    .where('status', '=', 'succeeded')
    .where('expire_time', '<', sql<Date>`now()`)
    .returningAll()
    .execute();
  for (const job of expired) await fs.promises.rm(filePathOf(dir, job), { force: true });
  for (const job of expired) await announceExport(db, job, 'expired');
  await db
    .deleteFrom('sys_export_ticket')
    .where('expire_time', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  return expired.length;
}
