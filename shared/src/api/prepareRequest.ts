import { type FetchArgs } from '@reduxjs/toolkit/query';

type Params = Record<string, unknown>;

/** The default sort every call carries; a screen passing its own sortType/sortBy wins. */
export const DEFAULT_SORT = Object.freeze({ sortType: 'desc', sortBy: 'deleted, create_time' });

/** The project codes a call is scoped by; empty for the `all` project or none chosen. */
export type RequestScope = { projectCode?: string; tenantCode?: string };

/**
 * Request cleaning: strings are trimmed, and empty, null or undefined values are
 * dropped (a search box holding only spaces filters nothing). Top level only: nested
 * objects are the payload's business.
 */
export function cleanParams(params: Params): Params {
  const cleaned: Params = {};
  for (const [key, raw] of Object.entries(params)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || value === null || value === undefined) continue;
    cleaned[key] = value;
  }
  return cleaned;
}

function isPlainObject(value: unknown): value is Params {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Adds the project scope and default sort to a call: in the query string for GET,
 * merged into the JSON body for other methods. A body that is not a plain object (an
 * upload's FormData, a list) is sent untouched and the extras go in the query string.
 */
export function prepareRequest(arg: string | FetchArgs, scope: RequestScope): FetchArgs {
  const request: FetchArgs = typeof arg === 'string' ? { url: arg } : { ...arg };
  const extras: Params = { ...DEFAULT_SORT, ...cleanParams(scope) };
  const params = isPlainObject(request.params) ? cleanParams(request.params) : undefined;
  const method = (request.method ?? 'GET').toUpperCase();

  if (method !== 'GET' && (request.body === undefined || isPlainObject(request.body))) {
    request.body = { ...extras, ...cleanParams(request.body ?? {}) };
    request.params = params;
  } else {
    request.params = { ...extras, ...params };
  }
  return request;
}
