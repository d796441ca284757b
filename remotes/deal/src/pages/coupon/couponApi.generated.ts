// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealCoupon"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDealCoupon: build.query<
        ListDealCouponApiResponse,
        ListDealCouponApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["DealCoupon"],
      }),
      getDealCoupon: build.query<GetDealCouponApiResponse, GetDealCouponApiArg>(
        {
          query: (queryArg) => ({ url: `/deal/coupon/${queryArg.id}` }),
          providesTags: ["DealCoupon"],
        },
      ),
      editDealCoupon: build.mutation<
        EditDealCouponApiResponse,
        EditDealCouponApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealCoupon"],
      }),
      deleteDealCoupon: build.mutation<
        DeleteDealCouponApiResponse,
        DeleteDealCouponApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["DealCoupon"],
      }),
      createDealCoupon: build.mutation<
        CreateDealCouponApiResponse,
        CreateDealCouponApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealCoupon"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealCouponApi };
export type ListDealCouponApiResponse = /** status 200 undefined */ {
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
export type ListDealCouponApiArg = {
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
export type GetDealCouponApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type GetDealCouponApiArg = {
  id: number;
};
export type EditDealCouponApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type EditDealCouponApiArg = {
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
export type DeleteDealCouponApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteDealCouponApiArg = {
  id: number;
};
export type CreateDealCouponApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  remark: string;
  createTime: string;
  updateTime: string;
};
export type CreateDealCouponApiArg = {
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
  useListDealCouponQuery,
  useGetDealCouponQuery,
  useEditDealCouponMutation,
  useDeleteDealCouponMutation,
  useCreateDealCouponMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editDealCouponBody = {
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
export const createDealCouponBody = {
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
