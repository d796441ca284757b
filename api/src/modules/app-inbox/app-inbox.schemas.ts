import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { Page, PAGE_NUM_MAX } from '../../platform/listQuery';

export const InboxQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  unread: Type.Optional(Type.Boolean({ description: 'true: the unread messages only' })),
});

export const InboxMessage = Type.Object({
  id: Type.Integer(),
  source: Type.Union([Type.Literal('system'), Type.Literal('promotion'), Type.Literal('service')], {
    description: 'who sent it: the app, a promotion, customer service',
  }),
  title: Type.String(),
  content: Type.String(),
  read: Type.Boolean(),
  createTime: Type.String({ format: 'date-time' }),
});

export const InboxAnswer = Envelope(
  Type.Intersect([
    Page(InboxMessage),
    Type.Object({ unread: Type.Integer({ minimum: 0, description: 'of all pages' }) }),
  ]),
);

export const ReadAnswer = Envelope(
  Type.Object({
    id: Type.Integer(),
    readTime: Type.String({ format: 'date-time' }),
    unread: Type.Integer({ minimum: 0 }),
  }),
);
