// The content area's /product/online: what is live in a project now, and the changes of a
// drama's lifecycle scheduled for a time in the project's time zone. Every move, now or at
// its time, is product-list's (moveDrama, DRAMA_MOVES): the rule is stated there once.
// Decisions: a change is judged against the drama's status when it is scheduled (at most one
// change waits per drama, so nothing scheduled moves it before); a move made meanwhile by
// hand makes the change fail at its time, with the reason. A change scheduled for a drama
// that has one waiting replaces it (a new time is one step): the old one is cancelled,
// saying by which change and whom, and the answer shows it.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, notFound, onUniqueViolation, statusConflict } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import type { Jobs } from '../../platform/jobs';
import { countRows, filteredBy, listPage, pagingOf, presentRow } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import {
  AHEAD_MAX_DAYS,
  LIVE_DEFAULT_SORT,
  LIVE_SORT,
  type LiveDrama,
  type LiveListQuery,
  type NewChange,
  type ScheduleBody,
  type ScheduledChange,
  type ScheduleListQuery,
} from './product-online.schemas';
import {
  type DramaMove,
  type DramaStatusValue,
  MOVE_WORDS,
  moveDrama,
  moveOf,
  ONLINE,
  refusal,
} from '../../domain/dramas';

import { DUE_CHANGES_JOB } from './product-online.runner';

type Rows = ReturnType<typeof projectRows>;
type Change = Static<typeof ScheduledChange>;

/** A local time as PostgreSQL prints it back, to compare with what was sent. */
const LOCAL_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS'`;

/** The changes in reach, with their drama, project (its time zone) and author: what the selects below read. */
function changeRows(rows: Rows) {
  const dramas = rows.read('drama').select(['drama.id', 'drama.code', 'drama.name']).as('d');
  return rows
    .read('drama_schedule')
    .innerJoin(dramas, 'd.id', 'drama_schedule.drama_id')
    .innerJoin('sys_project as p', 'p.code', 'drama_schedule.project_code')
    .leftJoin('sys_user as u', 'u.id', 'drama_schedule.created_by');
}

function selectChange(found: ReturnType<typeof changeRows>) {
  return found.select([
    'drama_schedule.id',
    'drama_schedule.project_code',
    'drama_schedule.drama_id',
    'd.code as drama_code',
    'd.name as drama_name',
    'drama_schedule.action',
    'drama_schedule.run_at',
    sql<string>`to_char(drama_schedule.run_at at time zone p.timezone, ${sql.raw(LOCAL_FORMAT)})`.as('run_at_local'),
    'p.timezone as time_zone',
    'drama_schedule.state',
    'drama_schedule.outcome',
    sql<string>`coalesce(u.username, '')`.as('created_by'),
    'drama_schedule.create_time',
    'drama_schedule.update_time',
  ]);
}

const presentChange = (row: Awaited<ReturnType<ReturnType<typeof selectChange>['executeTakeFirstOrThrow']>>): Change =>
  presentRow(row);

