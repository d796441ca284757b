// A drama's counts are kept in step with its rows as they change (plays, follows, unlocks,
// comment moderation: domain/comments); this is the reconcile that proves it, and what the
// seed uses to write them. The rule of each count is stated here once:
// - play_count: its plays (interaction rows);
// - follow_count: its "follow drama" rows (FOLLOW_TYPE 2);
// - unlock_count: its episode unlocks, with coins or VIP (FOLLOW_TYPE 10 and 11);
// - comment_count: its visible comments (what the app shows).
// Each is counted by an index of the drama (0009, 0013), one drama at a time.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

export const DRAMA_COUNTS = ['playCount', 'followCount', 'unlockCount', 'commentCount'] as const;
export type DramaCount = (typeof DRAMA_COUNTS)[number];

/** A drama whose stored counts were off: by how much each (stored minus counted), the ones that were right left out. */
export interface DramaCountDrift {
  id: number;
  projectCode: string;
  code: string;
  off: Partial<Record<DramaCount, number>>;
}

/**
 * Sets every drama's counts (of `projectCode`, or of every project) to what its rows say,
 * in one statement, and answers the dramas that were off and by how much; none when all
 * agreed. Writes only the dramas that were off.
 */
export async function reconcileDramaCounts(db: Kysely<Database>, projectCode?: string): Promise<DramaCountDrift[]> {
  const { rows } = await sql<{
    id: number;
    project_code: string;
    code: string;
    play_count: string;
    follow_count: string;
    unlock_count: string;
    comment_count: string;
  }>`
    update drama set
      play_count = counted.plays,
      follow_count = counted.follows,
      unlock_count = counted.unlocks,
      comment_count = counted.comments
    from (
      select d.id, d.play_count as stored_plays, d.follow_count as stored_follows, d.unlock_count as stored_unlocks, d.comment_count as stored_comments,
        (select count(*) from interaction i where i.drama_id = d.id) as plays,
        (select count(*) from follow f where f.drama_id = d.id and f.type = 2) as follows,
        (select count(*) from follow f where f.drama_id = d.id and f.type in (10, 11)) as unlocks,
        (select count(*) from comment c where c.drama_id = d.id and c.state = 'visible') as comments
      from drama d
      where ${projectCode === undefined ? sql`true` : sql`d.project_code = ${projectCode}`}
    ) as counted
    where drama.id = counted.id
      and (counted.stored_plays, counted.stored_follows, counted.stored_unlocks, counted.stored_comments)
        is distinct from (counted.plays, counted.follows, counted.unlocks, counted.comments)
    returning drama.id, drama.project_code, drama.code,
      counted.stored_plays - counted.plays as play_count,
      counted.stored_follows - counted.follows as follow_count,
      counted.stored_unlocks - counted.unlocks as unlock_count,
      counted.stored_comments - counted.comments as comment_count`.execute(db);
  const columns: Record<DramaCount, keyof (typeof rows)[number]> = {
    playCount: 'play_count',
    followCount: 'follow_count',
    unlockCount: 'unlock_count',
    commentCount: 'comment_count',
  };
  return rows
    .map((row) => ({
      id: Number(row.id),
      projectCode: row.project_code,
      code: row.code,
      off: Object.fromEntries(
        DRAMA_COUNTS.map((count) => [count, Number(row[columns[count]])]).filter(([, by]) => by !== 0),
      ),
    }))
    .sort((a, b) => a.id - b.id);
}
