// Compensation an agent grants in a conversation: within what is left of their daily budget
// (cs_agent.daily_budget, in amount units whatever the kind, over their day in the project's
// time zone) it is credited at once through the wallet ledger; above it, it becomes a
// large-bonus application for a second person to decide, as a staff top-up over the
// threshold does. Either way a chat_compensation row says what was done in which conversation.
// A request sent again with the same clientId answers what the first one did, and credits once.
import { type Static, Type } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { conflict, fieldConflict, keptText, notFound, statusConflict } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { askReviewers, creditWallet, staffName } from '../wallet';
import { lockConversation, postMessage } from './messages';
import { CONVERSATION } from './queues';

/** What an agent may grant in a conversation (VIP days are not theirs to give). */
export const COMPENSATION_KINDS = ['coin', 'ticket', 'point'] as const;
export type CompensationKind = (typeof COMPENSATION_KINDS)[number];

export const CompensationAnswer = Type.Union([
  Type.Object({
    granted: Type.Literal(true),
    ledgerId: Type.Integer({ description: "the wallet ledger's entry of the credit" }),
    remainingBudget: Type.Integer({ description: "what is left of the agent's budget today, this grant taken" }),
  }),
  Type.Object({
    granted: Type.Literal(false),
    applicationId: Type.Integer({ description: 'the large-bonus application waiting for review' }),
    remainingBudget: Type.Integer({ description: "what is left of the agent's budget today (unchanged)" }),
  }),
]);
export type CompensationAnswer = Static<typeof CompensationAnswer>;

export interface CompensationAsked {
  clientId: string;
  kind: CompensationKind;
  amount: number;
  reason: string;
}

const WORDS: Record<CompensationKind, [string, string]> = {
  coin: ['coin', 'coins'],
  ticket: ['ticket', 'tickets'],
  point: ['point', 'points'],
};

/** The one change a compensation is (its ledger entry or its application): the conversation and the sender's id for it. */
const keyOf = (conversationId: number, clientId: string) => `chat-compensation:${conversationId}:${clientId}`;

type Rows = ReturnType<typeof projectRows>;

/**
 * The agent's budget row locked for the rest of the transaction (two grants at once are
 * counted one after the other), made with the table's defaults when they have none yet.
 */
async function lockedBudget(rows: Rows, projectCode: string, agentId: number): Promise<number> {
  await rows
    .add('cs_agent', [{ project_code: projectCode, user_id: agentId }])
    .onConflict((on) => on.columns(['project_code', 'user_id']).doNothing())
    .execute();
  const agent = await rows
    .read('cs_agent')
    .select('daily_budget')
    .where('project_code', '=', projectCode)
    .where('user_id', '=', agentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(agent.daily_budget);
}

/** What the agent granted today (credited, not applied for) in their day in the project's time zone. */
async function grantedToday(db: Kysely<Database>, rows: Rows, projectCode: string, agentId: number): Promise<number> {
  const { timezone } = await db
    .selectFrom('sys_project')
    .select('timezone')
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  const granted = await rows
    .read('chat_compensation')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('project_code', '=', projectCode)
    .where('agent_id', '=', agentId)
    .where('create_time', '>=', sql<Date>`date_trunc('day', now() at time zone ${timezone}) at time zone ${timezone}`)
    .where('ledger_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(granted.total);
}

/**
 * Grants `asked` to the user of conversation `conversationId` as `agent`: credited within
 * the agent's remaining budget today (the user reads a line about it in the conversation),
 * else an application for review (nothing credited). Closed conversations take none (409).
 */
export async function compensate(
  db: Kysely<Database>,
  scope: ProjectScope,
  conversationId: number,
  agent: SignedInUser,
  asked: CompensationAsked,
): Promise<CompensationAnswer> {
  const rows = projectRows(db, scope);
  const conversation = await lockConversation(db, scope, conversationId);
  if (!conversation) throw notFound(`No conversation ${conversationId} in this project`);
  const projectCode = scope.projectCode;
  const key = keyOf(conversation.id, asked.clientId);
  const budget = await lockedBudget(rows, projectCode, agent.id);
  const remaining = async () => Math.max(0, budget - (await grantedToday(db, rows, projectCode, agent.id)));

  // sent again: what the first request did, once the same compensation
  const earlier = await rows
    .read('chat_compensation')
    .selectAll()
    .where('conversation_id', '=', conversation.id)
    .where((eb) =>
      eb.or([
        eb('ledger_id', 'in', rows.read('wallet_ledger').select('id').where('idempotency_key', '=', key)),
        eb(
          'application_id',
          'in',
          rows.read('large_bonus_application').select('id').where('idempotency_key', '=', key),
        ),
      ]),
    )
    .executeTakeFirst();
  if (earlier) {
    if (earlier.kind !== asked.kind || Number(earlier.amount) !== asked.amount)
      throw fieldConflict(
        'clientId',
        `was already used in this conversation for ${earlier.amount} ${WORDS[earlier.kind][1]}: a new compensation needs a new clientId`,
      );
    return earlier.ledger_id !== null
      ? { granted: true, ledgerId: earlier.ledger_id, remainingBudget: await remaining() }
      : { granted: false, applicationId: earlier.application_id!, remainingBudget: await remaining() };
  }

  if (conversation.status === CONVERSATION.closed)
    throw statusConflict('This conversation is closed: compensate the user in an open one', {
      enum: 'conversationStatus',
      status: conversation.status,
    });
  const reason = keptText('reason', asked.reason);
  const user = await rows
    .read('app_user')
    .select(['id', 'project_code', 'user_code'])
    .where('id', '=', conversation.user_id)
    .executeTakeFirst();
  if (!user) throw conflict(`The user of conversation ${conversation.id} is gone`, 'notFound');
  const left = await remaining();
  const record = { project_code: projectCode, conversation_id: conversation.id, agent_id: agent.id, user_id: user.id };

  if (asked.amount > left) {
    const application = await rows
      .add('large_bonus_application', [
        {
          project_code: projectCode,
          user_id: user.id,
          kind: asked.kind,
          amount: asked.amount,
          reason: `Compensation in conversation ${conversation.id}: ${reason}`,
          idempotency_key: key,
          applicant_id: agent.id,
          applicant_name: staffName(agent),
          expire_time: null,
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    await askReviewers(db, application, user.user_code);
    await rows
      .add('chat_compensation', [
        { ...record, kind: asked.kind, amount: asked.amount, reason, application_id: application.id },
      ])
      .execute();
    return { granted: false, applicationId: application.id, remainingBudget: left };
  }

  const entry = await creditWallet(rows, user, {
    kind: asked.kind,
    amount: asked.amount,
    reason: `Compensation in conversation ${conversation.id}: ${reason}`,
    idempotencyKey: key,
    operator: agent,
  });
  await rows
    .add('chat_compensation', [{ ...record, kind: asked.kind, amount: asked.amount, reason, ledger_id: entry.id }])
    .execute();
  await postMessage(db, scope, {
    conversationId: conversation.id,
    author: 'system',
    kind: 'event',
    body: `You received ${asked.amount} ${WORDS[asked.kind][asked.amount === 1 ? 0 : 1]} as compensation`,
  });
  return { granted: true, ledgerId: entry.id, remainingBudget: left - asked.amount };
}
