// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealPackage"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDealPackage: build.query<
        ListDealPackageApiResponse,
        ListDealPackageApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["DealPackage"],
      }),
      getDealPackage: build.query<
        GetDealPackageApiResponse,
        GetDealPackageApiArg
      >({
        query: (queryArg) => ({ url: `/deal/package/${queryArg.id}` }),
        providesTags: ["DealPackage"],
      }),
      editDealPackage: build.mutation<
        EditDealPackageApiResponse,
        EditDealPackageApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealPackage"],
      }),
      deleteDealPackage: build.mutation<
        DeleteDealPackageApiResponse,
        DeleteDealPackageApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["DealPackage"],
      }),
      createDealPackage: build.mutation<
        CreateDealPackageApiResponse,
        CreateDealPackageApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealPackage"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealPackageApi };
export type ListDealPackageApiResponse = /** status 200 undefined */ {
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
export type ListDealPackageApiArg = {
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
export type GetDealPackageApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type GetDealPackageApiArg = {
  id: number;
};
export type EditDealPackageApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type EditDealPackageApiArg = {
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
export type DeleteDealPackageApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteDealPackageApiArg = {
  id: number;
};
export type CreateDealPackageApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type CreateDealPackageApiArg = {
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
  useListDealPackageQuery,
  useGetDealPackageQuery,
  useEditDealPackageMutation,
  useDeleteDealPackageMutation,
  useCreateDealPackageMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editDealPackageBody = {
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
export const createDealPackageBody = {
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
