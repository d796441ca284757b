import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { AuthRootState } from '../auth/selectors';
import { persistSession } from './persistSession';
import { rootReducer, type RootState } from './rootReducer';

const projectOf = (state: unknown) => (state as AuthRootState).auth.currentProjectCode;

/**
 * Every cached answer belongs to the project it was asked in: when the current project
 * changes (switched by the user, or gone from their projects when their info is read again),
 * the cache is dropped and the mounted queries ask again, in the new project.
 */
const oneProjectCache: Middleware = (store) => (next) => (action) => {
  const before = projectOf(store.getState());
  const result = next(action);
  if (before !== null && before !== projectOf(store.getState())) store.dispatch(api.util.resetApiState());
  return result;
};

/**
 * The app's store. The host creates exactly one; a remote running standalone creates its
 * own. `preloaded` is for tests and stories.
 */
export function createAppStore(preloaded?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    middleware: (getDefault) => getDefault().concat(api.middleware, oneProjectCache),
  });
  persistSession(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
