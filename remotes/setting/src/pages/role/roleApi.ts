import { api, type ServerMenuItem } from '@backoffice/shared';

export interface Role {
  id: number;
  code: string;
  name: string;
  remark: string;
  /** 0 enabled, 1 disabled */
  status: 0 | 1;
  /** users holding the role in any project */
  userCount: number;
  /** the M/C/F menu items granted */
  menuIds: number[];
}

export interface RoleValues extends Record<string, unknown> {
  code: string;
  name: string;
  remark?: string;
  status: 0 | 1;
}

const roleApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Roles are few and global: the api answers them all at once, unpaged.
    getRoles: build.query<Role[], void>({
      query: () => ({ url: '/setting/role/list' }),
      providesTags: ['Role'],
    }),
    // The whole menu (hidden items and buttons too), for the permission tree.
    getGrantableMenu: build.query<ServerMenuItem[], void>({
      query: () => ({ url: '/setting/menu/tree' }),
      providesTags: ['Menu'],
    }),
    createRole: build.mutation<Role, RoleValues>({
      query: (body) => ({ url: '/setting/role', method: 'POST', body }),
      invalidatesTags: ['Role'],
    }),
    updateRole: build.mutation<Role, RoleValues & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/setting/role/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Role'],
    }),
    grantRoleMenus: build.mutation<Role, { id: number; menuIds: number[] }>({
      query: ({ id, menuIds }) => ({ url: `/setting/role/${id}/menus`, method: 'PUT', body: { menuIds } }),
      invalidatesTags: ['Role'],
    }),
    deleteRole: build.mutation<null, number>({
      query: (id) => ({ url: `/setting/role/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Role'],
    }),
  }),
});

export const {
  useGetRolesQuery,
  useGetGrantableMenuQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useGrantRoleMenusMutation,
  useDeleteRoleMutation,
} = roleApi;
