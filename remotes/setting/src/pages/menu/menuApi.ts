import {
  type EditSettingMenuApiArg,
  type GetSettingMenuTreeApiResponse,
  type ReorderSettingMenuApiArg,
  settingMenuApi,
} from './menuApi.generated';

/** A menu item (module, page or button): a row of this screen, and of the roles' grant tree. */
export type MenuItem = GetSettingMenuTreeApiResponse[number];
export type MenuType = MenuItem['menuType'];
/** What a create or an edit sends. */
export type MenuSave = EditSettingMenuApiArg['body'];
export type ReorderItem = ReorderSettingMenuApiArg['body']['items'][number];

// A menu change shows in the signed-in user's own side menu at once (ServerMenu); the
// roles' grants name menu items, so a deleted item leaves them too (the roles, 'SettingRole').
const CHANGES = { invalidatesTags: ['SettingMenu', 'ServerMenu'] } as const;

export const menuApi = settingMenuApi.enhanceEndpoints({
  addTagTypes: ['SettingRole'],
  endpoints: {
    createSettingMenu: CHANGES,
    editSettingMenu: CHANGES,
    reorderSettingMenu: CHANGES,
    deleteSettingMenu: { invalidatesTags: ['SettingMenu', 'ServerMenu', 'SettingRole'] },
  },
});

export const {
  useGetSettingMenuTreeQuery,
  useCreateSettingMenuMutation,
  useEditSettingMenuMutation,
  useDeleteSettingMenuMutation,
  useReorderSettingMenuMutation,
} = menuApi;

/** An item as the edit body: the api replaces every field, so the unchanged ones are sent too. */
export function bodyOf(item: MenuItem): MenuSave {
  const { parentId, menuName, menuType, url, orderNum, icon, visible, remark, perms } = item;
  return { parentId, menuName, menuType, url, orderNum, icon, visible, remark, perms };
}
