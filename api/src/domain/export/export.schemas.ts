import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListFields, ListQuery, Page, ScopeFields } from '../../platform/listQuery';
import { NOTICE_LOCALES } from '../notifications';

const FORMAT = Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]);
const STATUS = Type.Union(
  ['queued', 'running', 'succeeded', 'failed', 'expired'].map((status) => Type.Literal(status)),
);
const Time = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const COLUMNS = {
  maxItems: 60,
  description:
    "the columns the list shows, in its order and under its headers (in the staff member's language); every column of the export when absent",
};
const Header = Type.String({ minLength: 1, maxLength: 100 });

const Labels = Type.Optional(
  Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 200 }), {
    maxProperties: 200,
    description:
      "each value's label as the list shows it, in the staff member's language; a value without one is written as it is",
  }),
);

/** The columns an export asked for, by the list's column keys, under the list's own headers (as a job answers them). */
export const ExportColumns = Type.Array(
  Type.Object({ key: Type.String({ maxLength: 64 }), header: Header, labels: Labels }),
  COLUMNS,
);

/**
 * The columns one list's export takes: its own column keys, named in the OpenAPI document (so
 * the browser's generated types hold them), an unknown one refused as a 400 naming it.
 */
export const ExportColumnsOf = (keys: readonly string[]) =>
  Type.Array(
    Type.Object({
      key: Type.Union(
        keys.map((key) => Type.Literal(key)),
        { description: "a column of the list's export" },
      ),
      header: Header,
      labels: Labels,
    }),
    COLUMNS,
  );

/** How the staff member reads the list, which the file and its notice follow (the browser sends them). */
export const ExportRequestFields = {
  locale: Type.Optional(
    Type.Union(
      NOTICE_LOCALES.map((locale) => Type.Literal(locale)),
      {
        description: "the staff member's language: the notice's, and the headers of the columns the file adds",
      },
    ),
  ),
  timeZone: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        "the staff member's time zone (IANA, e.g. Asia/Shanghai): the file's times are in it; UTC when absent",
    }),
  ),
  listQuery: Type.Optional(
    Type.String({
      maxLength: 2000,
      pattern: '^(\\?.*)?$',
      description: "the list's query string as exported (?sortBy=…&pageSize=50): the notice opens the list so",
    }),
  ),
};

export const ExportJob = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
  projectCode: Type.String({ description: 'the project exported, or `all`' }),
  listKey: Type.String({ description: 'the exported list, e.g. setting.user' }),
  listTitle: Type.String(),
  filters: Type.Unknown({ description: "the list's filters as sent" }),
  sortBy: Type.String(),
  sortType: Type.String(),
  columns: Type.Union([ExportColumns, Type.Null()], { description: 'the columns asked for; null: every column' }),
  locale: Type.String({ description: "the requester's language" }),
  timeZone: Type.String({ description: "the requester's time zone: the file's times are in it" }),
  listQuery: Type.String({ description: "the list's query string as exported" }),
  format: FORMAT,
  status: STATUS,
  rowsTotal: Type.Union([Type.Integer(), Type.Null()], { description: 'known once running' }),
  rowsDone: Type.Integer(),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  fileName: Type.String({ description: 'the download name, e.g. staff-users-2026-11-21.csv' }),
  fileSize: Type.Union([Type.Integer(), Type.Null()], { description: 'bytes, once succeeded' }),
  errorMsg: Type.String({ description: 'why it failed' }),
  errorTranslations: Type.Partial(Type.Object({ 'zh-CN': Type.String() }), {
    description: 'why it failed in the other languages, by locale (the browser shows the reader’s)',
  }),
  createTime: Type.String({ format: 'date-time' }),
  startTime: Time,
  finishTime: Time,
  expireTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'the file is removed after',
  }),
});

export const ExportJobIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

/** What the export records may be sorted by (name → column). */
export const EXPORT_SORT = {
  deleted: 'deleted',
  create_time: 'create_time',
  createTime: 'create_time',
  rows_total: 'rows_total',
  rowsTotal: 'rows_total',
  file_size: 'file_size',
  fileSize: 'file_size',
  finish_time: 'finish_time',
  finishTime: 'finish_time',
  id: 'id',
};

export const ExportListQuery = ListQuery(
  {
    listKey: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(STATUS),
    username: Type.Optional(Type.String({ maxLength: 64, description: "a part of the requester's username" })),
    format: Type.Optional(FORMAT),
  },
  EXPORT_SORT,
);

export const MyExportsQuery = Type.Object({
  ...ScopeFields,
  pageNum: ListFields.pageNum,
  pageSize: ListFields.pageSize,
  listKey: Type.Optional(Type.String({ maxLength: 100 })),
});

export const TicketParams = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 100 }) });

export const ExportJobAnswer = Envelope(ExportJob);
export const ExportJobListAnswer = Envelope(Page(ExportJob));
export const DownloadAnswer = Envelope(
  Type.Object({
    url: Type.String({ description: 'GET it (no token needed) within 5 minutes, once' }),
    expireTime: Type.String({ format: 'date-time' }),
  }),
);
export const DeletedAnswer = Envelope(Type.Object({ id: Type.Integer() }));
export const JobScopeBody = Type.Object({ ...ScopeFields });
