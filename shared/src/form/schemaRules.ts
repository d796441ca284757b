import type { RulesProps } from '@arco-design/web-react';
import type { IntlShape } from 'react-intl';

/**
 * A field of a request body's schema, as generated beside each page from the api's OpenAPI
 * document (`<screen>Api.generated.ts`): the constraints a form's rules read.
 */
export interface FieldSchema {
  readonly type?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly FieldSchema[];
  readonly items?: FieldSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
}

export interface BodySchema {
  readonly required?: readonly string[];
  readonly properties: Readonly<Record<string, FieldSchema>>;
}

/** The values a field takes when its schema lists them (`0 | 1`, `'en-US' | 'zh-CN'`), or null. */
export function listedValues(schema: FieldSchema | undefined): unknown[] | null {
  if (!schema) return null;
  if (schema.enum) return [...schema.enum];
  if (schema.anyOf?.every((choice) => choice.enum?.length === 1)) return schema.anyOf.map((choice) => choice.enum?.[0]);
  return null;
}

export interface RuleOptions {
  /** what the pattern asks for, in words ("3 capital letters such as USD"); a pattern means nothing to a user */
  patternHint?: string;
  /** a field the api requires that this form fills itself, or an optional one it requires here */
  required?: boolean;
  /** what "required" says instead of "{field} is required", e.g. "Give the user a role in at least one project" */
  requiredMessage?: string;
}

// What the api validates: top-level text trimmed (the base query trims it before sending,
// the api's cleaning again), so '  ' is empty and ' ab ' is two characters.
const sent = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The rules of `field`, taken from the schema the api validates the body with, so the form
 * refuses exactly what the api would (required, lengths in characters, pattern, range, the
 * listed values), each saying which field and why in the interface's language.
 */
export function schemaRules(
  schema: BodySchema,
  field: string,
  label: string,
  intl: IntlShape,
  options: RuleOptions = {},
): RulesProps[] {
  const property = schema.properties[field];
  if (!property) throw new Error(`The api's body has no field ${field}`);
  const say = (id: string, values: Record<string, string | number> = {}) =>
    intl.formatMessage({ id }, { field: label, ...values });
  const rules: RulesProps[] = [];
  const required = options.required ?? schema.required?.includes(field);
  const missing = options.requiredMessage ?? say('form.field.required');
  // `required: true` marks the field (the asterisk); the validator also refuses what only spaces fill
  if (required) rules.push({ required: true, message: missing });
  // one validator for the rest, saying the first problem of the value as it will be sent
  const problems: ((value: unknown) => string | null)[] = [];
  const check = (problem: (value: unknown) => string | null) => problems.push(problem);
  rules.push({
    validator: (raw: unknown, callback: (error?: string) => void) => {
      const value = sent(raw);
      if (isEmpty(value)) return callback(required && !isEmpty(raw) ? missing : undefined);
      callback(problems.map((problem) => problem(value)).find((message) => message !== null) ?? undefined);
    },
  });
  // lengths count as the api's validator counts them: UTF-16 units (an emoji is two)
  const length = (value: unknown) => String(value).length;
  const { minLength, maxLength, pattern, minimum, maximum } = property;
  if (minLength !== undefined && minLength > 1)
    check((value) => (length(value) < minLength ? say('form.field.tooShort', { count: minLength }) : null));
  if (maxLength !== undefined)
    check((value) => (length(value) > maxLength ? say('form.field.tooLong', { count: maxLength }) : null));
  if (pattern !== undefined) {
    // compiled as the api compiles it (no flags)
    const expression = new RegExp(pattern);
    const problem = options.patternHint ?? intl.formatMessage({ id: 'form.field.pattern' });
    check((value) => (expression.test(String(value)) ? null : say('form.field.invalid', { problem })));
  }
  if (property.type === 'integer') check((value) => (Number.isInteger(value) ? null : say('form.field.integer')));
  // limits digit-grouped as the user reads numbers: 100,000,000
  if (minimum !== undefined)
    check((value) => (Number(value) < minimum ? say('form.field.min', { min: intl.formatNumber(minimum) }) : null));
  if (maximum !== undefined)
    check((value) => (Number(value) > maximum ? say('form.field.max', { max: intl.formatNumber(maximum) }) : null));
  const { minItems, maxItems } = property;
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  if (minItems !== undefined && minItems > 1)
    check((value) => (count(value) < minItems ? say('form.field.minItems', { count: minItems }) : null));
  if (maxItems !== undefined)
    check((value) => (count(value) > maxItems ? say('form.field.maxItems', { count: maxItems }) : null));
  const values = listedValues(property);
  if (values) check((value) => (values.includes(value) ? null : say('form.field.choose')));
  return rules;
}
