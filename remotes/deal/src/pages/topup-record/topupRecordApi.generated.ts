// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealTopupRecord"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDealTopupRecord: build.query<
        ListDealTopupRecordApiResponse,
        ListDealTopupRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/topup-record/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["DealTopupRecord"],
      }),
      getDealTopupRecord: build.query<
        GetDealTopupRecordApiResponse,
        GetDealTopupRecordApiArg
      >({
        query: (queryArg) => ({ url: `/deal/topup-record/${queryArg.id}` }),
        providesTags: ["DealTopupRecord"],
      }),
      editDealTopupRecord: build.mutation<
        EditDealTopupRecordApiResponse,
        EditDealTopupRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/topup-record/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealTopupRecord"],
      }),
      deleteDealTopupRecord: build.mutation<
        DeleteDealTopupRecordApiResponse,
        DeleteDealTopupRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/topup-record/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["DealTopupRecord"],
      }),
      createDealTopupRecord: build.mutation<
        CreateDealTopupRecordApiResponse,
        CreateDealTopupRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/topup-record`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealTopupRecord"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealTopupRecordApi };
export type ListDealTopupRecordApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    code: string;
    title: string;
    remark: string;
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListDealTopupRecordApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "title"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the title */
  title?: string;
  /** a part of the code */
  code?: string;
};
export type GetDealTopupRecordApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type GetDealTopupRecordApiArg = {
  id: number;
};
export type EditDealTopupRecordApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type EditDealTopupRecordApiArg = {
  id: number;
  body: {
    /** 1..32 lower-case letters, digits and dashes, not starting with a dash; once per project (409 when taken) */
    code: string;
    /** 1..64 characters, kept trimmed (blank is a 400) */
    title: string;
    /** up to 200 characters; empty when not sent */
    remark?: string;
  };
};
export type DeleteDealTopupRecordApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteDealTopupRecordApiArg = {
  id: number;
};
export type CreateDealTopupRecordApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type CreateDealTopupRecordApiArg = {
  body: {
    /** 1..32 lower-case letters, digits and dashes, not starting with a dash; once per project (409 when taken) */
    code: string;
    /** 1..64 characters, kept trimmed (blank is a 400) */
    title: string;
    /** up to 200 characters; empty when not sent */
    remark?: string;
  };
};
export const {
  useListDealTopupRecordQuery,
  useGetDealTopupRecordQuery,
  useEditDealTopupRecordMutation,
  useDeleteDealTopupRecordMutation,
  useCreateDealTopupRecordMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editDealTopupRecordBody = {
  "type": "object",
  "required": [
    "code",
    "title"
  ],
  "properties": {
    "code": {
      "pattern": "^[a-z0-9][a-z0-9-]{0,31}$",
      "type": "string"
    },
    "title": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const createDealTopupRecordBody = {
  "type": "object",
  "required": [
    "code",
    "title"
  ],
  "properties": {
    "code": {
      "pattern": "^[a-z0-9][a-z0-9-]{0,31}$",
      "type": "string"
    },
    "title": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
