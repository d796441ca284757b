// A new app user for a test: no orders, no wallet, no activity, so what the test gives it is all
// it has (the demo's seeded users have wallets and histories from every area's seed).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

let made = 0;

/** Adds an app user of `projectCode` with a code of this process's own. */
export function newAppUser(db: Kysely<Database>, projectCode = 'drama-us') {
  made += 1;
  return db
    .insertInto('app_user')
    .values({
      project_code: projectCode,
      user_code: `T${process.pid}-${made}`,
      username: `Tester ${made}`,
      country: 'US',
    })
    .returning(['id', 'project_code', 'user_code'])
    .executeTakeFirstOrThrow();
}
