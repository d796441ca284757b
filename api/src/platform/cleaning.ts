// The browser's request cleaning (cleanParams in shared/src/api/prepareRequest.ts), on the
// server too: at the top level of the query and of a JSON body, strings are trimmed and
// "" / null values are dropped, so "  " filters nothing and a cleared field means "not
// given". And one rule for every route: text that no database column can hold (a NUL
// byte, an unpaired surrogate) is refused with a 400 naming the field, wherever it is
// sent, even in a field the route does not declare.
import type { FastifyInstance } from 'fastify';
import { type FieldProblem, ValidationError } from './errors';

/** A JSON object or a parsed query string (whose prototype is a bare null-prototype object). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

export function cleanParams(params: Record<string, unknown>): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(params)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || value === null || value === undefined) continue;
    cleaned[key] = value;
  }
  return cleaned;
}

/** NUL and unpaired UTF-16 surrogates, which PostgreSQL text and JSON cannot hold. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
export const UNSTORABLE = /[\u0000\p{Cs}]/u;
// eslint-disable-next-line no-control-regex -- likewise
const UNSTORABLE_ALL = /[\u0000\p{Cs}]/gu;

/** `text` with what the database cannot store replaced by U+FFFD. */
export const storable = (text: string) => text.replace(UNSTORABLE_ALL, '\uFFFD');

const MAX_DEPTH = 32;

/** Each field (at any depth, keys included) whose text the database cannot store. */
export function unstorableFields(value: unknown, name = '', found: FieldProblem[] = [], depth = 0): FieldProblem[] {
  const problem = {
    field: storable(name) || 'body',
    message: 'contains a character that is not allowed (a NUL byte or an unpaired surrogate)',
    rule: 'unstorable' as const,
  };
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found.push(problem);
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH)
      value.forEach((item, index) => unstorableFields(item, `${name}[${index}]`, found, depth + 1));
  } else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      const field = name ? `${name}.${key}` : key;
      if (UNSTORABLE.test(key)) found.push({ ...problem, field: storable(field) });
      else unstorableFields(item, field, found, depth + 1);
    }
  }
  return found;
}

export function installRequestCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (isPlainObject(request.query)) request.query = cleanParams(request.query);
    if (isPlainObject(request.body)) request.body = cleanParams(request.body);
    request.sentInput = {
      query: isPlainObject(request.query) ? { ...request.query } : {},
      body: isPlainObject(request.body) ? { ...request.body } : request.body,
    };
    const problems = [request.params, request.query, request.body].flatMap((part) => unstorableFields(part));
    if (problems.length) throw new ValidationError(problems);
  });
}
