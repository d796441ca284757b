// Handing conversations to agents: waiting ones go first in, first out to the online agent of
// their queue with the fewest open conversations below their capacity. Runs in the writer's
// transaction whenever someone may have freed up (an agent online, a conversation closed or
// new); one assigner at a time per project (an advisory lock), so capacity holds across processes.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { holdersOf } from '../../platform/grants';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { announceConversation } from './announce';
import { postMessage } from './messages';
import { CONVERSATION, queuePermission, SERVICE_CODES, type ServiceCode } from './queues';

const ASSIGN_LOCK = 0x4353_4153; // "CSAS"

/** Assigns waiting conversations of the scope's project while free agents remain; answers how many. */
export async function assignWaiting(db: Kysely<Database>, scope: ProjectScope): Promise<number> {
  await sql`select pg_advisory_xact_lock(${ASSIGN_LOCK}::int4, hashtext(${scope.projectCode}))`.execute(db);
  const rows = projectRows(db, scope);
  // who may answer each queue here (the permission, not only the wish): never the wrong agent
  const allowed = new Map<ServiceCode, Set<number>>();
  for (const code of SERVICE_CODES)
    allowed.set(code, new Set(await holdersOf(db, scope.projectCode, queuePermission(code, 'reply'))));
  const agents = await rows
    .read('cs_agent')
    .select(['user_id as userId', 'capacity', 'service_codes as serviceCodes', 'presence_time as presenceTime'])
    .where('project_code', '=', scope.projectCode)
    .where('presence', '=', 'online')
    .execute();
  if (!agents.length) return 0;
  const load = new Map<number, number>();
  const open = await rows
    .read('conversation')
    .select(['agent_id', sql<number>`count(*)::int`.as('open')])
    .where('project_code', '=', scope.projectCode)
    .where('status', '=', CONVERSATION.open)
    .where(
      'agent_id',
      'in',
      agents.map((agent) => agent.userId),
    )
    .groupBy('agent_id')
    .execute();
  for (const row of open) load.set(row.agent_id!, row.open);
  const free = (code: ServiceCode) =>
    agents
      .filter(
        (agent) =>
          agent.serviceCodes.includes(code) &&
          allowed.get(code)!.has(agent.userId) &&
          (load.get(agent.userId) ?? 0) < agent.capacity,
      )
      .sort(
        (a, b) =>
          (load.get(a.userId) ?? 0) - (load.get(b.userId) ?? 0) ||
          new Date(a.presenceTime).getTime() - new Date(b.presenceTime).getTime(),
      )[0];
  const waiting = await rows
    .read('conversation')
    .select(['id', 'service_code'])
    .where('project_code', '=', scope.projectCode)
    .where('status', '=', CONVERSATION.waiting)
    .orderBy('queued_time')
    .orderBy('id')
    .limit(200)
    .execute();
  let assigned = 0;
  for (const conversation of waiting) {
    const agent = free(conversation.service_code);
    if (!agent) continue;
    await giveTo(db, scope, conversation.id, agent.userId);
    load.set(agent.userId, (load.get(agent.userId) ?? 0) + 1);
    assigned += 1;
  }
  return assigned;
}

/** Puts a conversation with an agent and says so in it (the user sees who joined). */
export async function giveTo(db: Kysely<Database>, scope: ProjectScope, conversationId: number, agentId: number) {
  await projectRows(db, scope)
    .update('conversation')
    .set({ status: CONVERSATION.open, agent_id: agentId, update_time: sql<Date>`now()` })
    .where('id', '=', conversationId)
    .execute();
  const agent = await db
    .selectFrom('sys_user')
    .select(sql<string>`coalesce(nullif(name, ''), username)`.as('name'))
    .where('id', '=', agentId)
    .executeTakeFirstOrThrow();
  await postMessage(db, scope, {
    conversationId,
    author: 'system',
    kind: 'event',
    body: `${agent.name} joined the conversation`,
  });
  return announceConversation(db, scope, conversationId);
}
