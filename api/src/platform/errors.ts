// Errors a person can act on, answered in the envelope with HTTP status == code; never a
// stack trace (a 500 is logged here and answered with a generic message).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface FieldProblem {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429 | 500,
    message: string,
    readonly errors: FieldProblem[] = [],
    /** a 401's why (sessionEnded): the browser words it in the user's language */
    readonly reason?: SessionEndReason,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 400 naming the fields at fault; what the validator throws too. */
export class ValidationError extends ApiError {
  constructor(errors: FieldProblem[]) {
    super(400, describeProblems(errors), errors);
    this.name = 'ValidationError';
  }
}

export const badRequest = (field: string, message: string) => new ValidationError([{ field, message }]);
export const unauthorized = (message: string) => new ApiError(401, message);

/** Why a session's token opens nothing: signed out (or never signed in), the account disabled, or its lifetime over. */
export const SESSION_END_REASONS = ['signedOut', 'disabled', 'expired'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
/** The 401 of a call whose session is over, saying why (`reason` in the answer). */
export const sessionEnded = (reason: SessionEndReason, message: string) => new ApiError(401, message, [], reason);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
/** A 409 about one field's value (a code already taken): named like a 400's, so forms show it beside the field. */
export const fieldConflict = (field: string, problem: string) =>
  new ApiError(409, `${field} ${problem}`, [{ field, message: problem }]);

/** Text as kept: trimmed whoever calls (the request cleaning trims, a caller of a service may not), never blank (a 400 naming the field). */
export function keptText(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw badRequest(field, 'must not be blank');
  return text;
}

/**
 * A unique index's refusal (PostgreSQL 23505) as the conflict the caller names, any other error
 * as it was: for a write that passed its own check while a second one wrote the same value.
 */
export const onUniqueViolation = (conflict: () => ApiError) => (error: { code?: string }) => {
  throw error.code === '23505' ? conflict() : error;
};

export const INTERNAL_ERROR_MESSAGE = 'Internal error, please try again';

function describeProblems(errors: FieldProblem[]): string {
  const first = errors[0];
  if (!first) return 'The request is not valid';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${first.field} ${first.message}${more}`;
}

/** Fastify's own 4xx (bad JSON, too large, wrong content type, a bad path…) in the api's words, naming the part at fault. */
function frameworkProblem(
  error: FastifyError,
  consumes?: readonly string[],
): { status: number; message: string; errors?: FieldProblem[] } | null {
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  const body = (message: string) => ({ status: 400, message, errors: [{ field: 'body', message }] });
  const path = (message: string) => ({ status: 400, message, errors: [{ field: 'path', message }] });
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return body('The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return body('The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      // a route taking a file says which type it takes
      return body(`Send the request body as ${consumes?.length ? consumes.join(' or ') : 'application/json'}`);
    case 'FST_ERR_BAD_URL':
      return path('The address is not valid: a part of it is not properly encoded text');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return path('The address is not valid: a part of it is too long');
    default:
      // Keep within the statuses the clients know (400…429); anything else reads as 400.
      return { status: [400, 401, 403, 404, 409, 429].includes(status) ? status : 400, message: error.message };
  }
}

/** For Fastify's `frameworkErrors` option: what its router refuses (a badly encoded or too long path) in the envelope too. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem = frameworkProblem(error) ?? { status: 400, message: error.message };
  return sendError(request, reply, problem.status, problem.message, problem.errors);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError)
      return sendError(request, reply, error.statusCode, error.message, error.errors, error.reason);
    const problem = frameworkProblem(
      error,
      (request.routeOptions?.schema as { consumes?: string[] } | undefined)?.consumes,
    );
    if (problem) return sendError(request, reply, problem.status, problem.message, problem.errors);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, INTERNAL_ERROR_MESSAGE);
  });
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  errors: FieldProblem[] = [],
  reason?: SessionEndReason,
) {
  // Kept for the operation log, which records why a change failed.
  request.failure = message;
  const body: Record<string, unknown> = { code: status, message, data: null };
  if (status === 400 || errors.length) body.errors = errors;
  if (reason) body.reason = reason;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
