// Project scope in one place: a business table (an area's table, whose rows carry
// `project_code`) is read and changed only through projectRows, which keeps every query
// to the request's projects. projectRows.test.ts fails when a module names a business
// table to Kysely directly (its methods have names of their own: read, update, remove,
// add), so an unscoped query cannot be written by accident.
// (Row-level security was the other way; it needs a non-superuser role set in every
// request's transaction, reads included, which PGlite's single connection would then run
// one request at a time: a query layer costs nothing at run time and reads as plain Kysely.)
//
// The platform's own tables that carry `project_code` have a rule each, which
// projectRows.test.ts holds to the files it names:
// - sys_oper_log is read per project only here (operationLog): one project, its rows;
//   `all`, every row, sign-ins (no project) and refused calls (a project the caller was not
//   let into) included, since a log that hid those would hide what it is kept for, and only
//   a user allowed all projects gets `all`. platform/operationLog.ts alone writes it.
// - sys_export_job is listed per project only here (exportJobs): one project, its jobs;
//   `all`, those of the scope's projects and the ones exported under `all`. domain/export
//   (and its screen, modules/export) alone queues, runs and reads a single job (by id, its owner, or a holder of the
//   permission in the job's own project: export.service.ts jobFor).
// - sys_notification is per user, not per project: only modules/notification reads it (domain/notifications
//   adds to it, and removes the ones about a subject nothing is left to act on, whoever holds them),
//   always by recipient (user_id); a project only narrows what the message box shows.
import {
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  sql,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Database } from '../db/types';
import { forbidden } from './errors';
import type { ProjectScope } from './http';
import { ALL_PROJECTS } from './scope';

/** The tables of the areas: every table whose rows carry their project (the platform's sys_* keep their own rules, above). */
export type BusinessTable = {
  [T in keyof Database]: T extends `sys_${string}` ? never : 'project_code' extends keyof Database[T] ? T : never;
}[keyof Database];

export function projectRows(db: Kysely<Database>, scope: ProjectScope) {
  const codes = scope.projects.map((project) => project.code);
  // with no project the scope matches no row (an empty `in` list is not valid SQL)
  const within = codes.length ? codes : [''];
  const column = (table: BusinessTable) => sql.ref(`${table}.project_code`);
  return {
    // (Kysely's builders typed for the one table T; its own inference gives the union of all)
    /** selectFrom, within the projects */
    read<T extends BusinessTable>(table: T) {
      return db.selectFrom(table as BusinessTable).where(column(table), 'in', within) as unknown as SelectQueryBuilder<
        Database,
        T,
        object
      >;
    },
    /** updateTable, within the projects */
    update<T extends BusinessTable>(table: T) {
      return db.updateTable(table as BusinessTable).where(column(table), 'in', within) as unknown as UpdateQueryBuilder<
        Database,
        T,
        T,
        UpdateResult
      >;
    },
    /** deleteFrom, within the projects (a business row is soft-deleted by update: this is for what is really removed) */
    remove<T extends BusinessTable>(table: T) {
      return db.deleteFrom(table as BusinessTable).where(column(table), 'in', within) as unknown as DeleteQueryBuilder<
        Database,
        T,
        DeleteResult
      >;
    },
    /** insertInto: rows only of the request's projects; any other is a 403 before anything is written */
    add<T extends BusinessTable>(table: T, rows: Insertable<Database[T]>[]) {
      const projectOf = (row: Insertable<Database[T]>) => (row as unknown as { project_code: string }).project_code;
      const outside = rows.find((row) => !codes.includes(projectOf(row)));
      if (outside)
        throw forbidden(`You may not add rows to project ${projectOf(outside)}`, 'project.notMember', {
          project: projectOf(outside),
        });
      return db.insertInto(table).values(rows as never);
    },
    /** The operation log within the projects; under `all` every row, sign-ins included */
    operationLog() {
      const log = db.selectFrom('sys_oper_log');
      return scope.all ? log : log.where('project_code', 'in', within);
    },
    /** Export jobs within the projects; under `all` the `all` exports too */
    exportJobs() {
      return db
        .selectFrom('sys_export_job')
        .where('project_code', 'in', scope.all ? [...within, ALL_PROJECTS] : within);
    },
  };
}
