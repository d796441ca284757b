// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ActivityList"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listActivityList: build.query<
        ListActivityListApiResponse,
        ListActivityListApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/list/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["ActivityList"],
      }),
      getActivityList: build.query<
        GetActivityListApiResponse,
        GetActivityListApiArg
      >({
        query: (queryArg) => ({ url: `/activity/list/${queryArg.id}` }),
        providesTags: ["ActivityList"],
      }),
      editActivityList: build.mutation<
        EditActivityListApiResponse,
        EditActivityListApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/list/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityList"],
      }),
      deleteActivityList: build.mutation<
        DeleteActivityListApiResponse,
        DeleteActivityListApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/list/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ActivityList"],
      }),
      createActivityList: build.mutation<
        CreateActivityListApiResponse,
        CreateActivityListApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/list`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityList"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as activityListApi };
export type ListActivityListApiResponse = /** status 200 undefined */ {
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
export type ListActivityListApiArg = {
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
export type GetActivityListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type GetActivityListApiArg = {
  id: number;
};
export type EditActivityListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type EditActivityListApiArg = {
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
export type DeleteActivityListApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteActivityListApiArg = {
  id: number;
};
export type CreateActivityListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type CreateActivityListApiArg = {
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
  useListActivityListQuery,
  useGetActivityListQuery,
  useEditActivityListMutation,
  useDeleteActivityListMutation,
  useCreateActivityListMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editActivityListBody = {
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
export const createActivityListBody = {
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
