// Project scope in one place: a business table (an area's table, whose rows carry
// `project_code`) is read and changed only through projectRows, which keeps every query
// to the request's projects. projectRows.test.ts fails when a module names a business
// table to Kysely directly (its methods have names of their own: read, update, remove,
// add), so an unscoped query cannot be written by accident.
// (Row-level security was the other way; it needs a non-superuser role set in every
// request's transaction, reads included, which PGlite's single connection would then run
// one request at a time: a query layer costs nothing at run time and reads as plain Kysely.)
import { type DeleteQueryBuilder, type DeleteResult, type Insertable, type Kysely, type SelectQueryBuilder, sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Database } from '../db/types';
import { forbidden } from './errors';
import type { ProjectScope } from './http';

/** The tables of the areas: every table whose rows carry their project (the platform's sys_* keep their own rules). */
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
      return db.selectFrom(table as BusinessTable).where(column(table), 'in', within) as unknown as SelectQueryBuilder<Database, T, object>;
    },
    /** updateTable, within the projects */
    update<T extends BusinessTable>(table: T) {
      return db.updateTable(table as BusinessTable).where(column(table), 'in', within) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
    },
    /** deleteFrom, within the projects (a business row is soft-deleted by update: this is for what is really removed) */
    remove<T extends BusinessTable>(table: T) {
      return db.deleteFrom(table as BusinessTable).where(column(table), 'in', within) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>;
    },
    /** insertInto: rows only of the request's projects; any other is a 403 before anything is written */
    add<T extends BusinessTable>(table: T, rows: Insertable<Database[T]>[]) {
      const projectOf = (row: Insertable<Database[T]>) => (row as unknown as { project_code: string }).project_code;
      const outside = rows.find((row) => !codes.includes(projectOf(row)));
      if (outside) throw forbidden(`You may not add rows to project ${projectOf(outside)}`);
      return db.insertInto(table).values(rows as never);
    },
  };
}
