// Every list a screen opens sends the same few statement texts again and again (Kysely sends one
// text a query shape, its values apart), and PostgreSQL spent as long parsing and planning them
// as running them. Prepared once a connection, a statement is parsed once; where the server
// settles on a generic plan for it (the staff users list does, after its fifth run) it is not
// planned again either. So each connection prepares the statements it runs and keeps the last
// ones it used, as a driver's statement cache does.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statements one connection keeps prepared; the least recently used one is let go past this. */
export const PREPARED_PER_CONNECTION = 100;

/** PostgreSQL's answer to a prepared `select *` whose table gained or lost a column since. */
const CACHED_PLAN_CHANGED = '0A000';

/** One connection's prepared statements: text → its name on that connection, oldest use first. */
class PreparedStatements {
  private readonly names = new Map<string, string>();
  private made = 0;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly capacity: number,
  ) {}

  /** The name `text` runs under, preparing it if this connection has not (or has let it go). */
  nameOf(text: string): string {
    const known = this.names.get(text);
    if (known !== undefined) {
      this.names.delete(text); // to the newest end
      this.names.set(text, known);
      return known;
    }
    if (this.names.size >= this.capacity) this.forget(this.names.keys().next().value!);
    // a name is never used twice on a connection, so the driver cannot mistake an old one for it
    this.made += 1;
    const name = `s${this.made}`;
    this.names.set(text, name);
    return name;
  }

  /** Lets a statement go, on the server too (queued behind what the connection is running). */
  forget(text: string): void {
    const name = this.names.get(text);
    if (name === undefined) return;
    this.names.delete(text);
    this.client.query(`deallocate ${name}`).catch(() => undefined); // gone with a lost connection anyway
    // the driver's own note of it, freed where it keeps one (correctness does not rest on it: names are not reused)
    const parsed = (this.client as { connection?: { parsedStatements?: Record<string, string> } }).connection
      ?.parsedStatements;
    if (parsed) delete parsed[name];
  }
}

/**
 * `pool` as Kysely draws from it, with each connection preparing what it runs. A statement with
 * no values (a migration's script, `begin`) goes as plain text: it may hold several statements,
 * which a prepared one cannot.
 */
export function preparingPool(pool: pg.Pool, capacity = PREPARED_PER_CONNECTION): PostgresPool {
  // Kysely knows a connection by the client object it is given: one wrapper a client
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const statements = new PreparedStatements(client, capacity);
    const query = async (text: string, values: readonly unknown[]) => {
      if (values.length === 0) return client.query(text, []);
      try {
        return await client.query({ name: statements.nameOf(text), text, values: [...values] });
      } catch (error) {
        // a deploy changed a table under a prepared statement: prepared afresh next time
        if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) statements.forget(text);
        throw error;
      }
    };
    return {
      // the query overload taking a cursor is not used: the dialect is given no cursor
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
