import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListFields, ListQuery, Page, ScopeFields, sortColumns } from '../../platform/listQuery';

export const VALUE_TYPES = ['string', 'number', 'boolean', 'json'] as const;
const ValueType = Type.Union(
  VALUE_TYPES.map((type) => Type.Literal(type)),
  { description: 'how `value` is read: string, number, boolean or json' },
);

/** The outer bound; each type has its own limit, checked in the service (json: 16 KB, string: 4000). */
export const MAX_VALUE_CHARS = 16 * 1024;

const Value = Type.String({
  minLength: 1,
  maxLength: MAX_VALUE_CHARS,
  description:
    'always text: number `-12.5` (up to 15 digits and 6 decimals), boolean `true`|`false`, json any JSON text up to 16 KB, string up to 4000 characters',
});
const Description = Type.Optional(Type.String({ maxLength: 500 }));

export const CONFIG_SORT = {
  ...sortColumns('c', ['deleted', 'create_time', 'update_time', 'config_key', 'value_type', 'id']),
  project_code: 'p.code',
  projectCode: 'p.code',
};

export const ConfigListQuery = ListQuery(
  {
    configKey: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the key' })),
    valueType: Type.Optional(ValueType),
  },
  CONFIG_SORT,
);

export const Config = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String({ description: 'the project the entry belongs to' }),
  configKey: Type.String(),
  valueType: Type.String(),
  value: Type.String(),
  description: Type.String(),
  updateBy: Type.String({ description: 'who changed it last' }),
  updateTime: Type.String({ format: 'date-time' }),
  createTime: Type.String({ format: 'date-time' }),
});

export const ConfigCreateBody = Type.Object({
  ...ScopeFields,
  configKey: Type.String({
    maxLength: 64,
    pattern: '^[a-z][a-z0-9_.-]{1,63}$',
    description: '2..64 of a-z 0-9 _ . -, starting with a letter',
  }),
  valueType: ValueType,
  value: Value,
  description: Description,
});

export const ConfigEditBody = Type.Object({
  ...ScopeFields,
  valueType: Type.Optional(
    Type.Union(
      VALUE_TYPES.map((type) => Type.Literal(type)),
      { description: 'a new type; `value` must then be valid for it' },
    ),
  ),
  value: Value,
  description: Description,
});

export const ConfigHistoryQuery = Type.Object({
  ...ScopeFields,
  pageNum: ListFields.pageNum,
  pageSize: ListFields.pageSize,
});

export const ConfigChange = Type.Object({
  id: Type.Integer(),
  configId: Type.Integer(),
  projectCode: Type.String(),
  action: Type.String({ description: 'create, edit or delete' }),
  oldValue: Type.Union([Type.String(), Type.Null()]),
  newValue: Type.Union([Type.String(), Type.Null()]),
  valueType: Type.String(),
  changedBy: Type.String({ description: 'the username' }),
  changeTime: Type.String({ format: 'date-time' }),
});

export const ConfigAnswer = Envelope(Config);
export const ConfigListAnswer = Envelope(Page(Config));
export const ConfigHistoryAnswer = Envelope(Page(ConfigChange));
