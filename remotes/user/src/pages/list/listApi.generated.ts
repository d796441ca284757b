// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["UserList"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listUserList: build.query<ListUserListApiResponse, ListUserListApiArg>({
        query: (queryArg) => ({
          url: `/user/list/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            username: queryArg.username,
            email: queryArg.email,
            phone: queryArg.phone,
            userCode: queryArg.userCode,
            country: queryArg.country,
            vip: queryArg.vip,
            source: queryArg.source,
            registeredFrom: queryArg.registeredFrom,
            registeredTo: queryArg.registeredTo,
          },
        }),
        providesTags: ["UserList"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as userListApi };
export type ListUserListApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    userCode: string;
    username: string;
    email: string;
    phone: string;
    avatar: string;
    country: string;
    /** 1 VIP */
    vip: number;
    /** 0 woman, 1 man */
    gender: number;
    source: string;
    /** the coin balance of the wallet */
    coins: number;
    /** registered */
    createTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListUserListApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** comma list of sortable names; default "deleted, create_time" */
  sortBy?: string;
  sortType?: "asc" | "desc";
  /** a part of the username */
  username?: string;
  /** a part of the email */
  email?: string;
  /** a part of the phone number */
  phone?: string;
  /** a part of the user code */
  userCode?: string;
  /** an ISO 3166 country code such as US */
  country?: string;
  /** 1 VIP */
  vip?: 0 | 1;
  /** where the user signed up: google, facebook, tiktok, apple, guest */
  source?: string;
  registeredFrom?: string;
  registeredTo?: string;
};
export const { useListUserListQuery } = injectedRtkApi;
