import {
  type ListProductOnlineApiResponse,
  type ListProductOnlineScheduleApiResponse,
  productOnlineApi,
} from './onlineApi.generated';

/** A drama online now: a row of the first tab, with since when and the change waiting for it. */
export type LiveDrama = ListProductOnlineApiResponse['list'][number];
/** A scheduled change: a row of the second tab. */
export type ScheduledChange = ListProductOnlineScheduleApiResponse['list'][number];
export type ScheduleAction = ScheduledChange['action'];

// A drama moved now changes its status on the dramas list ('ProductList') and on its
// categories' drama lists ('ProductCategory'). A change scheduled or cancelled refreshes the
// dramas list as well, so an operator going back there sees the drama as it now stands.
const MOVED = { invalidatesTags: ['ProductOnline', 'ProductList', 'ProductCategory'] } as const;
const SCHEDULED = { invalidatesTags: ['ProductOnline', 'ProductList'] } as const;

export const onlineApi = productOnlineApi.enhanceEndpoints({
  addTagTypes: ['ProductList', 'ProductCategory'],
  endpoints: {
    scheduleProductOnline: SCHEDULED,
    cancelProductOnlineSchedule: SCHEDULED,
    onlineProductOnline: MOVED,
    offlineProductOnline: MOVED,
  },
});

export type {
  ListProductOnlineApiArg,
  ListProductOnlineScheduleApiArg,
  ScheduleProductOnlineApiArg,
} from './onlineApi.generated';
export { scheduleProductOnlineBody } from './onlineApi.generated';
export const {
  useListProductOnlineQuery,
  useListProductOnlineScheduleQuery,
  useScheduleProductOnlineMutation,
  useCancelProductOnlineScheduleMutation,
  useOfflineProductOnlineMutation,
} = onlineApi;
