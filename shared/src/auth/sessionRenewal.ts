import { Mutex } from 'async-mutex';
import { type AuthRootState, selectToken, selectUserInfo } from './selectors';

/** Why the api ended a session (the `reason` of its 401); `ended` when it did not say. */
export type SessionEndReason = 'signedOut' | 'disabled' | 'expired' | 'ended';
const REASONS: readonly SessionEndReason[] = ['signedOut', 'disabled', 'expired'];

export function sessionEndReason(reason: unknown): SessionEndReason {
  return REASONS.includes(reason as SessionEndReason) ? (reason as SessionEndReason) : 'ended';
}

/** The sign-in asked for over the page (SessionRenewal draws it). */
export interface PendingRenewal {
  reason: SessionEndReason;
  /** who signs in again: the signed-in user's name, null when this tab never learned it */
  username: string | null;
  /** the token the api refused: any other one ends the wait */
  refusedToken: string | null;
  /** signed in again (here or in another tab): the waiting calls go again with the new token */
  finish(): void;
  /** the user would rather sign out: the page goes to login, the waiting calls fail */
  giveUp(): void;
}

let pending: PendingRenewal | null = null;
const listeners = new Set<() => void>();

function setPending(next: PendingRenewal | null) {
  pending = next;
  listeners.forEach((listener) => listener());
}

export const pendingRenewal = (): PendingRenewal | null => pending;
export function subscribeToRenewal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// One sign-in however many calls fail at once (RTK Query's "re-authorization with a mutex"):
// the first refused call holds the lock while the user signs in; calls refused meanwhile, and
// calls started meanwhile, wait for it and then go with the new token.
const renewal = new Mutex();

/** Resolves once no sign-in is under way: a call waits rather than go with a token known to be refused. */
export const untilSignedIn = (): Promise<void> => renewal.waitForUnlock();

interface Store {
  getState(): unknown;
}

/**
 * After a 401: asks the user to sign in again (unless another call or tab already did) and
 * answers whether the call may go again, i.e. whether the tab now holds another token.
 */
export async function signInAgain(
  store: Store,
  reason: SessionEndReason,
  refusedToken: string | null,
  giveUp: () => void,
): Promise<boolean> {
  const tokenNow = () => selectToken(store.getState() as AuthRootState);
  // signed out meanwhile (here, or in another tab): the page is on its way to login, nothing to ask
  if (!tokenNow()) return false;
  if (renewal.isLocked()) await renewal.waitForUnlock();
  else
    await renewal.runExclusive(async () => {
      // a sign-in that ended a moment ago, here or in another tab, already brought a new token
      if (tokenNow() && tokenNow() !== refusedToken) return;
      await new Promise<void>((resolve) => {
        let settled = false;
        const settle = (then?: () => void) => {
          if (settled) return;
          settled = true;
          then?.();
          setPending(null);
          resolve();
        };
        setPending({
          reason,
          username: selectUserInfo(store.getState() as AuthRootState)?.account ?? null,
          refusedToken,
          finish: () => settle(),
          giveUp: () => settle(giveUp),
        });
      });
    });
  const token = tokenNow();
  return token !== null && token !== refusedToken;
}
