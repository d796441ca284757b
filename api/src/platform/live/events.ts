// The stored events: publish() writes one through the db it is given (inside a write request,
// the request's transaction, so an event exists if and only if its write committed) and rings
// the bell once committed. Readers go in id order and never past an id whose writer may still
// commit: a publishing transaction shows itself by two shared advisory locks it holds until it
// ends, one saying "publishing" taken before its id is drawn and one carrying its id, so a
// reader knows the lowest id still in flight (if a writer is between the two, it looks again a
// moment later). Nothing is skipped when a lower id commits after a higher one, nothing is read
// twice, and no transaction that publishes nothing ever holds the channel back.
import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { defineJob } from '../jobs';
import { afterCommit } from '../transactions';
import { isAppUserTopic, isLiveTopic } from './topics';

export interface LiveEvent {
  topic: string;
  /** the project it belongs to; null: none (the subscriber's own topics) */
  projectCode?: string | null;
  /** the one user it is for; null: everyone allowed the topic */
  userId?: number | null;
  /** the one app user it is for: required by (and only heard on) an app user's topic */
  appUserId?: number | null;
  payload: unknown;
}

/** A stored event as the hubs read it. */
export interface StoredEvent {
  id: number;
  topic: string;
  projectCode: string | null;
  userId: number | null;
  appUserId: number | null;
  payload: unknown;
  createTime: Date;
}

/** Who a replay is for: a staff user (their events and everyone's) or an app user (theirs alone). */
export type Audience = { userId: number } | { appUserId: number };

/** Rung (with the db published through) once an event is committed; the hubs of that db listen. */
export const published = new EventEmitter().setMaxListeners(0);

/** The advisory lock keys of publishing: "LV" in the top bits, apart from other users of advisory locks. */
const PUBLISHING = { classId: 0x4c56_0000, objectId: 0 };
const ID_KEY_BASE = 0x4c56n << 48n;

/** Stores an event for the live channel; its sockets hear of it once the write commits. */
export async function publish(db: Kysely<Database>, event: LiveEvent): Promise<number> {
  // an app user's event that names nobody would be stored and never heard
  if (isLiveTopic(event.topic) && isAppUserTopic(event.topic) && !event.appUserId)
    throw new Error(`live topic ${event.topic} is an app user's: the event names its appUserId`);
  if (db.isTransaction) {
    const id = await store(db, event);
    afterCommit(() => published.emit('published', db));
    return id;
  }
  // the locks last as long as the transaction: outside one, this is its own
  const id = await db.transaction().execute((trx) => store(trx, event));
  published.emit('published', db);
  return id;
}

