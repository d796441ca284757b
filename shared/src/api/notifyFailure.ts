import { Message } from '@arco-design/web-react';
import { type ApiError } from './apiError';

/** How long an error toast stays: 5 seconds. */
export const ERROR_TOAST_MS = 5000;

// Login and getInfo are how a session starts: a 401 there means "wrong credentials" or
// "token no longer valid", which the login page and the route guard handle themselves.
// Logout ends the session anyway, so asking to sign in again there makes no sense.
const SESSION_CALL = /^\/?(login|getInfo|logout)(\?|$)/;

export function isSessionCall(url: string): boolean {
  return SESSION_CALL.test(url);
}

let formsSaving = 0;

/**
 * Runs a form's save. Meanwhile a change refused with field errors is the form's to tell:
 * it names each field by its label, in the user's language, where the api's own message
 * starts with the field's internal name ("configKey support.email already exists…").
 */
export async function whileFormSaves<T>(save: () => Promise<T>): Promise<T> {
  formsSaving += 1;
  try {
    return await save();
  } finally {
    formsSaving -= 1;
  }
}

/** A 401 of a call made with a session (not signing in): the session ended. */
export function isSessionEnd(error: ApiError, url: string): boolean {
  return (error.status === 401 || error.code === 401) && !isSessionCall(url);
}

/**
 * Tells the user a call failed: a toast of the api's message, or "Request Error". A call
 * refused because the session ended says nothing: the sign-in over the page said why, and
 * the page is on its way to the login page.
 */
export function notifyFailure(error: ApiError, url: string, kind: 'query' | 'mutation' = 'query'): void {
  if (kind === 'mutation' && formsSaving > 0 && error.errors.length && error.status !== 401) return;
  if (isSessionEnd(error, url)) return;
  Message.error({ content: error.message, duration: ERROR_TOAST_MS });
}
