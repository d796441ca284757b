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
            status: queryArg.status,
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
      editActivityDrawprizePrizes: build.mutation<
        EditActivityDrawprizePrizesApiResponse,
        EditActivityDrawprizePrizesApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/drawprize/${queryArg.id}/prizes`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityDrawprize"],
      }),
      deleteActivityDrawprizePrizes: build.mutation<
        DeleteActivityDrawprizePrizesApiResponse,
        DeleteActivityDrawprizePrizesApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/drawprize/${queryArg.id}/prizes/${queryArg.prizeId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ActivityDrawprize"],
      }),
      getActivityDrawprizeOdds: build.query<
        GetActivityDrawprizeOddsApiResponse,
        GetActivityDrawprizeOddsApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/drawprize/${queryArg.id}/odds`,
        }),
        providesTags: ["ActivityDrawprize"],
      }),
      simulateActivityDrawprize: build.mutation<
        SimulateActivityDrawprizeApiResponse,
        SimulateActivityDrawprizeApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/drawprize/${queryArg.id}/simulate`,
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
    /** the activity's id (type 9, points game) */
    id: number;
    projectCode: string;
    title: string;
    status: number;
    startTime: string;
    endTime: string;
    configured: boolean;
    costKind: "coin" | "ticket" | "point";
    /** what one draw costs, in costKind */
    cost: number;
    /** a user's draws a day (the project's day); null: no limit */
    perUserDailyLimit: number | null;
    /** a guaranteed win after this many draws in a row without one; null: none */
    pityAfter: number | null;
    /** what a prize out of stock or over its daily cap turns into: one of the draw's prizes without stock or cap; null: its no-win slot */
    fallbackPrizeId: number | null;
    prizeCount: number;
    /** the live prizes' odds, in basis points (10,000 = 100%) */
    probabilitySum: number;
    drawsToday: number;
    createTime: string;
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
    | "sort"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the title */
  title?: string;
  /** 0 online, 1 offline */
  status?: number;
};
export type GetActivityDrawprizeApiResponse = /** status 200 undefined */ {
  /** the activity's id (type 9, points game) */
  id: number;
  projectCode: string;
  title: string;
  status: number;
  startTime: string;
  endTime: string;
  configured: boolean;
  costKind: "coin" | "ticket" | "point";
  /** what one draw costs, in costKind */
  cost: number;
  /** a user's draws a day (the project's day); null: no limit */
  perUserDailyLimit: number | null;
  /** a guaranteed win after this many draws in a row without one; null: none */
  pityAfter: number | null;
  /** what a prize out of stock or over its daily cap turns into: one of the draw's prizes without stock or cap; null: its no-win slot */
  fallbackPrizeId: number | null;
  prizeCount: number;
  /** the live prizes' odds, in basis points (10,000 = 100%) */
  probabilitySum: number;
  drawsToday: number;
  createTime: string;
  prizes: {
    id: number;
    name: string;
    imageUrl: string;
    rewardKind: string;
    rewardAmount: number;
    couponTemplateId: number | null;
    probabilityBp: number;
    stock: number | null;
    dailyCap: number | null;
    givenToday: number;
    sort: number;
  }[];
};
export type GetActivityDrawprizeApiArg = {
  id: number;
};
export type EditActivityDrawprizeApiResponse = /** status 200 undefined */ {
  /** the activity's id (type 9, points game) */
  id: number;
  projectCode: string;
  title: string;
  status: number;
  startTime: string;
  endTime: string;
  configured: boolean;
  costKind: "coin" | "ticket" | "point";
  /** what one draw costs, in costKind */
  cost: number;
  /** a user's draws a day (the project's day); null: no limit */
  perUserDailyLimit: number | null;
  /** a guaranteed win after this many draws in a row without one; null: none */
  pityAfter: number | null;
  /** what a prize out of stock or over its daily cap turns into: one of the draw's prizes without stock or cap; null: its no-win slot */
  fallbackPrizeId: number | null;
  prizeCount: number;
  /** the live prizes' odds, in basis points (10,000 = 100%) */
  probabilitySum: number;
  drawsToday: number;
  createTime: string;
  prizes: {
    id: number;
    name: string;
    imageUrl: string;
    rewardKind: string;
    rewardAmount: number;
    couponTemplateId: number | null;
    probabilityBp: number;
    stock: number | null;
    dailyCap: number | null;
    givenToday: number;
    sort: number;
  }[];
};
export type EditActivityDrawprizeApiArg = {
  id: number;
  body: {
    costKind: "coin" | "ticket" | "point";
    /** what one draw costs, in costKind */
    cost: number;
    /** a user's draws a day (the project's day); null: no limit */
    perUserDailyLimit: number | null;
    /** a guaranteed win after this many draws in a row without one; null: none */
    pityAfter: number | null;
    /** what a prize out of stock or over its daily cap turns into: one of the draw's prizes without stock or cap; null: its no-win slot */
    fallbackPrizeId: number | null;
  };
};
export type EditActivityDrawprizePrizesApiResponse =
  /** status 200 undefined */ {
    /** the activity's id (type 9, points game) */
    id: number;
    projectCode: string;
    title: string;
    status: number;
    startTime: string;
    endTime: string;
    configured: boolean;
    costKind: "coin" | "ticket" | "point";
    /** what one draw costs, in costKind */
    cost: number;
    /** a user's draws a day (the project's day); null: no limit */
    perUserDailyLimit: number | null;
    /** a guaranteed win after this many draws in a row without one; null: none */
    pityAfter: number | null;
    /** what a prize out of stock or over its daily cap turns into: one of the draw's prizes without stock or cap; null: its no-win slot */
    fallbackPrizeId: number | null;
    prizeCount: number;
    /** the live prizes' odds, in basis points (10,000 = 100%) */
    probabilitySum: number;
    drawsToday: number;
    createTime: string;
    prizes: {
      id: number;
      name: string;
      imageUrl: string;
      rewardKind: string;
      rewardAmount: number;
      couponTemplateId: number | null;
      probabilityBp: number;
      stock: number | null;
      dailyCap: number | null;
      givenToday: number;
      sort: number;
    }[];
  };
export type EditActivityDrawprizePrizesApiArg = {
  id: number;
  body: {
    /** the draw's whole prize table: rows with an id are edited, without one added; their odds must sum to exactly 10,000 */
    prizes: {
      id?: number;
      /** 1..64 characters, kept trimmed */
      name: string;
      imageUrl: string;
      /** none: the "no win" slot */
      rewardKind: "none" | "coin" | "ticket" | "point" | "vip_day" | "coupon";
      /** 0 for none and coupon; above 0 otherwise */
      rewardAmount: number;
      /** a coupon's template; null otherwise */
      couponTemplateId: number | null;
      /** of 10,000 */
      probabilityBp: number;
      /** what is left; null: unlimited */
      stock: number | null;
      /** at most this many given a day; null: no cap */
      dailyCap: number | null;
      sort: number;
    }[];
  };
};
export type DeleteActivityDrawprizePrizesApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteActivityDrawprizePrizesApiArg = {
  id: number;
  prizeId: number;
};
export type GetActivityDrawprizeOddsApiResponse = /** status 200 undefined */ {
  drawId: number;
  title: string;
  costKind: string;
  cost: number;
  pityAfter: number | null;
  prizes: {
    id: number;
    name: string;
    imageUrl: string;
    rewardKind: string;
    rewardAmount: number;
    probabilityBp: number;
    /** "12.50%" */
    percent: string;
  }[];
};
export type GetActivityDrawprizeOddsApiArg = {
  id: number;
};
export type SimulateActivityDrawprizeApiResponse = /** status 200 undefined */ {
  draws: number;
  seed: number;
  milliseconds: number;
  /** draws won by the pity counter */
  guaranteed: number;
  prizes: {
    prizeId: number;
    name: string;
    probabilityBp: number;
    expected: number;
    /** times the wheel landed on it */
    drawn: number;
    /** times it was given (the fallback also when others ran out) */
    given: number;
    /** times it was drawn but out of stock or over its cap */
    fallbackTurns: number;
  }[];
};
export type SimulateActivityDrawprizeApiArg = {
  id: number;
  body: {
    /** how many draws: 100,000 is what the screen runs */
    draws: number;
    /** the same seed, the same run */
    seed?: number;
  };
};
export const {
  useListActivityDrawprizeQuery,
  useGetActivityDrawprizeQuery,
  useEditActivityDrawprizeMutation,
  useEditActivityDrawprizePrizesMutation,
  useDeleteActivityDrawprizePrizesMutation,
  useGetActivityDrawprizeOddsQuery,
  useSimulateActivityDrawprizeMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editActivityDrawprizeBody = {
  "type": "object",
  "required": [
    "costKind",
    "cost",
    "perUserDailyLimit",
    "pityAfter",
    "fallbackPrizeId"
  ],
  "properties": {
    "costKind": {
      "anyOf": [
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
        }
      ]
    },
    "cost": {
      "minimum": 0,
      "maximum": 1000000,
      "type": "integer"
    },
    "perUserDailyLimit": {
      "minimum": 1,
      "maximum": 1000,
      "type": "integer"
    },
    "pityAfter": {
      "minimum": 2,
      "maximum": 1000,
      "type": "integer"
    },
    "fallbackPrizeId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    }
  }
} as const;
export const editActivityDrawprizePrizesBody = {
  "type": "object",
  "required": [
    "prizes"
  ],
  "properties": {
    "prizes": {
      "minItems": 1,
      "maxItems": 30,
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "name",
          "imageUrl",
          "rewardKind",
          "rewardAmount",
          "couponTemplateId",
          "probabilityBp",
          "stock",
          "dailyCap",
          "sort"
        ],
        "properties": {
          "id": {
            "minimum": 1,
            "maximum": 2147483647,
            "type": "integer"
          },
          "name": {
            "minLength": 1,
            "maxLength": 64,
            "type": "string"
          },
          "imageUrl": {
            "maxLength": 512,
            "type": "string"
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
              },
              {
                "type": "string",
                "enum": [
                  "coupon"
                ]
              }
            ]
          },
          "rewardAmount": {
            "minimum": 0,
            "maximum": 1000000,
            "type": "integer"
          },
          "couponTemplateId": {
            "minimum": 1,
            "maximum": 2147483647,
            "type": "integer"
          },
          "probabilityBp": {
            "minimum": 0,
            "maximum": 10000,
            "type": "integer"
          },
          "stock": {
            "minimum": 0,
            "maximum": 100000000,
            "type": "integer"
          },
          "dailyCap": {
            "minimum": 1,
            "maximum": 100000000,
            "type": "integer"
          },
          "sort": {
            "minimum": 0,
            "maximum": 9999,
            "type": "integer"
          }
        }
      }
    }
  }
} as const;
export const simulateActivityDrawprizeBody = {
  "type": "object",
  "required": [
    "draws"
  ],
  "properties": {
    "draws": {
      "minimum": 1,
      "maximum": 200000,
      "type": "integer"
    },
    "seed": {
      "minimum": 0,
      "maximum": 2147483647,
      "type": "integer"
    }
  }
} as const;
