// The statement cache on a real PostgreSQL server (CI runs the api suite there too; PGlite, the
// default engine, prepares nothing of ours): what a connection keeps prepared, what it lets go,
// and a table changed under a prepared statement.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { preparingPool } from './statementCache';

const databaseUrl = process.env.DATABASE_URL;

if (databaseUrl) {
  const schema = `statement_cache_${process.pid}`;
  let db: Kysely<Record<string, Record<string, unknown>>>;

  /** The statements this connection holds prepared, by their text. */
  async function prepared(connection: typeof db): Promise<string[]> {
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
    return rows.map((row) => row.statement).sort();
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    await admin.query(`create table ${schema}.drama (id int primary key, name text)`);
    await admin.query(`insert into ${schema}.drama values (1, 'Dawn Chaser'), (2, 'The contract')`);
    await admin.end();
    // one connection, two statements kept: what it prepares can be read from it
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: `-c search_path=${schema}` });
    db = new Kysely({ dialect: new PostgresDialect({ pool: preparingPool(pool, 2) }) });
  });

  afterAll(async () => {
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(db);
    await db.destroy();
  });

  // (on the one connection a test holds: the pool has no other)
  const byId = (on: typeof db, id: number) => on.selectFrom('drama').select('name').where('id', '=', id);
  const byName = (on: typeof db, name: string) => on.selectFrom('drama').select('id').where('name', '=', name);
  const above = (on: typeof db, id: number) => on.selectFrom('drama').select('id').where('id', '>', id);

  it('prepares a statement once on a connection and runs it again with other values', async () => {
    await db.connection().execute(async (connection) => {
      const before = await prepared(connection);
      expect(await byId(connection, 1).execute()).toEqual([{ name: 'Dawn Chaser' }]);
      expect(await byId(connection, 2).execute()).toEqual([{ name: 'The contract' }]);
      const after = await prepared(connection);
      expect(after.filter((text) => !before.includes(text))).toEqual([byId(db, 1).compile().sql]);
    });
  });

  it('lets the least recently used statement go past its capacity, and prepares it again when it comes back', async () => {
    await db.connection().execute(async (connection) => {
      await byId(connection, 1).execute();
      await byName(connection, 'Dawn Chaser').execute();
      await byId(connection, 2).execute(); // the by-id statement is now the newer of the two
      await above(connection, 0).execute(); // a third: the by-name one goes
      const [byIdText, byNameText, aboveText] = [byId(db, 1), byName(db, ''), above(db, 0)].map((q) => q.compile().sql);
      expect(await prepared(connection)).toEqual([aboveText, byIdText].sort());
      expect(await byName(connection, 'The contract').execute()).toEqual([{ id: 2 }]);
      expect(await prepared(connection)).toEqual([aboveText, byNameText].sort());
    });
  });

  it('runs a script of several statements without values as it is', async () => {
    await sql.raw(`update drama set name = name where id = 1; update drama set name = name where id = 2`).execute(db);
    expect(await db.selectFrom('drama').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('after a table gains a column under a prepared select *, says so once and then answers with the column', async () => {
    const everything = (id: number) => db.selectFrom('drama').selectAll().where('id', '=', id);
    expect(await everything(1).execute()).toEqual([{ id: 1, name: 'Dawn Chaser' }]);
    await sql.raw(`alter table drama add column status int not null default 0`).execute(db);
    await expect(everything(1).execute()).rejects.toThrow('cached plan must not change result type');
    expect(await everything(1).execute()).toEqual([{ id: 1, name: 'Dawn Chaser', status: 0 }]);
  });
}

// Everywhere: what the cache asks of a connection, on a recording double of node-postgres's client.
it('names each statement with values once a connection, deallocates the oldest past capacity, and sends the rest as text', async () => {
  const sent: unknown[] = [];
  const client = {
    query: async (query: unknown, values?: unknown[]) => {
      sent.push(values ? [query, values] : query);
      return { rows: [], command: 'SELECT', rowCount: 0 };
    },
    release: () => undefined,
  };
  const pool = { connect: async () => client, end: async () => undefined } as unknown as pg.Pool;
  const preparing = preparingPool(pool, 2);
  const connection = await preparing.connect();
  await connection.query('select a where x = $1', [1]);
  await connection.query('select b where x = $1', [2]);
  await connection.query('select a where x = $1', [3]);
  await connection.query('select c where x = $1', [4]); // b is the oldest: let go
  await connection.query('begin', []);
  await connection.query('select b where x = $1', [5]); // back under a new name; a goes
  expect(sent).toEqual([
    { name: 's1', text: 'select a where x = $1', values: [1] },
    { name: 's2', text: 'select b where x = $1', values: [2] },
    { name: 's1', text: 'select a where x = $1', values: [3] },
    'deallocate s2',
    { name: 's3', text: 'select c where x = $1', values: [4] },
    ['begin', []],
    'deallocate s1',
    { name: 's4', text: 'select b where x = $1', values: [5] },
  ]);
  // the same client comes back as the same connection, its statements still known to it
  expect(await preparing.connect()).toBe(connection);
});
