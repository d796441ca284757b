// What signing in leads to, fetched on the login page once its form works, while the visitor
// types: the signed-in shell's chunk, and the code of the page the user lands on (registry →
// manifest → entry → routes → page chunk: preloadPage.ts). None of it needs the token; the
// sign-in click asks again (a no-op for what has arrived), and a failure only costs the head start.
import { preloadPageCode } from '../federation/preloadPage';

/** The signed-in shell (layout, menu, guard): its own chunk, which a visitor of login never downloads. */
export const loadSignedInApp = () => import(/* webpackChunkName: "shell" */ './SignedInApp');

/** Where a sign-in with nowhere to go back to lands (the shell's index route): the user's own page. */
export const LANDING_PAGE = '/user-center/index';

/** The landing page's code: its own chunk, since most sessions open business pages instead. */
export const loadLandingPage = () => import(/* webpackChunkName: "user-center" */ '../pages/user-center');

/**
 * Starts downloading the shell and the page at `target` (where sign-in leads: targetAfterLogin)
 * in a task of its own: on the sign-in click, after the sign-in request has gone out, since on
 * HTTP/1.1 that request must not queue behind chunks.
 */
export function preloadSignedIn(target: string): void {
  setTimeout(() => {
    loadSignedInApp().catch(() => undefined); // App's lazy() asks again, and shows its failure
    const { pathname } = new URL(target, window.location.origin);
    if (pathname === '/' || pathname === LANDING_PAGE) loadLandingPage().catch(() => undefined);
    else preloadPageCode(target);
  }, 0);
}
