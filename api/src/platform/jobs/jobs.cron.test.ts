// A schedule in each project's time zone fires at the projects' local time across a change of
// daylight saving time. Real but fast: the queue's own clock (pg-boss's TestClock, read by its
// cron passes, its workers and its database statements alike) is set just before the instants
// that matter and moved through them; the cron evaluation, the queue and the handler are the real ones.
import { sql } from 'kysely';
import { TestClock } from 'pg-boss';
import { createTestApp, eventually, type TestApp } from '../../testing/testApp';
import type { ModuleContext } from '../modules';
import { defineJob } from './declarations';
import { DEFAULT_JOB_SETTINGS, JobPlatform, PROJECT_SCHEDULES_JOB } from './platform';

let t: TestApp;
let jobs: JobPlatform;
let schema: string;
const clock = new TestClock('2026-03-07T12:57:00Z');
const fired: { projectCode: string; at: string }[] = [];
const quiet = { warn: () => undefined, error: () => undefined };

// 09:00 every morning, in each project's zone: New York (EST, then EDT from 2026-03-08 02:00), Singapore, Tokyo
const morning = defineJob<{ projectCode: string }>({
  name: 'test.morning',
  schedule: { cron: '0 9 * * *', perProject: true },
  run: async (job) => {
    fired.push({ projectCode: job.data.projectCode, at: new Date(clock.now()).toISOString() });
  },
});

beforeAll(async () => {
  t = await createTestApp();
  schema = t.app.database.server?.schema ? `${t.app.database.server.schema}_clock` : 'jobs_clock';
  jobs = new JobPlatform(t.app.database, { ...DEFAULT_JOB_SETTINGS, pollSeconds: 10, schema, clock }, quiet);
  await jobs.start([morning], { db: t.db } as unknown as ModuleContext);
});
afterAll(async () => {
  await jobs.stop();
  await sql.raw(`drop schema if exists ${schema} cascade`).execute(t.db);
  await t.close();
});

/** Sets the clock 3 minutes before `instant` and moves it to 3 minutes after: what ran meanwhile, and when. */
async function around(instant: string): Promise<{ projectCode: string; at: string }[]> {
  const from = fired.length;
  await clock.setTime(Date.parse(instant) - 3 * 60_000);
  for (let second = 0; second < 6 * 60; second += 15) await clock.tick(15_000);
  return fired.slice(from);
}

/** An instant from the occurrence to two minutes after it (the cron pass and the worker poll take their turns). */
const within = (minute: string) => expect.stringMatching(new RegExp(`^${minute.slice(0, -1)}[0-2]:`));

describe("a schedule in each project's time zone", () => {
  it('is registered once per project, in its zone', async () => {
    const schedules = await jobs.boss.getSchedules('test.morning');
    expect(schedules.map((schedule) => [schedule.key, schedule.cron, schedule.timezone]).sort()).toEqual([
      ['drama-jp', '0 9 * * *', 'Asia/Tokyo'],
      ['drama-sea', '0 9 * * *', 'Asia/Singapore'],
      ['drama-us', '0 9 * * *', 'America/New_York'],
    ]);
  });

  it('follows the projects: one added gets its schedule in its zone, one deleted loses its own', async () => {
    await t.db
      .insertInto('sys_project')
      .values({ code: 'drama-br', name: 'Drama BR', tenant_code: 'drama-br', timezone: 'America/Sao_Paulo' })
      .execute();
    const keys = async () =>
      (await jobs.boss.getSchedules('test.morning')).map((schedule) => `${schedule.key} ${schedule.timezone}`).sort();
    // its run, as every ten minutes (taken here, or by this process's worker; one at a time)
    const resyncUntil = (done: (keys: string[]) => boolean) =>
      eventually(async () => {
        await jobs.enqueue(PROJECT_SCHEDULES_JOB, {});
        await jobs.drain(PROJECT_SCHEDULES_JOB);
        return done(await keys());
      });
    await resyncUntil((found) => found.includes('drama-br America/Sao_Paulo'));
    await t.db.updateTable('sys_project').set({ deleted: 1 }).where('code', '=', 'drama-br').execute();
    await resyncUntil((found) => !found.includes('drama-br America/Sao_Paulo'));
    expect(await keys()).toEqual(['drama-jp Asia/Tokyo', 'drama-sea Asia/Singapore', 'drama-us America/New_York']);
  });

  it('fires at 09:00 in New York before and after the clocks go forward, and at 09:00 in Tokyo', async () => {
    // Saturday 2026-03-07, EST (UTC-5): 13:00 UTC is 08:00 there, 14:00 UTC is 09:00
    expect(await around('2026-03-07T13:00:00Z')).toEqual([]);
    expect(await around('2026-03-07T14:00:00Z')).toEqual([{ projectCode: 'drama-us', at: within('2026-03-07T14:00') }]);
    // Sunday 2026-03-08, EDT (UTC-4) since 07:00 UTC: 09:00 is 13:00 UTC, and 14:00 UTC is 10:00
    expect(await around('2026-03-08T13:00:00Z')).toEqual([{ projectCode: 'drama-us', at: within('2026-03-08T13:00') }]);
    expect(await around('2026-03-08T14:00:00Z')).toEqual([]);
    // Tokyo keeps UTC+9: 09:00 on Monday is 00:00 UTC
    expect(await around('2026-03-09T00:00:00Z')).toEqual([{ projectCode: 'drama-jp', at: within('2026-03-09T00:00') }]);
  }, 60_000);
});
