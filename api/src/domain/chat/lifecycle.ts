// A conversation from the user's first message to the survey: opened (routed to its queue),
// claimed, transferred, read, labelled, closed (by the agent, the user or idleness), rated.
// Transitions not listed here are refused with a 409 naming the current status.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, forbidden, notFound, statusConflict } from '../../platform/errors';
import { holdersOf } from '../../platform/grants';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { announceConversation } from './announce';
import { assignWaiting, giveTo } from './assignment';
import { lockConversation, postMessage } from './messages';
import { conversationById } from './present';
import { CONVERSATION, queuePermission, queueSettings, type ServiceCode } from './queues';
import type { Conversation } from './schemas';

const statusIs = (status: number) => ({ enum: 'conversationStatus', status });

async function locked(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const row = await lockConversation(db, scope, id);
  if (!row) throw notFound(`No conversation ${id} in this project`);
  return row;
}

/**
 * Which queue a user's new conversation goes to when the app names none: VIP users to the VIP
 * service, those who paid at least the premium queue's threshold to it, everyone else online.
 */
export async function routeOf(db: Kysely<Database>, scope: ProjectScope, userId: number): Promise<ServiceCode> {
  const rows = projectRows(db, scope);
  const user = await rows
    .read('app_user')
    .select(['vip', 'user_code'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const premium = await queueSettings(db, scope, 'premium_customer_service');
  if (premium.routePaidMinor !== null) {
    const project = scope.projects.find((candidate) => candidate.code === scope.projectCode);
    const paid = await rows
      .read('topup_order')
      .select(sql<string>`coalesce(sum(amount_minor), 0)::text`.as('paid'))
      .where('user_code', '=', user.user_code)
      .where('status', '=', 1)
      .where('currency', '=', project?.currency ?? 'USD')
      .executeTakeFirstOrThrow();
    if (BigInt(paid.paid) >= BigInt(premium.routePaidMinor)) return 'premium_customer_service';
  }
  return user.vip > 0 ? 'vip_official_customer' : 'online_assistant';
}

/** The user's open conversation in the queue, or a new one waiting there (handed out at once if an agent is free). */
export async function openConversation(
  db: Kysely<Database>,
  scope: ProjectScope,
  userId: number,
  serviceCode?: ServiceCode,
): Promise<{ conversation: Conversation; created: boolean }> {
  const code = serviceCode ?? (await routeOf(db, scope, userId));
  const rows = projectRows(db, scope);
  const existing = await rows
    .read('conversation')
    .select('id')
    .where('user_id', '=', userId)
    .where('service_code', '=', code)
    .where('status', '<', CONVERSATION.closed)
    .executeTakeFirst();
  if (existing) return { conversation: (await conversationById(db, scope, existing.id))!, created: false };
  const created = await rows
    .add('conversation', [{ project_code: scope.projectCode, user_id: userId, service_code: code }])
    .onConflict((on) => on.doNothing())
    .returning('id')
    .executeTakeFirst();
  // another request of the same user opened it a moment ago
  if (!created) return openConversation(db, scope, userId, code);
  await announceConversation(db, scope, created.id);
  await assignWaiting(db, scope);
  return { conversation: (await conversationById(db, scope, created.id))!, created: true };
}

/** The user writes: stored and announced; outside business hours they are told when someone answers. */
export async function userWrites(
  db: Kysely<Database>,
  scope: ProjectScope,
  userId: number,
  message: { conversationId: number; clientId: string; body?: string; imageUrl?: string | null },
) {
  const conversation = await conversationById(db, scope, message.conversationId);
  if (!conversation || conversation.user.id !== userId)
    throw notFound(`No conversation ${message.conversationId} of yours`);
  const written = await postMessage(db, scope, { ...message, author: 'user' });
  if (!written.repeated) await replyWhenAway(db, scope, conversation.serviceCode, conversation.id);
  return written;
}

const AWAY_REPLY_EVERY = '1 hour';

/** Outside business hours, an automatic reply (at most once an hour a conversation), in the project's default content locale. */
async function replyWhenAway(
  db: Kysely<Database>,
  scope: ProjectScope,
  serviceCode: ServiceCode,
  conversationId: number,
) {
  const settings = await queueSettings(db, scope, serviceCode);
  const open = await sql<{
    open: boolean;
  }>`select cs_open_at(now(), ${settings.timeZone}, ${settings.workDays}::smallint[],
    ${settings.workStart}::time, ${settings.workEnd}::time) as open`.execute(db);
  if (open.rows[0]?.open) return;
  const recent = await projectRows(db, scope)
    .read('chat_message')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('author', '=', 'system')
    .where('kind', '=', 'text')
    .where('create_time', '>', sql<Date>`now() - ${AWAY_REPLY_EVERY}::interval`)
    .executeTakeFirst();
  if (recent) return;
  const project = await db
    .selectFrom('sys_project')
    .select('default_content_locale')
    .where('code', '=', scope.projectCode)
    .executeTakeFirstOrThrow();
  const text =
    settings.awayReply[project.default_content_locale] ??
    Object.values(settings.awayReply)[0] ??
    `We are away now and answer from ${settings.workStart.slice(0, 5)} (${settings.timeZone}). Leave your message: we will reply here.`;
  await postMessage(db, scope, { conversationId, author: 'system', body: text });
}

/** An agent takes a waiting conversation (409 when someone has it or it is closed). */
export async function claim(db: Kysely<Database>, scope: ProjectScope, id: number, agentId: number) {
  const row = await locked(db, scope, id);
  if (row.status === CONVERSATION.open && row.agent_id === agentId) return (await conversationById(db, scope, id))!;
  if (row.status !== CONVERSATION.waiting)
    throw statusConflict(
      row.status === CONVERSATION.open ? 'Another agent has this conversation' : 'This conversation is closed',
      statusIs(row.status),
    );
  return giveTo(db, scope, id, agentId);
}

/** Refused unless the agent holds the queue's reply permission in the project. */
async function mustAnswer(
  db: Kysely<Database>,
  scope: ProjectScope,
  agentId: number,
  code: ServiceCode,
  field: string,
) {
  const holders = await holdersOf(db, scope.projectCode, queuePermission(code, 'reply'));
  if (!holders.includes(agentId))
    throw badRequest(
      field,
      `this colleague may not answer the ${code} queue in project ${scope.projectCode}`,
      'notFound',
    );
}

/**
 * Hands an open or waiting conversation to a colleague (it stays open, with them) or to another
 * queue (it waits there, keeping its place by when it first queued).
 */
export async function transfer(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  by: { id: number; name: string },
  to: { agentId?: number; serviceCode?: ServiceCode; note?: string },
) {
  if ((to.agentId === undefined) === (to.serviceCode === undefined))
    throw badRequest('agentId', 'name either a colleague (agentId) or a queue (serviceCode)', 'required');
  const row = await locked(db, scope, id);
  if (row.status === CONVERSATION.closed) throw statusConflict('This conversation is closed', statusIs(row.status));
  const note = to.note?.trim();
  if (to.agentId !== undefined) {
    if (to.agentId === row.agent_id) throw badRequest('agentId', 'already has this conversation', 'repeated');
    await mustAnswer(db, scope, to.agentId, row.service_code, 'agentId');
    if (note)
      await postMessage(db, scope, {
        conversationId: id,
        author: 'note',
        staffId: by.id,
        body: note,
        mentions: [to.agentId],
      });
    return giveTo(db, scope, id, to.agentId);
  }
  const code = to.serviceCode!;
  if (code === row.service_code) throw badRequest('serviceCode', 'is already this queue', 'repeated');
  const rows = projectRows(db, scope);
  const other = await rows
    .read('conversation')
    .select('id')
    .where('user_id', '=', row.user_id)
    .where('service_code', '=', code)
    .where('status', '<', CONVERSATION.closed)
    .executeTakeFirst();
  if (other)
    throw conflict(
      `The user already has an open conversation in the ${code} queue (${other.id})`,
      'conversation.openElsewhere',
      { id: other.id },
    );
  await rows
    .update('conversation')
    .set({ service_code: code, status: CONVERSATION.waiting, agent_id: null, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await postMessage(db, scope, {
    conversationId: id,
    author: 'system',
    kind: 'event',
    body: `Transferred to ${code} by ${by.name}`,
  });
  if (note) await postMessage(db, scope, { conversationId: id, author: 'note', staffId: by.id, body: note });
  const moved = await announceConversation(db, scope, id, { serviceCode: row.service_code });
  await assignWaiting(db, scope);
  return (await conversationById(db, scope, id)) ?? moved;
}

const SURVEY = 'How did we do? Rate this conversation from 1 to 5.';

/** Closes a conversation (an agent, the user, or idleness); the user is then asked to rate it. */
export async function close(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  by: 'agent' | 'user' | 'idle',
  agentId?: number,
) {
  const row = await locked(db, scope, id);
  if (row.status === CONVERSATION.closed)
    throw statusConflict('This conversation is already closed', statusIs(row.status));
  if (by === 'agent' && row.status === CONVERSATION.open && row.agent_id !== agentId)
    throw forbidden(
      'Another agent has this conversation: transfer it or ask them to close it',
      'conversation.notYours',
    );
  await projectRows(db, scope)
    .update('conversation')
    .set({
      status: CONVERSATION.closed,
      closed_time: sql<Date>`now()`,
      closed_by: by,
      awaiting_since: null,
      update_time: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
  await postMessage(
    db,
    scope,
    { conversationId: id, author: 'system', kind: 'survey', body: SURVEY },
    { allowClosed: true },
  );
  const conversation = await announceConversation(db, scope, id);
  if (row.status === CONVERSATION.open) await assignWaiting(db, scope);
  return conversation;
}

/** The user rates a closed conversation, once. */
export async function rate(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  userId: number,
  score: number,
  comment: string,
) {
  const row = await locked(db, scope, id);
  if (row.user_id !== userId) throw notFound(`No conversation ${id} of yours`);
  if (row.status !== CONVERSATION.closed)
    throw statusConflict('Rate a conversation once it is closed', statusIs(row.status));
  const done = await projectRows(db, scope)
    .update('conversation')
    .set({ satisfaction: score, satisfaction_comment: comment.trim().slice(0, 500), update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .where('satisfaction', 'is', null)
    .executeTakeFirst();
  if (!Number(done.numUpdatedRows)) throw conflict('This conversation is already rated', 'conversation.rated');
  return announceConversation(db, scope, id);
}

/** One side has read up to a message: its unread count drops and the other side sees the mark. */
export async function markRead(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  side: 'agent' | 'user',
  lastId: number,
) {
  await locked(db, scope, id);
  const rows = projectRows(db, scope);
  const other = side === 'agent' ? ['user'] : ['agent', 'system'];
  const unread = (readId: unknown) =>
    sql<number>`(select count(*)::int from chat_message m where m.conversation_id = ${id}
      and m.author in (${sql.join(other)}) and m.id > ${readId})`;
  const update =
    side === 'agent'
      ? rows.update('conversation').set({
          agent_read_id: sql<number>`greatest(agent_read_id, least(${lastId}, last_message_id))`,
          agent_unread: unread(sql`greatest(agent_read_id, least(${lastId}, last_message_id))`),
        })
      : rows.update('conversation').set({
          user_read_id: sql<number>`greatest(user_read_id, least(${lastId}, last_message_id))`,
          user_unread: unread(sql`greatest(user_read_id, least(${lastId}, last_message_id))`),
        });
  await update.where('id', '=', id).execute();
  return announceConversation(db, scope, id);
}

/** The conversation's labels, as the agents search by them. */
export async function setLabels(db: Kysely<Database>, scope: ProjectScope, id: number, labels: string[]) {
  await locked(db, scope, id);
  const kept = [...new Set(labels.map((label) => label.trim()).filter(Boolean))];
  await projectRows(db, scope)
    .update('conversation')
    .set({ labels: kept, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  return announceConversation(db, scope, id);
}
