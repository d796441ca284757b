// What every request asks the database again and that rarely changes: the staff session a token
// opens with its user, a user's projects and grants, a staff user's own row (getInfo), the
// project an app key names. Each api process keeps them, with the access version they were read
// under (sys_access_version, which the database's triggers move on with every change to who may
// do what, and to a staff account, whoever makes it: migrations 0023 and 0029). A request uses
// what is kept only if the version, read after the request arrived, is the same: a change
// committed before the request takes effect on it, in every process. Requests arriving together
// share one read of the version (one round trip serves them all: it is sent once the event
// loop's turn has taken them all in), so under load it costs a fraction of a query a request.
// On PGlite nothing is read: its one process hears each change as it commits (listen).
import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/types';
import { requestTransaction } from './transactions';

export interface AccessCacheSettings {
  /** past this many entries the oldest half is dropped */
  maxEntries: number;
}

const ACCESS_CHANNEL = 'backoffice_access';

const DEFAULTS: AccessCacheSettings = { maxEntries: 50_000 };

interface Entry {
  value: unknown;
  version: number;
}

export class AccessCache {
  private readonly entries = new Map<string, Entry>();
  private readonly settings: AccessCacheSettings;
  private reading: Promise<number> | null = null;
  /** the read under way has not been sent yet: a caller arriving now may share it */
  private unsent = false;
  private readonly versions = new WeakMap<object, Promise<number>>();
  private readonly versionQuery: CompiledQuery<{ version: number }>;
  /** PGlite: the changes heard (see listen), in place of reading the version */
  private heard: number | null = null;
  private next: Promise<number> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    settings: Partial<AccessCacheSettings> = {},
  ) {
    this.settings = { ...DEFAULTS, ...settings };
    this.versionQuery = db.selectFrom('sys_access_version').select('version').compile();
  }

  /**
   * The kept answer for `key` if nothing changed since it was read, else `load()`'s. Inside a
   * write's transaction (which may have changed access itself, and holds PGlite's one
   * connection) nothing is kept or used.
   */
  async get<T>(request: object, key: string, load: () => Promise<T>): Promise<T> {
    if (requestTransaction()) return load();
    // one read of the version serves the whole request (it was made after the request arrived)
    let read = this.versions.get(request);
    if (!read) this.versions.set(request, (read = this.version()));
    const version = await read;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value as T;
    // read after the version: it is at least as new as what the version says
    const value = await load();
    if (value !== undefined && value !== null) this.keep(key, value, version);
    else this.entries.delete(key);
    return value;
  }

  /**
   * PGlite only (one process holds the database, so every change commits here): counts the
   * changes as the database announces them, delivered as the committing statement returns, so
   * no request needs to read the version.
   */
  async listen(pglite: PGlite): Promise<() => Promise<void>> {
    const unlisten = await pglite.listen(ACCESS_CHANNEL, () => {
      this.heard! += 1;
    });
    this.heard = 0;
    return () => unlisten().catch(() => undefined);
  }

  /** Replaces a kept answer (a session's last-seen time moved on); nothing if it is not kept. */
  update(key: string, value: unknown): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = value;
  }

  /**
   * The access version as of a read that started after this call: the one under way started
   * earlier (unless it is not sent yet), so a caller arriving during it waits for the next,
   * which all such callers share.
   */
  private version(): Promise<number> {
    if (this.heard !== null) return Promise.resolve(this.heard);
    if (!this.reading) return this.read();
    if (this.unsent) return this.reading;
    this.next ??= this.reading.then(
      () => this.startNext(),
      () => this.startNext(),
    );
    return this.next;
  }

  private startNext(): Promise<number> {
    this.next = null;
    return this.read();
  }

  /**
   * Sent once the requests taken in with this one have asked too (setImmediate: after the rest
   * of this turn's input), so that under load one round trip serves all that arrived together.
   */
  private read(): Promise<number> {
    this.unsent = true;
    const reading = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        this.unsent = false;
        return this.db.executeQuery(this.versionQuery);
      })
      .then((result) => result.rows[0].version)
      .finally(() => {
        if (this.reading === reading) this.reading = null;
      });
    this.reading = reading;
    return reading;
  }

  private keep(key: string, value: unknown, version: number): void {
    if (this.entries.size >= this.settings.maxEntries) {
      let drop = this.entries.size / 2;
      for (const old of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(old);
      }
    }
    this.entries.set(key, { value, version });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** what every request asks and rarely changes, kept while the access version holds */
    accessCache: AccessCache;
  }
}
