// Reading conversations and messages as answers show them: the user and the agent joined, the
// response timers worked out in business hours by the database (cs_response_due, 0025).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import type { ChatMessage, Conversation } from './schemas';
import type { ServiceCode } from './queues';

const iso = (time: Date | string | null) => (time === null ? null : new Date(time).toISOString());

/** The conversations of the scope with everything an answer shows; narrow it with `where`. */
export function conversationRows(db: Kysely<Database>, scope: ProjectScope) {
  const rows = projectRows(db, scope);
  return rows
    .read('conversation')
    .innerJoin(
      rows.read('app_user').select(['id', 'user_code', 'username', 'avatar', 'vip', 'country']).as('u'),
      'u.id',
      'conversation.user_id',
    )
    .innerJoin('sys_project as p', 'p.code', 'conversation.project_code')
    .leftJoin('sys_user as agent', 'agent.id', 'conversation.agent_id')
    .leftJoin(rows.read('cs_service').selectAll().as('s'), (join) =>
      join
        .onRef('s.project_code', '=', 'conversation.project_code')
        .onRef('s.service_code', '=', 'conversation.service_code'),
    )
    .select([
      'conversation.id',
      'conversation.project_code as projectCode',
      'conversation.service_code as serviceCode',
      'conversation.status',
      'conversation.user_id as userId',
      'u.user_code as userCode',
      'u.username',
      'u.avatar',
      'u.vip',
      'u.country',
      'conversation.agent_id as agentId',
      sql<string | null>`coalesce(nullif(agent.name, ''), agent.username)`.as('agentName'),
      'conversation.labels',
      'conversation.queued_time as queuedTime',
      'conversation.create_time as createTime',
      'conversation.first_response_time as firstResponseTime',
      'conversation.awaiting_since as awaitingSince',
      sql<Date | null>`case when conversation.status < 2 and conversation.first_response_time is null then
        cs_response_due(conversation.queued_time, coalesce(s.first_response_seconds, 120), p.timezone,
          coalesce(s.work_days, '{1,2,3,4,5,6,7}'), coalesce(s.work_start, '09:00'), coalesce(s.work_end, '21:00')) end`.as(
        'firstResponseDue',
      ),
      sql<Date | null>`case when conversation.status < 2 and conversation.first_response_time is not null
        and conversation.awaiting_since is not null then
        cs_response_due(conversation.awaiting_since, coalesce(s.next_response_seconds, 300), p.timezone,
          coalesce(s.work_days, '{1,2,3,4,5,6,7}'), coalesce(s.work_start, '09:00'), coalesce(s.work_end, '21:00')) end`.as(
        'nextResponseDue',
      ),
      'conversation.last_message_id as lastMessageId',
      'conversation.last_message_time as lastMessageTime',
      'conversation.last_preview as lastPreview',
      'conversation.agent_unread as agentUnread',
      'conversation.user_unread as userUnread',
      'conversation.agent_read_id as agentReadId',
      'conversation.user_read_id as userReadId',
      'conversation.closed_time as closedTime',
      'conversation.closed_by as closedBy',
      'conversation.satisfaction',
    ]);
}

export type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationRows>['executeTakeFirstOrThrow']>>;

export function presentConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    serviceCode: row.serviceCode as ServiceCode,
    status: row.status,
    user: {
      id: row.userId,
      userCode: row.userCode,
      username: row.username,
      avatar: row.avatar,
      vip: row.vip,
      country: row.country,
    },
    agent: row.agentId === null ? null : { id: row.agentId, name: row.agentName ?? '' },
    labels: row.labels,
    queuedTime: iso(row.queuedTime)!,
    createTime: iso(row.createTime)!,
    firstResponseTime: iso(row.firstResponseTime),
    awaitingSince: iso(row.awaitingSince),
    firstResponseDue: iso(row.firstResponseDue),
    nextResponseDue: iso(row.nextResponseDue),
    lastMessageId: row.lastMessageId,
    lastMessageTime: iso(row.lastMessageTime)!,
    lastPreview: row.lastPreview,
    agentUnread: row.agentUnread,
    userUnread: row.userUnread,
    agentReadId: row.agentReadId,
    userReadId: row.userReadId,
    closedTime: iso(row.closedTime),
    closedBy: row.closedBy,
    satisfaction: row.satisfaction,
  };
}

/** One conversation of the scope as answers show it; undefined when there is none such. */
export async function conversationById(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
): Promise<Conversation | undefined> {
  const row = await conversationRows(db, scope).where('conversation.id', '=', id).executeTakeFirst();
  return row && presentConversation(row);
}

/** A conversation's messages with their author's name. */
export function messageRows(db: Kysely<Database>, scope: ProjectScope) {
  return projectRows(db, scope)
    .read('chat_message')
    .leftJoin('sys_user as staff', 'staff.id', 'chat_message.staff_id')
    .select([
      'chat_message.id',
      'chat_message.conversation_id as conversationId',
      'chat_message.author',
      'chat_message.staff_id as staffId',
      sql<string | null>`coalesce(nullif(staff.name, ''), staff.username)`.as('staffName'),
      'chat_message.kind',
      'chat_message.body',
      'chat_message.image_url as imageUrl',
      'chat_message.mentions',
      'chat_message.client_id as clientId',
      'chat_message.create_time as createTime',
    ]);
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: row.author,
    staff: row.staffId === null ? null : { id: row.staffId, name: row.staffName ?? '' },
    kind: row.kind,
    body: row.body,
    imageUrl: row.imageUrl,
    mentions: row.mentions,
    clientId: row.clientId,
    createTime: iso(row.createTime)!,
  };
}
