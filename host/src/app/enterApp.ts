import { Message } from '@arco-design/web-react';
import { type AppStore, recordSignIn, refusalText, translate } from '@backoffice/shared';
import { loadSignedInApp } from './preloadSignedIn';
import type { SignInAnswer } from '../pages/login/postLogin';
import type { UserInfo } from '@backoffice/shared';

/**
 * What follows a sign-in, wherever its form was (the island or the /login route): the session
 * recorded in the store; the menu and the first page's data sent from the shell's chunk while the
 * shell renders, not once it has; the welcome.
 */
export function enterApp(store: AppStore, answer: SignInAnswer, target: string): void {
  store.dispatch(recordSignIn({ token: answer.token, userInfo: answer.userInfo as UserInfo | undefined }));
  const { pathname, search } = new URL(target, window.location.origin);
  loadSignedInApp()
    .then((shell) => shell.startSessionRequests({ pathname, search }, store))
    .catch(() => undefined); // SessionLoader starts them once the shell is there
  Message.clear(); // the failed attempts' toasts are over: only the welcome is left
  Message.success(translate('login.success'));
}

/**
 * A refused sign-in's answer (postLogin's SignInRefused.answer: the api's envelope, or null) in the
 * user's language; '' when the api gave no reason, and the form says its own.
 */
export function wordSignInRefusal(answer: unknown): string {
  return refusalText(translate, answer) || '';
}
