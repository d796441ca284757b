import { api, userInfoLoaded, type UserInfo } from '@backoffice/shared';

/** PUT /user/profile (api/src/modules/user/user.schemas.ts ProfileBody): a field not sent is cleared. */
export interface ProfileBody {
  name: string;
  email: string;
  phone?: string;
  introduction?: string;
  personalWebsite?: string;
  jobName?: string;
  organizationName?: string;
  locationName?: string;
}

export interface PasswordBody {
  oldPassword: string;
  newPassword: string;
}

const userSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserInfo, ProfileBody>({
      query: (body) => ({ url: '/user/profile', method: 'PUT', body }),
      // The answer is getInfo's shape: show it at once, and let a mounted getInfo ask again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result?.data) return;
        dispatch(userInfoLoaded(result.data));
      },
      invalidatesTags: ['UserInfo'],
    }),
    changePassword: build.mutation<{ revokedSessions: number }, PasswordBody>({
      query: (body) => ({ url: '/user/password', method: 'POST', body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = userSettingsApi;
