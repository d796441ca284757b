import { type Store } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { loggedIn, loggedOut } from '../auth/authSlice';
import { forgetToken, readStoredToken, storeProject, storeToken, TOKEN_STORAGE_KEY } from '../auth/storage';
import { storeSettings } from '../settings/settingsSlice';
import { type RootState } from './rootReducer';

/**
 * Mirrors what must survive a reload into browser storage: the token, this tab's
 * project and the settings. Writes only when the value changed, i.e. rarely. And follows
 * the other tabs: the token is the browser's, one session for every tab.
 */
export function persistSession(store: Store<RootState>): () => void {
  let previous = store.getState();
  const unsubscribe = store.subscribe(() => {
    const next = store.getState();
    if (next.auth.token !== previous.auth.token) {
      if (next.auth.token) storeToken(next.auth.token);
      else forgetToken(previous.auth.token);
    }
    if (next.auth.currentProjectCode !== previous.auth.currentProjectCode) storeProject(next.auth.currentProjectCode);
    if (next.settings !== previous.settings) storeSettings(next.settings);
    previous = next;
  });
  const stopFollowing = followOtherTabs(store);
  return () => {
    unsubscribe();
    stopFollowing();
  };
}

/**
 * The storage event tells a tab what another tab of the browser wrote: a sign-in there gives
 * this tab the new token (no stale token, and a sign-in asked for here ends: SessionRenewal);
 * a sign-out there signs this tab out too.
 */
function followOtherTabs(store: Store<RootState>): () => void {
  if (typeof window === 'undefined') return () => undefined; // drawn at build time
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return; // null: the storage was cleared
    const token = readStoredToken();
    const mine = store.getState().auth.token;
    if (token === mine) return;
    if (token) {
      store.dispatch(loggedIn(token));
      // the user's info is read again with it: roles or projects may have changed since
      if (mine) store.dispatch(api.util.invalidateTags(['UserInfo']));
    } else {
      store.dispatch(loggedOut());
      store.dispatch(api.util.resetApiState());
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
