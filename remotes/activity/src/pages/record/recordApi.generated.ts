// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ActivityRecord"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listActivityRecord: build.query<
        ListActivityRecordApiResponse,
        ListActivityRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/record/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["ActivityRecord"],
      }),
      getActivityRecord: build.query<
        GetActivityRecordApiResponse,
        GetActivityRecordApiArg
      >({
        query: (queryArg) => ({ url: `/activity/record/${queryArg.id}` }),
        providesTags: ["ActivityRecord"],
      }),
      editActivityRecord: build.mutation<
        EditActivityRecordApiResponse,
        EditActivityRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/record/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityRecord"],
      }),
      deleteActivityRecord: build.mutation<
        DeleteActivityRecordApiResponse,
        DeleteActivityRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/record/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ActivityRecord"],
      }),
      createActivityRecord: build.mutation<
        CreateActivityRecordApiResponse,
        CreateActivityRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/record`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityRecord"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as activityRecordApi };
export type ListActivityRecordApiResponse = /** status 200 undefined */ {
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
export type ListActivityRecordApiArg = {
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
export type GetActivityRecordApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type GetActivityRecordApiArg = {
  id: number;
};
export type EditActivityRecordApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type EditActivityRecordApiArg = {
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
export type DeleteActivityRecordApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteActivityRecordApiArg = {
  id: number;
};
export type CreateActivityRecordApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type CreateActivityRecordApiArg = {
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
  useListActivityRecordQuery,
  useGetActivityRecordQuery,
  useEditActivityRecordMutation,
  useDeleteActivityRecordMutation,
  useCreateActivityRecordMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editActivityRecordBody = {
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
export const createActivityRecordBody = {
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
