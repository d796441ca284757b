// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealFastpackagetemplate"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDealFastpackagetemplate: build.query<
        ListDealFastpackagetemplateApiResponse,
        ListDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["DealFastpackagetemplate"],
      }),
      getDealFastpackagetemplate: build.query<
        GetDealFastpackagetemplateApiResponse,
        GetDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/${queryArg.id}`,
        }),
        providesTags: ["DealFastpackagetemplate"],
      }),
      editDealFastpackagetemplate: build.mutation<
        EditDealFastpackagetemplateApiResponse,
        EditDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealFastpackagetemplate"],
      }),
      deleteDealFastpackagetemplate: build.mutation<
        DeleteDealFastpackagetemplateApiResponse,
        DeleteDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["DealFastpackagetemplate"],
      }),
      createDealFastpackagetemplate: build.mutation<
        CreateDealFastpackagetemplateApiResponse,
        CreateDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealFastpackagetemplate"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealFastpackagetemplateApi };
export type ListDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ {
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
export type ListDealFastpackagetemplateApiArg = {
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
export type GetDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    code: string;
    title: string;
    remark: string;
    createTime: string;
    updateTime: string;
  };
export type GetDealFastpackagetemplateApiArg = {
  id: number;
};
export type EditDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    code: string;
    title: string;
    remark: string;
    createTime: string;
    updateTime: string;
  };
export type EditDealFastpackagetemplateApiArg = {
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
export type DeleteDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteDealFastpackagetemplateApiArg = {
  id: number;
};
export type CreateDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    code: string;
    title: string;
    remark: string;
    createTime: string;
    updateTime: string;
  };
export type CreateDealFastpackagetemplateApiArg = {
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
  useListDealFastpackagetemplateQuery,
  useGetDealFastpackagetemplateQuery,
  useEditDealFastpackagetemplateMutation,
  useDeleteDealFastpackagetemplateMutation,
  useCreateDealFastpackagetemplateMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editDealFastpackagetemplateBody = {
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
export const createDealFastpackagetemplateBody = {
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
