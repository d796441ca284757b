// The demo projects' app keys, known in advance so that the simulator finds them without
// asking (`npm run simulate -w api` against a local `npm start`). A project made later keeps
// the random key the database gives it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export const demoAppKey = (projectCode: string) => `demo-app-${projectCode}`;

export async function seedAppKeys(db: Kysely<Database>, projectCodes: readonly string[]): Promise<number> {
  for (const code of projectCodes)
    await db
      .updateTable('sys_project')
      .set({ app_key: demoAppKey(code) })
      .where('code', '=', code)
      .execute();
  return projectCodes.length;
}
