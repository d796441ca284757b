import { userInfoLoaded } from '@backoffice/shared';
import {
  type ChangeOwnPasswordApiArg,
  type EditOwnProfileApiArg,
  userSettingsApi as generatedUserSettingsApi,
} from './userSettingsApi.generated';

/** PUT /user/profile: a field not sent is cleared. */
export type ProfileBody = EditOwnProfileApiArg['body'];
export type PasswordBody = ChangeOwnPasswordApiArg['body'];

const userSettingsApi = generatedUserSettingsApi.enhanceEndpoints({
  endpoints: {
    editOwnProfile: {
      // The answer is getInfo's shape: show it at once, and let a mounted getInfo ask again.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result?.data) dispatch(userInfoLoaded(result.data));
      },
      invalidatesTags: ['UserInfo'],
    },
  },
});

export const { useEditOwnProfileMutation, useChangeOwnPasswordMutation } = userSettingsApi;
