import { api } from '@backoffice/shared';

export interface WorkplaceFigures {
  dramaCount: number;
  userCount: number;
  newUsersToday: number;
  paidOrdersToday: number;
  topUpToday: { amountMinor: number; currency: string };
  topUpTrend: { date: string; amountMinor: number; orders: number }[];
  currency: string;
}

const workplaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The project scope is added by the base query: the key changes with the project.
    getWorkplace: build.query<WorkplaceFigures, { projectCode?: string }>({
      query: () => ({ url: '/dashboard/workplace' }),
    }),
  }),
});

export const { useGetWorkplaceQuery } = workplaceApi;
