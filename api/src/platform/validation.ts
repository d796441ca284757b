// Route schemas are TypeBox. This compiler checks every input against them and answers
// with the api's own field messages ("password must not be empty"), and:
// - strips properties a schema does not declare (the browser adds projectCode,
//   tenantCode, sortBy and sortType to every call, wanted or not);
// - converts text to numbers and booleans in the query string and path only — a JSON
//   body must carry the declared types, a string where a number belongs is a 400.
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { FormatRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { type FieldProblem, type ProblemParams, ValidationError } from './errors';

/** Lets handlers see `request.body`/`query` typed from the route's TypeBox schema. */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
// Years 1..9999 in UTC: what PostgreSQL and a JS Date both write as four digits (there is
// no year 0, and 9999-12-31T23:59-14:00 is already in 10000).
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
const inRange = (time: number) => !Number.isNaN(time) && time >= EARLIEST && time <= LATEST;
FormatRegistry.Set('date-time', (value) => DATE_TIME.test(value) && inRange(Date.parse(value)));
FormatRegistry.Set('date', (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && inRange(Date.parse(value)));

const FORMAT_HINTS: Record<string, string> = {
  'date-time': 'must be a date and time such as 2024-05-01T08:00:00Z, in the years 0001 to 9999',
  date: 'must be a date such as 2024-05-01, in the years 0001 to 9999',
};

type Part = 'body' | 'querystring' | 'params' | 'headers';

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const part = (httpPart ?? 'body') as Part;
  const checker = TypeCompiler.Compile(schema);
  return (input: unknown) => {
    // Headers are checked but never rewritten: replacing them would drop the rest.
    let value = part === 'headers' ? Value.Clone(input) : Value.Clean(schema, input);
    value = Value.Default(schema, value);
    // (Convert changes its argument in place: it is given a copy)
    if (part !== 'body') value = plainNumbersOnly(value, Value.Convert(schema, Value.Clone(value)));
    if (checker.Check(value)) return part === 'headers' ? {} : { value };
    return { error: new ValidationError(problemsOf(checker.Errors(value), part)) };
  };
};

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const exactly = (text: unknown, converted: unknown) =>
  typeof text !== 'string' || typeof converted !== 'number' || (PLAIN_NUMBER.test(text) && Number(text) === converted);

/**
 * TypeBox's conversion reads "1.5" and "1e21" as the whole number 1 and "0x10" as 16: in
 * the query and the path a number is written plainly, and anything else stays text, so
 * the check refuses it ("must be a whole number") instead of acting on another row.
 */
function plainNumbersOnly(sent: unknown, converted: unknown): unknown {
  if (!isRecord(sent) || !isRecord(converted)) return converted;
  const result: Record<string, unknown> = { ...converted };
  for (const [key, value] of Object.entries(converted)) {
    const original = sent[key];
    if (Array.isArray(value) && Array.isArray(original))
      result[key] = value.map((item, index) => (exactly(original[index], item) ? item : original[index]));
    else if (!exactly(original, value)) result[key] = original;
  }
  return result;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** One problem a field, the first found (a missing field is "is required", not "must be a string"). */
export function problemsOf(errors: Iterable<ValueError>, part: Part): FieldProblem[] {
  const byField = new Map<string, FieldProblem>();
  for (const error of errors) {
    const field = fieldName(error.path, part);
    if (!byField.has(field)) byField.set(field, { field, ...describe(error) });
  }
  return [...byField.values()];
}

/** `/items/0/name` → `items[0].name`; the whole part when the path is empty. */
function fieldName(path: string, part: Part): string {
  if (!path) return part === 'querystring' ? 'query' : part;
  return path
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment),
      '',
    );
}

type Described = Omit<FieldProblem, 'field'>;
const said = (message: string, rule?: FieldProblem['rule'], params?: ProblemParams): Described => ({
  message,
  ...(rule && { rule }),
  ...(params && { params }),
});

function describe(error: ValueError): Described {
  const schema = error.schema as Record<string, unknown>;
  const limit = (keyword: string) => ({ limit: Number(schema[keyword]) });
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return said('is required', 'required');
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1
        ? said('must not be empty', 'required')
        : said(`must be at least ${schema.minLength} characters`, 'minLength', limit('minLength'));
    case ValueErrorType.StringMaxLength:
      return said(`must be at most ${schema.maxLength} characters`, 'maxLength', limit('maxLength'));
    case ValueErrorType.StringPattern:
      return typeof schema.description === 'string'
        ? said(`must be ${schema.description}`, 'pattern', { hint: schema.description })
        : said('has an invalid format', 'pattern');
    case ValueErrorType.StringFormat:
      return said(FORMAT_HINTS[String(schema.format)] ?? `must be a valid ${schema.format}`, 'format', {
        format: String(schema.format),
      });
    case ValueErrorType.String:
      return said('must be a string', 'type', { type: 'string' });
    case ValueErrorType.Integer:
      return said('must be a whole number', 'type', { type: 'integer' });
    case ValueErrorType.Number:
      return said('must be a number', 'type', { type: 'number' });
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return said(`must be at least ${schema.minimum}`, 'min', limit('minimum'));
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return said(`must be at most ${schema.maximum}`, 'max', limit('maximum'));
    case ValueErrorType.Boolean:
      return said('must be true or false', 'type', { type: 'boolean' });
    case ValueErrorType.Array:
      return said('must be a list', 'type', { type: 'array' });
    case ValueErrorType.ArrayMaxItems:
      return said(`must have at most ${schema.maxItems} items`, 'maxItems', limit('maxItems'));
    case ValueErrorType.ArrayMinItems:
      return said(`must have at least ${schema.minItems} items`, 'minItems', limit('minItems'));
    case ValueErrorType.Object:
      return said('must be an object', 'type', { type: 'object' });
    case ValueErrorType.Literal:
      return said(`must be ${JSON.stringify(schema.const)}`, 'enum', { allowed: [schema.const as string] });
    case ValueErrorType.Union: {
      const choices = (schema.anyOf as Array<Record<string, unknown>> | undefined)?.map((option) => option.const);
      return choices?.every((choice) => choice !== undefined)
        ? said(`must be one of: ${choices.join(', ')}`, 'enum', { allowed: choices as string[] })
        : said('has an unexpected type', 'type');
    }
    default:
      return said(error.message);
  }
}
