import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { RowId } from '../../platform/fields';
import { ListFields, Page, ScopeFields } from '../../platform/listQuery';
import { NOTICE_LOCALES, NOTIFICATION_KINDS } from '../../domain/notifications';

export const NotificationKind = Type.Union(
  NOTIFICATION_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'the message box tab: message, notice or todo' },
);

export const NotificationListQuery = Type.Object({
  ...ScopeFields,
  ...ListFields,
  kind: Type.Optional(NotificationKind),
  unread: Type.Optional(Type.Boolean({ description: 'true: unread only; false: read only' })),
  locale: Type.Optional(
    Type.Union(
      NOTICE_LOCALES.map((locale) => Type.Literal(locale)),
      { description: "the reader's language: the titles and contents are answered in it (en-US when absent)" },
    ),
  ),
});

export const Notification = Type.Object({
  id: Type.Integer(),
  projectCode: Type.Union([Type.String(), Type.Null()], { description: 'null: shown in every project' }),
  kind: NotificationKind,
  title: Type.String(),
  content: Type.String(),
  link: Type.String({ description: "an in-app path the reader may open, or ''" }),
  exportId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'the export whose file it downloads (POST /export/{id}/download), or null',
  }),
  read: Type.Boolean(),
  readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  deleted: Type.Integer(),
  createTime: Type.String({ format: 'date-time' }),
});

export const NotificationListAnswer = Envelope(Page(Notification));

export const UnreadCountQuery = Type.Object({ ...ScopeFields });

export const UnreadCounts = Type.Object({
  message: Type.Integer({ minimum: 0 }),
  notice: Type.Integer({ minimum: 0 }),
  todo: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});

export const UnreadCountAnswer = Envelope(UnreadCounts);

export const MarkReadBody = Type.Object({
  ...ScopeFields,
  ids: Type.Array(RowId, { minItems: 1, maxItems: 100, description: 'the notifications to mark read (1..100)' }),
});

export const MarkAllReadBody = Type.Object({
  ...ScopeFields,
  kind: Type.Optional(NotificationKind),
});

export const MarkReadAnswer = Envelope(
  Type.Object({
    updated: Type.Integer({ minimum: 0, description: 'how many unread notifications of the caller became read' }),
  }),
);
