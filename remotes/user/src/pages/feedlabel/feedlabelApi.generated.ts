// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["UserFeedlabel"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listUserFeedlabel: build.query<
        ListUserFeedlabelApiResponse,
        ListUserFeedlabelApiArg
      >({
        query: (queryArg) => ({
          url: `/user/feedlabel/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            description: queryArg.description,
          },
        }),
        providesTags: ["UserFeedlabel"],
      }),
      getUserFeedlabel: build.query<
        GetUserFeedlabelApiResponse,
        GetUserFeedlabelApiArg
      >({
        query: (queryArg) => ({ url: `/user/feedlabel/${queryArg.id}` }),
        providesTags: ["UserFeedlabel"],
      }),
      editUserFeedlabel: build.mutation<
        EditUserFeedlabelApiResponse,
        EditUserFeedlabelApiArg
      >({
        query: (queryArg) => ({
          url: `/user/feedlabel/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["UserFeedlabel"],
      }),
      deleteUserFeedlabel: build.mutation<
        DeleteUserFeedlabelApiResponse,
        DeleteUserFeedlabelApiArg
      >({
        query: (queryArg) => ({
          url: `/user/feedlabel/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["UserFeedlabel"],
      }),
      createUserFeedlabel: build.mutation<
        CreateUserFeedlabelApiResponse,
        CreateUserFeedlabelApiArg
      >({
        query: (queryArg) => ({
          url: `/user/feedlabel`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["UserFeedlabel"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as userFeedlabelApi };
export type ListUserFeedlabelApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    title: string;
    /** #RRGGBB */
    colour: string;
    description: string;
    /** the order labels are offered in, smallest first */
    sort: number;
    /** how many feedback items carry the label */
    feedbackCount: number;
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListUserFeedlabelApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "update_time"
    | "updateTime"
    | "sort"
    | "title"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the title */
  title?: string;
  /** a part of the description */
  description?: string;
};
export type GetUserFeedlabelApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  title: string;
  /** #RRGGBB */
  colour: string;
  description: string;
  /** the order labels are offered in, smallest first */
  sort: number;
  /** how many feedback items carry the label */
  feedbackCount: number;
  createTime: string;
  updateTime: string;
};
export type GetUserFeedlabelApiArg = {
  id: number;
};
export type EditUserFeedlabelApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  title: string;
  /** #RRGGBB */
  colour: string;
  description: string;
  /** the order labels are offered in, smallest first */
  sort: number;
  /** how many feedback items carry the label */
  feedbackCount: number;
  createTime: string;
  updateTime: string;
};
export type EditUserFeedlabelApiArg = {
  id: number;
  body: {
    /** 1..32 characters, kept trimmed (blank is a 400), once per project whatever the case (409 when taken) */
    title: string;
    /** the tag colour as #RRGGBB, e.g. #165DFF (kept in capitals) */
    colour: string;
    /** what the label is for; on an edit, unchanged when not sent */
    description?: string;
    /** 0..9999, smallest first; 0 when created without one, unchanged on an edit without one */
    sort?: number;
  };
};
export type DeleteUserFeedlabelApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteUserFeedlabelApiArg = {
  id: number;
};
export type CreateUserFeedlabelApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  title: string;
  /** #RRGGBB */
  colour: string;
  description: string;
  /** the order labels are offered in, smallest first */
  sort: number;
  /** how many feedback items carry the label */
  feedbackCount: number;
  createTime: string;
  updateTime: string;
};
export type CreateUserFeedlabelApiArg = {
  body: {
    /** 1..32 characters, kept trimmed (blank is a 400), once per project whatever the case (409 when taken) */
    title: string;
    /** the tag colour as #RRGGBB, e.g. #165DFF (kept in capitals) */
    colour: string;
    /** what the label is for; on an edit, unchanged when not sent */
    description?: string;
    /** 0..9999, smallest first; 0 when created without one, unchanged on an edit without one */
    sort?: number;
  };
};
export const {
  useListUserFeedlabelQuery,
  useGetUserFeedlabelQuery,
  useEditUserFeedlabelMutation,
  useDeleteUserFeedlabelMutation,
  useCreateUserFeedlabelMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editUserFeedlabelBody = {
  "type": "object",
  "required": [
    "title",
    "colour"
  ],
  "properties": {
    "title": {
      "minLength": 1,
      "maxLength": 32,
      "type": "string"
    },
    "colour": {
      "pattern": "^#[0-9A-Fa-f]{6}$",
      "type": "string"
    },
    "description": {
      "maxLength": 200,
      "type": "string"
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
      "type": "integer"
    }
  }
} as const;
export const createUserFeedlabelBody = {
  "type": "object",
  "required": [
    "title",
    "colour"
  ],
  "properties": {
    "title": {
      "minLength": 1,
      "maxLength": 32,
      "type": "string"
    },
    "colour": {
      "pattern": "^#[0-9A-Fa-f]{6}$",
      "type": "string"
    },
    "description": {
      "maxLength": 200,
      "type": "string"
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
      "type": "integer"
    }
  }
} as const;
