// A configuration value is always sent and stored as text; its type says how readers
// parse it. Checked here, stored exactly as given (the request cleaning has trimmed it):
// a number is never parsed to a float, so 0.10 stays 0.10 and money keeps its digits.
import type { ConfigValueType } from '../../db/types';
import { badRequest, type FieldProblem } from '../../platform/errors';

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const MAX_JSON_BYTES = 16 * 1024;
const MAX_STRING_CHARS = 4000;

/** The value as sent, for a message: quoted and shortened. */
function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** Why `value` is not a valid `type` (in English, and as a rule the browser words), or null when it is. */
function valueProblem(type: ConfigValueType, value: string): Omit<FieldProblem, 'field'> | null {
  switch (type) {
    case 'number':
      return NUMBER.test(value)
        ? null
        : {
            message: `${quoted(value)} is not a number (a decimal such as 120 or -0.25: up to 15 digits and 6 decimals)`,
            rule: 'type',
            params: { type: 'decimal' },
          };
    case 'boolean':
      return value === 'true' || value === 'false'
        ? null
        : { message: `${quoted(value)} is not a boolean (true or false)`, rule: 'type', params: { type: 'boolean' } };
    case 'json': {
      if (Buffer.byteLength(value, 'utf8') > MAX_JSON_BYTES)
        return { message: 'must be at most 16 KB of JSON', rule: 'maxBytes', params: { limit: MAX_JSON_BYTES / 1024 } };
      try {
        JSON.parse(value);
        return null;
      } catch (error) {
        return {
          message: `${quoted(value)} is not valid JSON: ${(error as Error).message}`,
          rule: 'type',
          params: { type: 'json' },
        };
      }
    }
    case 'string':
      return value.length > MAX_STRING_CHARS
        ? {
            message: `must be at most ${MAX_STRING_CHARS} characters`,
            rule: 'maxLength',
            params: { limit: MAX_STRING_CHARS },
          }
        : null;
  }
}

/** A 400 naming `value` when it does not fit its type. */
export function assertValue(type: ConfigValueType, value: string): void {
  const problem = valueProblem(type, value);
  if (problem) throw badRequest('value', problem.message, problem.rule, problem.params);
}
