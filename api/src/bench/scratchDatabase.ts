// A benchmark's own database on a PostgreSQL server: created empty, dropped afterwards.
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
