import { type ListSettingRoleApiArg, type ListSettingRoleApiResponse, settingRoleApi } from './roleApi.generated';

/** A role: a row of this screen. */
export type Role = ListSettingRoleApiResponse['list'][number];

// The roles are read again under the shared 'Role' tag too, which other screens name without
// this one's generated tag: a deleted menu item leaves the grants (menu/menuApi.ts), and a
// staff user's roles change the user counts (user/userApi.ts names both tags).
export const roleApi = settingRoleApi.enhanceEndpoints({
  endpoints: { listSettingRole: { providesTags: ['SettingRole', 'Role'] } },
});

export const { useListSettingRoleQuery, useCreateSettingRoleMutation, useEditSettingRoleMutation, useEditSettingRoleMenusMutation, useDeleteSettingRoleMutation } =
  roleApi;

/** Every role, for a choice of roles (roles are few: one page of the most the api pages). */
export const ALL_ROLES: ListSettingRoleApiArg = { pageNum: 1, pageSize: 100, sortBy: 'id', sortType: 'asc' };
