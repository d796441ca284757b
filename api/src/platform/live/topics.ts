// The topics a socket may subscribe to, declared once: whose events each carries. A user's own
// topic delivers the events written for them (whatever the project: the browser narrows to the
// project it shows); a project topic delivers a project's events to those who hold its
// permission there, within the projects they asked for.

export type TopicRule = { whose: 'own' } | { whose: 'project'; permission: string };

export const LIVE_TOPICS = {
  /** the message box: a new notice (and the unread count it moves), notices read */
  notifications: { whose: 'own' },
  /** the requester's exports: queued, progress, succeeded, failed, deleted (the export button) */
  exports: { whose: 'own' },
  /** every export of a project, as the export records screen lists them */
  'export-records': { whose: 'project', permission: 'setting:export-record:query' },
  /** a project's top-up orders as they move (made, paid, failed, closed, refunded): the top-up records and their totals */
  'topup-records': { whose: 'project', permission: 'deal:topup-record:query' },
} as const satisfies Record<string, TopicRule>;

export type LiveTopic = keyof typeof LIVE_TOPICS;

/** Written by the database when someone's access changes: never sent, the hubs check their sockets again. */
export const ACCESS_TOPIC = 'access';

export const isLiveTopic = (name: string): name is LiveTopic => Object.hasOwn(LIVE_TOPICS, name);
