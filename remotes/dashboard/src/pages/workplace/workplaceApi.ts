import type { AppStore } from '@backoffice/shared';
import { dashboardWorkplaceApi, type GetDashboardWorkplaceApiResponse } from './workplaceApi.generated';

export type WorkplaceFigures = GetDashboardWorkplaceApiResponse;

// The project scope is added by the base query; switching project empties the cache.
export const { useGetDashboardWorkplaceQuery } = dashboardWorkplaceApi;

/** Asks for the figures before the page's chunk has arrived (the route's `prefetch`). */
export function prefetchWorkplace({ dispatch }: Pick<AppStore, 'dispatch' | 'getState'>) {
  dispatch(dashboardWorkplaceApi.util.prefetch('getDashboardWorkplace', undefined, {}));
}
