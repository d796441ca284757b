import {
  type GetNotificationUnreadCountApiResponse,
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

/** The badge polls once a minute (and when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;
export const PANEL_PAGE_SIZE = 20;

// 'Notification' is not among shared's TAG_TYPES: the message box is the shell's own.
// Nothing is kept once unused: a notice read elsewhere must not show as unread here.
const NOTIFICATIONS = ['Notification'] as const;
const notificationApi = generatedNotificationApi.enhanceEndpoints({
  addTagTypes: NOTIFICATIONS,
  endpoints: {
    getNotificationUnreadCount: { providesTags: NOTIFICATIONS, keepUnusedDataFor: 0 },
    listNotification: { providesTags: NOTIFICATIONS, keepUnusedDataFor: 0 },
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
