import { api, selectCurrentProject, type AppStore, type Project } from '@backoffice/shared';

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

/** The figures' query argument: the page's hook and the route's prefetch must ask the same. */
export const workplaceArgs = (project: Project | null) => ({ projectCode: project?.code });

/** Asks for the figures before the page's chunk has arrived (the route's `prefetch`). */
export function prefetchWorkplace({ dispatch, getState }: Pick<AppStore, 'dispatch' | 'getState'>) {
  dispatch(workplaceApi.util.prefetch('getWorkplace', workplaceArgs(selectCurrentProject(getState())), {}));
}
