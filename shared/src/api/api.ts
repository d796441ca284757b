import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { loggedOut } from '../auth/authSlice';
import { createBaseQuery } from './baseQuery';

/**
 * Cache tags of every area, declared up front so remotes can invalidate each other's
 * lists (a top-up changes a wallet) without the host knowing them. A remote needing a new
 * tag before the next release of this package adds it with
 * `api.enhanceEndpoints({ addTagTypes: [...] })`.
 */
export const TAG_TYPES = [
  'UserInfo',
  'ServerMenu',
  'Dashboard',
  'Drama',
  'Category',
  'Label',
  'Comment',
  'Feedback',
  'FeedbackLabel',
  'User',
  'Wallet',
  'Package',
  'TopupRecord',
  'Coupon',
  'FastPackageTemplate',
  'Activity',
  'ActivityRecord',
  'Prize',
  'Badge',
  'PromotionTask',
  'MessageRecord',
  'MessageTemplate',
  'AdCost',
  'CustomerChat',
  'FrequentReply',
  'Application',
  'OperationLog',
  'SystemUser',
  'Account',
  'Role',
  'Menu',
  'Config',
  'ExportRecord',
] as const;

/** Spec 9 query cache: kept 1 hour once unused, fresh for 4 hours. */
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
 * Ends the session in this tab: clears the auth state (spec 4) and drops every cached
 * answer, which belonged to that user. It lives beside the api because it needs it, and
 * the base query's Re-Login needs it too.
 */
export const logout = () => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
};
