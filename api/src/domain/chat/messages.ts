// Writing and reading a conversation's messages. A message is stored, the conversation's
// counters and timers moved, and both announced in one transaction; a message sent again with
// the same clientId (a resend after a drop) answers the one already stored and announces nothing.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, statusConflict } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { announceMessage } from './announce';
import { conversationById, messageRows, presentMessage } from './present';
import { CONVERSATION } from './queues';
import type { ChatMessage, Conversation } from './schemas';

export interface NewMessage {
  conversationId: number;
  author: ChatMessage['author'];
  staffId?: number | null;
  kind?: ChatMessage['kind'];
  body?: string;
  imageUrl?: string | null;
  mentions?: number[];
  clientId?: string | null;
}

const PREVIEW = 120;

function previewOf(message: NewMessage): string {
  if (message.kind === 'image') return '[image]';
  return (message.body ?? '').replace(/\s+/g, ' ').trim().slice(0, PREVIEW);
}

/** The conversation locked for a change (its row, until the transaction ends); 404 outside the scope. */
export async function lockConversation(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const row = await projectRows(db, scope)
    .read('conversation')
    .select(['id', 'status', 'agent_id', 'user_id', 'service_code', 'first_response_time'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row;
}

/**
 * Stores a message and moves its conversation: a user's raises the agents' unread count and
 * starts the response timer; an agent's answers it (the first answer stops the first-response
 * timer); a note changes nothing the user sees. Closed conversations take no message (409).
 */
export async function postMessage(
  db: Kysely<Database>,
  scope: ProjectScope,
  message: NewMessage,
  options: { allowClosed?: boolean } = {},
): Promise<{ message: ChatMessage; conversation: Conversation; repeated: boolean }> {
  const kind = message.kind ?? (message.imageUrl ? 'image' : 'text');
  const body = (message.body ?? '').trim();
  if (kind === 'text' && !body)
    throw badRequest('body', 'must not be blank: write a message or send an image', 'blank');
  const rows = projectRows(db, scope);
  const locked = await lockConversation(db, scope, message.conversationId);
  if (!locked) throw badRequest('conversationId', 'no such conversation in this project', 'notFound');
  if (message.clientId) {
    const earlier = await messageRows(db, scope)
      .where('chat_message.conversation_id', '=', locked.id)
      .where('chat_message.author', '=', message.author)
      .where('chat_message.client_id', '=', message.clientId)
      .executeTakeFirst();
    if (earlier)
      return {
        message: presentMessage(earlier),
        conversation: (await conversationById(db, scope, locked.id))!,
        repeated: true,
      };
  }
  if (locked.status === CONVERSATION.closed && !options.allowClosed)
    throw statusConflict('This conversation is closed: it takes no more messages', {
      enum: 'conversationStatus',
      status: locked.status,
    });
  const inserted = await rows
    .add('chat_message', [
      {
        project_code: scope.projectCode,
        conversation_id: locked.id,
        author: message.author,
        staff_id: message.staffId ?? null,
        kind,
        body,
        image_url: message.imageUrl ?? null,
        mentions: message.mentions ?? [],
        client_id: message.clientId ?? null,
      },
    ])
    .returning(['id', 'create_time'])
    .executeTakeFirstOrThrow();
  if (message.author !== 'note') {
    const moved = {
      last_message_id: inserted.id,
      last_message_time: inserted.create_time,
      last_preview: previewOf({ ...message, kind }),
      update_time: sql<Date>`now()`,
    };
    const update = rows.update('conversation').where('id', '=', locked.id);
    if (message.author === 'user')
      await update
        .set({
          ...moved,
          agent_unread: sql<number>`agent_unread + 1`,
          awaiting_since: sql<Date>`coalesce(awaiting_since, ${inserted.create_time})`,
        })
        .execute();
    else if (message.author === 'agent')
      await update
        .set({
          ...moved,
          user_unread: sql<number>`user_unread + 1`,
          awaiting_since: null,
          // an agent who answers has read what the user wrote before
          agent_read_id: inserted.id,
          agent_unread: 0,
          first_response_time: sql<Date>`coalesce(first_response_time, ${inserted.create_time})`,
        })
        .execute();
    else await update.set({ ...moved, user_unread: sql<number>`user_unread + 1` }).execute();
  }
  const stored = presentMessage(
    await messageRows(db, scope).where('chat_message.id', '=', inserted.id).executeTakeFirstOrThrow(),
  );
  const conversation = (await conversationById(db, scope, locked.id))!;
  await announceMessage(db, scope, conversation, stored);
  return { message: stored, conversation, repeated: false };
}

export interface MessagePageQuery {
  after?: number;
  before?: number;
  limit?: number;
}

/**
 * A page of a conversation's messages, oldest first: after an id (catching up after a drop,
 * the next ones) or before one (history, the ones just above), else the latest. Notes only for staff.
 */
export async function listMessages(
  db: Kysely<Database>,
  scope: ProjectScope,
  conversationId: number,
  query: MessagePageQuery,
  { withNotes }: { withNotes: boolean },
): Promise<{ list: ChatMessage[]; hasMore: boolean }> {
  if (query.after !== undefined && query.before !== undefined)
    throw badRequest('before', 'give either after (catching up) or before (history), not both', 'required');
  const limit = query.limit ?? 30;
  let rows = messageRows(db, scope).where('chat_message.conversation_id', '=', conversationId);
  if (!withNotes) rows = rows.where('chat_message.author', '<>', 'note');
  const found =
    query.after !== undefined
      ? await rows
          .where('chat_message.id', '>', query.after)
          .orderBy('chat_message.id')
          .limit(limit + 1)
          .execute()
      : (
          await (query.before === undefined ? rows : rows.where('chat_message.id', '<', query.before))
            .orderBy('chat_message.id', 'desc')
            .limit(limit + 1)
            .execute()
        ).reverse();
  const hasMore = found.length > limit;
  const page = hasMore ? (query.after !== undefined ? found.slice(0, limit) : found.slice(1)) : found;
  return { list: page.map(presentMessage), hasMore };
}