async function store(trx: Kysely<Database>, event: LiveEvent): Promise<number> {
  await sql`select pg_advisory_xact_lock_shared(${PUBLISHING.classId}::int4, ${PUBLISHING.objectId}::int4)`.execute(
    trx,
  );
  const row = await trx
    .insertInto('sys_live_event')
    .values({
      topic: event.topic,
      project_code: event.projectCode ?? null,
      user_id: event.userId ?? null,
      app_user_id: event.appUserId ?? null,
      payload: JSON.stringify(event.payload ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`select pg_advisory_xact_lock_shared(${(ID_KEY_BASE + BigInt(row.id)).toString()}::int8)`.execute(trx);
  return row.id;
}

/**
 * The lowest id that may still be committed: every event below it is in the table for good
 * (or never will be). Undefined while a writer is between drawing its id and showing it.
 */
async function readableBelow(db: Kysely<Database>): Promise<{ below: number; last: number } | undefined> {
  // The last id drawn first, then who is in flight (an id drawn after that read is higher): the
  // lock list is a subquery on the sequence's row, so it is read once that row is.
  // (Advisory locks are a database's: apps in other schemas of one database only make this wait longer.)
  const { rows } = await sql<{ last: string; writers: { pid: number; id: string | null }[] | null }>`
    select s.last::text as last, (
      select json_agg(json_build_object('pid', l.pid, 'id',
        case when l.objsubid = 1 then (((l.classid::int8 & 65535) << 32) | l.objid::int8)::text end))
      from pg_locks l
      where s.last is not null and l.locktype = 'advisory' and l.granted
        and l.database = (select oid from pg_database where datname = current_database()) and (
          (l.objsubid = 2 and l.classid = ${PUBLISHING.classId}::oid and l.objid = ${PUBLISHING.objectId}::oid)
          or (l.objsubid = 1 and (l.classid::int8 >> 16) = 19542))
    ) as writers
    from (select case when is_called then last_value else last_value - 1 end as last
      from sys_live_event_id_seq) s`.execute(db);
  const last = Number(rows[0]?.last ?? 0);
  const writers = rows[0]?.writers ?? [];
  const showing = new Set(writers.filter((writer) => writer.id !== null).map((writer) => writer.pid));
  if (writers.some((writer) => writer.id === null && !showing.has(writer.pid))) return undefined;
  const below = Math.min(
    last + 1,
    ...writers.filter((writer) => writer.id !== null).map((writer) => Number(writer.id)),
  );
  return { below, last };
}

const columns = [
  'id',
  'topic',
  'project_code as projectCode',
  'user_id as userId',
  'app_user_id as appUserId',
  'payload',
  'create_time as createTime',
] as const;

/**
 * The next events after id `after` (at most `limit`) that can no longer change, and whether
 * a writer still in flight holds back what comes next: the reader then looks again soon.
 */
export async function eventsAfter(
  db: Kysely<Database>,
  after: number,
  limit: number,
): Promise<{ events: StoredEvent[]; waiting: boolean }> {
  const readable = await readableBelow(db);
  if (!readable) return { events: [], waiting: true };
  const events = await db
    .selectFrom('sys_live_event')
    .select(columns)
    .where('id', '>', after)
    .where('id', '<', readable.below)
    .orderBy('id')
    .limit(limit)
    .execute();
  return { events, waiting: readable.below <= readable.last };
}

/** The events after id `after` up to `upTo` of the given topics for one audience: a replay. */
export async function eventsBetween(
  db: Kysely<Database>,
  after: number,
  upTo: number,
  topics: string[],
  audience: Audience,
  limit: number,
): Promise<StoredEvent[]> {
  if (!topics.length || upTo <= after) return [];
  return db
    .selectFrom('sys_live_event')
    .select(columns)
    .where('id', '>', after)
    .where('id', '<=', upTo)
    .where('topic', 'in', topics)
    .where((eb) =>
      'appUserId' in audience
        ? eb('app_user_id', '=', audience.appUserId)
        : eb.or([eb('user_id', 'is', null), eb('user_id', '=', audience.userId)]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Where a reader starting now stands: after the last event that can no longer change. */
export async function currentPosition(db: Kysely<Database>): Promise<number> {
  for (;;) {
    const readable = await readableBelow(db);
    if (readable) return readable.below - 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Whether event `id` is still kept (0: before every event), so a client may be caught up from it. */
export async function isKept(db: Kysely<Database>, id: number): Promise<boolean> {
  if (id === 0) return true;
  const row = await db.selectFrom('sys_live_event').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** How long events are kept for a reconnecting client to catch up: a day by default. */
export const LIVE_EVENT_KEEP_HOURS = 24;

/**
 * Removes events older than `keepHours` (a client away longer is told to reload instead of
 * replaying). Run hourly by the job below; answers how many were removed.
 */
export async function removeOldLiveEvents(db: Kysely<Database>, keepHours = LIVE_EVENT_KEEP_HOURS): Promise<number> {
  const result = await db
    .deleteFrom('sys_live_event')
    .where('create_time', '<', sql<Date>`now() - make_interval(secs => ${Math.round(keepHours * 3600)})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The hourly pruning, one run at a time across processes. */
export const pruneLiveEventsJob = defineJob({
  name: 'live.prune-events',
  policy: 'exclusive',
  schedule: { cron: '41 * * * *' },
  retry: { limit: 1, delaySeconds: 60 },
  run: (_job, { db }) => removeOldLiveEvents(db),
});
