import { registerMessages } from '@backoffice/shared';
import { defineEnum } from '@backoffice/shared/enums';
import type { CreateSettingConfigApiArg } from './configApi.generated';

/** How an entry's `value` is read: the types the api takes. */
export type ValueType = CreateSettingConfigApiArg['body']['valueType'];

// A label for each type the api takes (a type it adds fails to compile here until labelled).
const LABELS: Record<ValueType, readonly [en: string, zh: string, color: string]> = {
  string: ['String', '字符串', 'gray'],
  number: ['Number', '数字', 'arcoblue'],
  boolean: ['Boolean', '布尔', 'green'],
  json: ['JSON', 'JSON', 'purple'],
};

/** The value types, their labels and tag colours: the type column, its filter and the form's choice. */
export const CONFIG_VALUE_TYPE = defineEnum(
  'settingConfigValueType',
  (Object.keys(LABELS) as ValueType[]).map((type) => [type, ...LABELS[type]] as const),
);

// Registered when the page loads, as the list kit registers its own texts (locale.ts, which
// the remote's routes load up front, stays plain text).
registerMessages(CONFIG_VALUE_TYPE.messages);
