// The chat screens' reads: a queue's conversations by view, and the user's card beside a
// conversation. The writes are the chat domain's (domain/chat), called by the routes.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import {
  CONVERSATION,
  conversationById,
  conversationRows,
  presentConversation,
  type ServiceCode,
} from '../../domain/chat';
import { balancesOf } from '../../domain/wallet';
import { notFound, oneProjectOnly } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { containsPattern, pagingOf } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { VIEWS } from './customer-service-chat.schemas';

type View = (typeof VIEWS)[number];

export interface ConversationListParams {
  pageNum?: number;
  pageSize?: number;
  view?: View;
  keyword?: string;
  label?: string;
}

/** A queue's conversations in one of its views, with every view's count (the tabs). */
export async function listConversations(
  db: Kysely<Database>,
  scope: ProjectScope,
  serviceCode: ServiceCode,
  agentId: number,
  params: ConversationListParams,
) {
  if (scope.all) throw oneProjectOnly('conversation');
  const view = params.view ?? 'open';
  const { pageNum, pageSize, offset } = pagingOf({ pageNum: params.pageNum, pageSize: params.pageSize ?? 50 });
  const narrowed = (which: View) => {
    let rows = conversationRows(db, scope).where('conversation.service_code', '=', serviceCode);
    if (which === 'waiting') rows = rows.where('conversation.status', '=', CONVERSATION.waiting);
    else if (which === 'mine')
      rows = rows.where('conversation.status', '=', CONVERSATION.open).where('conversation.agent_id', '=', agentId);
    else if (which === 'open') rows = rows.where('conversation.status', '<', CONVERSATION.closed);
    else rows = rows.where('conversation.status', '=', CONVERSATION.closed);
    const keyword = params.keyword?.trim();
    if (keyword)
      rows = rows.where((eb) =>
        eb.or([
          eb('u.user_code', 'ilike', containsPattern(keyword)),
          eb('u.username', 'ilike', containsPattern(keyword)),
          eb(sql<string>`${keyword}`, '=', eb.fn.any('conversation.labels')),
        ]),
      );
    if (params.label) rows = rows.where(sql<string>`${params.label}`, '=', (eb) => eb.fn.any('conversation.labels'));
    return rows;
  };
  const ordered =
    view === 'waiting'
      ? narrowed(view).orderBy('conversation.queued_time').orderBy('conversation.id')
      : narrowed(view).orderBy('conversation.last_message_time', 'desc').orderBy('conversation.id', 'desc');
  const list = await ordered.limit(pageSize).offset(offset).execute();
  const counts: Record<string, number> = {};
  for (const which of ['waiting', 'mine', 'open', 'closed'] as const) {
    const counted = await narrowed(which)
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    counts[which] = counted.count;
  }
  return { list: list.map(presentConversation), total: counts[view], pageNum, pageSize, counts };
}

/** A conversation with its user's card: profile, balances, last orders, how often they wrote before. */
export async function conversationWithCard(
  db: Kysely<Database>,
  scope: ProjectScope,
  serviceCode: ServiceCode,
  id: number,
) {
  const conversation = await conversationById(db, scope, id);
  if (!conversation || conversation.serviceCode !== serviceCode) throw notFound(`No conversation ${id} in this queue`);
  const rows = projectRows(db, scope);
  const user = await rows
    .read('app_user')
    .select(['id', 'user_code', 'username', 'avatar', 'email', 'country', 'vip', 'create_time'])
    .where('id', '=', conversation.user.id)
    .executeTakeFirstOrThrow();
  const orders = await rows
    .read('topup_order')
    .select(['order_no', sql<string>`amount_minor::text`.as('amount'), 'currency', 'status', 'create_time'])
    .where('user_code', '=', user.user_code)
    .orderBy('create_time', 'desc')
    .limit(5)
    .execute();
  const before = await rows
    .read('conversation')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return {
    ...conversation,
    card: {
      user: {
        id: user.id,
        userCode: user.user_code,
        username: user.username,
        avatar: user.avatar,
        email: user.email,
        country: user.country,
        vip: user.vip,
        createTime: new Date(user.create_time).toISOString(),
      },
      wallet: await balancesOf(rows, user.id),
      orders: orders.map((order) => ({
        orderNo: order.order_no,
        amountMinor: order.amount,
        currency: order.currency,
        status: order.status,
        createTime: new Date(order.create_time).toISOString(),
      })),
      conversations: before.count,
    },
  };
}

/** What waits for the agent in the queue: conversations nobody has taken, and unread messages in theirs (the menu's count). */
export async function waitingForAgent(
  db: Kysely<Database>,
  scope: ProjectScope,
  serviceCode: ServiceCode,
  agentId: number,
) {
  if (scope.all) return { count: 0 };
  const row = await projectRows(db, scope)
    .read('conversation')
    .select(
      sql<number>`(count(*) filter (where status = ${CONVERSATION.waiting})
        + coalesce(sum(agent_unread) filter (where status = ${CONVERSATION.open} and agent_id = ${agentId}), 0))::int`.as(
        'count',
      ),
    )
    .where('project_code', '=', scope.projectCode)
    .where('service_code', '=', serviceCode)
    .where('status', '<', CONVERSATION.closed)
    .executeTakeFirstOrThrow();
  return { count: row.count };
}
