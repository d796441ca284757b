/** What a refusal's code names: a limit, the allowed values, a status now ({ enum, status })… */
export type ProblemParams = Record<string, unknown>;

/** A field the api rejected (400 answers), for forms to show beside the input. */
export interface FieldError {
  field: string;
  /** the api's English words, for when `rule` is not one the browser words (problems.ts) */
  message: string;
  /** why, as a code: required, maxLength, taken… */
  rule?: string;
  params?: ProblemParams;
}

/** What a failed call rejects with (the `error` of a query or mutation). */
export interface ApiError {
  /** HTTP status, or why no usable answer came */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';
  /** the envelope's code, when the api answered with an envelope */
  code?: number;
  /** the text shown to the user: the refusal in the user's language (problems.ts), else the api's message or the generic fallback */
  message: string;
  errors: FieldError[];
  /** a 401's why, as the api said it: signedOut, disabled or expired */
  reason?: string;
  /** a refusal's code (notFound, status.notAllowed…) and what it names */
  problem?: string;
  params?: ProblemParams;
}

/** `{ code, message, data }` — every /admin-api answer, success or not. */
export interface Envelope<T = unknown> {
  code: number;
  message?: string;
  data: T;
  errors?: FieldError[];
  /** a 401's why the session ended */
  reason?: string;
  problem?: string;
  params?: ProblemParams;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error && 'errors' in error;
}

export function fieldErrorsOf(body: unknown): FieldError[] {
  const errors = isEnvelope(body) ? body.errors : undefined;
  return Array.isArray(errors)
    ? errors
        .filter((entry): entry is FieldError => typeof entry?.field === 'string' && typeof entry?.message === 'string')
        .map(({ field, message, rule, params }) => ({
          field,
          message,
          ...(typeof rule === 'string' && { rule }),
          ...(isParams(params) && { params }),
        }))
    : [];
}

export const isParams = (value: unknown): value is ProblemParams =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an envelope says of its refusal: the fields at fault, its code and what the code names. */
export function refusalOf(body: Envelope): Pick<ApiError, 'errors' | 'problem' | 'params'> {
  return {
    errors: fieldErrorsOf(body),
    ...(typeof body.problem === 'string' && { problem: body.problem }),
    ...(isParams(body.params) && { params: body.params }),
  };
}
