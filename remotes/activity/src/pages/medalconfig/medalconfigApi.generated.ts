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
            name: queryArg.name,
            conditionType: queryArg.conditionType,
            tier: queryArg.tier,
            status: queryArg.status,
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
      getActivityMedalconfigTexts: build.query<
        GetActivityMedalconfigTextsApiResponse,
        GetActivityMedalconfigTextsApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig/${queryArg.id}/texts`,
        }),
        providesTags: ["ActivityMedalconfig"],
      }),
      editActivityMedalconfigTexts: build.mutation<
        EditActivityMedalconfigTextsApiResponse,
        EditActivityMedalconfigTextsApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig/${queryArg.id}/texts`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityMedalconfig"],
      }),
      previewActivityMedalconfig: build.mutation<
        PreviewActivityMedalconfigApiResponse,
        PreviewActivityMedalconfigApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig/preview`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityMedalconfig"],
      }),
      getActivityMedalconfigHolders: build.query<
        GetActivityMedalconfigHoldersApiResponse,
        GetActivityMedalconfigHoldersApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig/${queryArg.id}/holders`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            state: queryArg.state,
            userCode: queryArg.userCode,
            source: queryArg.source,
          },
        }),
        providesTags: ["ActivityMedalconfig"],
      }),
      awardActivityMedalconfig: build.mutation<
        AwardActivityMedalconfigApiResponse,
        AwardActivityMedalconfigApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig/${queryArg.id}/award`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityMedalconfig"],
      }),
      revokeActivityMedalconfig: build.mutation<
        RevokeActivityMedalconfigApiResponse,
        RevokeActivityMedalconfigApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/medalconfig/${queryArg.id}/revoke`,
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
    /** in the project's default content locale; the others are its texts */
    name: string;
    iconUrl: string;
    tier: number;
    /** episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only */
    conditionType:
      "episodes_watched" | "topped_up" | "checkin_days" | "draws" | "manual";
    threshold: number;
    /** what holding it gives once, through the wallet ledger; none: nothing */
    rewardKind: "none" | "coin" | "ticket" | "point" | "vip_day";
    rewardAmount: number;
    status: number;
    /** users holding it now */
    holders: number;
    sort: number;
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    /** a create or an edit that set it online: those who already qualified */
    backfill?: {
      /** awarded in this request */
      awarded: number;
      /** too many to award at once: this many are awarded by a job */
      queued: number;
    };
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
    | "sort"
    | "create_time"
    | "createTime"
    | "holders"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the name or of the code */
  name?: string;
  /** episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only */
  conditionType?:
    "episodes_watched" | "topped_up" | "checkin_days" | "draws" | "manual";
  /** 1 (bronze) … 5 (legend) */
  tier?: number;
  /** 0 online (awarded by its condition and by hand), 1 offline (awarded by nothing; holders keep it) */
  status?: 0 | 1;
};
export type GetActivityMedalconfigApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  /** in the project's default content locale; the others are its texts */
  name: string;
  iconUrl: string;
  tier: number;
  /** episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only */
  conditionType:
    "episodes_watched" | "topped_up" | "checkin_days" | "draws" | "manual";
  threshold: number;
  /** what holding it gives once, through the wallet ledger; none: nothing */
  rewardKind: "none" | "coin" | "ticket" | "point" | "vip_day";
  rewardAmount: number;
  status: number;
  /** users holding it now */
  holders: number;
  sort: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  /** a create or an edit that set it online: those who already qualified */
  backfill?: {
    /** awarded in this request */
    awarded: number;
    /** too many to award at once: this many are awarded by a job */
    queued: number;
  };
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
  /** in the project's default content locale; the others are its texts */
  name: string;
  iconUrl: string;
  tier: number;
  /** episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only */
  conditionType:
    "episodes_watched" | "topped_up" | "checkin_days" | "draws" | "manual";
  threshold: number;
  /** what holding it gives once, through the wallet ledger; none: nothing */
  rewardKind: "none" | "coin" | "ticket" | "point" | "vip_day";
  rewardAmount: number;
  status: number;
  /** users holding it now */
  holders: number;
  sort: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  /** a create or an edit that set it online: those who already qualified */
  backfill?: {
    /** awarded in this request */
    awarded: number;
    /** too many to award at once: this many are awarded by a job */
    queued: number;
  };
  createTime: string;
  updateTime: string;
};
export type EditActivityMedalconfigApiArg = {
  id: number;
  body: {
    /** 1..32 lower-case letters, digits, - and _; once per project (409 when taken); package awards name it */
    code: string;
    /** 1..64 characters, kept trimmed */
    name: string;
    /** an image URL (http or https) or an inline image (data:image/…); empty: none */
    iconUrl?: string;
    /** 1 (bronze) … 5 (legend) */
    tier: number;
    /** episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only */
    conditionType:
      "episodes_watched" | "topped_up" | "checkin_days" | "draws" | "manual";
    /** how many the condition counts; ignored for manual (kept as 0) */
    threshold: number;
    /** what holding it gives once, through the wallet ledger; none: nothing */
    rewardKind: "none" | "coin" | "ticket" | "point" | "vip_day";
    /** whole units of the kind; 0 exactly when the kind is none */
    rewardAmount: number;
    /** 0 online (awarded by its condition and by hand), 1 offline (awarded by nothing; holders keep it) */
    status?: 0 | 1;
    /** smaller first; 0 when not sent */
    sort?: number;
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
  /** in the project's default content locale; the others are its texts */
  name: string;
  iconUrl: string;
  tier: number;
  /** episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only */
  conditionType:
    "episodes_watched" | "topped_up" | "checkin_days" | "draws" | "manual";
  threshold: number;
  /** what holding it gives once, through the wallet ledger; none: nothing */
  rewardKind: "none" | "coin" | "ticket" | "point" | "vip_day";
  rewardAmount: number;
  status: number;
  /** users holding it now */
  holders: number;
  sort: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  /** a create or an edit that set it online: those who already qualified */
  backfill?: {
    /** awarded in this request */
    awarded: number;
    /** too many to award at once: this many are awarded by a job */
    queued: number;
  };
  createTime: string;
  updateTime: string;
};
export type CreateActivityMedalconfigApiArg = {
  body: {
    /** 1..32 lower-case letters, digits, - and _; once per project (409 when taken); package awards name it */
    code: string;
    /** 1..64 characters, kept trimmed */
    name: string;
    /** an image URL (http or https) or an inline image (data:image/…); empty: none */
    iconUrl?: string;
    /** 1 (bronze) … 5 (legend) */
    tier: number;
    /** episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only */
    conditionType:
      "episodes_watched" | "topped_up" | "checkin_days" | "draws" | "manual";
    /** how many the condition counts; ignored for manual (kept as 0) */
    threshold: number;
    /** what holding it gives once, through the wallet ledger; none: nothing */
    rewardKind: "none" | "coin" | "ticket" | "point" | "vip_day";
    /** whole units of the kind; 0 exactly when the kind is none */
    rewardAmount: number;
    /** 0 online (awarded by its condition and by hand), 1 offline (awarded by nothing; holders keep it) */
    status?: 0 | 1;
    /** smaller first; 0 when not sent */
    sort?: number;
  };
};
export type GetActivityMedalconfigTextsApiResponse =
  /** status 200 undefined */ {
    /** the project's default content locale: its texts are the entity's own fields */
    defaultLocale: string;
    /** the project's content locales, the default first */
    locales: string[];
    fields: "name"[];
    /** per locale, the fields it has a text for */
    texts: {
      [key: string]: {
        name?: string;
      };
    };
    /** per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default */
    missing: {
      [key: string]: "name"[];
    };
  };
export type GetActivityMedalconfigTextsApiArg = {
  id: number;
};
export type EditActivityMedalconfigTextsApiResponse =
  /** status 200 undefined */ {
    /** the project's default content locale: its texts are the entity's own fields */
    defaultLocale: string;
    /** the project's content locales, the default first */
    locales: string[];
    fields: "name"[];
    /** per locale, the fields it has a text for */
    texts: {
      [key: string]: {
        name?: string;
      };
    };
    /** per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default */
    missing: {
      [key: string]: "name"[];
    };
  };
export type EditActivityMedalconfigTextsApiArg = {
  id: number;
  body: {
    /** one of the project's content locales (else a 400 naming locale); the default writes the entity's own fields */
    locale: string;
    /** at most 64 characters; not sent or empty: no text in the locale */
    name?: string;
  };
};
export type PreviewActivityMedalconfigApiResponse =
  /** status 200 undefined */ {
    /** users who would get it now */
    total: number;
    /** the user codes of up to 20 of them */
    sample: string[];
  };
export type PreviewActivityMedalconfigApiArg = {
  body: {
    /** episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only */
    conditionType:
      "episodes_watched" | "topped_up" | "checkin_days" | "draws" | "manual";
    threshold: number;
    /** an existing badge: its holders are not counted */
    badgeId?: number;
  };
};
export type GetActivityMedalconfigHoldersApiResponse =
  /** status 200 undefined */ {
    list: {
      id: number;
      userId: number;
      userCode: string;
      /** condition: earned; backfill: earned before the badge existed; manual: by hand; award: a package award */
      source: "condition" | "backfill" | "manual" | "award";
      reason: string;
      /** who awarded it by hand; empty for the system */
      awardByName: string;
      createTime: string;
      revokeTime: string | null;
      revokeByName: string;
      revokeReason: string;
    }[];
    total: number;
    pageNum: number;
    pageSize: number;
  };
export type GetActivityMedalconfigHoldersApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "create_time" */
  sortBy?:
    | "create_time"
    | "createTime"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** held (default) or revoked */
  state?: "held" | "revoked";
  /** the user's code, exactly */
  userCode?: string;
  /** condition: earned; backfill: earned before the badge existed; manual: by hand; award: a package award */
  source?: "condition" | "backfill" | "manual" | "award";
  id: number;
};
export type AwardActivityMedalconfigApiResponse = /** status 200 undefined */ {
  /** user codes that hold it by this call */
  awarded: string[];
  /** user codes that held it already */
  held: string[];
  /** codes of no user of the project */
  unknown: string[];
};
export type AwardActivityMedalconfigApiArg = {
  id: number;
  body: {
    /** 1..500 user codes of the badge's project */
    userCodes: string[];
    /** why: kept with each holding (blank is a 400) */
    reason: string;
  };
};
export type RevokeActivityMedalconfigApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  /** in the project's default content locale; the others are its texts */
  name: string;
  iconUrl: string;
  tier: number;
  /** episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only */
  conditionType:
    "episodes_watched" | "topped_up" | "checkin_days" | "draws" | "manual";
  threshold: number;
  /** what holding it gives once, through the wallet ledger; none: nothing */
  rewardKind: "none" | "coin" | "ticket" | "point" | "vip_day";
  rewardAmount: number;
  status: number;
  /** users holding it now */
  holders: number;
  sort: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  /** a create or an edit that set it online: those who already qualified */
  backfill?: {
    /** awarded in this request */
    awarded: number;
    /** too many to award at once: this many are awarded by a job */
    queued: number;
  };
  createTime: string;
  updateTime: string;
};
export type RevokeActivityMedalconfigApiArg = {
  id: number;
  body: {
    userCode: string;
    /** why: kept with the holding (blank is a 400) */
    reason: string;
  };
};
export const {
  useListActivityMedalconfigQuery,
  useGetActivityMedalconfigQuery,
  useEditActivityMedalconfigMutation,
  useDeleteActivityMedalconfigMutation,
  useCreateActivityMedalconfigMutation,
  useGetActivityMedalconfigTextsQuery,
  useEditActivityMedalconfigTextsMutation,
  usePreviewActivityMedalconfigMutation,
  useGetActivityMedalconfigHoldersQuery,
  useAwardActivityMedalconfigMutation,
  useRevokeActivityMedalconfigMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editActivityMedalconfigBody = {
  "type": "object",
  "required": [
    "code",
    "name",
    "tier",
    "conditionType",
    "threshold",
    "rewardKind",
    "rewardAmount"
  ],
  "properties": {
    "code": {
      "pattern": "^[a-z0-9][a-z0-9_-]{0,31}$",
      "type": "string"
    },
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "iconUrl": {
      "maxLength": 512,
      "type": "string"
    },
    "tier": {
      "minimum": 1,
      "maximum": 5,
      "type": "integer"
    },
    "conditionType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "episodes_watched"
          ]
        },
        {
          "type": "string",
          "enum": [
            "topped_up"
          ]
        },
        {
          "type": "string",
          "enum": [
            "checkin_days"
          ]
        },
        {
          "type": "string",
          "enum": [
            "draws"
          ]
        },
        {
          "type": "string",
          "enum": [
            "manual"
          ]
        }
      ]
    },
    "threshold": {
      "minimum": 1,
      "maximum": 1000000,
      "type": "integer"
    },
    "rewardKind": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "none"
          ]
        },
        {
          "type": "string",
          "enum": [
            "coin"
          ]
        },
        {
          "type": "string",
          "enum": [
            "ticket"
          ]
        },
        {
          "type": "string",
          "enum": [
            "point"
          ]
        },
        {
          "type": "string",
          "enum": [
            "vip_day"
          ]
        }
      ]
    },
    "rewardAmount": {
      "minimum": 0,
      "maximum": 1000000,
      "type": "integer"
    },
    "status": {
      "anyOf": [
        {
          "type": "number",
          "enum": [
            0
          ]
        },
        {
          "type": "number",
          "enum": [
            1
          ]
        }
      ]
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
      "type": "integer"
    }
  }
} as const;
export const createActivityMedalconfigBody = {
  "type": "object",
  "required": [
    "code",
    "name",
    "tier",
    "conditionType",
    "threshold",
    "rewardKind",
    "rewardAmount"
  ],
  "properties": {
    "code": {
      "pattern": "^[a-z0-9][a-z0-9_-]{0,31}$",
      "type": "string"
    },
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "iconUrl": {
      "maxLength": 512,
      "type": "string"
    },
    "tier": {
      "minimum": 1,
      "maximum": 5,
      "type": "integer"
    },
    "conditionType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "episodes_watched"
          ]
        },
        {
          "type": "string",
          "enum": [
            "topped_up"
          ]
        },
        {
          "type": "string",
          "enum": [
            "checkin_days"
          ]
        },
        {
          "type": "string",
          "enum": [
            "draws"
          ]
        },
        {
          "type": "string",
          "enum": [
            "manual"
          ]
        }
      ]
    },
    "threshold": {
      "minimum": 1,
      "maximum": 1000000,
      "type": "integer"
    },
    "rewardKind": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "none"
          ]
        },
        {
          "type": "string",
          "enum": [
            "coin"
          ]
        },
        {
          "type": "string",
          "enum": [
            "ticket"
          ]
        },
        {
          "type": "string",
          "enum": [
            "point"
          ]
        },
        {
          "type": "string",
          "enum": [
            "vip_day"
          ]
        }
      ]
    },
    "rewardAmount": {
      "minimum": 0,
      "maximum": 1000000,
      "type": "integer"
    },
    "status": {
      "anyOf": [
        {
          "type": "number",
          "enum": [
            0
          ]
        },
        {
          "type": "number",
          "enum": [
            1
          ]
        }
      ]
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
      "type": "integer"
    }
  }
} as const;
export const editActivityMedalconfigTextsBody = {
  "type": "object",
  "required": [
    "locale"
  ],
  "properties": {
    "locale": {
      "minLength": 2,
      "maxLength": 35,
      "type": "string"
    },
    "name": {
      "maxLength": 64,
      "type": "string"
    }
  }
} as const;
export const previewActivityMedalconfigBody = {
  "type": "object",
  "required": [
    "conditionType",
    "threshold"
  ],
  "properties": {
    "conditionType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "episodes_watched"
          ]
        },
        {
          "type": "string",
          "enum": [
            "topped_up"
          ]
        },
        {
          "type": "string",
          "enum": [
            "checkin_days"
          ]
        },
        {
          "type": "string",
          "enum": [
            "draws"
          ]
        },
        {
          "type": "string",
          "enum": [
            "manual"
          ]
        }
      ]
    },
    "threshold": {
      "minimum": 1,
      "maximum": 1000000,
      "type": "integer"
    },
    "badgeId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    }
  }
} as const;
export const awardActivityMedalconfigBody = {
  "type": "object",
  "required": [
    "userCodes",
    "reason"
  ],
  "properties": {
    "userCodes": {
      "minItems": 1,
      "maxItems": 500,
      "type": "array",
      "items": {
        "minLength": 1,
        "maxLength": 64,
        "type": "string"
      }
    },
    "reason": {
      "minLength": 1,
      "maxLength": 255,
      "type": "string"
    }
  }
} as const;
export const revokeActivityMedalconfigBody = {
  "type": "object",
  "required": [
    "userCode",
    "reason"
  ],
  "properties": {
    "userCode": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "reason": {
      "minLength": 1,
      "maxLength": 255,
      "type": "string"
    }
  }
} as const;
