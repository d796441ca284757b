import { api } from '@backoffice/shared';
import type { ListAnswer, ListRequest } from '@backoffice/shared/list';

/** A project (tenant) the back-office serves. */
export interface Account {
  id: number;
  code: string;
  tenantCode: string;
  name: string;
  currency: string;
  timezone: string;
  defaultLocale: string;
  /** 0 enabled, 1 disabled */
  status: number;
  createTime: string;
  updateTime: string;
}

export type AccountFilters = { code?: string; name?: string; status?: number };

/**
 * What a save sends. The tenant code travels as `tenant`: `tenantCode` in a body is the
 * request's own scope, which the base query fills with the current project's.
 */
export interface AccountSave extends Record<string, unknown> {
  code: string;
  tenant: string;
  name: string;
  currency: string;
  timezone: string;
  defaultLocale: string;
  status?: number;
}

// Every change reaches the project switcher too (GET /getInfo is cached under 'UserInfo'):
// a new project is the creator's, a disabled or deleted one leaves everyone's list.
const CHANGED = ['Account', 'UserInfo'] as const;

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAccounts: build.query<ListAnswer<Account>, ListRequest<AccountFilters>>({
      query: (params) => ({ url: '/setting/account/list', params }),
      providesTags: ['Account'],
    }),
    createAccount: build.mutation<Account, AccountSave>({
      query: (body) => ({ url: '/setting/account', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    editAccount: build.mutation<Account, { id: number; body: Omit<AccountSave, 'code' | 'status'> }>({
      query: ({ id, body }) => ({ url: `/setting/account/${id}`, method: 'PUT', body }),
      invalidatesTags: [...CHANGED],
    }),
    setAccountStatus: build.mutation<Account, { id: number; enable: boolean }>({
      query: ({ id, enable }) => ({ url: `/setting/account/${id}/${enable ? 'enable' : 'disable'}`, method: 'POST', body: {} }),
      invalidatesTags: [...CHANGED],
    }),
    deleteAccount: build.mutation<null, number>({
      query: (id) => ({ url: `/setting/account/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const { useListAccountsQuery, useCreateAccountMutation, useEditAccountMutation, useSetAccountStatusMutation, useDeleteAccountMutation } = accountApi;
