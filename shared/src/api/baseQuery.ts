import {
  type BaseQueryFn,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryArgs,
  type FetchBaseQueryMeta,
  retry,
} from '@reduxjs/toolkit/query';
import { loggedOut } from '../auth/authSlice';
import { ALL_PROJECTS_CODE } from '../auth/projects';
import { type AuthRootState, selectCurrentProject, selectToken } from '../auth/selectors';
import { sessionEndReason, signInAgain, untilSignedIn } from '../auth/sessionRenewal';
import { translate } from '../i18n/translate';
import { type ApiError, isApiError } from './apiError';
import { API_BASE_URL } from './basePath';
import { interpretResult } from './interpretResult';
import { isSessionCall, isSessionEnd, notifyFailure } from './notifyFailure';
import { prepareRequest, type RequestScope } from './prepareRequest';

/** Every call goes to /admin-api and gives up after 60 s; a failed query is retried once, a second later. */
export { API_BASE_URL };
export const API_TIMEOUT_MS = 60_000;
export const RETRY_DELAY_MS = 1_000;

type Dispatch = Parameters<BaseQueryFn>[1]['dispatch'];

export interface BaseQueryOptions {
  /** what signing out from the session-ended dialog does before the reload; the app's api passes its logout thunk */
  onReLogin?: (dispatch: Dispatch) => void;
  /** injectable because jsdom cannot reload */
  reloadPage?: () => void;
  fetchFn?: FetchBaseQueryArgs['fetchFn'];
}

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  { maxRetries?: number },
  FetchBaseQueryMeta
>;

/**
 * The one base query of /admin-api: scope and clean the call, send it with the token,
 * unwrap the envelope, retry a query once after a second when the server failed or did
 * not answer, and only then tell the user (so a retried call does not toast twice).
 */
export function createBaseQuery({
  onReLogin = (dispatch) => dispatch(loggedOut()),
  reloadPage = () => window.location.reload(),
  fetchFn,
}: BaseQueryOptions = {}): AppBaseQuery {
  const send = fetchBaseQuery({
    baseUrl: API_BASE_URL,
    timeout: API_TIMEOUT_MS,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers, { getState }) => {
      const token = selectToken(getState() as AuthRootState);
      if (token) headers.set('client-token', token);
      return headers;
    },
  });

  const attempt: BaseQueryFn<FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
    request,
    api,
    extra,
  ) => {
    const result = await send(request, api, extra);
    const outcome = interpretResult(result);
    if (outcome.ok) return { data: outcome.data, meta: result.meta };
    // A refusal (4xx, envelope error) will not change on a second try. A change (mutation)
    // is never sent twice: after a 5xx or a timeout it may already have been applied, and
    // a second top-up or deduction would be real money. The one retry is for queries only.
    if (!outcome.retryable || api.type === 'mutation') retry.fail(outcome.error, result.meta);
    return { error: outcome.error, meta: result.meta };
  };

  const withRetry = retry(attempt, { maxRetries: 1, backoff: waitBeforeRetry });

  const sendWithRetry = async (request: FetchArgs, api: Parameters<AppBaseQuery>[1], extraOptions: object) => {
    try {
      return await withRetry(request, api, extraOptions);
    } catch (thrown) {
      // retry() reports a call the page abandoned by throwing; nobody is waiting for it.
      if (api.signal.aborted) return null;
      throw thrown;
    }
  };

  return async (arg, api, extraOptions) => {
    const request = prepareRequest(arg, scopeOf(api.getState() as AuthRootState));
    const sessionCall = isSessionCall(request.url);
    // While the user signs in again, a call waits and goes with the new token.
    if (!sessionCall) await untilSignedIn();
    let result = await sendWithRetry(request, api, extraOptions ?? {});
    if (!result) return { error: noAnswer() };
    if (result.error && isApiError(result.error) && isSessionEnd(result.error, request.url) && !api.signal.aborted) {
      // The session ended under the page: sign in again over it and send the call once more.
      // A 401 is answered before anything is done, so sending a change again is safe.
      const refusedToken = result.meta?.request?.headers.get('client-token') ?? null;
      const again = await signInAgain(api, sessionEndReason(result.error.reason), refusedToken, () => {
        onReLogin(api.dispatch);
        reloadPage();
      });
      if (again) {
        result = await sendWithRetry(request, api, extraOptions ?? {});
        if (!result) return { error: noAnswer() };
      }
    }
    if (!result.error) return { data: result.data, meta: result.meta };
    // retry's own failures (an unexpected throw) are reshaped like the others
    const error = isApiError(result.error) ? result.error : noAnswer();
    if (!api.signal.aborted) notifyFailure(error, request.url, api.type);
    return { error, meta: result.meta };
  };
}

function noAnswer(): ApiError {
  return { status: 'FETCH_ERROR', message: translate('shared.request.requestError'), errors: [] };
}

function scopeOf(state: AuthRootState): RequestScope {
  const project = selectCurrentProject(state);
  if (!project || project.code === ALL_PROJECTS_CODE) return {};
  return { projectCode: project.code, tenantCode: project.tenantCode };
}

/** A fixed one-second pause, cut short if the caller gives up. */
function waitBeforeRetry(_attempt: number, _max: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, RETRY_DELAY_MS);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}
