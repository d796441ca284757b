import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectToken } from './selectors';
import { pendingRenewal, subscribeToRenewal } from './sessionRenewal';

// Loaded on first need: most sessions never end under the user's hands.
const SessionRenewalDialog = lazy(() => import('./SessionRenewalDialog'));

/**
 * Where the sign-in over the page appears when a call finds the session ended (the base query
 * asks for it). A token from another tab's sign-in ends it without a word; another tab's
 * sign-out ends it as signing out here would.
 */
export function SessionRenewal() {
  const renewal = useSyncExternalStore(subscribeToRenewal, pendingRenewal, () => null);
  const token = useAppSelector(selectToken);
  useEffect(() => {
    if (!renewal || token === renewal.refusedToken) return;
    if (token) renewal.finish();
    else renewal.giveUp();
  }, [renewal, token]);
  if (!renewal) return null;
  return (
    <Suspense fallback={null}>
      <SessionRenewalDialog renewal={renewal} />
    </Suspense>
  );
}
