// Demo entries: three a project.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export async function seedActivityList(db: Kysely<Database>, projects: readonly { code: string }[]): Promise<number> {
  const rows = projects.flatMap(({ code }) =>
    ['first', 'second', 'third'].map((word, index) => ({
      project_code: code,
      code: `${word}-entry`,
      title: `${word[0].toUpperCase()}${word.slice(1)} entry`,
      remark: index ? '' : 'A demo entry',
    })),
  );
  if (rows.length) await db.insertInto('activity_list').values(rows).execute();
  return rows.length;
}
