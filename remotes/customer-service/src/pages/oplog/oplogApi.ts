import {
  type ExportOplogApiArg,
  type ListOplogApiArg,
  type ListOplogApiResponse,
  customerServiceOplogApi,
} from './oplogApi.generated';

/** One operation: a change made through the api, who made it, how it ended. */
export type Operation = ListOplogApiResponse['list'][number];
export type { ExportOplogApiArg, ListOplogApiArg };

export const { useListOplogQuery } = customerServiceOplogApi;
