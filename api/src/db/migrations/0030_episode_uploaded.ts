// The dramas list says how many of each drama's live episodes have a video (uploadedEpisodes):
// counted from this index alone, not from every episode's row (episode_number has them all,
// so the count read each one to look at its video).
import type { Kysely } from 'kysely';
import { runStatements } from './run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index episode_uploaded on episode (drama_id) where deleted = 0 and video_key <> ''`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop index episode_uploaded']);
}
