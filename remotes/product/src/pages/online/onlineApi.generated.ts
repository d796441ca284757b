// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ProductOnline"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProductOnline: build.query<
        ListProductOnlineApiResponse,
        ListProductOnlineApiArg
      >({
        query: (queryArg) => ({
          url: `/product/online/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            keyword: queryArg.keyword,
          },
        }),
        providesTags: ["ProductOnline"],
      }),
      listProductOnlineSchedule: build.query<
        ListProductOnlineScheduleApiResponse,
        ListProductOnlineScheduleApiArg
      >({
        query: (queryArg) => ({
          url: `/product/online/schedule/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            state: queryArg.state,
            action: queryArg.action,
            dramaId: queryArg.dramaId,
            keyword: queryArg.keyword,
          },
        }),
        providesTags: ["ProductOnline"],
      }),
      scheduleProductOnline: build.mutation<
        ScheduleProductOnlineApiResponse,
        ScheduleProductOnlineApiArg
      >({
        query: (queryArg) => ({
          url: `/product/online/schedule`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductOnline"],
      }),
      cancelProductOnlineSchedule: build.mutation<
        CancelProductOnlineScheduleApiResponse,
        CancelProductOnlineScheduleApiArg
      >({
        query: (queryArg) => ({
          url: `/product/online/schedule/${queryArg.id}/cancel`,
          method: "POST",
        }),
        invalidatesTags: ["ProductOnline"],
      }),
      onlineProductOnline: build.mutation<
        OnlineProductOnlineApiResponse,
        OnlineProductOnlineApiArg
      >({
        query: (queryArg) => ({
          url: `/product/online/${queryArg.id}/online`,
          method: "POST",
        }),
        invalidatesTags: ["ProductOnline"],
      }),
      offlineProductOnline: build.mutation<
        OfflineProductOnlineApiResponse,
        OfflineProductOnlineApiArg
      >({
        query: (queryArg) => ({
          url: `/product/online/${queryArg.id}/offline`,
          method: "POST",
        }),
        invalidatesTags: ["ProductOnline"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as productOnlineApi };
export type ListProductOnlineApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    code: string;
    name: string;
    episodeCount: number;
    /** 2 draft, 0 online, 1 offline */
    status: 2 | 0 | 1;
    /** since when it is online (its last move online); null if never recorded */
    onlineTime: string | null;
    /** the drama's project's time zone (IANA), in which runAtLocal is */
    timeZone: string;
    /** the change scheduled for it, at most one */
    pendingChange: {
      id: number;
      projectCode: string;
      dramaId: number;
      dramaCode: string;
      dramaName: string;
      /** online: put online; offline: take offline */
      action: "online" | "offline";
      /** when it is due, in UTC */
      runAt: string;
      /** the same instant as a local date and time in timeZone, e.g. 2026-05-01T20:00:00 */
      runAtLocal: string;
      /** the drama's project's time zone (IANA), in which runAtLocal is */
      timeZone: string;
      /** pending (waiting for its time), done, failed (its reason in outcome), cancelled */
      state: "pending" | "done" | "failed" | "cancelled";
      /** what happened: why it failed or who cancelled it; empty while pending */
      outcome: string;
      /** the account that scheduled it (in whose name it runs) */
      createdBy: string;
      createTime: string;
      updateTime: string;
    } | null;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListProductOnlineApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "online_time" */
  sortBy?:
    | "online_time"
    | "onlineTime"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the name or of the code, in any case */
  keyword?: string;
};
export type ListProductOnlineScheduleApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    dramaId: number;
    dramaCode: string;
    dramaName: string;
    /** online: put online; offline: take offline */
    action: "online" | "offline";
    /** when it is due, in UTC */
    runAt: string;
    /** the same instant as a local date and time in timeZone, e.g. 2026-05-01T20:00:00 */
    runAtLocal: string;
    /** the drama's project's time zone (IANA), in which runAtLocal is */
    timeZone: string;
    /** pending (waiting for its time), done, failed (its reason in outcome), cancelled */
    state: "pending" | "done" | "failed" | "cancelled";
    /** what happened: why it failed or who cancelled it; empty while pending */
    outcome: string;
    /** the account that scheduled it (in whose name it runs) */
    createdBy: string;
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListProductOnlineScheduleApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** pending (waiting for its time), done, failed (its reason in outcome), cancelled */
  state?: "pending" | "done" | "failed" | "cancelled";
  /** online: put online; offline: take offline */
  action?: "online" | "offline";
  /** one drama's changes */
  dramaId?: number;
  /** a part of the drama's name or code, in any case */
  keyword?: string;
};
export type ScheduleProductOnlineApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  dramaId: number;
  dramaCode: string;
  dramaName: string;
  /** online: put online; offline: take offline */
  action: "online" | "offline";
  /** when it is due, in UTC */
  runAt: string;
  /** the same instant as a local date and time in timeZone, e.g. 2026-05-01T20:00:00 */
  runAtLocal: string;
  /** the drama's project's time zone (IANA), in which runAtLocal is */
  timeZone: string;
  /** pending (waiting for its time), done, failed (its reason in outcome), cancelled */
  state: "pending" | "done" | "failed" | "cancelled";
  /** what happened: why it failed or who cancelled it; empty while pending */
  outcome: string;
  /** the account that scheduled it (in whose name it runs) */
  createdBy: string;
  createTime: string;
  updateTime: string;
  /** the change that was waiting for the drama, now cancelled; null if none */
  replaced: {
    id: number;
    projectCode: string;
    dramaId: number;
    dramaCode: string;
    dramaName: string;
    /** online: put online; offline: take offline */
    action: "online" | "offline";
    /** when it is due, in UTC */
    runAt: string;
    /** the same instant as a local date and time in timeZone, e.g. 2026-05-01T20:00:00 */
    runAtLocal: string;
    /** the drama's project's time zone (IANA), in which runAtLocal is */
    timeZone: string;
    /** pending (waiting for its time), done, failed (its reason in outcome), cancelled */
    state: "pending" | "done" | "failed" | "cancelled";
    /** what happened: why it failed or who cancelled it; empty while pending */
    outcome: string;
    /** the account that scheduled it (in whose name it runs) */
    createdBy: string;
    createTime: string;
    updateTime: string;
  } | null;
};
export type ScheduleProductOnlineApiArg = {
  body: {
    dramaId: number;
    /** online: put online; offline: take offline */
    action: "online" | "offline";
    /** a local date and time in the drama's project's time zone, e.g. 2026-05-01T20:00 (no offset); later than now and at most 366 days ahead */
    runAt: string;
  };
};
export type CancelProductOnlineScheduleApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    dramaId: number;
    dramaCode: string;
    dramaName: string;
    /** online: put online; offline: take offline */
    action: "online" | "offline";
    /** when it is due, in UTC */
    runAt: string;
    /** the same instant as a local date and time in timeZone, e.g. 2026-05-01T20:00:00 */
    runAtLocal: string;
    /** the drama's project's time zone (IANA), in which runAtLocal is */
    timeZone: string;
    /** pending (waiting for its time), done, failed (its reason in outcome), cancelled */
    state: "pending" | "done" | "failed" | "cancelled";
    /** what happened: why it failed or who cancelled it; empty while pending */
    outcome: string;
    /** the account that scheduled it (in whose name it runs) */
    createdBy: string;
    createTime: string;
    updateTime: string;
  };
