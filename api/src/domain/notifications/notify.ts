// A staff user's message box, as other areas fill it: an export is ready, an application
// waits for review. The message box screen (modules/notification) reads and marks them.
import type { Kysely } from 'kysely';
import type { Database, NotificationKind } from '../../db/types';

/** The message box's tabs. */
export const NOTIFICATION_KINDS = ['message', 'notice', 'todo'] as const;

export interface NewNotification {
  userId: number;
  /** the project it belongs to; null or absent: shown in every project */
  projectCode?: string | null;
  kind: NotificationKind;
  title: string;
  content?: string;
  /** an in-app path such as /setting/export-record */
  link?: string;
}

/**
 * Puts a notification in a user's message box; what later features call (an export is
 * ready, an application waits for review…). Answers its id.
 */
export async function notify(db: Kysely<Database>, notification: NewNotification): Promise<number> {
  if (!NOTIFICATION_KINDS.includes(notification.kind))
    throw new Error(`unknown notification kind "${notification.kind}"`);
  const title = notification.title.trim();
  if (!title) throw new Error('a notification needs a title');
  const link = notification.link ?? '';
  if (link && !link.startsWith('/'))
    throw new Error(`a notification link is an in-app path starting with /, got "${link}"`);
  const row = await db
    .insertInto('sys_notification')
    .values({
      user_id: notification.userId,
      project_code: notification.projectCode ?? null,
      kind: notification.kind,
      title: title.slice(0, 200),
      content: (notification.content ?? '').slice(0, 4000),
      link: link.slice(0, 500),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
