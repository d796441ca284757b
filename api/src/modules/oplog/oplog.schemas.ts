import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListFields, Page, ScopeFields } from '../../platform/listQuery';

export const OplogListQuery = Type.Object({
  ...ScopeFields,
  ...ListFields,
  username: Type.Optional(Type.String({ maxLength: 64, description: 'who: a part of the username' })),
  title: Type.Optional(Type.String({ maxLength: 200, description: 'what: a part of the operation title' })),
  method: Type.Optional(Type.Union(['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => Type.Literal(method)))),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 succeeded, 1 failed' })),
  beginTime: Type.Optional(Type.String({ format: 'date-time', description: 'operations at or after' })),
  endTime: Type.Optional(Type.String({ format: 'date-time', description: 'operations before' })),
  deleted: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});

export const OplogEntry = Type.Object({
  id: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String(),
  projectCode: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  method: Type.String(),
  url: Type.String(),
  params: Type.Unknown({ description: 'the request parameters, secrets shown as ******' }),
  status: Type.Integer({ description: '0 succeeded, 1 failed' }),
  httpStatus: Type.Integer(),
  errorMsg: Type.String(),
  durationMs: Type.Integer(),
  clientIp: Type.String(),
  operTime: Type.String({ format: 'date-time' }),
  deleted: Type.Integer(),
  createTime: Type.String({ format: 'date-time' }),
});

export const OplogListAnswer = Envelope(Page(OplogEntry));
