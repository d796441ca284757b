// The badges' jobs. `activity-medalconfig.award`, every five minutes (one run at a time across
// processes): each online condition badge of every project goes to the users who now qualify
// (source condition), set-based, a batch a transaction; the unique holding index makes a run
// that overlaps another, or a retry, award each user once. `activity-medalconfig.backfill`: one
// badge's backfill when too many qualified at its creation to award in the request, with its
// progress on the jobs overview.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { type AwardedBadge, awardQualifiedBatch, conditionBadges } from '../../domain/activities';
import type { ProjectScope } from '../../platform/http';
import { defineJob } from '../../platform/jobs';
import { projectRows } from '../../platform/projectRows';
import { everyProjectScope } from '../../platform/scope';
import { BACKFILL_JOB } from './activity-medalconfig.service';

declare module '../../platform/modules' {
  interface ModuleSettings {
    /** the badge awarding every five minutes; false leaves it to the caller (tests drive it) */
    badgeAward?: boolean;
  }
}

/** One badge's qualifiers, a batch a transaction (a long run locks nothing for long); answers how many were awarded. */
async function inBatches(
  db: Kysely<Database>,
  scope: ProjectScope,
  badge: AwardedBadge,
  source: 'backfill' | 'condition',
  progress?: (done: number, total: number) => Promise<void>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db.transaction().execute((trx) => awardQualifiedBatch(projectRows(trx, scope), badge, source));
    if (!batch.awarded) return done;
    done += batch.awarded;
    await progress?.(done, done + batch.qualified - batch.awarded);
  }
}

/** Awards every online condition badge to those who qualify now; answers how many holdings it added. */
export async function awardQualifiers(db: Kysely<Database>): Promise<number> {
  const scope = await everyProjectScope(db);
  let awarded = 0;
  for (const badge of await conditionBadges(projectRows(db, scope)))
    awarded += await inBatches(db, scope, badge, 'condition');
  return awarded;
}

export const badgeAwardJob = defineJob({
  name: 'activity-medalconfig.award',
  policy: 'exclusive',
  schedule: { cron: '*/5 * * * *' },
  retry: { limit: 0 },
  timeoutSeconds: 3600,
  runsHere: (settings) => settings.badgeAward !== false,
  run: async (_job, { db }) => ({ awarded: await awardQualifiers(db) }),
});

export const badgeBackfillJob = defineJob<{ badgeId: number }>({
  name: BACKFILL_JOB,
  policy: 'singleton',
  retry: { limit: 2 },
  timeoutSeconds: 3600,
  runsHere: (settings) => settings.badgeAward !== false,
  run: async (job, { db }) => {
    const scope = await everyProjectScope(db);
    const badge = await projectRows(db, scope)
      .read('badge')
      .selectAll()
      .where('id', '=', job.data.badgeId)
      .where('deleted', '=', 0)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (!badge) return { awarded: 0 };
    return { awarded: await inBatches(db, scope, badge, 'backfill', (done, total) => job.progress(done, total)) };
  },
});
