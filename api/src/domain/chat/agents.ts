// Agents: who answers which queue of a project (those holding its reply permission), their
// presence and their capacity. Going online or taking more hands out waiting conversations.
import { type Static, Type } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { holdersOf } from '../../platform/grants';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { assignWaiting } from './assignment';
import { CONVERSATION, queuePermission, SERVICE_CODES, type ServiceCode } from './queues';
import { ServiceCodeField } from './schemas';

export const PRESENCES = ['online', 'away', 'offline'] as const;
export type Presence = (typeof PRESENCES)[number];

export const Agent = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  presence: Type.Union(PRESENCES.map((presence) => Type.Literal(presence))),
  capacity: Type.Integer(),
  open: Type.Integer({ description: 'open conversations they have now' }),
  serviceCodes: Type.Array(ServiceCodeField),
});
export type Agent = Static<typeof Agent>;

/** The queues a staff user may answer in the scope's project. */
async function queuesOf(db: Kysely<Database>, scope: ProjectScope, userId: number): Promise<ServiceCode[]> {
  const codes: ServiceCode[] = [];
  for (const code of SERVICE_CODES)
    if ((await holdersOf(db, scope.projectCode, queuePermission(code, 'reply'))).includes(userId)) codes.push(code);
  return codes;
}

/** Everyone who may answer the queue in the project, with their presence and load (never seen: offline). */
export async function agentsOf(db: Kysely<Database>, scope: ProjectScope, serviceCode: ServiceCode): Promise<Agent[]> {
  const holders = await holdersOf(db, scope.projectCode, queuePermission(serviceCode, 'reply'));
  if (!holders.length) return [];
  const rows = projectRows(db, scope);
  const staff = await db
    .selectFrom('sys_user')
    .select(['id', sql<string>`coalesce(nullif(name, ''), username)`.as('name')])
    .where('id', 'in', holders)
    .execute();
  const agents = await rows
    .read('cs_agent')
    .selectAll()
    .where('project_code', '=', scope.projectCode)
    .where('user_id', 'in', holders)
    .execute();
  const open = await rows
    .read('conversation')
    .select(['agent_id', sql<number>`count(*)::int`.as('open')])
    .where('project_code', '=', scope.projectCode)
    .where('status', '=', CONVERSATION.open)
    .where('agent_id', 'in', holders)
    .groupBy('agent_id')
    .execute();
  return staff
    .map((person) => {
      const agent = agents.find((row) => row.user_id === person.id);
      return {
        userId: person.id,
        name: person.name,
        presence: (agent?.presence ?? 'offline') as Presence,
        capacity: agent?.capacity ?? 5,
        open: open.find((row) => row.agent_id === person.id)?.open ?? 0,
        serviceCodes: (agent?.service_codes ?? [...SERVICE_CODES]).filter((code): code is ServiceCode =>
          (SERVICE_CODES as readonly string[]).includes(code),
        ),
      };
    })
    .sort((a, b) => PRESENCES.indexOf(a.presence) - PRESENCES.indexOf(b.presence) || a.name.localeCompare(b.name));
}

/** Sets the agent's presence or capacity in the project; online with room takes waiting conversations. */
export async function setAgent(
  db: Kysely<Database>,
  scope: ProjectScope,
  userId: number,
  change: { presence?: Presence; capacity?: number },
): Promise<void> {
  const serviceCodes = await queuesOf(db, scope, userId);
  await projectRows(db, scope)
    .add('cs_agent', [
      {
        project_code: scope.projectCode,
        user_id: userId,
        presence: change.presence ?? 'offline',
        capacity: change.capacity ?? 5,
        service_codes: serviceCodes,
      },
    ])
    .onConflict((on) =>
      on.columns(['project_code', 'user_id']).doUpdateSet({
        service_codes: serviceCodes,
        ...(change.presence ? { presence: change.presence, presence_time: sql<Date>`now()` } : {}),
        ...(change.capacity ? { capacity: change.capacity } : {}),
      }),
    )
    .execute();
  await assignWaiting(db, scope);
}
