// The exportable lists. A module declares each of its lists once, next to the list
// route, and calls exportRoute(): POST <list base>/export queues a job that the runner
// (export.runner.ts) fills by streaming the definition's rows.
import { type Static, type TProperties, Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database, ExportFormat } from '../../db/types';
import { Envelope, ok } from '../../platform/envelope';
import { type ApiInstance, type ProjectScope, scopeOf, userOf } from '../../platform/http';
import type { Jobs } from '../../platform/jobs';
import { badRequest } from '../../platform/errors';
import { canonicalTimeZone } from '../../platform/fields';
import { oneSortAtATime, ScopeFields, type SortKey, sortOf } from '../../platform/listQuery';
import type { NoticeLocale, Wording } from '../notifications';
import { ExportColumnsOf, ExportJob, ExportRequestFields } from './export.schemas';
import { queueJob } from './export.queue';

/** One cell: text, a number, a boolean, a time (written in the requester's time zone) or empty. */
export type Cell = string | number | boolean | Date | null | undefined;
export type Row = Record<string, Cell>;

export interface ExportColumn {
  /** the key of the cell in each row */
  key: string;
  /** the header line's text */
  header: string;
  /**
   * Each value's label as the list shows it (`{ "0": "Enabled" }`): the browser sends its own,
   * in the staff member's language; a definition's are the api's English, for a caller that
   * sends none. A value without a label is written as it is.
   */
  labels?: Record<string, string>;
  /** a time: written as the list shows it, in the requester's time zone, which its header names */
  time?: boolean;
}

/** A column that names the row (a drama's code): written even when the list shows it inside another column. */
export interface IdentifyingColumn {
  key: string;
  header: Wording;
}

export interface ExportDefinition<F extends TProperties = TProperties> {
  /** unique, stored with each job, e.g. 'setting.user' */
  key: string;
  /** a person's name for the list, e.g. 'Staff users'; the file name is made from it */
  title: string;
  /** the list's page in the app, linked from the notice when the export is done */
  pagePath: string;
  /** the permission needed to export, checked when queued and again when the job runs */
  permission: string;
  /** the list route's path; the export route is `${listPath minus /list}/export` */
  listPath: string;
  /** the list's filter fields (TypeBox), the same names and meanings as on the list route */
  filterSchema: F;
  columns: ExportColumn[];
  /** columns the file always holds, before the asked ones when these leave them out (keys of `columns`) */
  identifying?: IdentifyingColumn[];
  /** what the export may be sorted by (name → column); the columns must be NOT NULL (keyset paging) */
  sortable: Record<string, string>;
  /** the sort when none is asked for, as the list route's (ListSpec.defaultSort); DEFAULT_SORT_BY when absent */
  defaultSort?: string;
  /** one sortable name at a time, as the list route allows (each order an index of its own) */
  oneSortAtATime?: boolean;
  /** how many rows the export will have, for the progress (and the XLSX row limit) */
  count(db: Kysely<Database>, scope: ProjectScope, filters: Static<ReturnType<typeof Type.Object<F>>>): Promise<number>;
  /**
   * The rows in batches, read with keyset paging (see keysetBatches), never all at once;
   * `locale` is the requester's, for a cell the list words (counts in a phrase).
   */
  rows(
    db: Kysely<Database>,
    scope: ProjectScope,
    filters: Static<ReturnType<typeof Type.Object<F>>>,
    sort: SortKey[],
    locale: NoticeLocale,
  ): AsyncIterable<Row[]>;
}

/**
 * The columns a job writes: those asked for, in the order and under the headers (and with the
 * value labels) asked for, after the identifying ones the asked leave out, headed in the
 * requester's language; every column of the export when none are asked for. The route refuses
 * a key the export does not have; a job queued before a column was removed writes the rest.
 */
