// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ActivityMedalconfig"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listActivityMedalconfig: build.query<
        ListActivityMedalconfigApiResponse,
        ListActivityMedalconfigApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["ActivityMedalconfig"],
      }),
      getActivityMedalconfig: build.query<
        GetActivityMedalconfigApiResponse,
        GetActivityMedalconfigApiArg
      >({
        query: (queryArg) => ({ url: `/activity/medalconfig/${queryArg.id}` }),
        providesTags: ["ActivityMedalconfig"],
      }),
      editActivityMedalconfig: build.mutation<
        EditActivityMedalconfigApiResponse,
        EditActivityMedalconfigApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityMedalconfig"],
      }),
      deleteActivityMedalconfig: build.mutation<
        DeleteActivityMedalconfigApiResponse,
        DeleteActivityMedalconfigApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ActivityMedalconfig"],
      }),
      createActivityMedalconfig: build.mutation<
        CreateActivityMedalconfigApiResponse,
        CreateActivityMedalconfigApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityMedalconfig"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as activityMedalconfigApi };
export type ListActivityMedalconfigApiResponse = /** status 200 undefined */ {
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
export type ListActivityMedalconfigApiArg = {
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
export type GetActivityMedalconfigApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type GetActivityMedalconfigApiArg = {
  id: number;
};
export type EditActivityMedalconfigApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type EditActivityMedalconfigApiArg = {
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
export type DeleteActivityMedalconfigApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteActivityMedalconfigApiArg = {
  id: number;
};
export type CreateActivityMedalconfigApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type CreateActivityMedalconfigApiArg = {
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
  useListActivityMedalconfigQuery,
  useGetActivityMedalconfigQuery,
  useEditActivityMedalconfigMutation,
  useDeleteActivityMedalconfigMutation,
  useCreateActivityMedalconfigMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editActivityMedalconfigBody = {
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
export const createActivityMedalconfigBody = {
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
