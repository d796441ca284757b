// The chat screens' report: a queue's conversations by day in the project's time zone and by
// agent. A day counts the conversations that started in it (and how fast they were first
// answered) and those that closed in it (how long they took, how they were rated); an agent,
// the conversations of theirs that closed in the period. Computed by the database: the
// started ones found through conversation_started, the closed ones through conversation_closed.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { ServiceCode } from '../../domain/chat';
import { badRequest, oneProjectOnly } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { type Report, REPORT_DAYS_MAX } from './customer-service-chat.schemas';

const DAY_MS = 86_400_000;

/** 2026-02-30 has the form of a date but is none. */
const dayOf = (field: string, day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(time) || !new Date(time).toISOString().startsWith(day))
    throw badRequest(field, 'must be a day of the calendar such as 2024-05-01', 'format', { format: 'date' });
  // the year 0 is none to the database
  if (time < 0) throw badRequest(field, 'must be 1970-01-01 or later', 'min', { limit: '1970-01-01' });
  return time;
};

/** The median of `seconds` (an SQL expression), 2 decimals, null over no row. */
const p50 = (seconds: ReturnType<typeof sql>) =>
  sql<number | null>`round((percentile_cont(0.5) within group (order by ${seconds}))::numeric, 2)::float8`;
const scoreAvg = sql<number | null>`round(avg(conversation.satisfaction), 2)::float8`;
const firstResponse = sql`extract(epoch from conversation.first_response_time - conversation.create_time)::float8`;

export async function chatReport(
  db: Kysely<Database>,
  scope: ProjectScope,
  serviceCode: ServiceCode,
  query: { from: string; to: string },
): Promise<Static<typeof Report>> {
  if (scope.all) throw oneProjectOnly('conversation');
  const from = dayOf('from', query.from);
  const to = dayOf('to', query.to);
  if (to < from) throw badRequest('to', `must be on or after from (${query.from})`, 'min', { limit: query.from });
  const span = (to - from) / DAY_MS + 1;
  if (span > REPORT_DAYS_MAX) {
    const last = new Date(from + (REPORT_DAYS_MAX - 1) * DAY_MS).toISOString().slice(0, 10);
    throw badRequest('to', `must be at most ${last}: ${REPORT_DAYS_MAX} days from ${query.from}`, 'max', {
      limit: last,
    });
  }
  const { projectCode } = scope;
  const { timezone } = await db
    .selectFrom('sys_project')
    .select('timezone')
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  const startAt = sql<Date>`(${query.from}::date)::timestamp at time zone ${timezone}`;
  const endAt = sql<Date>`(${query.to}::date + 1)::timestamp at time zone ${timezone}`;
  const dayIn = (column: 'create_time' | 'closed_time') =>
    sql<string>`to_char(${sql.ref(`conversation.${column}`)} at time zone ${timezone}, 'YYYY-MM-DD')`;
  const rows = projectRows(db, scope);
  const queue = rows
    .read('conversation')
    .where('conversation.project_code', '=', projectCode)
    .where('conversation.service_code', '=', serviceCode);
  // conversation_started (0027) reads the period's alone
  const started = queue.where('conversation.create_time', '>=', startAt).where('conversation.create_time', '<', endAt);
  const closed = queue
    .where('conversation.status', '=', 2)
    .where('conversation.closed_time', '>=', startAt)
    .where('conversation.closed_time', '<', endAt);

  const [startedByDay, closedByDay, byAgent] = await Promise.all([
    started
      .select([
        dayIn('create_time').as('day'),
        sql<number>`count(*)::int`.as('conversations'),
        p50(firstResponse).as('firstResponse'),
      ])
      .groupBy(sql`1`)
      .execute(),
    closed
      .select([
        dayIn('closed_time').as('day'),
        sql<number>`count(*)::int`.as('closed'),
        p50(sql`extract(epoch from conversation.closed_time - conversation.create_time)::float8`).as('resolution'),
        scoreAvg.as('satisfaction'),
        sql<number>`count(conversation.satisfaction)::int`.as('rated'),
      ])
      .groupBy(sql`1`)
      .execute(),
    closed
      .innerJoin('sys_user as agent', 'agent.id', 'conversation.agent_id')
      .select([
        'agent.id as userId',
        sql<string>`coalesce(nullif(agent.name, ''), agent.username)`.as('name'),
        sql<number>`count(*)::int`.as('conversations'),
        p50(firstResponse).as('firstResponseP50Seconds'),
        scoreAvg.as('satisfactionAvg'),
        sql<number>`count(conversation.satisfaction)::int`.as('rated'),
      ])
      .groupBy(['agent.id', 'agent.name', 'agent.username'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('agent.id')
      .execute(),
  ]);

  const days = Array.from({ length: span }, (_, index) => {
    const day = new Date(from + index * DAY_MS).toISOString().slice(0, 10);
    const opened = startedByDay.find((row) => row.day === day);
    const ended = closedByDay.find((row) => row.day === day);
    return {
      day,
      conversations: opened?.conversations ?? 0,
      closed: ended?.closed ?? 0,
      firstResponseP50Seconds: opened?.firstResponse ?? null,
      resolutionP50Seconds: ended?.resolution ?? null,
      satisfactionAvg: ended?.satisfaction ?? null,
      rated: ended?.rated ?? 0,
    };
  });
  return { timeZone: timezone, days, agents: byAgent.map((agent) => ({ ...agent, userId: Number(agent.userId) })) };
}