export function columnsOf(
  definition: ExportDefinition,
  asked: ExportColumn[] | null | undefined,
  locale: NoticeLocale = 'en-US',
): ExportColumn[] {
  const known = new Map(definition.columns.map((column) => [column.key, column]));
  const chosen = (asked ?? [])
    .filter((column) => known.has(column.key))
    .map((column) => ({
      ...known.get(column.key)!,
      header: column.header,
      ...(column.labels ? { labels: column.labels } : {}),
    }));
  if (!chosen.length) return definition.columns;
  const identifying = (definition.identifying ?? [])
    .filter((column) => known.has(column.key) && !chosen.some((each) => each.key === column.key))
    .map((column) => ({ ...known.get(column.key)!, header: column.header[locale] }));
  return [...identifying, ...chosen];
}

const definitions = new Map<string, ExportDefinition>();

export function definitionOf(key: string): ExportDefinition | undefined {
  return definitions.get(key);
}

/** Makes a list exportable by key (exportRoute does it; each app built in a process declares the same). */
export function defineExport<F extends TProperties>(definition: ExportDefinition<F>): void {
  const existing = definitions.get(definition.key);
  if (existing && existing.listPath !== definition.listPath)
    throw new Error(`export ${definition.key} is declared twice`);
  definitions.set(definition.key, definition as unknown as ExportDefinition);
}

/** The route of a list's export: `/setting/user/list` → `/setting/user/export`. */
export function exportPathOf(listPath: string): string {
  return listPath.replace(/\/list$/, '') + '/export';
}

export const FORMATS: ExportFormat[] = ['csv', 'xlsx'];

/** Registers the definition and its route, POST <list base>/export, answering the queued job. */
export function exportRoute<F extends TProperties>(
  app: ApiInstance,
  db: Kysely<Database>,
  jobs: Jobs,
  definition: ExportDefinition<F>,
): void {
  defineExport(definition);

  const body = Type.Object({
    ...ScopeFields,
    format: Type.Union(FORMATS.map((format) => Type.Literal(format))),
    sortBy: Type.Optional(
      Type.String({ maxLength: 200, description: `comma list of: ${Object.keys(definition.sortable).join(', ')}` }),
    ),
    sortType: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
    columns: Type.Optional(ExportColumnsOf(definition.columns.map((column) => column.key))),
    ...ExportRequestFields,
    ...definition.filterSchema,
  });
  app.post(
    exportPathOf(definition.listPath),
    {
      config: { permission: definition.permission },
      schema: {
        summary: `Export ${definition.title.toLowerCase()}`,
        description:
          "Queues a background export of the list with these filters (the same as the list's). Follow it with GET /export/{id} or " +
          "GET /export/mine; a notice reaches the caller's message box when it is done. The permission is checked again when it runs.",
        tags: ['export'],
        body,
        response: { 200: Envelope(ExportJob) },
      },
    },
    async (request) => {
      const {
        format,
        sortBy,
        sortType,
        columns,
        locale,
        timeZone,
        listQuery,
        projectCode: _project,
        tenantCode: _tenant,
        ...filters
      } = request.body as Record<string, unknown> & {
        format: ExportFormat;
        sortBy?: string;
        sortType?: 'asc' | 'desc';
        columns?: ExportColumn[];
        locale?: NoticeLocale;
        timeZone?: string;
        listQuery?: string;
      };
      // the zone's canonical name, or a 400 naming timeZone (as a project's time zone is checked)
      const zone = timeZone === undefined ? undefined : canonicalTimeZone(timeZone, 'timeZone');
      // a 400 naming sortBy now, not a failed job later
      const sort = sortOf({ sortBy, sortType }, definition.sortable, definition.defaultSort);
      if (definition.oneSortAtATime && sort.length > 1)
        throw badRequest('sortBy', oneSortAtATime(definition.sortable), 'maxItems', { limit: 1 });
      const scope = scopeOf(request);
      return ok(
        await queueJob(db, jobs, {
          user: userOf(request),
          projectCode: scope.projectCode,
          definition,
          filters,
          format,
          sortBy,
          sortType,
          columns,
          locale,
          timeZone: zone,
          listQuery,
        }),
      );
    },
  );
}
