// Reading a whole list in batches without OFFSET (which re-reads every skipped row):
// each batch continues after the last row of the one before, by a row-value comparison
// on the sort keys plus a unique tie-breaker, `(k1, k2, id) < ($1, $2, $3)`. Every key
// shares one direction (as sortOf gives them), so one comparison is exact.
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { SortKey } from '../../platform/listQuery';

export const BATCH_SIZE = 1000;

const KEY = '__export_key';

/**
 * The rows of `query` ordered by `sort` then `tieBreaker`, `batchSize` at a time. The sort
 * columns must be NOT NULL (a null makes the comparison unknown and would end the export),
 * and on a big table an index should lead with the first of them (or be exactly the keys):
 * each batch then reads only its own rows.
 */
export async function* keysetBatches<O>(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, O>,
  sort: SortKey[],
  tieBreaker: string,
  batchSize = BATCH_SIZE,
): AsyncGenerator<O[]> {
  const columns = [...sort.map((key) => key.column), tieBreaker];
  const direction = sort[0]?.direction ?? 'desc';
  // The keys travel as text and are cast back by the comparison: a JS Date would cut a
  // timestamptz's microseconds and skip rows.
  const keyed = query.select(
    columns.map((column, index) => sql<string>`${sql.ref(column)}::text`.as(`${KEY}${index}`)),
  );
  let after: string[] | null = null;
  for (;;) {
    let page = keyed;
    if (after) {
      const last = after;
      const [lead] = columns;
      // The bound on the first key alone is implied, but lets an index on it start where
      // the last batch ended; without it every batch would scan from the top again.
      page = page
        .where(sql<boolean>`${sql.ref(lead)} ${sql.raw(direction === 'desc' ? '<=' : '>=')} ${last[0]}`)
        .where(
          sql<boolean>`(${sql.join(columns.map((column) => sql.ref(column)))}) ${sql.raw(direction === 'desc' ? '<' : '>')} (${sql.join(last)})`,
        );
    }
    for (const column of columns) page = page.orderBy(sql.ref(column), direction);
    const compiled = page.limit(batchSize).compile();
    // Without statistics (PGlite never analyzes; nor does PostgreSQL right after a bulk
    // load) the planner may sort the whole table for each batch: walking the index is
    // what keyset paging means, so sorting is discouraged for this one query.
    const { rows } = (await db.transaction().execute(async (trx) => {
      await sql`set local enable_sort = off`.execute(trx);
      return trx.executeQuery(compiled);
    })) as { rows: Array<O & Record<string, string>> };
    if (!rows.length) return;
    const tail = rows[rows.length - 1];
    after = columns.map((_, index) => tail[`${KEY}${index}`]);
    yield rows;
    if (rows.length < batchSize) return;
  }
}
