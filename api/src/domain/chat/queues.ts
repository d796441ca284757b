// The three queues of customer service (spec 2: one chat screen told apart by a service code),
// the screen (menu path) each is answered on, its permission and its live topic, stated once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';

export const SERVICE_CODES = ['online_assistant', 'vip_official_customer', 'premium_customer_service'] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

/** The menu path (customer-service/<path>) each queue is answered on. */
export const SCREEN_PATH: Record<ServiceCode, string> = {
  online_assistant: 'online_assistant',
  vip_official_customer: 'vip_official_customer',
  premium_customer_service: 'big_account',
};

/** The permission of one of a queue's actions (query, reply, close, compensate). */
export const queuePermission = (serviceCode: ServiceCode, action: string) =>
  `customer-service:${SCREEN_PATH[serviceCode]}:${action}`;

/** The live topic a queue's agents hear (platform/live/topics.ts declares it). */
export const queueTopic = (serviceCode: ServiceCode) => `chat-${serviceCode}` as const;

/** The app user's own live topic of their conversations. */
export const APP_CHAT_TOPIC = 'chat';

/** CONVERSATION_STATUS */
export const CONVERSATION = { waiting: 0, open: 1, closed: 2 } as const;

export interface QueueSettings {
  serviceCode: ServiceCode;
  timeZone: string;
  workDays: number[];
  workStart: string;
  workEnd: string;
  awayReply: Record<string, string>;
  firstResponseSeconds: number;
  nextResponseSeconds: number;
  idleCloseMinutes: number;
  routePaidMinor: number | null;
}

/** A queue's settings in its project (the table's defaults where none were saved). */
export async function queueSettings(
  db: Kysely<Database>,
  scope: ProjectScope,
  serviceCode: ServiceCode,
): Promise<QueueSettings> {
  const row = await projectRows(db, scope)
    .read('cs_service')
    .selectAll()
    .where('project_code', '=', scope.projectCode)
    .where('service_code', '=', serviceCode)
    .executeTakeFirst();
  const project = await db
    .selectFrom('sys_project')
    .select('timezone')
    .where('code', '=', scope.projectCode)
    .executeTakeFirstOrThrow();
  return {
    serviceCode,
    timeZone: project.timezone,
    workDays: row?.work_days ?? [1, 2, 3, 4, 5, 6, 7],
    workStart: row?.work_start ?? '09:00:00',
    workEnd: row?.work_end ?? '21:00:00',
    awayReply: (row?.away_reply as Record<string, string> | undefined) ?? {},
    firstResponseSeconds: row?.first_response_seconds ?? 120,
    nextResponseSeconds: row?.next_response_seconds ?? 300,
    idleCloseMinutes: row?.idle_close_minutes ?? 30,
    routePaidMinor:
      row?.route_paid_minor === undefined || row.route_paid_minor === null ? null : Number(row.route_paid_minor),
  };
}
