// Telling whoever watches: the queue's agents (its project topic, notes included) and the app
// user (their own topic, never notes). Called in the writer's transaction: the event is stored
// with the change and heard once it commits (platform/live).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { publish } from '../../platform/live';
import { conversationById } from './present';
import { APP_CHAT_TOPIC, queueTopic } from './queues';
import { type AppConversation, appConversation } from './appView';
import type { ChatMessage, Conversation } from './schemas';

export type ChatChange =
  | { change: 'message'; conversation: Conversation; message: ChatMessage }
  | { change: 'conversation'; conversation: Conversation; was?: { serviceCode: string } }
  | { change: 'typing'; conversationId: number; author: 'user' | 'agent' };

export type AppChatChange =
  | { change: 'message'; conversation: AppConversation; message: ChatMessage }
  | { change: 'conversation'; conversation: AppConversation }
  | { change: 'typing'; conversationId: number; author: 'agent' };

const toApp = (db: Kysely<Database>, scope: ProjectScope, userId: number, payload: AppChatChange) =>
  publish(db, { topic: APP_CHAT_TOPIC, projectCode: scope.projectCode, appUserId: userId, payload });

const toQueue = (
  db: Kysely<Database>,
  conversation: Conversation & { projectCode: string },
  payload: ChatChange,
  serviceCode = conversation.serviceCode,
) => publish(db, { topic: queueTopic(serviceCode), projectCode: conversation.projectCode, payload });

/** A new message: the agents hear it with the conversation as it now stands, the user unless it is a note. */
export async function announceMessage(
  db: Kysely<Database>,
  scope: ProjectScope,
  conversation: Conversation,
  message: ChatMessage,
): Promise<void> {
  await toQueue(db, withProject(conversation, scope), { change: 'message', conversation, message });
  if (message.author !== 'note')
    await toApp(db, scope, conversation.user.id, {
      change: 'message',
      conversation: appConversation(conversation),
      message,
    });
}

/** The conversation changed (assigned, transferred, labelled, read, closed): read afresh and told to both sides. */
export async function announceConversation(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  was?: { serviceCode: string },
): Promise<Conversation> {
  const conversation = (await conversationById(db, scope, id))!;
  await toQueue(db, withProject(conversation, scope), { change: 'conversation', conversation });
  // moved to another queue: the old queue's agents see it leave
  if (was && was.serviceCode !== conversation.serviceCode)
    await toQueue(
      db,
      withProject(conversation, scope),
      { change: 'conversation', conversation, was },
      was.serviceCode as Conversation['serviceCode'],
    );
  await toApp(db, scope, conversation.user.id, { change: 'conversation', conversation: appConversation(conversation) });
  return conversation;
}

/** Someone is typing: the other side shows it for a few seconds. */
export async function announceTyping(
  db: Kysely<Database>,
  scope: ProjectScope,
  conversation: Conversation,
  author: 'user' | 'agent',
): Promise<void> {
  if (author === 'user')
    await toQueue(db, withProject(conversation, scope), { change: 'typing', conversationId: conversation.id, author });
  else await toApp(db, scope, conversation.user.id, { change: 'typing', conversationId: conversation.id, author });
}

const withProject = (conversation: Conversation, scope: ProjectScope) => ({
  ...conversation,
  projectCode: scope.projectCode,
});
