// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealPackageAward"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDealPackageAward: build.query<
        ListDealPackageAwardApiResponse,
        ListDealPackageAwardApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package-award/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["DealPackageAward"],
      }),
      getDealPackageAward: build.query<
        GetDealPackageAwardApiResponse,
        GetDealPackageAwardApiArg
      >({
        query: (queryArg) => ({ url: `/deal/package-award/${queryArg.id}` }),
        providesTags: ["DealPackageAward"],
      }),
      editDealPackageAward: build.mutation<
        EditDealPackageAwardApiResponse,
        EditDealPackageAwardApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package-award/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealPackageAward"],
      }),
      deleteDealPackageAward: build.mutation<
        DeleteDealPackageAwardApiResponse,
        DeleteDealPackageAwardApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package-award/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["DealPackageAward"],
      }),
      createDealPackageAward: build.mutation<
        CreateDealPackageAwardApiResponse,
        CreateDealPackageAwardApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package-award`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealPackageAward"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealPackageAwardApi };
export type ListDealPackageAwardApiResponse = /** status 200 undefined */ {
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
export type ListDealPackageAwardApiArg = {
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
export type GetDealPackageAwardApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type GetDealPackageAwardApiArg = {
  id: number;
};
export type EditDealPackageAwardApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type EditDealPackageAwardApiArg = {
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
export type DeleteDealPackageAwardApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteDealPackageAwardApiArg = {
  id: number;
};
export type CreateDealPackageAwardApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type CreateDealPackageAwardApiArg = {
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
  useListDealPackageAwardQuery,
  useGetDealPackageAwardQuery,
  useEditDealPackageAwardMutation,
  useDeleteDealPackageAwardMutation,
  useCreateDealPackageAwardMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editDealPackageAwardBody = {
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
export const createDealPackageAwardBody = {
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
