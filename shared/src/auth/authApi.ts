import { logout } from '../api/api';
import { type Action } from '@reduxjs/toolkit';
import {
  type GetServerMenuApiArg,
  type LoginApiArg,
  type LoginApiResponse,
  authApi as generatedAuthApi,
} from './authApi.generated';
import { loggedIn, serverMenuLoaded, userInfoLoaded } from './authSlice';
import { type AuthRootState, selectCurrentRole, selectMenuProjectId } from './selectors';

export type MenuRequest = GetServerMenuApiArg;
export type LoginRequest = LoginApiArg['body'];
export type SignedIn = LoginApiResponse;

/**
 * A sign-in's answer recorded in the store: the token, and who signed in, which comes with it.
 * The session's getInfo finds it cached, and the menu and the first page's data go out at once
 * instead of a round later. (An api from before that answers the token alone, and getInfo asks
 * as it always has.) The login mutation records its answer so; the login page, which signs in
 * without the store before the app has loaded (host/src/pages/login/island.tsx), hands its answer here.
 */
export const recordSignIn =
  ({ token, userInfo }: Pick<SignedIn, 'token'> & Partial<Pick<SignedIn, 'userInfo'>>) =>
  (dispatch: (action: Action) => unknown) => {
    dispatch(loggedIn(token));
    if (userInfo) {
      dispatch(
        generatedAuthApi.util.upsertQueryEntries([{ endpointName: 'getInfo', arg: undefined, value: userInfo }]),
      );
      dispatch(userInfoLoaded(userInfo));
    }
  };

/**
 * The session calls (generated: login, getInfo, getServerMenu, logout), each also recording
 * its answer in the auth slice, so the login page, the route guard and the layout only have
 * to call them. Other screens refresh the user's info by its tag, 'UserInfo'.
 */
export const authApi = generatedAuthApi.enhanceEndpoints({
  endpoints: {
    login: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(recordSignIn(answer.data));
      },
    },
    getInfo: {
      providesTags: ['UserInfo'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(userInfoLoaded(result.data));
      },
    },
    getServerMenu: {
      providesTags: ['ServerMenu'],
      async onQueryStarted({ projectId, role }, { dispatch, getState, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        const state = getState() as unknown as AuthRootState;
        if (result && selectMenuProjectId(state) === projectId && (role ?? null) === selectCurrentRole(state)) {
          dispatch(serverMenuLoaded(result.data));
        }
      },
    },
    logout: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(logout());
      },
    },
  },
});

export const {
  useLoginMutation,
  useGetInfoQuery,
  useLazyGetInfoQuery,
  useGetServerMenuQuery,
  useLazyGetServerMenuQuery,
  useLogoutMutation,
} = authApi;
