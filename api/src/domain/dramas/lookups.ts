// Look-ups of dramas that the screens about what app users did (plays, follows, comments)
// show beside each row.
import type { projectRows } from '../../platform/projectRows';

type Rows = ReturnType<typeof projectRows>;

/** The code and name of each drama by id: what a page of plays or follows shows. */
export async function dramasById(rows: Rows, ids: number[]) {
  const unique = [...new Set(ids)];
  const dramas = unique.length
    ? await rows.read('drama').select(['id', 'code', 'name']).where('id', 'in', unique).execute()
    : [];
  return new Map(dramas.map((drama) => [drama.id, drama]));
}
