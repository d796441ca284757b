import type { ListSettingRoleApiResponse } from '../role/roleApi.generated';
import { type ListSettingUserApiResponse, settingUserApi } from './userApi.generated';

/** A staff user of the back-office: a row of this screen. */
export type StaffUser = ListSettingUserApiResponse['list'][number];
/** A user's roles in one project (only the request's projects are answered and changed). */
export type ProjectRoles = StaffUser['projectRoles'][number];

/** A role to grant. */
export type Role = ListSettingRoleApiResponse['list'][number];
// The roles to grant are the role screen's list, read as one page of every role (ALL_ROLES).
export { useListSettingRoleQuery } from '../role/roleApi.generated';
export { ALL_ROLES } from '../role/roleApi';

// A user's roles count in the roles' user counts: the role lists are read again (the role
// screen's and the roles to grant here, both 'SettingRole'). A change to one's own
// roles changes one's projects and permissions (GET /getInfo, cached under 'UserInfo').
export const staffUserApi = settingUserApi.enhanceEndpoints({
  addTagTypes: ['SettingRole'],
  endpoints: {
    createSettingUser: { invalidatesTags: ['SettingUser', 'SettingRole'] },
    editSettingUser: { invalidatesTags: ['SettingUser', 'SettingRole', 'UserInfo'] },
    // a new password changes nothing a list shows
    resetPasswordSettingUser: { invalidatesTags: [] },
  },
});

export const {
  useListSettingUserQuery,
  useCreateSettingUserMutation,
  useEditSettingUserMutation,
  useDisableSettingUserMutation,
  useEnableSettingUserMutation,
  useResetPasswordSettingUserMutation,
} = staffUserApi;
