import { Message } from '@arco-design/web-react';
import { type ApiError } from './apiError';
import { showLogoutDialog } from './logoutDialog';

/** Spec 9: error toasts stay 5 seconds. */
export const ERROR_TOAST_MS = 5000;

// Login and getInfo are how a session starts: a 401 there means "wrong credentials" or
// "token no longer valid", which the login page and the route guard handle themselves
// (spec 8). Logout ends the session anyway, so offering "Re-Login" there makes no sense.
const SESSION_CALL = /^\/?(login|getInfo|logout)(\?|$)/;

export function isSessionCall(url: string): boolean {
  return SESSION_CALL.test(url);
}

/**
 * Tells the user a call failed (spec 8): an envelope error toasts its message, and its
 * code 401 also opens the logout dialog; an HTTP 401 opens the dialog alone; any other
 * failure toasts the api's message or "Request Error".
 */
export function notifyFailure(error: ApiError, url: string, onReLogin: () => void): void {
  const sessionCall = isSessionCall(url);
  if (error.status === 401 && !sessionCall) {
    showLogoutDialog(onReLogin);
    return;
  }
  Message.error({ content: error.message, duration: ERROR_TOAST_MS });
  if (error.code === 401 && !sessionCall) showLogoutDialog(onReLogin);
}
