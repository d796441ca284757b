// A benchmark's own database on a PostgreSQL server: a scratch one, created empty and dropped
// afterwards; or a large one kept between runs, since seeding it takes minutes.
import pg from 'pg';

export async function withScratchDatabase<T>(
  serverUrl: string,
  name: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name}`).catch(() => undefined);
    await admin.end();
  }
}

/** The URL of database `name` on `serverUrl`, created when missing (dropped and made again when `reseed`): kept for the next run. */
export async function keptDatabase(serverUrl: string, name: string, reseed: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (reseed && exists) await admin.query(`drop database ${name}`);
    if (reseed || !exists) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
