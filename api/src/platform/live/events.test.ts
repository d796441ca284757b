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
  const read = await eventsAfter(t.db, start, 10);
  expect(labels(read.filter((event) => event.topic === 'notifications'))).toEqual(['a', 'b']);
  expect(await eventsAfter(t.db, read[read.length - 1], 10)).toEqual([]);
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
  it('on PostgreSQL: an event with the higher id whose transaction commits last is read, not skipped', async () => {
    const start = await currentPosition(t.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const begun = new Promise<void>((resolve) => (began = resolve));
    // the older transaction takes its id first and its event's id last
    const older = t.db.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      began();
      await held;
      return publish(trx, { topic: 'notifications', userId: 1, payload: { label: 'older' } });
    });
    await begun;
    const newerId = await publish(t.db, { topic: 'notifications', userId: 1, payload: { label: 'newer' } });
    // committed, but an older transaction may still write an event ordered before it: not yet
    expect(await eventsAfter(t.db, start, 10)).toEqual([]);
    release();
    const olderId = await older;
    expect(olderId).toBeGreaterThan(newerId);
    const read = await eventsAfter(t.db, start, 10);
    expect(labels(read)).toEqual(['older', 'newer']);
  });
}
