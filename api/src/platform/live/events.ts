// The stored events: publish() writes one through the db it is given (inside a write request,
// the request's transaction, so an event exists if and only if its write committed) and rings
// the bell once committed. Readers go in (xid, id) order and only as far as the transactions
// that can no longer commit: every row of a transaction older than the oldest one running is
// final, and any row still to appear belongs to a newer transaction, so nothing is skipped
// and nothing read twice, even when a lower id commits after a higher one.
import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { afterCommit } from '../transactions';

export interface LiveEvent {
  topic: string;
  /** the project it belongs to; null: none (the subscriber's own topics) */
  projectCode?: string | null;
  /** the one user it is for; null: everyone allowed the topic */
  userId?: number | null;
  payload: unknown;
}

/** A stored event as the hubs read it. */
export interface StoredEvent {
  id: number;
  xid: string;
  topic: string;
  projectCode: string | null;
  userId: number | null;
  payload: unknown;
  createTime: Date;
}

/** Where a reader stands: the last (xid, id) it has read. */
export interface Position {
  xid: string;
  id: number;
}

export const START: Position = { xid: '0', id: 0 };

/** Rung (with the db published through) once an event is committed; the hubs of that db listen. */
export const published = new EventEmitter().setMaxListeners(0);

/** Stores an event for the live channel; its sockets hear of it once the write commits. */
export async function publish(db: Kysely<Database>, event: LiveEvent): Promise<number> {
  const row = await db
    .insertInto('sys_live_event')
    .values({
      topic: event.topic,
      project_code: event.projectCode ?? null,
      user_id: event.userId ?? null,
      payload: JSON.stringify(event.payload ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  afterCommit(() => published.emit('published', db));
  return row.id;
}

const columns = [
  'id',
  sql<string>`xid::text`.as('xid'),
  'topic',
  'project_code as projectCode',
  'user_id as userId',
  'payload',
  'create_time as createTime',
] as const;

/** Rows after `after` of transactions that can no longer commit, in reading order. */
function finalAfter(db: Kysely<Database>, after: Position) {
  return db
    .selectFrom('sys_live_event')
    .select(columns)
    .where(sql<boolean>`xid < pg_snapshot_xmin(pg_current_snapshot())`)
    .where(sql<boolean>`(xid, id) > (${after.xid}::xid8, ${after.id})`)
    .orderBy('xid')
    .orderBy('id');
}

/** The next final events after `after` (at most `limit`). */
export async function eventsAfter(db: Kysely<Database>, after: Position, limit: number): Promise<StoredEvent[]> {
  return finalAfter(db, after).limit(limit).execute();
}

/** The events after `after` up to `upTo` of the given topics for one user (theirs and everyone's): a replay. */
export async function eventsBetween(
  db: Kysely<Database>,
  after: Position,
  upTo: Position,
  topics: string[],
  userId: number,
  limit: number,
): Promise<StoredEvent[]> {
  if (!topics.length) return [];
  return finalAfter(db, after)
    .where(sql<boolean>`(xid, id) <= (${upTo.xid}::xid8, ${upTo.id})`)
    .where('topic', 'in', topics)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .limit(limit)
    .execute();
}

/** Where a reader starting now stands: after the last final event. */
export async function currentPosition(db: Kysely<Database>): Promise<Position> {
  const row = await db
    .selectFrom('sys_live_event')
    .select(['id', sql<string>`xid::text`.as('xid')])
    .where(sql<boolean>`xid < pg_snapshot_xmin(pg_current_snapshot())`)
    .orderBy('xid', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? START;
}

/** The position of event `id`, as a client names it (0: before every event); undefined once it is gone. */
export async function positionOf(db: Kysely<Database>, id: number): Promise<Position | undefined> {
  if (id === 0) return START;
  return db
    .selectFrom('sys_live_event')
    .select(['id', sql<string>`xid::text`.as('xid')])
    .where('id', '=', id)
    .executeTakeFirst();
}

export const comparePositions = (a: Position, b: Position): number => {
  const byXid = BigInt(a.xid) - BigInt(b.xid);
  return byXid !== 0n ? (byXid > 0n ? 1 : -1) : a.id - b.id;
};

/** How long events are kept for a reconnecting client to catch up: a day by default. */
export const LIVE_EVENT_KEEP_HOURS = 24;

/**
 * Removes events older than `keepHours` (a client away longer is told to reload instead of
 * replaying). The job platform schedules it; answers how many were removed.
 */
export async function removeOldLiveEvents(db: Kysely<Database>, keepHours = LIVE_EVENT_KEEP_HOURS): Promise<number> {
  const result = await db
    .deleteFrom('sys_live_event')
    .where('create_time', '<', sql<Date>`now() - make_interval(secs => ${Math.round(keepHours * 3600)})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
