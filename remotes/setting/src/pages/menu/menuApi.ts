import { api, type ServerMenuItem } from '@backoffice/shared';

export type MenuItem = ServerMenuItem;
export type MenuType = MenuItem['menuType'];

/** What POST /setting/menu and PUT /setting/menu/:id take. */
export interface MenuValues extends Record<string, unknown> {
  parentId: number;
  menuName: string;
  menuType: MenuType;
  url?: string;
  orderNum?: number;
  icon?: string;
  visible?: '0' | '1';
  remark?: string;
  perms?: string;
}

export interface ReorderItem {
  id: number;
  parentId: number;
  orderNum: number;
}

// A menu change shows in the signed-in user's own side menu at once (ServerMenu); the
// roles' grants name menu items, so a deleted item leaves them too (Role).
const CHANGED = ['Menu', 'ServerMenu'] as const;

const menuApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Every item (hidden ones and buttons too), flat: the screen builds the tree.
    getMenuItems: build.query<MenuItem[], void>({
      query: () => ({ url: '/setting/menu/tree' }),
      providesTags: ['Menu'],
    }),
    createMenuItem: build.mutation<MenuItem, MenuValues>({
      query: (body) => ({ url: '/setting/menu', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    updateMenuItem: build.mutation<MenuItem, MenuValues & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/setting/menu/${id}`, method: 'PUT', body }),
      invalidatesTags: [...CHANGED],
    }),
    deleteMenuItem: build.mutation<null, number>({
      query: (id) => ({ url: `/setting/menu/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CHANGED, 'Role'],
    }),
    reorderMenu: build.mutation<null, ReorderItem[]>({
      query: (items) => ({ url: '/setting/menu/reorder', method: 'POST', body: { items } }),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const { useGetMenuItemsQuery, useCreateMenuItemMutation, useUpdateMenuItemMutation, useDeleteMenuItemMutation, useReorderMenuMutation } =
  menuApi;

/** An item as the edit body: the api replaces every field, so the unchanged ones are sent too. */
export function bodyOf(item: MenuItem): MenuValues {
  const { parentId, menuName, menuType, url, orderNum, icon, visible, remark, perms } = item;
  return { parentId, menuName, menuType, url, orderNum, icon, visible, remark, perms };
}
