import { api } from '@backoffice/shared';
import type { ListAnswer } from '@backoffice/shared/list';

export const VALUE_TYPES = ['string', 'number', 'boolean', 'json'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

/** A configuration entry as the api answers it; `value` is always the text as stored. */
export interface ConfigEntry {
  id: number;
  projectCode: string;
  configKey: string;
  valueType: ValueType;
  value: string;
  description: string;
  updateBy: string;
  updateTime: string;
  createTime: string;
}

/** One line of an entry's history: created, edited or deleted, with the values before and after. */
export interface ConfigChange {
  id: number;
  configId: number;
  projectCode: string;
  action: 'create' | 'edit' | 'delete';
  oldValue: string | null;
  newValue: string | null;
  valueType: ValueType;
  changedBy: string;
  changeTime: string;
}

export interface ConfigValues extends Record<string, unknown> {
  configKey: string;
  valueType: ValueType;
  value: string;
  description?: string;
}

// `projectCode` is in each query's argument only so that switching project is a new cache
// entry; the base query sends the real scope.
type Scoped<T> = T & { projectCode?: string };
const withoutScope = <T extends { projectCode?: string }>({ projectCode: _projectCode, ...params }: T) => params;

const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConfigs: build.query<ListAnswer<ConfigEntry>, Scoped<Record<string, unknown>>>({
      query: (request) => ({ url: '/setting/config/list', params: withoutScope(request) }),
      providesTags: ['Config'],
    }),
    createConfig: build.mutation<ConfigEntry, ConfigValues>({
      query: (body) => ({ url: '/setting/config', method: 'POST', body }),
      invalidatesTags: ['Config'],
    }),
    editConfig: build.mutation<ConfigEntry, { id: number } & Omit<ConfigValues, 'configKey'>>({
      query: ({ id, valueType, value, description }) => ({ url: `/setting/config/${id}`, method: 'PUT', body: { valueType, value, description } }),
      invalidatesTags: ['Config'],
    }),
    deleteConfig: build.mutation<null, number>({
      query: (id) => ({ url: `/setting/config/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Config'],
    }),
    getConfigHistory: build.query<ListAnswer<ConfigChange>, Scoped<{ id: number; pageNum: number; pageSize: number }>>({
      query: ({ id, ...request }) => ({ url: `/setting/config/${id}/history`, params: withoutScope(request) }),
      providesTags: ['Config'],
    }),
  }),
});

export const { useListConfigsQuery, useCreateConfigMutation, useEditConfigMutation, useDeleteConfigMutation, useGetConfigHistoryQuery } = configApi;
