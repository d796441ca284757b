import { logout } from '../api/api';
import { type GetServerMenuApiArg, type LoginApiArg, authApi as generatedAuthApi } from './authApi.generated';
import { loggedIn, serverMenuLoaded, userInfoLoaded } from './authSlice';
import { type AuthRootState, selectCurrentRole, selectMenuProjectId } from './selectors';

export type MenuRequest = GetServerMenuApiArg;
export type LoginRequest = LoginApiArg['body'];

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
        if (!answer) return;
        const { token, userInfo } = answer.data;
        dispatch(loggedIn(token));
        // Who signed in comes with the token: the session's getInfo finds it cached, and the
        // menu and the first page's data go out at once instead of a round later. (An api
        // from before that answers the token alone, and getInfo asks as it always has.)
        if (userInfo) {
          dispatch(
            generatedAuthApi.util.upsertQueryEntries([{ endpointName: 'getInfo', arg: undefined, value: userInfo }]),
          );
          dispatch(userInfoLoaded(userInfo));
        }
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
