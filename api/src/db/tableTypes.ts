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
import { moduleMigrationDirs } from './migrations';

export const GENERATED_FILE = path.join(__dirname, 'generated.ts');
const MODULES_DIR = path.join(__dirname, '..', 'modules');

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

/** `deal-package` → `deal_package`: a module's tables are this name or start with it and `_`. */
export const moduleTablePrefix = (module: string) => module.replace(/-/g, '_');

const tablesOf = (module: string, schema: string) => {
  const prefix = moduleTablePrefix(module);
  return `${schema}.{${prefix},${prefix}_*}`;
};

/** The text kysely-codegen writes for the tables matching `includePattern` less `excludePattern`. */
async function tableTypesText<DB>(
  db: Kysely<DB>,
  schema: string,
  listed: Map<string, string[]>,
  includePattern: string,
  excludePattern: string,
): Promise<string> {
  return generate({
    db,
    dialect: new PostgresDialect({ defaultSchemas: [schema] }),
    defaultSchemas: [schema],
    includePattern,
    excludePattern,
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
}

// A module's own tables join the one Database type from its folder, by declaration merging.
const MODULE_TABLES = `
// These tables are the module's own (its migrations/ folder): they join the api's Database type here.
declare module '../../db/types' {
  interface ModuleTables extends DB {}
}
`;

/**
 * The table types of `db`, already migrated, by file: generated.ts for the tables of this
 * folder's migrations, and `modules/<m>/tables.generated.ts` for the tables of each module that
 * has migrations of its own (named after it: `moduleTablePrefix`).
 */
export async function generateTableTypes<DB>(
  db: Kysely<DB>,
  modules: readonly string[] = [...moduleMigrationDirs().keys()],
): Promise<Map<string, string>> {
  const listed = await listedValues(db);
  // the schema in use only (on a shared PostgreSQL each test file has its own), named bare
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0].schema;
  const moduleTables = modules.map((module) => tablesOf(module, schema));
  const files = new Map<string, string>();
  files.set(
    GENERATED_FILE,
    await tableTypesText(db, schema, listed, `${schema}.*`, `{${[`${schema}.kysely_*`, ...moduleTables].join(',')}}`),
  );
  for (const [index, module] of modules.entries()) {
    const text = await tableTypesText(db, schema, listed, moduleTables[index], `${schema}.kysely_*`);
    files.set(path.join(MODULES_DIR, module, 'tables.generated.ts'), `${text}${MODULE_TABLES}`);
  }
  return files;
}

/** Migrates a scratch in-memory database and writes generated.ts (and the modules' table files) from it. */
async function main(): Promise<void> {
  const database = await openDatabase({});
  try {
    await migrateToLatest(database.db);
    for (const [file, text] of await generateTableTypes(database.db)) {
      fs.writeFileSync(file.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`), text);
    }
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
