// Errors a person can act on, answered in the envelope with HTTP status == code; never a
// stack trace (a 500 is logged here and answered with a generic message).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a refusal names beside its code, for the browser to word it in the user's language:
 * a limit, the allowed values, the status a row has now ({ enum, status }: a value of the
 * browser's enum of that name), a count…
 */
export type ProblemParams = Record<string, string | number | boolean | readonly (string | number)[]>;

/**
 * Why a field is refused, as a code the browser words (the English `message` stays for api
 * clients and logs). A closed set: a new rule needs its wording in shared/src/api/problems.ts.
 */
export const FIELD_RULES = [
  // the validator's (route schemas)
  'required',
  'blank',
  'type',
  'minLength',
  'maxLength',
  'maxBytes',
  'pattern',
  'format',
  'min',
  'max',
  'minItems',
  'maxItems',
  'enum',
  // the request as a whole: its body, its address, its characters
  'json',
  'tooLarge',
  'mediaType',
  'address',
  'unstorable',
  // a value the data refuses
  'taken',
  'notFound',
  'placement',
  'repeated',
  'incomplete',
  'fixed',
  'oneProject',
  'currentPassword',
  'weakPassword',
  'sameAsCurrent',
  'notUsername',
  'fileType',
  'subtitle',
  'uploadGone',
  'timeZone',
  'locale',
  'future',
  'notPast',
  'tooFarAhead',
  'balance',
  'status',
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

export interface FieldProblem {
  field: string;
  message: string;
  rule?: FieldRule;
  params?: ProblemParams;
}

/** A refusal's code (`scope.chooseProject`, `status.notAllowed`…) and what it names. */
export interface Problem {
  problem: string;
  params?: ProblemParams;
}

export class ApiError extends Error {
  readonly reason?: SessionEndReason;
  readonly problem?: string;
  readonly params?: ProblemParams;

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429 | 500,
    message: string,
    readonly errors: FieldProblem[] = [],
    /** a 401's why (reason, see sessionEnded), or any refusal's code: the browser words them in the user's language */
    more: { reason?: SessionEndReason } & Partial<Problem> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.reason = more.reason;
    this.problem = more.problem;
    this.params = more.params;
  }
}

/** A 400 naming the fields at fault; what the validator throws too. */
export class ValidationError extends ApiError {
  constructor(errors: FieldProblem[]) {
    super(400, describeProblems(errors), errors);
    this.name = 'ValidationError';
  }
}

/** A 400 about one field: its rule and params say it for the browser, the message for everyone else. */
export const badRequest = (field: string, message: string, rule?: FieldRule, params?: ProblemParams) =>
  new ValidationError([{ field, message, ...(rule && { rule }), ...(params && { params }) }]);
export const unauthorized = (message: string, problem?: string) => new ApiError(401, message, [], { problem });

/** Why a session's token opens nothing: signed out (or never signed in), the account disabled, or its lifetime over. */
export const SESSION_END_REASONS = ['signedOut', 'disabled', 'expired'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
/** The 401 of a call whose session is over, saying why (`reason` in the answer). */
export const sessionEnded = (reason: SessionEndReason, message: string) => new ApiError(401, message, [], { reason });
/** A 403; `problem` names which (`permission.missing` and its permission…), for the browser to word it. */
export const forbidden = (message: string, problem?: string, params?: ProblemParams) =>
  new ApiError(403, message, [], { problem, params });
/** A 404: every one is worded alike in the browser ("no longer there, or not in your projects"). */
export const notFound = (message: string) => new ApiError(404, message, [], { problem: 'notFound' });
/** A 409; `problem` names which (`status.notAllowed` and the status now…), for the browser to word it. */
export const conflict = (message: string, problem?: string, params?: ProblemParams) =>
  new ApiError(409, message, [], { problem, params });
/** The 409 of a row whose status forbids the change: names the status it has now, a value of the browser's `enum`. */
export const statusConflict = (message: string, status: { enum: string; status: string | number }) =>
  conflict(message, 'status.notAllowed', status);
/** A 409 about one field's value (a code already taken): named like a 400's, so forms show it beside the field. */
export const fieldConflict = (field: string, problem: string, rule: FieldRule = 'taken', params?: ProblemParams) =>
  new ApiError(409, `${field} ${problem}`, [{ field, message: problem, rule, ...(params && { params }) }]);

/** The 400 of a change that needs one project while the request is made in all of them. */
export const oneProjectOnly = (noun: string) =>
  badRequest(
    'projectCode',
    `must be one project, not all: a${/^[aeiou]/.test(noun) ? 'n' : ''} ${noun} belongs to one project`,
    'oneProject',
  );

/** Text as kept: trimmed whoever calls (the request cleaning trims, a caller of a service may not), never blank (a 400 naming the field). */
export function keptText(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw badRequest(field, 'must not be blank', 'blank');
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
  const body = (message: string, rule: FieldRule, params?: ProblemParams) => ({
    status: 400,
    message,
    errors: [{ field: 'body', message, rule, ...(params && { params }) }],
  });
  const path = (message: string) => ({
    status: 400,
    message,
    errors: [{ field: 'path', message, rule: 'address' as const }],
  });
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return body('The request body is not valid JSON', 'json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return body('The request body is too large', 'tooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      // a route taking a file says which type it takes
      const allowed = consumes?.length ? [...consumes] : ['application/json'];
      return body(`Send the request body as ${allowed.join(' or ')}`, 'mediaType', { allowed });
    }
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
      return sendError(request, reply, error.statusCode, error.message, error.errors, error);
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
  { reason, problem, params }: { reason?: SessionEndReason } & Partial<Problem> = {},
) {
  // Kept for the operation log, which records why a change failed.
  request.failure = message;
  const body: Record<string, unknown> = { code: status, message, data: null };
  if (status === 400 || errors.length) body.errors = errors;
  if (reason) body.reason = reason;
  if (problem) body.problem = problem;
  if (params) body.params = params;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
