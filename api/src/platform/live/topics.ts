// The topics a socket may subscribe to, declared once: whose events each carries. A user's own
// topic delivers the events written for them (whatever the project: the browser narrows to the
// project it shows); a project topic delivers a project's events to those who hold its
// permission there, within the projects they asked for. An app user's topic is heard on the
// app's socket (/app-api/ws) alone, by the one app user an event names; staff sockets never
// hear it, and app sockets hear nothing else.

export type TopicRule = { whose: 'own' } | { whose: 'project'; permission: string } | { whose: 'appUser' };

export const LIVE_TOPICS = {
  /** the message box: a new notice (and the unread count it moves), notices read */
  notifications: { whose: 'own' },
  /** the requester's exports: queued, progress, succeeded, failed, deleted (the export button) */
  exports: { whose: 'own' },
  /** every export of a project, as the export records screen lists them */
  'export-records': { whose: 'project', permission: 'setting:export-record:query' },
  /** a project's top-up orders as they move (made, paid, failed, closed, refunded): the top-up records and their totals */
  'topup-records': { whose: 'project', permission: 'deal:topup-record:query' },
  /** a queue's conversations and messages as agents see them (the customer-service chat), one topic a queue */
  'chat-online_assistant': { whose: 'project', permission: 'customer-service:online_assistant:query' },
  'chat-vip_official_customer': { whose: 'project', permission: 'customer-service:vip_official_customer:query' },
  'chat-premium_customer_service': { whose: 'project', permission: 'customer-service:big_account:query' },
  /** the app user's own conversations with customer service: messages (no notes), changes, typing */
  chat: { whose: 'appUser' },
} as const satisfies Record<string, TopicRule>;

export type LiveTopic = keyof typeof LIVE_TOPICS;

/** Written by the database when someone's access changes: never sent, the hubs check their sockets again. */
export const ACCESS_TOPIC = 'access';

export const isLiveTopic = (name: string): name is LiveTopic => Object.hasOwn(LIVE_TOPICS, name);

/** Whether a topic is an app user's (heard on /app-api/ws) rather than the staff's (/admin-api/ws). */
export const isAppUserTopic = (topic: LiveTopic): boolean => LIVE_TOPICS[topic].whose === 'appUser';

/** The topics of each side's socket. */
export const STAFF_TOPICS = (Object.keys(LIVE_TOPICS) as LiveTopic[]).filter((topic) => !isAppUserTopic(topic));
export const APP_USER_TOPICS = (Object.keys(LIVE_TOPICS) as LiveTopic[]).filter(isAppUserTopic);
