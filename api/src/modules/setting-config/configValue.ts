// A configuration value is always sent and stored as text; its type says how readers
// parse it. Checked here, stored exactly as given (the request cleaning has trimmed it):
// a number is never parsed to a float, so 0.10 stays 0.10 and money keeps its digits.
import type { ConfigValueType } from '../../db/types';
import { badRequest } from '../../platform/errors';

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const MAX_JSON_BYTES = 16 * 1024;
const MAX_STRING_CHARS = 4000;

/** The value as sent, for a message: quoted and shortened. */
function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** Why `value` is not a valid `type`, or null when it is. */
export function valueProblem(type: ConfigValueType, value: string): string | null {
  switch (type) {
    case 'number':
      return NUMBER.test(value)
        ? null
        : `${quoted(value)} is not a number (a decimal such as 120 or -0.25: up to 15 digits and 6 decimals)`;
    case 'boolean':
      return value === 'true' || value === 'false' ? null : `${quoted(value)} is not a boolean (true or false)`;
    case 'json': {
      if (Buffer.byteLength(value, 'utf8') > MAX_JSON_BYTES) return 'must be at most 16 KB of JSON';
      try {
        JSON.parse(value);
        return null;
      } catch (error) {
        return `${quoted(value)} is not valid JSON: ${(error as Error).message}`;
      }
    }
    case 'string':
      return value.length > MAX_STRING_CHARS ? `must be at most ${MAX_STRING_CHARS} characters` : null;
  }
}

/** A 400 naming `value` when it does not fit its type. */
export function assertValue(type: ConfigValueType, value: string): void {
  const problem = valueProblem(type, value);
  if (problem) throw badRequest('value', problem);
}
