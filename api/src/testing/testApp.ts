// Each test file gets its own app on its own database, a copy of the one globalSetup prepared:
// an in-memory PGlite loaded from its dump, or, when DATABASE_URL is set (CI runs both), a
// database of its own on that PostgreSQL server made from its template and dropped afterwards,
// so files can run in parallel.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, type AppOptions, buildApp } from '../app';
import { openDatabase } from '../db/database';
import { SEED_SIZES } from '../db/seed';
import { TEST_COST } from '../platform/passwords';
import { TEMPLATE_ENV } from './globalSetup';
import { copyOfTemplate, dropDatabase, POSTGRES_RUN_ENV } from './postgresTemplate';

export const PASSWORDS = { admin: 'admin123', operator: 'operator123', normal: 'normal123' } as const;
export type DemoUser = keyof typeof PASSWORDS;

export interface TestApp {
  app: App;
  db: App['database']['db'];
  /** signs in a demo account and answers its token */
  signIn(username: DemoUser): Promise<string>;
  /** signs in every demo account: their tokens by name */
  signInAll(): Promise<Record<DemoUser, string>>;
  /** another api process on this app's database and media folder, as a second server would be (its caller closes it) */
  anotherApp(options?: Partial<AppOptions>): Promise<App>;
  /** the seeded projects' ids by project code */
  projectIds(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const copy = databaseUrl ? await copyOfTemplate(databaseUrl, process.env[POSTGRES_RUN_ENV]!) : undefined;
  const template = process.env[TEMPLATE_ENV];
  const database = await openDatabase(
    copy
      ? { databaseUrl: copy.url, poolSize: 4 }
      : template && fs.existsSync(template)
        ? { loadDump: new Blob([fs.readFileSync(template)]) }
        : {},
  );
  // each test app's videos in a folder of its own, gone with it
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-media-'));
  const settings: AppOptions = {
    database,
    media: { dir: mediaDir },
    seed: { size: SEED_SIZES.tiny },
    passwordCost: TEST_COST,
    logger: false,
    releasesDir: null,
    // a test sets a grant's expiry and drives the job itself: a run in the middle would race it
    bonusExpiry: false,
  };
  const app = await buildApp({ ...settings, ...options });

  async function signIn(username: DemoUser): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username, password: PASSWORDS[username] },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
    return response.json().data.token as string;
  }

  return {
    app,
    db: database.db,
    signIn,
    anotherApp: (more = {}) => buildApp({ ...settings, seed: false, ...more }),
    async signInAll() {
      const users = Object.keys(PASSWORDS) as DemoUser[];
      const tokens = await Promise.all(users.map(signIn));
      return Object.fromEntries(users.map((user, index) => [user, tokens[index]])) as Record<DemoUser, string>;
    },
    async projectIds() {
      const projects = await database.db.selectFrom('sys_project').select(['id', 'code']).execute();
      return Object.fromEntries(projects.map((project) => [project.code, project.id]));
    },
    async close() {
      await app.close();
      await database.close();
      if (databaseUrl && copy) await dropDatabase(databaseUrl, copy.name);
      // the upload store makes its folder without waiting (tus FileStore): let that finish before removing it
      await fs.promises.mkdir(path.join(mediaDir, 'uploads'), { recursive: true });
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Waits for something written after the answer was sent (the operation log). */
export async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
