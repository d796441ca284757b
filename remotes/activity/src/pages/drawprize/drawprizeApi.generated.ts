// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ActivityDrawprize"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listActivityDrawprize: build.query<
        ListActivityDrawprizeApiResponse,
        ListActivityDrawprizeApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/drawprize/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["ActivityDrawprize"],
      }),
      getActivityDrawprize: build.query<
        GetActivityDrawprizeApiResponse,
        GetActivityDrawprizeApiArg
      >({
        query: (queryArg) => ({ url: `/activity/drawprize/${queryArg.id}` }),
        providesTags: ["ActivityDrawprize"],
      }),
      editActivityDrawprize: build.mutation<
        EditActivityDrawprizeApiResponse,
        EditActivityDrawprizeApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/drawprize/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityDrawprize"],
      }),
      deleteActivityDrawprize: build.mutation<
        DeleteActivityDrawprizeApiResponse,
        DeleteActivityDrawprizeApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/drawprize/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ActivityDrawprize"],
      }),
      createActivityDrawprize: build.mutation<
        CreateActivityDrawprizeApiResponse,
        CreateActivityDrawprizeApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/drawprize`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityDrawprize"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as activityDrawprizeApi };
export type ListActivityDrawprizeApiResponse = /** status 200 undefined */ {
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
export type ListActivityDrawprizeApiArg = {
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
export type GetActivityDrawprizeApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type GetActivityDrawprizeApiArg = {
  id: number;
};
export type EditActivityDrawprizeApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type EditActivityDrawprizeApiArg = {
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
export type DeleteActivityDrawprizeApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteActivityDrawprizeApiArg = {
  id: number;
};
export type CreateActivityDrawprizeApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type CreateActivityDrawprizeApiArg = {
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
  useListActivityDrawprizeQuery,
  useGetActivityDrawprizeQuery,
  useEditActivityDrawprizeMutation,
  useDeleteActivityDrawprizeMutation,
  useCreateActivityDrawprizeMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editActivityDrawprizeBody = {
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
export const createActivityDrawprizeBody = {
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