export type CancelProductOnlineScheduleApiArg = {
  id: number;
};
export type OnlineProductOnlineApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  episodeCount: number;
  /** 2 draft, 0 online, 1 offline */
  status: 2 | 0 | 1;
  /** since when it is online (its last move online); null if never recorded */
  onlineTime: string | null;
  /** the drama's project's time zone (IANA), in which runAtLocal is */
  timeZone: string;
  /** the change scheduled for it, at most one */
  pendingChange: {
    id: number;
    projectCode: string;
    dramaId: number;
    dramaCode: string;
    dramaName: string;
    /** online: put online; offline: take offline */
    action: "online" | "offline";
    /** when it is due, in UTC */
    runAt: string;
    /** the same instant as a local date and time in timeZone, e.g. 2026-05-01T20:00:00 */
    runAtLocal: string;
    /** the drama's project's time zone (IANA), in which runAtLocal is */
    timeZone: string;
    /** pending (waiting for its time), done, failed (its reason in outcome), cancelled */
    state: "pending" | "done" | "failed" | "cancelled";
    /** what happened: why it failed or who cancelled it; empty while pending */
    outcome: string;
    /** the account that scheduled it (in whose name it runs) */
    createdBy: string;
    createTime: string;
    updateTime: string;
  } | null;
};
export type OnlineProductOnlineApiArg = {
  id: number;
};
export type OfflineProductOnlineApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  episodeCount: number;
  /** 2 draft, 0 online, 1 offline */
  status: 2 | 0 | 1;
  /** since when it is online (its last move online); null if never recorded */
  onlineTime: string | null;
  /** the drama's project's time zone (IANA), in which runAtLocal is */
  timeZone: string;
  /** the change scheduled for it, at most one */
  pendingChange: {
    id: number;
    projectCode: string;
    dramaId: number;
    dramaCode: string;
    dramaName: string;
    /** online: put online; offline: take offline */
    action: "online" | "offline";
    /** when it is due, in UTC */
    runAt: string;
    /** the same instant as a local date and time in timeZone, e.g. 2026-05-01T20:00:00 */
    runAtLocal: string;
    /** the drama's project's time zone (IANA), in which runAtLocal is */
    timeZone: string;
    /** pending (waiting for its time), done, failed (its reason in outcome), cancelled */
    state: "pending" | "done" | "failed" | "cancelled";
    /** what happened: why it failed or who cancelled it; empty while pending */
    outcome: string;
    /** the account that scheduled it (in whose name it runs) */
    createdBy: string;
    createTime: string;
    updateTime: string;
  } | null;
};
export type OfflineProductOnlineApiArg = {
  id: number;
};
export const {
  useListProductOnlineQuery,
  useListProductOnlineScheduleQuery,
  useScheduleProductOnlineMutation,
  useCancelProductOnlineScheduleMutation,
  useOnlineProductOnlineMutation,
  useOfflineProductOnlineMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const scheduleProductOnlineBody = {
  "type": "object",
  "required": [
    "dramaId",
    "action",
    "runAt"
  ],
  "properties": {
    "dramaId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    },
    "action": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "online"
          ]
        },
        {
          "type": "string",
          "enum": [
            "offline"
          ]
        }
      ]
    },
    "runAt": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$",
      "type": "string"
    }
  }
} as const;