/** One change of the scope's projects, or a 404. */
async function oneChange(rows: Rows, id: number): Promise<Change> {
  const row = await selectChange(changeRows(rows)).where('drama_schedule.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`No scheduled change ${id} in your projects`);
  return presentChange(row);
}

/** The change waiting for each of `dramaIds` (at most one each: the unique index of 0014). */
async function pendingOf(rows: Rows, dramaIds: number[]): Promise<Map<number, Change>> {
  if (!dramaIds.length) return new Map();
  const found = await selectChange(changeRows(rows))
    .where('drama_schedule.drama_id', 'in', dramaIds)
    .where('drama_schedule.state', '=', 'pending')
    .execute();
  return new Map(found.map((row) => [row.drama_id, presentChange(row)]));
}

const LIVE_COLUMNS = [
  'drama.id',
  'drama.project_code',
  'drama.code',
  'drama.name',
  'drama.episode_count',
  'drama.status',
  'drama.online_time',
  'p.timezone as time_zone',
] as const;

/** Live dramas of the scope (or the one of them asked for), with their project for its zone. */
function liveRows(rows: Rows) {
  return rows
    .read('drama')
    .innerJoin('sys_project as p', 'p.code', 'drama.project_code')
    .where('drama.deleted', '=', 0);
}

interface LiveRow {
  id: number;
  project_code: string;
  code: string;
  name: string;
  episode_count: number;
  status: number;
  online_time: Date | null;
  time_zone: string;
}

const presentLive = (row: LiveRow, pending: Change | undefined): Static<typeof LiveDrama> => ({
  id: row.id,
  projectCode: row.project_code,
  code: row.code,
  name: row.name,
  episodeCount: row.episode_count,
  status: row.status as DramaStatusValue,
  onlineTime: row.online_time?.toISOString() ?? null,
  timeZone: row.time_zone,
  pendingChange: pending ?? null,
});

/** What is online now in the scope's projects, the latest online first, each with the change waiting for it. */
export async function listLive(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof LiveListQuery>) {
  const rows = projectRows(db, scope);
  const matching = filteredBy(liveRows(rows).where('drama.status', '=', ONLINE), query, {
    containsAny: { keyword: ['drama.name', 'drama.code'] },
  });
  const spec = {
    sort: LIVE_SORT,
    defaultSort: LIVE_DEFAULT_SORT,
    tieBreaker: 'drama.id',
    present: (row: LiveRow) => row,
  };
  const page = await listPage(matching, (found) => found.select([...LIVE_COLUMNS]), query, spec);
  const pending = await pendingOf(
    rows,
    page.list.map((drama) => drama.id),
  );
  return { ...page, list: page.list.map((drama) => presentLive(drama, pending.get(drama.id))) };
}

/**
 * The scheduled changes: the pending ones first, soonest first, then what happened, the latest
 * first. (Not index-ordered: a project schedules a few changes a day, and the runner's
 * question, what is due, has the index drama_schedule_due.)
 */
export async function listSchedule(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof ScheduleListQuery>) {
  const paging = pagingOf(query);
  const matching = filteredBy(changeRows(projectRows(db, scope)), query, {
    containsAny: { keyword: ['d.name', 'd.code'] },
    equals: { state: 'drama_schedule.state', action: 'drama_schedule.action', dramaId: 'drama_schedule.drama_id' },
  });
  const [total, found] = await Promise.all([
    countRows(matching),
    selectChange(matching)
      .orderBy(sql`drama_schedule.state = 'pending'`, 'desc')
      .orderBy(sql`case when drama_schedule.state = 'pending' then drama_schedule.run_at end`, 'asc')
      .orderBy('drama_schedule.update_time', 'desc')
      .orderBy('drama_schedule.id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
  ]);
  return { list: found.map(presentChange), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

/** A live drama of the scope as this screen answers it, whatever its status now. */
async function liveDrama(rows: Rows, id: number) {
  const row = await liveRows(rows)
    .select([...LIVE_COLUMNS])
    .where('drama.id', '=', id)
    .executeTakeFirstOrThrow();
  return presentLive(row, (await pendingOf(rows, [id])).get(id));
}

/**
 * Puts a drama online or takes it offline now (product-list's move: a 409 naming its status
 * for any other). A change of the same move waiting for it is done by this one: it is
 * cancelled, saying so, rather than left to fail at its time.
 */
export async function moveNow(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: SignedInUser,
  id: number,
  move: DramaMove,
) {
  const rows = projectRows(db, scope);
  await moveDrama(rows, id, move);
  await rows
    .update('drama_schedule')
    .set({
      state: 'cancelled',
      outcome: `${MOVE_WORDS[move]} now by ${user.username}, before its time`,
      update_time: sql<Date>`now()`,
    })
    .where('drama_id', '=', id)
    .where('state', '=', 'pending')
    .where('action', '=', move)
    .execute();
  return liveDrama(rows, id);
}

/** A real calendar date and time (2026-02-30 is not), as YYYY-MM-DDTHH:MM:SS, or a 400 naming runAt. */
function calendarTime(text: string): string {
  const [date, time] = text.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const real =
    year >= 1 &&
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!real)
    throw badRequest('runAt', `${text} is not a date and time of the calendar`, 'format', { format: 'date-time' });
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}

/**
 * `runAt`, a local time in `timeZone`, as an instant: later than now and at most
 * AHEAD_MAX_DAYS ahead, and a time that exists there (not in the hour skipped when the clocks
 * go forward); else a 400 naming runAt. A time that happens twice (clocks going back) is the
 * later one, as PostgreSQL reads it; the answer echoes the instant, so it can be seen.
 */
async function instantOf(db: Kysely<Database>, runAt: string, timeZone: string): Promise<Date> {
  const local = calendarTime(runAt);
  const { rows } = await sql<{ at: Date; back: string; now_there: string; past: boolean; too_far: boolean }>`
    select t.at,
      to_char(t.at at time zone ${timeZone}, ${sql.raw(LOCAL_FORMAT)}) as back,
      to_char(now() at time zone ${timeZone}, ${sql.raw(LOCAL_FORMAT)}) as now_there,
      t.at <= now() as past,
      t.at > now() + make_interval(days => ${AHEAD_MAX_DAYS}) as too_far
    from (select cast(${local} as timestamp) at time zone ${timeZone} as at) t`.execute(db);
  const found = rows[0];
  if (found.back !== local)
    throw badRequest('runAt', `${local} does not exist in ${timeZone} (the clocks go forward then)`, 'format', {
      format: 'date-time',
    });
  if (found.past) throw badRequest('runAt', `must be later than now (${found.now_there} in ${timeZone})`, 'future');
  if (found.too_far)
    throw badRequest(
      'runAt',
      `must be at most ${AHEAD_MAX_DAYS} days ahead (it is ${found.now_there} in ${timeZone})`,
      'tooFarAhead',
      { limit: AHEAD_MAX_DAYS },
    );
  return found.at;
}

/** Schedules a drama's move for a local time in its project's time zone (see the decisions above). */
export async function scheduleChange(
  db: Kysely<Database>,
  jobs: Jobs,
  scope: ProjectScope,
  user: SignedInUser,
  body: Static<typeof ScheduleBody>,
): Promise<Static<typeof NewChange>> {
  const rows = projectRows(db, scope);
  const drama = await liveRows(rows)
    .select([...LIVE_COLUMNS])
    .where('drama.id', '=', body.dramaId)
    .executeTakeFirst();
  if (!drama) throw notFound(`No drama ${body.dramaId} in your projects`);
  const runAt = await instantOf(db, body.runAt, drama.time_zone);
  const status = drama.status as DramaStatusValue;
  if (!moveOf(body.action).from.includes(status))
    throw statusConflict(refusal(drama.code, status, body.action), { enum: 'dramaStatus', status });
  // the change waiting for the drama, if any, gives way to this one
  const replaced = await rows
    .update('drama_schedule')
    .set({ state: 'cancelled', outcome: `replaced by ${user.username}`, update_time: sql<Date>`now()` })
    .where('drama_id', '=', drama.id)
    .where('state', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  const added = await rows
    .add('drama_schedule', [
      { project_code: drama.project_code, drama_id: drama.id, action: body.action, run_at: runAt, created_by: user.id },
    ])
    .returning('id')
    .executeTakeFirstOrThrow()
    // a second schedule at once passed the update above before the first committed; the unique index refuses it
    .catch(
      onUniqueViolation(() =>
        conflict(
          `Another change of ${drama.code} was scheduled at the same moment: look at its changes again`,
          'schedule.concurrent',
        ),
      ),
    );
  if (replaced) {
    await rows
      .update('drama_schedule')
      .set({ outcome: `replaced by change ${added.id}, scheduled by ${user.username}` })
      .where('id', '=', replaced.id)
      .execute();
  }
  // its run, at its time, in this transaction: no job if the change is refused after all
  await jobs.enqueue(DUE_CHANGES_JOB, { scheduleId: added.id }, { startAfter: runAt });
  return { ...(await oneChange(rows, added.id)), replaced: replaced ? await oneChange(rows, replaced.id) : null };
}

/** Cancels a pending change (a 409 naming its state otherwise). */
export async function cancelChange(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: SignedInUser,
  id: number,
): Promise<Change> {
  const rows = projectRows(db, scope);
  // the state is checked by the update itself: the runner holds a change it is making, and
  // once it lets go the change is no longer pending
  const cancelled = await rows
    .update('drama_schedule')
    .set({ state: 'cancelled', outcome: `cancelled by ${user.username}`, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  const change = await oneChange(rows, id);
  if (!Number(cancelled.numUpdatedRows))
    throw statusConflict(`Scheduled change ${id} is ${change.state}: only a pending change can be cancelled`, {
      enum: 'dramaScheduleState',
      status: change.state,
    });
  return change;
}
