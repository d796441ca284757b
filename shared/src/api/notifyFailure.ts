import { Message } from '@arco-design/web-react';
import { type ApiError } from './apiError';
import { showLogoutDialog } from './logoutDialog';

/** How long an error toast stays: 5 seconds. */
export const ERROR_TOAST_MS = 5000;

// Login and getInfo are how a session starts: a 401 there means "wrong credentials" or
// "token no longer valid", which the login page and the route guard handle themselves
// Logout ends the session anyway, so offering "Re-Login" there makes no sense.
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

/**
 * Tells the user a call failed: an envelope error toasts its message, and its
 * code 401 also opens the logout dialog; an HTTP 401 opens the dialog alone; any other
 * failure toasts the api's message or "Request Error".
 */
export function notifyFailure(
  error: ApiError,
  url: string,
  onReLogin: () => void,
  kind: 'query' | 'mutation' = 'query',
): void {
  const sessionCall = isSessionCall(url);
  if (kind === 'mutation' && formsSaving > 0 && error.errors.length && error.status !== 401) return;
  if (error.status === 401 && !sessionCall) {
    showLogoutDialog(onReLogin);
    return;
  }
  Message.error({ content: error.message, duration: ERROR_TOAST_MS });
  if (error.code === 401 && !sessionCall) showLogoutDialog(onReLogin);
}
