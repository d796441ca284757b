import { api } from '@backoffice/shared';

/** The message box tabs (api `kind`), in display order. */
export const NOTIFICATION_KINDS = ['message', 'notice', 'todo'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One row of GET /notification/list (api/src/modules/notification/notification.schemas.ts). */
export interface Notification {
  id: number;
  projectCode: string | null;
  kind: NotificationKind;
  title: string;
  content: string;
  /** an in-app path to open, or '' */
  link: string;
  read: boolean;
  readAt: string | null;
  createTime: string;
}

export interface NotificationPage {
  list: Notification[];
  total: number;
}

export type UnreadCounts = Record<NotificationKind | 'total', number>;

export interface NotificationListArgs {
  kind: NotificationKind;
  unread?: boolean;
  pageNum?: number;
  pageSize?: number;
}

/** The badge's unread count is polled once a minute (and when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;
export const PANEL_PAGE_SIZE = 20;

// 'Notification' is not among shared's TAG_TYPES: added here, as the api's doc says a
// package needing a new tag before the next shared release does.
const notificationApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCounts, void>({
      query: () => '/notification/unread-count',
      providesTags: ['Notification'],
      // Always current: the badge is the point of the call.
      keepUnusedDataFor: 0,
    }),
    listNotifications: build.query<NotificationPage, NotificationListArgs>({
      query: ({ pageNum = 1, pageSize = PANEL_PAGE_SIZE, ...rest }) => ({
        url: '/notification/list',
        params: { ...rest, pageNum, pageSize },
      }),
      providesTags: ['Notification'],
      keepUnusedDataFor: 0,
    }),
    markNotificationsRead: build.mutation<{ updated: number }, number[]>({
      query: (ids) => ({ url: '/notification/read', method: 'POST', body: { ids } }),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, NotificationKind | void>({
      query: (kind) => ({ url: '/notification/read-all', method: 'POST', body: kind ? { kind } : {} }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const {
  useGetUnreadCountQuery,
  useListNotificationsQuery,
  useMarkNotificationsReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationApi;

/** A count from an answer that may be missing or malformed (0 then). */
export function countOf(counts: Partial<UnreadCounts> | null | undefined, key: keyof UnreadCounts): number {
  const value = counts?.[key];
  return typeof value === 'number' && value > 0 ? value : 0;
}
