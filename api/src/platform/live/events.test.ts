// The stored events' reading order: nothing is read before every transaction that could still
// commit an earlier-ordered event has ended, so a late commit is never skipped.
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { currentPosition, eventsAfter, publish, removeOldLiveEvents } from './events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ exports: { runner: false } });
});
afterAll(() => t.close());

const labels = (events: { payload: unknown }[]) => events.map((event) => (event.payload as { label: string }).label);

it('reads the events committed after a position, in order, once each', async () => {
  const start = await currentPosition(t.db);
  await publish(t.db, { topic: 'notifications', userId: 1, payload: { label: 'a' } });
  await publish(t.db, { topic: 'notifications', userId: 1, payload: { label: 'b' } });
  const { events: read } = await eventsAfter(t.db, start, 10);
  expect(labels(read)).toEqual(['a', 'b']);
  expect(await eventsAfter(t.db, read[read.length - 1].id, 10)).toEqual({ events: [], waiting: false });
});

it('removes the events older than the time kept, and only those', async () => {
  const old = await publish(t.db, { topic: 'notifications', userId: 1, payload: { label: 'old' } });
  const recent = await publish(t.db, { topic: 'notifications', userId: 1, payload: { label: 'recent' } });
  await t.db
    .updateTable('sys_live_event')
    .set({ create_time: sql<Date>`now() - interval '25 hours'` })
    .where('id', '=', old)
    .execute();
  expect(await removeOldLiveEvents(t.db, 24)).toBeGreaterThanOrEqual(1);
  const left = await t.db.selectFrom('sys_live_event').select('id').where('id', 'in', [old, recent]).execute();
  expect(left.map((row) => row.id)).toEqual([recent]);
});

// One PGlite connection runs one transaction at a time: two cannot overlap there.
if (process.env.DATABASE_URL) {
  /** Runs `work` in a transaction left open until the answer's `end()` is called. */
  function openTransaction<T>(work: (trx: TestApp['db']) => Promise<T>) {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    let started!: (value: T) => void;
    const done = new Promise<T>((resolve) => (started = resolve));
    const committed = t.db.transaction().execute(async (trx) => {
      started(await work(trx));
      await ended;
    });
    return { done, end, committed };
  }

  it('on PostgreSQL: an event whose writer commits after a later one is read first, not skipped', async () => {
    const start = await currentPosition(t.db);
    const older = openTransaction((trx) =>
      publish(trx, { topic: 'notifications', userId: 1, payload: { label: 'older' } }),
    );
    const olderId = await older.done;
    const newerId = await publish(t.db, { topic: 'notifications', userId: 1, payload: { label: 'newer' } });
    expect(newerId).toBeGreaterThan(olderId);
    // the newer one is committed, but a lower id may still commit before it: not yet
    expect(await eventsAfter(t.db, start, 10)).toEqual({ events: [], waiting: true });
    older.end();
    await older.committed;
    const { events } = await eventsAfter(t.db, start, 10);
    expect(labels(events)).toEqual(['older', 'newer']);
  });

  it('on PostgreSQL: a transaction that publishes nothing holds nothing back', async () => {
    const start = await currentPosition(t.db);
    const unrelated = openTransaction(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
    });
    await unrelated.done;
    await publish(t.db, { topic: 'notifications', userId: 1, payload: { label: 'at once' } });
    const { events } = await eventsAfter(t.db, start, 10);
    expect(labels(events)).toEqual(['at once']);
    unrelated.end();
    await unrelated.committed;
  });
}
