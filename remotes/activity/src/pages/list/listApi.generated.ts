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
            type: queryArg["type"],
            currency: queryArg.currency,
            status: queryArg.status,
            from: queryArg["from"],
            to: queryArg.to,
          },
        }),
        providesTags: ["ActivityList"],
      }),
      getActivityListProjects: build.query<
        GetActivityListProjectsApiResponse,
        GetActivityListProjectsApiArg
      >({
        query: () => ({ url: `/activity/list/projects` }),
        providesTags: ["ActivityList"],
      }),
      economyCheckActivityList: build.mutation<
        EconomyCheckActivityListApiResponse,
        EconomyCheckActivityListApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/list/economy-check`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityList"],
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
      getActivityListPreview: build.query<
        GetActivityListPreviewApiResponse,
        GetActivityListPreviewApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/list/${queryArg.id}/preview`,
          params: {
            locale: queryArg.locale,
          },
        }),
        providesTags: ["ActivityList"],
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
      copyActivityList: build.mutation<
        CopyActivityListApiResponse,
        CopyActivityListApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/list/${queryArg.id}/copy`,
          method: "POST",
        }),
        invalidatesTags: ["ActivityList"],
      }),
      onlineActivityList: build.mutation<
        OnlineActivityListApiResponse,
        OnlineActivityListApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/list/${queryArg.id}/online`,
          method: "POST",
        }),
        invalidatesTags: ["ActivityList"],
      }),
      offlineActivityList: build.mutation<
        OfflineActivityListApiResponse,
        OfflineActivityListApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/list/${queryArg.id}/offline`,
          method: "POST",
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
    type: number;
    currency: number;
    /** 0 online, 1 offline */
    status: number;
    startTime: string;
    endTime: string;
    sort: number;
    priority: number;
    title: string;
    rules: string;
    remark: string;
    /** who it is for; empty: everyone */
    audience: {
      /** registered within N days */
      newUserDays?: number | null;
      countries?: string[];
      platforms?: string[];
      vip?: "vip" | "non_vip" | (null | null);
    };
    /** the rule fields of the type (others are dropped) */
    config: {
      /** check-in: day 1..7 rewards */
      ladder?: number[];
      /** check-in: days back a user may make up (base reward) */
      makeUpDays?: number;
      /** watch / unlock episodes: how many */
      episodes?: number;
      /** in the reward currency */
      reward?: number;
      /** top-up gift: from this top-up (minor units) */
      thresholdMinor?: number;
      /** ISO 4217 of the thresholds */
      currencyCode?: string;
      tiers?: {
        thresholdMinor: number;
        reward: number;
      }[];
      /** daily task: watch | share | comment */
      action?: string;
      /** daily task: times a day */
      count?: number;
      /** ad task: ads a day */
      adsPerDay?: number;
      /** invite: users to invite */
      invitees?: number;
      /** badge: a live badge of the project */
      badgeCode?: string;
      /** coupon reward: an open template of the project */
      couponTemplateId?: number;
    };
    totalBudget: number | null;
    spent: number;
    dailyCapPerUser: number | null;
    rewardExpireDays: number | null;
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    texts?: {
      [key: string]: {
        title?: string;
        rules?: string;
      };
    };
    economy?: {
      perDay: {
        ticket: number;
        point: number;
        vipDay: number;
      };
      episodePrice: number | null;
      episodesPerDay: number;
      limit: number;
      warning: boolean;
      contributors: {
        activityId: number | null;
        title: string;
        type: number;
        kind: string;
        perDay: number;
      }[];
    };
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
    | "sort"
    | "create_time"
    | "createTime"
    | "start_time"
    | "startTime"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the title */
  title?: string;
  /** spec 3: 0 top-up gift … 13 operation activity */
  type?: number;
  /** the reward: 1 ticket, 2 points, 3 VIP, 0 ad, 4 coupon */
  currency?: number;
  /** 0 online, 1 offline */
  status?: number;
  /** running at some time after this */
  from?: string;
  /** running at some time before this */
  to?: string;
};
export type GetActivityListProjectsApiResponse = /** status 200 undefined */ {
  code: string;
  defaultLocale: string;
  locales: string[];
  timeZone: string;
}[];
export type GetActivityListProjectsApiArg = void;
export type EconomyCheckActivityListApiResponse = /** status 200 undefined */ {
  perDay: {
    ticket: number;
    point: number;
    vipDay: number;
  };
  episodePrice: number | null;
  episodesPerDay: number;
  limit: number;
  warning: boolean;
  contributors: {
    activityId: number | null;
    title: string;
    type: number;
    kind: string;
    perDay: number;
  }[];
};
export type EconomyCheckActivityListApiArg = {
  body: {
    /** spec 3: 0 top-up gift … 13 operation activity */
    type: number;
    /** the reward: 1 ticket, 2 points, 3 VIP, 0 ad, 4 coupon (the ones the type allows) */
    currency: number;
    startTime: string;
    /** after the start */
    endTime: string;
    sort?: number;
    /** of two online activities of a type for one user, the higher applies */
    priority?: number;
    /** in the project's default content locale */
    title: string;
    rules?: string;
    remark?: string;
    /** who it is for; empty: everyone */
    audience?: {
      /** registered within N days */
      newUserDays?: number | null;
      countries?: string[];
      platforms?: string[];
      vip?: "vip" | "non_vip" | (null | null);
    };
    /** the rule fields of the type (others are dropped) */
    config?: {
      /** check-in: day 1..7 rewards */
      ladder?: number[];
      /** check-in: days back a user may make up (base reward) */
      makeUpDays?: number;
      /** watch / unlock episodes: how many */
      episodes?: number;
      /** in the reward currency */
      reward?: number;
      /** top-up gift: from this top-up (minor units) */
      thresholdMinor?: number;
      /** ISO 4217 of the thresholds */
      currencyCode?: string;
      tiers?: {
        thresholdMinor: number;
        reward: number;
      }[];
      /** daily task: watch | share | comment */
      action?: string;
      /** daily task: times a day */
      count?: number;
      /** ad task: ads a day */
      adsPerDay?: number;
      /** invite: users to invite */
      invitees?: number;
      /** badge: a live badge of the project */
      badgeCode?: string;
      /** coupon reward: an open template of the project */
      couponTemplateId?: number;
    };
    totalBudget?: number | null;
    dailyCapPerUser?: number | null;
    rewardExpireDays?: number | null;
    /** the other content locales: per locale its title and rules (empty: none); locales not sent are kept */
    texts?: {
      [key: string]: {
        title?: string;
        rules?: string;
      };
    };
    /** the activity the draft edits (its saved self is left out) */
    id?: number;
  };
};
export type GetActivityListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  type: number;
  currency: number;
  /** 0 online, 1 offline */
  status: number;
  startTime: string;
  endTime: string;
  sort: number;
  priority: number;
  title: string;
  rules: string;
  remark: string;
  /** who it is for; empty: everyone */
  audience: {
    /** registered within N days */
    newUserDays?: number | null;
    countries?: string[];
    platforms?: string[];
    vip?: "vip" | "non_vip" | (null | null);
  };
  /** the rule fields of the type (others are dropped) */
  config: {
    /** check-in: day 1..7 rewards */
    ladder?: number[];
    /** check-in: days back a user may make up (base reward) */
    makeUpDays?: number;
    /** watch / unlock episodes: how many */
    episodes?: number;
    /** in the reward currency */
    reward?: number;
    /** top-up gift: from this top-up (minor units) */
    thresholdMinor?: number;
    /** ISO 4217 of the thresholds */
    currencyCode?: string;
    tiers?: {
      thresholdMinor: number;
      reward: number;
    }[];
    /** daily task: watch | share | comment */
    action?: string;
    /** daily task: times a day */
    count?: number;
    /** ad task: ads a day */
    adsPerDay?: number;
    /** invite: users to invite */
    invitees?: number;
    /** badge: a live badge of the project */
    badgeCode?: string;
    /** coupon reward: an open template of the project */
    couponTemplateId?: number;
  };
  totalBudget: number | null;
  spent: number;
  dailyCapPerUser: number | null;
  rewardExpireDays: number | null;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  texts?: {
    [key: string]: {
      title?: string;
      rules?: string;
    };
  };
  economy?: {
    perDay: {
      ticket: number;
      point: number;
      vipDay: number;
    };
    episodePrice: number | null;
    episodesPerDay: number;
    limit: number;
    warning: boolean;
    contributors: {
      activityId: number | null;
      title: string;
      type: number;
      kind: string;
      perDay: number;
    }[];
  };
  createTime: string;
  updateTime: string;
};
export type GetActivityListApiArg = {
  id: number;
};
export type EditActivityListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  type: number;
  currency: number;
  /** 0 online, 1 offline */
  status: number;
  startTime: string;
  endTime: string;
  sort: number;
  priority: number;
  title: string;
  rules: string;
  remark: string;
  /** who it is for; empty: everyone */
  audience: {
    /** registered within N days */
    newUserDays?: number | null;
    countries?: string[];
    platforms?: string[];
    vip?: "vip" | "non_vip" | (null | null);
  };
  /** the rule fields of the type (others are dropped) */
  config: {
    /** check-in: day 1..7 rewards */
    ladder?: number[];
    /** check-in: days back a user may make up (base reward) */
    makeUpDays?: number;
    /** watch / unlock episodes: how many */
    episodes?: number;
    /** in the reward currency */
    reward?: number;
    /** top-up gift: from this top-up (minor units) */
    thresholdMinor?: number;
    /** ISO 4217 of the thresholds */
    currencyCode?: string;
    tiers?: {
      thresholdMinor: number;
      reward: number;
    }[];
    /** daily task: watch | share | comment */
    action?: string;
    /** daily task: times a day */
    count?: number;
    /** ad task: ads a day */
    adsPerDay?: number;
    /** invite: users to invite */
    invitees?: number;
    /** badge: a live badge of the project */
    badgeCode?: string;
    /** coupon reward: an open template of the project */
    couponTemplateId?: number;
  };
  totalBudget: number | null;
  spent: number;
  dailyCapPerUser: number | null;
  rewardExpireDays: number | null;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  texts?: {
    [key: string]: {
      title?: string;
      rules?: string;
    };
  };
  economy?: {
    perDay: {
      ticket: number;
      point: number;
      vipDay: number;
    };
    episodePrice: number | null;
    episodesPerDay: number;
    limit: number;
    warning: boolean;
    contributors: {
      activityId: number | null;
      title: string;
      type: number;
      kind: string;
      perDay: number;
    }[];
  };
  createTime: string;
  updateTime: string;
};
export type EditActivityListApiArg = {
  id: number;
  body: {
    /** spec 3: 0 top-up gift … 13 operation activity */
    type: number;
    /** the reward: 1 ticket, 2 points, 3 VIP, 0 ad, 4 coupon (the ones the type allows) */
    currency: number;
    startTime: string;
    /** after the start */
    endTime: string;
    sort?: number;
    /** of two online activities of a type for one user, the higher applies */
    priority?: number;
    /** in the project's default content locale */
    title: string;
    rules?: string;
    remark?: string;
    /** who it is for; empty: everyone */
    audience?: {
      /** registered within N days */
      newUserDays?: number | null;
      countries?: string[];
      platforms?: string[];
      vip?: "vip" | "non_vip" | (null | null);
    };
    /** the rule fields of the type (others are dropped) */
    config?: {
      /** check-in: day 1..7 rewards */
      ladder?: number[];
      /** check-in: days back a user may make up (base reward) */
      makeUpDays?: number;
      /** watch / unlock episodes: how many */
      episodes?: number;
      /** in the reward currency */
      reward?: number;
      /** top-up gift: from this top-up (minor units) */
      thresholdMinor?: number;
      /** ISO 4217 of the thresholds */
      currencyCode?: string;
      tiers?: {
        thresholdMinor: number;
        reward: number;
      }[];
      /** daily task: watch | share | comment */
      action?: string;
      /** daily task: times a day */
      count?: number;
      /** ad task: ads a day */
      adsPerDay?: number;
      /** invite: users to invite */
      invitees?: number;
      /** badge: a live badge of the project */
      badgeCode?: string;
      /** coupon reward: an open template of the project */
      couponTemplateId?: number;
    };
    totalBudget?: number | null;
    dailyCapPerUser?: number | null;
    rewardExpireDays?: number | null;
    /** the other content locales: per locale its title and rules (empty: none); locales not sent are kept */
    texts?: {
      [key: string]: {
        title?: string;
        rules?: string;
      };
    };
  };
};
export type DeleteActivityListApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteActivityListApiArg = {
  id: number;
};
export type GetActivityListPreviewApiResponse = /** status 200 undefined */ {
  /** the locale the texts are read in */
  locale: string;
  title: string;
  rules: string;
  /** fields read in the default locale: the asked one lacks them */
  fallback: string[];
  defaultLocale: string;
  /** content locales lacking a title or rules */
  missingLocales: string[];
};
export type GetActivityListPreviewApiArg = {
  /** a BCP-47 tag: a language, a script and a region if any (en, zh-TW, pt-BR), in any case */
  locale?: string;
  id: number;
};
export type CreateActivityListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  type: number;
  currency: number;
  /** 0 online, 1 offline */
  status: number;
  startTime: string;
  endTime: string;
  sort: number;
  priority: number;
  title: string;
  rules: string;
  remark: string;
  /** who it is for; empty: everyone */
  audience: {
    /** registered within N days */
    newUserDays?: number | null;
    countries?: string[];
    platforms?: string[];
    vip?: "vip" | "non_vip" | (null | null);
  };
  /** the rule fields of the type (others are dropped) */
  config: {
    /** check-in: day 1..7 rewards */
    ladder?: number[];
    /** check-in: days back a user may make up (base reward) */
    makeUpDays?: number;
    /** watch / unlock episodes: how many */
    episodes?: number;
    /** in the reward currency */
    reward?: number;
    /** top-up gift: from this top-up (minor units) */
    thresholdMinor?: number;
    /** ISO 4217 of the thresholds */
    currencyCode?: string;
    tiers?: {
      thresholdMinor: number;
      reward: number;
    }[];
    /** daily task: watch | share | comment */
    action?: string;
    /** daily task: times a day */
    count?: number;
    /** ad task: ads a day */
    adsPerDay?: number;
    /** invite: users to invite */
    invitees?: number;
    /** badge: a live badge of the project */
    badgeCode?: string;
    /** coupon reward: an open template of the project */
    couponTemplateId?: number;
  };
  totalBudget: number | null;
  spent: number;
  dailyCapPerUser: number | null;
  rewardExpireDays: number | null;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  texts?: {
    [key: string]: {
      title?: string;
      rules?: string;
    };
  };
  economy?: {
    perDay: {
      ticket: number;
      point: number;
      vipDay: number;
    };
    episodePrice: number | null;
    episodesPerDay: number;
    limit: number;
    warning: boolean;
    contributors: {
      activityId: number | null;
      title: string;
      type: number;
      kind: string;
      perDay: number;
    }[];
  };
  createTime: string;
  updateTime: string;
};
export type CreateActivityListApiArg = {
  body: {
    /** spec 3: 0 top-up gift … 13 operation activity */
    type: number;
    /** the reward: 1 ticket, 2 points, 3 VIP, 0 ad, 4 coupon (the ones the type allows) */
    currency: number;
    startTime: string;
    /** after the start */
    endTime: string;
    sort?: number;
    /** of two online activities of a type for one user, the higher applies */
    priority?: number;
    /** in the project's default content locale */
    title: string;
    rules?: string;
    remark?: string;
    /** who it is for; empty: everyone */
    audience?: {
      /** registered within N days */
      newUserDays?: number | null;
      countries?: string[];
      platforms?: string[];
      vip?: "vip" | "non_vip" | (null | null);
    };
    /** the rule fields of the type (others are dropped) */
    config?: {
      /** check-in: day 1..7 rewards */
      ladder?: number[];
      /** check-in: days back a user may make up (base reward) */
      makeUpDays?: number;
      /** watch / unlock episodes: how many */
      episodes?: number;
      /** in the reward currency */
      reward?: number;
      /** top-up gift: from this top-up (minor units) */
      thresholdMinor?: number;
      /** ISO 4217 of the thresholds */
      currencyCode?: string;
      tiers?: {
        thresholdMinor: number;
        reward: number;
      }[];
      /** daily task: watch | share | comment */
      action?: string;
      /** daily task: times a day */
      count?: number;
      /** ad task: ads a day */
      adsPerDay?: number;
      /** invite: users to invite */
      invitees?: number;
      /** badge: a live badge of the project */
      badgeCode?: string;
      /** coupon reward: an open template of the project */
      couponTemplateId?: number;
    };
    totalBudget?: number | null;
    dailyCapPerUser?: number | null;
    rewardExpireDays?: number | null;
    /** the other content locales: per locale its title and rules (empty: none); locales not sent are kept */
    texts?: {
      [key: string]: {
        title?: string;
        rules?: string;
      };
    };
  };
};
export type CopyActivityListApiResponse = /** status 200 undefined */ {
  sourceId: number;
  copy: {
    id: number;
    projectCode: string;
    type: number;
    currency: number;
    /** 0 online, 1 offline */
    status: number;
    startTime: string;
    endTime: string;
    sort: number;
    priority: number;
    title: string;
    rules: string;
    remark: string;
    /** who it is for; empty: everyone */
    audience: {
      /** registered within N days */
      newUserDays?: number | null;
      countries?: string[];
      platforms?: string[];
      vip?: "vip" | "non_vip" | (null | null);
    };
    /** the rule fields of the type (others are dropped) */
    config: {
      /** check-in: day 1..7 rewards */
      ladder?: number[];
      /** check-in: days back a user may make up (base reward) */
      makeUpDays?: number;
      /** watch / unlock episodes: how many */
      episodes?: number;
      /** in the reward currency */
      reward?: number;
      /** top-up gift: from this top-up (minor units) */
      thresholdMinor?: number;
      /** ISO 4217 of the thresholds */
      currencyCode?: string;
      tiers?: {
        thresholdMinor: number;
        reward: number;
      }[];
      /** daily task: watch | share | comment */
      action?: string;
      /** daily task: times a day */
      count?: number;
      /** ad task: ads a day */
      adsPerDay?: number;
      /** invite: users to invite */
      invitees?: number;
      /** badge: a live badge of the project */
      badgeCode?: string;
      /** coupon reward: an open template of the project */
      couponTemplateId?: number;
    };
    totalBudget: number | null;
    spent: number;
    dailyCapPerUser: number | null;
    rewardExpireDays: number | null;
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    texts?: {
      [key: string]: {
        title?: string;
        rules?: string;
      };
    };
    economy?: {
      perDay: {
        ticket: number;
        point: number;
        vipDay: number;
      };
      episodePrice: number | null;
      episodesPerDay: number;
      limit: number;
      warning: boolean;
      contributors: {
        activityId: number | null;
        title: string;
        type: number;
        kind: string;
        perDay: number;
      }[];
    };
    createTime: string;
    updateTime: string;
  };
};
export type CopyActivityListApiArg = {
  id: number;
};
export type OnlineActivityListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  type: number;
  currency: number;
  /** 0 online, 1 offline */
  status: number;
  startTime: string;
  endTime: string;
  sort: number;
  priority: number;
  title: string;
  rules: string;
  remark: string;
  /** who it is for; empty: everyone */
  audience: {
    /** registered within N days */
    newUserDays?: number | null;
    countries?: string[];
    platforms?: string[];
    vip?: "vip" | "non_vip" | (null | null);
  };
  /** the rule fields of the type (others are dropped) */
  config: {
    /** check-in: day 1..7 rewards */
    ladder?: number[];
    /** check-in: days back a user may make up (base reward) */
    makeUpDays?: number;
    /** watch / unlock episodes: how many */
    episodes?: number;
    /** in the reward currency */
    reward?: number;
    /** top-up gift: from this top-up (minor units) */
    thresholdMinor?: number;
    /** ISO 4217 of the thresholds */
    currencyCode?: string;
    tiers?: {
      thresholdMinor: number;
      reward: number;
    }[];
    /** daily task: watch | share | comment */
    action?: string;
    /** daily task: times a day */
    count?: number;
    /** ad task: ads a day */
    adsPerDay?: number;
    /** invite: users to invite */
    invitees?: number;
    /** badge: a live badge of the project */
    badgeCode?: string;
    /** coupon reward: an open template of the project */
    couponTemplateId?: number;
  };
  totalBudget: number | null;
  spent: number;
  dailyCapPerUser: number | null;
  rewardExpireDays: number | null;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  texts?: {
    [key: string]: {
      title?: string;
      rules?: string;
    };
  };
  economy?: {
    perDay: {
      ticket: number;
      point: number;
      vipDay: number;
    };
    episodePrice: number | null;
    episodesPerDay: number;
    limit: number;
    warning: boolean;
    contributors: {
      activityId: number | null;
      title: string;
      type: number;
      kind: string;
      perDay: number;
    }[];
  };
  createTime: string;
  updateTime: string;
};
export type OnlineActivityListApiArg = {
  id: number;
};
export type OfflineActivityListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  type: number;
  currency: number;
  /** 0 online, 1 offline */
  status: number;
  startTime: string;
  endTime: string;
  sort: number;
  priority: number;
  title: string;
  rules: string;
  remark: string;
  /** who it is for; empty: everyone */
  audience: {
    /** registered within N days */
    newUserDays?: number | null;
    countries?: string[];
    platforms?: string[];
    vip?: "vip" | "non_vip" | (null | null);
  };
  /** the rule fields of the type (others are dropped) */
  config: {
    /** check-in: day 1..7 rewards */
    ladder?: number[];
    /** check-in: days back a user may make up (base reward) */
    makeUpDays?: number;
    /** watch / unlock episodes: how many */
    episodes?: number;
    /** in the reward currency */
    reward?: number;
    /** top-up gift: from this top-up (minor units) */
    thresholdMinor?: number;
    /** ISO 4217 of the thresholds */
    currencyCode?: string;
    tiers?: {
      thresholdMinor: number;
      reward: number;
    }[];
    /** daily task: watch | share | comment */
    action?: string;
    /** daily task: times a day */
    count?: number;
    /** ad task: ads a day */
    adsPerDay?: number;
    /** invite: users to invite */
    invitees?: number;
    /** badge: a live badge of the project */
    badgeCode?: string;
    /** coupon reward: an open template of the project */
    couponTemplateId?: number;
  };
  totalBudget: number | null;
  spent: number;
  dailyCapPerUser: number | null;
  rewardExpireDays: number | null;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  texts?: {
    [key: string]: {
      title?: string;
      rules?: string;
    };
  };
  economy?: {
    perDay: {
      ticket: number;
      point: number;
      vipDay: number;
    };
    episodePrice: number | null;
    episodesPerDay: number;
    limit: number;
    warning: boolean;
    contributors: {
      activityId: number | null;
      title: string;
      type: number;
      kind: string;
      perDay: number;
    }[];
  };
  createTime: string;
  updateTime: string;
};
export type OfflineActivityListApiArg = {
  id: number;
};
export const {
  useListActivityListQuery,
  useGetActivityListProjectsQuery,
  useEconomyCheckActivityListMutation,
  useGetActivityListQuery,
  useEditActivityListMutation,
  useDeleteActivityListMutation,
  useGetActivityListPreviewQuery,
  useCreateActivityListMutation,
  useCopyActivityListMutation,
  useOnlineActivityListMutation,
  useOfflineActivityListMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const economyCheckActivityListBody = {
  "type": "object",
  "required": [
    "type",
    "currency",
    "startTime",
    "endTime",
    "title"
  ],
  "properties": {
    "type": {
      "minimum": 0,
      "maximum": 13,
      "type": "integer"
    },
    "currency": {
      "minimum": 0,
      "maximum": 4,
      "type": "integer"
    },
    "startTime": {
      "format": "date-time",
      "type": "string"
    },
    "endTime": {
      "format": "date-time",
      "type": "string"
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
      "type": "integer"
    },
    "priority": {
      "minimum": 0,
      "maximum": 999,
      "type": "integer"
    },
    "title": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "rules": {
      "maxLength": 4000,
      "type": "string"
    },
    "remark": {
      "maxLength": 255,
      "type": "string"
    },
    "audience": {
      "type": "object",
      "properties": {
        "newUserDays": {
          "minimum": 1,
          "maximum": 365,
          "type": "integer"
        },
        "countries": {
          "maxItems": 250,
          "type": "array",
          "items": {
            "maxLength": 2,
            "type": "string"
          }
        },
        "platforms": {
          "maxItems": 3,
          "type": "array",
          "items": {
            "maxLength": 16,
            "type": "string"
          }
        },
        "vip": {
          "anyOf": [
            {
              "type": "string",
              "enum": [
                "vip"
              ]
            },
            {
              "type": "string",
              "enum": [
                "non_vip"
              ]
            },
            {
              "type": "object",
              "enum": [
                null
              ]
            }
          ]
        }
      }
    },
    "config": {
      "type": "object",
      "properties": {
        "ladder": {
          "maxItems": 7,
          "type": "array",
          "items": {
            "minimum": 0,
            "maximum": 1000000,
            "type": "integer"
          }
        },
        "makeUpDays": {
          "minimum": 0,
          "maximum": 7,
          "type": "integer"
        },
        "episodes": {
          "minimum": 0,
          "maximum": 1000,
          "type": "integer"
        },
        "reward": {
          "minimum": 0,
          "maximum": 1000000,
          "type": "integer"
        },
        "thresholdMinor": {
          "minimum": 0,
          "maximum": 9007199254740991,
          "type": "integer"
        },
        "currencyCode": {
          "maxLength": 3,
          "type": "string"
        },
        "tiers": {
          "maxItems": 10,
          "type": "array",
          "items": {
            "type": "object",
            "required": [
              "thresholdMinor",
              "reward"
            ],
            "properties": {
              "thresholdMinor": {
                "minimum": 0,
                "maximum": 9007199254740991,
                "type": "integer"
              },
              "reward": {
                "minimum": 0,
                "maximum": 1000000,
                "type": "integer"
              }
            }
          }
        },
        "action": {
          "maxLength": 16,
          "type": "string"
        },
        "count": {
          "minimum": 0,
          "maximum": 100,
          "type": "integer"
        },
        "adsPerDay": {
          "minimum": 0,
          "maximum": 50,
          "type": "integer"
        },
        "invitees": {
          "minimum": 0,
          "maximum": 100,
          "type": "integer"
        },
        "badgeCode": {
          "maxLength": 32,
          "type": "string"
        },
        "couponTemplateId": {
          "minimum": 0,
          "maximum": 2147483647,
          "type": "integer"
        }
      }
    },
    "totalBudget": {
      "minimum": 1,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "dailyCapPerUser": {
      "minimum": 1,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "rewardExpireDays": {
      "minimum": 1,
      "maximum": 3650,
      "type": "integer"
    },
    "texts": {
      "type": "object"
    },
    "id": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    }
  }
} as const;
export const editActivityListBody = {
  "type": "object",
  "required": [
    "type",
    "currency",
    "startTime",
    "endTime",
    "title"
  ],
  "properties": {
    "type": {
      "minimum": 0,
      "maximum": 13,
      "type": "integer"
    },
    "currency": {
      "minimum": 0,
      "maximum": 4,
      "type": "integer"
    },
    "startTime": {
      "format": "date-time",
      "type": "string"
    },
    "endTime": {
      "format": "date-time",
      "type": "string"
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
      "type": "integer"
    },
    "priority": {
      "minimum": 0,
      "maximum": 999,
      "type": "integer"
    },
    "title": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "rules": {
      "maxLength": 4000,
      "type": "string"
    },
    "remark": {
      "maxLength": 255,
      "type": "string"
    },
    "audience": {
      "type": "object",
      "properties": {
        "newUserDays": {
          "minimum": 1,
          "maximum": 365,
          "type": "integer"
        },
        "countries": {
          "maxItems": 250,
          "type": "array",
          "items": {
            "maxLength": 2,
            "type": "string"
          }
        },
        "platforms": {
          "maxItems": 3,
          "type": "array",
          "items": {
            "maxLength": 16,
            "type": "string"
          }
        },
        "vip": {
          "anyOf": [
            {
              "type": "string",
              "enum": [
                "vip"
              ]
            },
            {
              "type": "string",
              "enum": [
                "non_vip"
              ]
            },
            {
              "type": "object",
              "enum": [
                null
              ]
            }
          ]
        }
      }
    },
    "config": {
      "type": "object",
      "properties": {
        "ladder": {
          "maxItems": 7,
          "type": "array",
          "items": {
            "minimum": 0,
            "maximum": 1000000,
            "type": "integer"
          }
        },
        "makeUpDays": {
          "minimum": 0,
          "maximum": 7,
          "type": "integer"
        },
        "episodes": {
          "minimum": 0,
          "maximum": 1000,
          "type": "integer"
        },
        "reward": {
          "minimum": 0,
          "maximum": 1000000,
          "type": "integer"
        },
        "thresholdMinor": {
          "minimum": 0,
          "maximum": 9007199254740991,
          "type": "integer"
        },
        "currencyCode": {
          "maxLength": 3,
          "type": "string"
        },
        "tiers": {
          "maxItems": 10,
          "type": "array",
          "items": {
            "type": "object",
            "required": [
              "thresholdMinor",
              "reward"
            ],
            "properties": {
              "thresholdMinor": {
                "minimum": 0,
                "maximum": 9007199254740991,
                "type": "integer"
              },
              "reward": {
                "minimum": 0,
                "maximum": 1000000,
                "type": "integer"
              }
            }
          }
        },
        "action": {
          "maxLength": 16,
          "type": "string"
        },
        "count": {
          "minimum": 0,
          "maximum": 100,
          "type": "integer"
        },
        "adsPerDay": {
          "minimum": 0,
          "maximum": 50,
          "type": "integer"
        },
        "invitees": {
          "minimum": 0,
          "maximum": 100,
          "type": "integer"
        },
        "badgeCode": {
          "maxLength": 32,
          "type": "string"
        },
        "couponTemplateId": {
          "minimum": 0,
          "maximum": 2147483647,
          "type": "integer"
        }
      }
    },
    "totalBudget": {
      "minimum": 1,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "dailyCapPerUser": {
      "minimum": 1,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "rewardExpireDays": {
      "minimum": 1,
      "maximum": 3650,
      "type": "integer"
    },
    "texts": {
      "type": "object"
    }
  }
} as const;
export const createActivityListBody = {
  "type": "object",
  "required": [
    "type",
    "currency",
    "startTime",
    "endTime",
    "title"
  ],
  "properties": {
    "type": {
      "minimum": 0,
      "maximum": 13,
      "type": "integer"
    },
    "currency": {
      "minimum": 0,
      "maximum": 4,
      "type": "integer"
    },
    "startTime": {
      "format": "date-time",
      "type": "string"
    },
    "endTime": {
      "format": "date-time",
      "type": "string"
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
      "type": "integer"
    },
    "priority": {
      "minimum": 0,
      "maximum": 999,
      "type": "integer"
    },
    "title": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "rules": {
      "maxLength": 4000,
      "type": "string"
    },
    "remark": {
      "maxLength": 255,
      "type": "string"
    },
    "audience": {
      "type": "object",
      "properties": {
        "newUserDays": {
          "minimum": 1,
          "maximum": 365,
          "type": "integer"
        },
        "countries": {
          "maxItems": 250,
          "type": "array",
          "items": {
            "maxLength": 2,
            "type": "string"
          }
        },
        "platforms": {
          "maxItems": 3,
          "type": "array",
          "items": {
            "maxLength": 16,
            "type": "string"
          }
        },
        "vip": {
          "anyOf": [
            {
              "type": "string",
              "enum": [
                "vip"
              ]
            },
            {
              "type": "string",
              "enum": [
                "non_vip"
              ]
            },
            {
              "type": "object",
              "enum": [
                null
              ]
            }
          ]
        }
      }
    },
    "config": {
      "type": "object",
      "properties": {
        "ladder": {
          "maxItems": 7,
          "type": "array",
          "items": {
            "minimum": 0,
            "maximum": 1000000,
            "type": "integer"
          }
        },
        "makeUpDays": {
          "minimum": 0,
          "maximum": 7,
          "type": "integer"
        },
        "episodes": {
          "minimum": 0,
          "maximum": 1000,
          "type": "integer"
        },
        "reward": {
          "minimum": 0,
          "maximum": 1000000,
          "type": "integer"
        },
        "thresholdMinor": {
          "minimum": 0,
          "maximum": 9007199254740991,
          "type": "integer"
        },
        "currencyCode": {
          "maxLength": 3,
          "type": "string"
        },
        "tiers": {
          "maxItems": 10,
          "type": "array",
          "items": {
            "type": "object",
            "required": [
              "thresholdMinor",
              "reward"
            ],
            "properties": {
              "thresholdMinor": {
                "minimum": 0,
                "maximum": 9007199254740991,
                "type": "integer"
              },
              "reward": {
                "minimum": 0,
                "maximum": 1000000,
                "type": "integer"
              }
            }
          }
        },
        "action": {
          "maxLength": 16,
          "type": "string"
        },
        "count": {
          "minimum": 0,
          "maximum": 100,
          "type": "integer"
        },
        "adsPerDay": {
          "minimum": 0,
          "maximum": 50,
          "type": "integer"
        },
        "invitees": {
          "minimum": 0,
          "maximum": 100,
          "type": "integer"
        },
        "badgeCode": {
          "maxLength": 32,
          "type": "string"
        },
        "couponTemplateId": {
          "minimum": 0,
          "maximum": 2147483647,
          "type": "integer"
        }
      }
    },
    "totalBudget": {
      "minimum": 1,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "dailyCapPerUser": {
      "minimum": 1,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "rewardExpireDays": {
      "minimum": 1,
      "maximum": 3650,
      "type": "integer"
    },
    "texts": {
      "type": "object"
    }
  }
} as const;
