// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DashboardWorkplace"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getDashboardWorkplace: build.query<
        GetDashboardWorkplaceApiResponse,
        GetDashboardWorkplaceApiArg
      >({
        query: () => ({ url: `/dashboard/workplace` }),
        providesTags: ["DashboardWorkplace"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dashboardWorkplaceApi };
export type GetDashboardWorkplaceApiResponse = /** status 200 undefined */ {
  dramaCount: number;
  userCount: number;
  /** app users who signed up since 00:00 UTC */
  newUsersToday: number;
  topUpToday: {
    /** integer minor units (cents), exact up to 2^53 */
    amountMinor: number;
    currency: string;
  };
  paidOrdersToday: number;
  /** paid top-ups a day (UTC), the last 14 days, oldest first, today last */
  topUpTrend: {
    date: string;
    /** integer minor units (cents), exact up to 2^53 */
    amountMinor: number;
    orders: number;
  }[];
  /** ISO 4217 code of every amount in this answer */
  currency: string;
};
export type GetDashboardWorkplaceApiArg = void;
export const { useGetDashboardWorkplaceQuery } = injectedRtkApi;
