import { type ListSettingRoleApiArg, type ListSettingRoleApiResponse, settingRoleApi } from './roleApi.generated';

/** A role: a row of this screen. */
export type Role = ListSettingRoleApiResponse['list'][number];

// Other screens refresh the roles by their tag, 'SettingRole': a deleted menu item leaves the
// grants (menu/menuApi.ts), and a staff user's roles change the user counts (user/userApi.ts).
export const {
  useListSettingRoleQuery,
  useCreateSettingRoleMutation,
  useEditSettingRoleMutation,
  useEditSettingRoleMenusMutation,
  useDeleteSettingRoleMutation,
} = settingRoleApi;

/** Every role, for a choice of roles (roles are few: one page of the most the api pages). */
export const ALL_ROLES: ListSettingRoleApiArg = { pageNum: 1, pageSize: 100, sortBy: 'id', sortType: 'asc' };
