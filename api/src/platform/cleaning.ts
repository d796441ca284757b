// Spec 5 request cleaning, on the server too: at the top level of the query and of a
// JSON body, strings are trimmed and "" / null values are dropped, so "  " filters
// nothing and a cleared field means "not given".
import type { FastifyInstance } from 'fastify';

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

export function installRequestCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (isPlainObject(request.query)) request.query = cleanParams(request.query);
    if (isPlainObject(request.body)) request.body = cleanParams(request.body);
    request.sentInput = {
      query: isPlainObject(request.query) ? { ...request.query } : {},
      body: isPlainObject(request.body) ? { ...request.body } : request.body,
    };
  });
}
