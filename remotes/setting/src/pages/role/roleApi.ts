import { api, type ServerMenuItem } from '@backoffice/shared';
import type { ListAnswer, ListRequest } from '@backoffice/shared/list';

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
    listRoles: build.query<ListAnswer<Role>, ListRequest<{ keyword?: string }>>({
      query: (params) => ({ url: '/setting/role/list', params }),
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
  useListRolesQuery,
  useGetGrantableMenuQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useGrantRoleMenusMutation,
  useDeleteRoleMutation,
} = roleApi;

/** Every role, for a choice of roles (roles are few: one page of the most the api pages). */
export const ALL_ROLES: ListRequest<{ keyword?: string }> = { pageNum: 1, pageSize: 100, sortBy: 'id', sortType: 'asc' };
