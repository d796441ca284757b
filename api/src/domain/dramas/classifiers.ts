// What classifies dramas, labels and categories alike, is named by a code and a title, and
// is shown with how many live dramas it holds.
import { sql } from 'kysely';
import type { projectRows } from '../../platform/projectRows';

type Rows = ReturnType<typeof projectRows>;

export const TITLE_MAX = 32;
export const CODE_MAX = 32;
/** The tables' own check (0012): lower case, digits and dashes, not starting with a dash. */
export const CODE_PATTERN = `^[a-z0-9][a-z0-9-]{0,${CODE_MAX - 1}}$`;

/** How many live dramas each of `ids` holds, through its link table (its key's index, then each drama by its key). */
export async function liveDramaCounts(
  rows: Rows,
  link: { table: 'drama_label'; key: 'label_id' } | { table: 'category_drama'; key: 'category_id' },
  ids: number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const key = sql.ref<number>(`${link.table}.${link.key}`);
  const counted = await rows
    .read(link.table)
    .select([key.as('id'), sql<string>`count(*)`.as('count')])
    .where(key, 'in', ids)
    .where(
      sql.ref(`${link.table}.drama_id`),
      'in',
      rows.read('drama').select('drama.id').where('drama.deleted', '=', 0),
    )
    .groupBy(key)
    .execute();
  return new Map(counted.map((row) => [Number(row.id), Number(row.count)]));
}
