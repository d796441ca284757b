import { api, logout } from '../api/api';
import { loggedIn, serverMenuLoaded, userInfoLoaded } from './authSlice';
import { type AuthRootState, selectCurrentRole, selectMenuProjectId } from './selectors';
import { type ServerMenuItem, type UserInfo } from './types';

export interface MenuRequest {
  projectId: number;
  role?: string;
}

export interface LoginRequest {
  username: string;
  password: string;
}

/**
 * The session calls: login, getInfo, the user's menu and logout. Each one also records its
 * answer in the auth slice, so the login page, the route guard and the layout only have to
 * call them.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<string, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (data: { token: string }) => data.token,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: token } = await queryFulfilled.catch(() => ({ data: null }));
        if (token) dispatch(loggedIn(token));
      },
    }),
    getInfo: build.query<UserInfo, void>({
      query: () => '/getInfo',
      providesTags: ['UserInfo'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(userInfoLoaded(result.data));
      },
    }),
    // The menu of a project as one of the user's roles there ("switch roles" changes it).
    getUserMenu: build.query<ServerMenuItem[], MenuRequest>({
      query: ({ projectId, role }) => ({ url: '/sysmenu/user/search', params: { projectId, role } }),
      providesTags: ['ServerMenu'],
      async onQueryStarted({ projectId, role }, { dispatch, getState, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        // A menu that arrives after the user switched project or role belongs to the old one.
        const state = getState() as unknown as AuthRootState;
        if (result && selectMenuProjectId(state) === projectId && (role ?? null) === selectCurrentRole(state)) {
          dispatch(serverMenuLoaded(result.data));
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      // The session ends here whatever the server says: the user asked to leave.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(logout());
      },
    }),
  }),
});

export const { useLoginMutation, useGetInfoQuery, useLazyGetInfoQuery, useGetUserMenuQuery, useLazyGetUserMenuQuery, useLogoutMutation } =
  authApi;
