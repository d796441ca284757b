// What reaches an app user's inbox (app_message): the app's own notes (a welcome), promotion
// sends and customer-service replies. Every sender writes through here.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';

export interface InboxMessageToSend {
  userId: number;
  source: 'system' | 'promotion' | 'service';
  title: string;
  content: string;
}

/** Puts messages in their users' inboxes (in the scope's one project), unread. */
export async function sendToInbox(
  db: Kysely<Database>,
  scope: ProjectScope,
  messages: readonly InboxMessageToSend[],
): Promise<void> {
  if (!messages.length) return;
  await projectRows(db, scope)
    .add(
      'app_message',
      messages.map((message) => ({
        project_code: scope.projectCode,
        user_id: message.userId,
        source: message.source,
        title: message.title,
        content: message.content,
      })),
    )
    .execute();
}

/** What a new app user finds in the inbox. */
export const WELCOME_MESSAGE = {
  source: 'system',
  title: 'Welcome!',
  content: 'Your first five episodes of every drama are free. Enjoy!',
} as const;
