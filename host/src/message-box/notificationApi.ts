import { liveUpdates } from '@backoffice/shared';
import {
  type GetNotificationUnreadCountApiArg,
  type GetNotificationUnreadCountApiResponse,
  type ListNotificationApiArg,
  type ListNotificationApiResponse,
  notificationApi as generatedNotificationApi,
} from './notificationApi.generated';

export type Notification = ListNotificationApiResponse['list'][number];
export type NotificationKind = Notification['kind'];
/** The message box tabs (api `kind`), in display order: one for each kind (a new kind fails to compile until it has its place). */
const TAB_ORDER: Record<NotificationKind, number> = { message: 0, notice: 1, todo: 2 };
export const NOTIFICATION_KINDS = (Object.keys(TAB_ORDER) as NotificationKind[]).sort(
  (a, b) => TAB_ORDER[a] - TAB_ORDER[b],
);
export type UnreadCounts = GetNotificationUnreadCountApiResponse;

/** What the live channel says of the user's notifications (topic `notifications`). */
export type NotificationChange =
  | { change: 'new'; notification: { id: number; projectCode: string | null; kind: NotificationKind } }
  | { change: 'read' };

/** Whether a notice belongs in the project shown (project-less ones show in every project). */
const shownIn = (notification: { projectCode: string | null }, projectCode: string | undefined) =>
  !projectCode || !notification.projectCode || notification.projectCode === projectCode;

/**
 * The badge hears new notices live and counts them at once; a notice read (here or in
 * another tab) or one missed during a drop is counted afresh by the api.
 */
const countLive = liveUpdates<UnreadCounts, GetNotificationUnreadCountApiArg>(
  'notifications',
  (event, { updateCachedData, refetch, projectCode, replayed }) => {
    const change = event.payload as NotificationChange;
    if (change.change !== 'new' || replayed) return refetch();
    if (!shownIn(change.notification, projectCode)) return;
    updateCachedData((counts) => {
      counts[change.notification.kind] += 1;
      counts.total += 1;
    });
  },
);

/** An open panel's page is read again when a notice of its tab arrives or notices are read. */
const listLive = liveUpdates<ListNotificationApiResponse, ListNotificationApiArg>(
  'notifications',
  (event, { arg, refetch, projectCode }) => {
    const change = event.payload as NotificationChange;
    if (change.change === 'read') return refetch();
    if (shownIn(change.notification, projectCode) && (!arg.kind || arg.kind === change.notification.kind)) refetch();
  },
);

/** The badge polls once a minute while the live channel is not open (and when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;
export const PANEL_PAGE_SIZE = 20;

// 'Notification' is not among shared's TAG_TYPES: the message box is the shell's own.
// Nothing is kept once unused: a notice read elsewhere must not show as unread here.
const NOTIFICATIONS = ['Notification'] as const;
const notificationApi = generatedNotificationApi.enhanceEndpoints({
  addTagTypes: NOTIFICATIONS,
  endpoints: {
    getNotificationUnreadCount: { providesTags: NOTIFICATIONS, keepUnusedDataFor: 0, onCacheEntryAdded: countLive },
    listNotification: { providesTags: NOTIFICATIONS, keepUnusedDataFor: 0, onCacheEntryAdded: listLive },
    readNotification: { invalidatesTags: NOTIFICATIONS },
    readAllNotification: { invalidatesTags: NOTIFICATIONS },
  },
});

export const {
  useGetNotificationUnreadCountQuery,
  useListNotificationQuery,
  useReadNotificationMutation,
  useReadAllNotificationMutation,
} = notificationApi;

/** A count from an answer that may be missing or malformed (0 then). */
export function countOf(counts: Partial<UnreadCounts> | null | undefined, key: keyof UnreadCounts): number {
  const value = counts?.[key];
  return typeof value === 'number' && value > 0 ? value : 0;
}
