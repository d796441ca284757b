// The frequent replies screen (customer-service/reply-mange) sorts by update time too (the last
// edited first): an index of its own, as chat_reply_sort serves the sort and id orders.
import type { Kysely } from 'kysely';
import { runStatements } from './run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`create index chat_reply_updated on chat_reply (project_code, deleted, update_time, id)`]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop index chat_reply_updated']);
}
