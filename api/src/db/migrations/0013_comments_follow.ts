// The content area's comments queue and follow records (issue 14) at 5 million comments
// and 20 million follows: each list is newest first (create_time desc, id desc), read either
// by a page number, whose skip walks an index alone (index-only: the ids, never the rows
// skipped), or by the last row shown as a keyset (next and previous). Each filter that
// narrows a list has an index in that order; where the filter is not the project, the
// project (and a comment's state) is carried in the index so the skip needs no row either.
import { type Kysely } from 'kysely';
import { runStatements } from './run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // the queue of one project, and of one project's comments in a state (the hidden ones…)
    `create index comment_newest on comment (project_code, create_time desc, id desc)`,
    `create index comment_newest_by_state on comment (project_code, state, create_time desc, id desc)`,
    // the queue under "all": several projects at once are one walk of this, filtered in the index
    `create index comment_newest_anywhere on comment (create_time desc, id desc) include (project_code, state)`,
    // a drama's comments (and its visible ones, counted for the drama, index-only)
    `create index comment_newest_by_drama on comment (drama_id, create_time desc, id desc) include (project_code, state)`,
    `drop index comment_drama`,
    // a user's comments
    `create index comment_newest_by_user on comment (user_id, create_time desc, id desc) include (project_code, state)`,
    // a part of the text, in any case (trigrams: pg_trgm, from 0011)
    `create index comment_content_trgm on comment using gin (content public.gin_trgm_ops)`,
    // a drama's follow records, of every type and of one (follows and unlocks counted for the drama, index-only)
    `create index follow_newest_by_drama on follow (drama_id, create_time desc, id desc) include (project_code)`,
    `create index follow_newest_by_drama_type on follow (drama_id, type, create_time desc, id desc) include (project_code)`,
    `drop index follow_drama`,
    // a user's follow records carry their project too (0009's follow_user has the order, not the project)
    `create index follow_newest_by_user on follow (user_id, create_time desc, id desc) include (project_code, type)`,
    `drop index follow_user`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index follow_user on follow (user_id, create_time desc, id desc)`,
    'drop index follow_newest_by_user',
    `create index follow_drama on follow (drama_id, type)`,
    'drop index follow_newest_by_drama_type',
    'drop index follow_newest_by_drama',
    'drop index comment_content_trgm',
    'drop index comment_newest_by_user',
    `create index comment_drama on comment (drama_id, create_time desc)`,
    'drop index comment_newest_by_drama',
    'drop index comment_newest_anywhere',
    'drop index comment_newest_by_state',
    'drop index comment_newest',
  ]);
}
