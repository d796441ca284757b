import { type Kysely, sql } from 'kysely';

/** One statement a call: PGlite's extended protocol refuses several in one string. */
export async function runStatements(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
