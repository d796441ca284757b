import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { loggedOut } from '../auth/authSlice';
import { createBaseQuery } from './baseQuery';

/**
 * The shell's own cache tags. A screen's calls come with their resource's tag (generated
 * beside the page: 'SettingUser', 'SettingRole'…); a screen refreshing another's names that
 * tag after `enhanceEndpoints({ addTagTypes: [...] })`.
 */
export const TAG_TYPES = ['UserInfo', 'ServerMenu', 'ExportRecord'] as const;

/** The query cache: an answer is kept 1 hour once unused and fresh for 4 hours (lists of a working day change slowly; a mutation refreshes what it changes). */
export const KEEP_UNUSED_SECONDS = 3600;
export const FRESH_SECONDS = 4 * 3600;

/**
 * The one RTK Query API of the product. It starts with no endpoints: the auth calls and
 * every remote's calls are added with `api.injectEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ onReLogin: (dispatch) => dispatch(logout()) }),
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  refetchOnMountOrArgChange: FRESH_SECONDS,
  endpoints: () => ({}),
});

/**
 * Ends the session in this tab: clears the auth state (token, user, menu) and drops every cached
 * answer, which belonged to that user. It lives beside the api because it needs it, and
 * signing out from the base query's session-ended dialog needs it too.
 */
export const logout = () => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
};
