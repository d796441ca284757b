import { type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { translate } from '../i18n/translate';
import { type ApiError, isEnvelope, refusalOf } from './apiError';
import { wordRefusal } from './problems';

type RawResult = { data?: unknown; error?: FetchBaseQueryError; meta?: FetchBaseQueryMeta };

export type Outcome =
  | { ok: true; data: unknown }
  /** retryable: worth one more try (server fault or no answer), unlike a refusal */
  | { ok: false; error: ApiError; retryable: boolean };

const SUCCESS = 200;

/** Reads one answer of /admin-api: the envelope decides success, not the HTTP status alone. */
export function interpretResult(result: RawResult): Outcome {
  if (!result.error) {
    const body = result.data;
    if (isEnvelope(body) && body.code === SUCCESS) return { ok: true, data: body.data };
    const status = result.meta?.response?.status ?? SUCCESS;
    if (isEnvelope(body)) {
      // An envelope code other than 200 fails the call with the refusal in the user's words, else
      // the api's message, or "Error".
      const refusal = refusalOf(body);
      const message = wordRefusal(translate, refusal) || body.message || translate('shared.request.error');
      return { ok: false, retryable: false, error: { status, code: body.code, message, ...refusal } };
    }
    return { ok: false, retryable: false, error: requestError('PARSING_ERROR') };
  }

  const error = result.error;
  if (typeof error.status === 'number') {
    // The api answers errors with the same envelope and status == code: its refusal in the
    // user's words, else its message.
    const body = error.data;
    const refusal = isEnvelope(body) ? refusalOf(body) : { errors: [] };
    const message =
      (isEnvelope(body) && (wordRefusal(translate, refusal) || body.message)) ||
      translate('shared.request.requestError');
    const code = isEnvelope(body) ? body.code : undefined;
    const reason = isEnvelope(body) && typeof body.reason === 'string' ? body.reason : undefined;
    return {
      ok: false,
      retryable: error.status >= 500,
      error: {
        status: error.status,
        ...(code === undefined ? {} : { code }),
        message,
        ...refusal,
        ...(reason === undefined ? {} : { reason }),
      },
    };
  }
  switch (error.status) {
    case 'PARSING_ERROR': // e.g. a proxy's HTML error page: judge by its HTTP status
      if (error.originalStatus >= 300) {
        return { ok: false, retryable: error.originalStatus >= 500, error: requestError(error.originalStatus) };
      }
      return { ok: false, retryable: false, error: requestError('PARSING_ERROR') };
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { ok: false, retryable: true, error: requestError(error.status) };
    default:
      return { ok: false, retryable: false, error: requestError('FETCH_ERROR') };
  }
}

function requestError(status: ApiError['status']): ApiError {
  return { status, message: translate('shared.request.requestError'), errors: [] };
}
