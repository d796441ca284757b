import { api } from '@backoffice/shared';
import type { ListAnswer, ListRequest } from '@backoffice/shared/list';

/** A user's roles in one project (only the request's projects are answered and changed). */
export interface ProjectRoles {
  projectCode: string;
  roles: string[];
}

export interface StaffUser {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string;
  /** 0 enabled, 1 disabled */
  status: number;
  allProjects: boolean;
  projectRoles: ProjectRoles[];
  /** false when the user also works in a project the caller does not administer: only their roles here may change */
  accountEditable: boolean;
  createTime: string;
}

export type StaffUserFilters = { username?: string; name?: string; status?: number; roleCode?: string };

export interface StaffUserCreate extends Record<string, unknown> {
  username: string;
  name: string;
  email: string;
  phone?: string;
  password: string;
  projectRoles: ProjectRoles[];
}

export type StaffUserEdit = Omit<StaffUserCreate, 'username' | 'password'>;

const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStaffUsers: build.query<ListAnswer<StaffUser>, ListRequest<StaffUserFilters>>({
      query: (params) => ({ url: '/setting/user/list', params }),
      providesTags: ['SystemUser'],
    }),
    createStaffUser: build.mutation<StaffUser, StaffUserCreate>({
      query: (body) => ({ url: '/setting/user', method: 'POST', body }),
      invalidatesTags: ['SystemUser', 'Role'],
    }),
    editStaffUser: build.mutation<StaffUser, { id: number; body: StaffUserEdit }>({
      query: ({ id, body }) => ({ url: `/setting/user/${id}`, method: 'PUT', body }),
      // a change to one's own roles changes one's projects and permissions
      invalidatesTags: ['SystemUser', 'Role', 'UserInfo'],
    }),
    setStaffUserStatus: build.mutation<unknown, { id: number; enable: boolean }>({
      query: ({ id, enable }) => ({ url: `/setting/user/${id}/${enable ? 'enable' : 'disable'}`, method: 'POST', body: {} }),
      invalidatesTags: ['SystemUser'],
    }),
    resetStaffPassword: build.mutation<unknown, { id: number; password: string }>({
      query: ({ id, password }) => ({ url: `/setting/user/${id}/reset-password`, method: 'POST', body: { password } }),
    }),
  }),
});

export const {
  useListStaffUsersQuery,
  useCreateStaffUserMutation,
  useEditStaffUserMutation,
  useSetStaffUserStatusMutation,
  useResetStaffPasswordMutation,
} = userApi;
