// What signing in leads to, started while the sign-in request is under way: the signed-in
// shell's chunk, and the code of the page the user lands on (preloadPage.ts). None of it
// needs the token; a failed sign-in only leaves them in the cache.
import { preloadPageCode } from '../federation/preloadPage';

/** The signed-in shell (layout, menu, guard): its own chunk, which a visitor of login never downloads. */
export const loadSignedInApp = () => import(/* webpackChunkName: "shell" */ './SignedInApp');

/**
 * Starts downloading the shell and the page at `target` (where sign-in leads: targetAfterLogin),
 * right after the sign-in request has gone out: that request is the longest step, and on
 * HTTP/1.1 it must not queue behind chunks.
 */
export function preloadSignedIn(target: string): void {
  setTimeout(() => {
    loadSignedInApp().catch(() => undefined); // App's lazy() asks again, and shows its failure
    preloadPageCode(target);
  }, 0);
}
