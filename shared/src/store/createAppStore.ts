import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { persistSession } from './persistSession';
import { rootReducer, type RootState } from './rootReducer';

/**
 * The app's store. The host creates exactly one; a remote running standalone creates its
 * own. `preloaded` is for tests and stories.
 */
export function createAppStore(preloaded?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  persistSession(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
