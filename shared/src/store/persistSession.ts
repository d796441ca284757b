import { type Store } from '@reduxjs/toolkit';
import { storeProject, storeToken } from '../auth/storage';
import { storeSettings } from '../settings/settingsSlice';
import { type RootState } from './rootReducer';

/**
 * Mirrors what must survive a reload into browser storage: the token, this tab's
 * project and the settings. Writes only when the value changed, i.e. rarely.
 */
export function persistSession(store: Store<RootState>): () => void {
  let previous = store.getState();
  return store.subscribe(() => {
    const next = store.getState();
    if (next.auth.token !== previous.auth.token) storeToken(next.auth.token);
    if (next.auth.currentProjectCode !== previous.auth.currentProjectCode) storeProject(next.auth.currentProjectCode);
    if (next.settings !== previous.settings) storeSettings(next.settings);
    previous = next;
  });
}
