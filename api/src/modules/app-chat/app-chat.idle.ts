// A conversation idle for its queue's set time closes itself: a job every minute (one at a time
// across processes) closes the open conversations where nothing awaits an answer (the agent spoke
// last, or the user's last message was answered) and no message came for the queue's
// idle_close_minutes. Each closes in its own short transaction through the domain's close(), so
// the user gets the survey, both sides hear it and the agent's freed place goes to the next
// waiting conversation. It works from the table, so what fell due while no process ran closes at
// the next start; a conversation written to meanwhile is checked again under its lock and kept.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { close, CONVERSATION, queueSettings } from '../../domain/chat';
import { defineJob } from '../../platform/jobs';
import { projectRows } from '../../platform/projectRows';
import { everyProjectScope } from '../../platform/scope';

const BATCH = 200;
/** The table's default (0025), for a queue whose settings were never saved. */
const DEFAULT_IDLE_MINUTES = 30;

/** Closes the conversations idle at `now` in every project; answers how many. */
export async function closeIdleConversations(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const every = await everyProjectScope(db);
  const rows = projectRows(db, every);
  let closed = 0;
  for (let after = 0; ;) {
    const batch = await rows
      .read('conversation')
      .leftJoin(
        rows.read('cs_service').select(['project_code', 'service_code', 'idle_close_minutes']).as('s'),
        (join) =>
          join
            .onRef('s.project_code', '=', 'conversation.project_code')
            .onRef('s.service_code', '=', 'conversation.service_code'),
      )
      .select(['conversation.id', 'conversation.project_code as projectCode'])
      .where('conversation.status', '=', CONVERSATION.open)
      .where('conversation.awaiting_since', 'is', null)
      .where(
        'conversation.last_message_time',
        '<=',
        sql<Date>`${now}::timestamptz - make_interval(mins => coalesce(s.idle_close_minutes, ${DEFAULT_IDLE_MINUTES}))`,
      )
      .where('conversation.id', '>', after)
      .orderBy('conversation.id')
      .limit(BATCH)
      .execute();
    if (!batch.length) return closed;
    for (const { id, projectCode } of batch) {
      after = id;
      const project = every.projects.find((one) => one.code === projectCode)!;
      const scope = { projectCode, all: false, projects: [project] };
      const done = await db.transaction().execute(async (trx) => {
        const row = await projectRows(trx, scope)
          .read('conversation')
          .select(['status', 'awaiting_since', 'last_message_time', 'service_code'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.status !== CONVERSATION.open || row.awaiting_since !== null) return false;
        const { idleCloseMinutes } = await queueSettings(trx, scope, row.service_code);
        if (row.last_message_time.getTime() > now.getTime() - idleCloseMinutes * 60_000) return false;
        await close(trx, scope, id, 'idle');
        return true;
      });
      if (done) closed += 1;
    }
  }
}

/** Every minute; a minute whose run is still going adds none (exclusive). `chatIdleClose: false`: tests drive it. */
export const idleCloseJob = defineJob({
  name: 'app-chat.close-idle',
  policy: 'exclusive',
  schedule: { cron: '* * * * *' },
  retry: { limit: 0 },
  runsHere: (settings) => settings.chatIdleClose !== false,
  run: async (_job, { db }) => ({ closed: await closeIdleConversations(db) }),
});
