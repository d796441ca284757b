// The api's table types (db/generated.ts) are generated from the migrated database by
// kysely-codegen, never written by hand: `npm run db:types -w api` rewrites them, and
// tableTypes.test.ts fails while they are stale. Two readings of our own on top of the
// generator's: int8 columns are JS numbers (database.ts parses them exactly or fails), and
// a text column whose check constraint lists its values (`kind in ('message', …)`) is
// typed as that union, so the migration states the values once.
import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { generate, PostgresDialect } from 'kysely-codegen';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

export const GENERATED_FILE = path.join(__dirname, 'generated.ts');

/** `format in ('csv', 'xlsx')`, as PostgreSQL prints it back: the column and its values. */
const LISTED_VALUES = /^CHECK \(\(\(?(\w+)\)?(?:::text)? = ANY \(\(?ARRAY\[(.+)\]\)?(?:::text\[\])?\)\)\)$/;

async function listedValues<DB>(db: Kysely<DB>): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table: string; definition: string }>`
    select c.conrelid::regclass::text as table, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c where c.contype = 'c' and c.connamespace = current_schema()::regnamespace`.execute(db);
  const byColumn = new Map<string, string[]>();
  for (const row of rows) {
    const match = LISTED_VALUES.exec(row.definition);
    if (!match) continue;
    const values = [...match[2].matchAll(/'((?:[^']|'')*)'(?:::\w+(?: \w+)?)?/g)].map((value) =>
      value[1].replace(/''/g, "'"),
    );
    // numbers listed (`status in (1, 2, 3)`) keep the column's own type
    if (!values.length) continue;
    byColumn.set(`${row.table}.${match[1]}`, values);
  }
  return byColumn;
}

/** The table types of `db`, already migrated, as the text of generated.ts. */
export async function generateTableTypes<DB>(db: Kysely<DB>): Promise<string> {
  const listed = await listedValues(db);
  // the schema in use only (on a shared PostgreSQL each test file has its own), named bare
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0].schema;
  const text = await generate({
    db,
    dialect: new PostgresDialect({ defaultSchemas: [schema] }),
    defaultSchemas: [schema],
    includePattern: `${schema}.*`,
    excludePattern: `${schema}.kysely_*`,
    typeMapping: { int8: 'number' },
    postprocess: async ({ metadata }) => {
      for (const table of metadata.tables) {
        for (const column of table.columns) {
          const values = listed.get(`${table.name}.${column.name}`);
          if (values) column.enumValues = values;
        }
      }
      return metadata;
    },
  });
  return text;
}

/** Migrates a scratch in-memory database and writes generated.ts from it. */
async function main(): Promise<void> {
  const database = await openDatabase({});
  try {
    await migrateToLatest(database.db);
    fs.writeFileSync(
      GENERATED_FILE.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`),
      await generateTableTypes(database.db),
    );
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
