// How an api module declares itself: one manifest, `modules/<name>/module.ts`, default-exporting
// an ApiModule (its routes, jobs, seed step and the catalogue screens it serves). The app, the
// seed and the tests find the manifests by reading the modules folder, so a new module is its
// own folder and nothing else. A module with settings of its own (buildApp's options) or a new
// kind of declaration adds it to ModuleSettings or ApiModule by declaration merging, as the
// export module adds `exports`.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SignInLimits } from '../domain/staff';
import type { ApiInstance } from './http';
import type { JobDeclaration, Jobs } from './jobs';
import type { MediaSettings, MediaStorage } from './mediaStorage';
import type { Passwords } from './passwords';
import type { Scenario } from './simulation';

/** A catalogue screen as its permissions spell it, `<group>:<screen>`: `product:label`, `user:product`. */
export type ScreenId = `${string}:${string}`;

/** buildApp's options that belong to modules; each module adds its own by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface ModuleSettings {}

/** What a module's routes and jobs are given: the same for every module. */
export interface ModuleContext {
  /** inside a write request, that request's transaction */
  db: Kysely<Database>;
  passwords: Passwords;
  signInLimits: SignInLimits;
  tokenTtlHours: number;
  /** where uploaded media (videos, posters) are kept */
  media: { settings: MediaSettings; storage: MediaStorage };
  settings: ModuleSettings;
  /** every discovered module, for a module that serves the others' declarations */
  modules: readonly DiscoveredModule[];
  /** enqueues a declared job; inside a write request, in its transaction (no job if it rolls back) */
  jobs: Jobs;
}

export interface SeedContext {
  /** the moment the demo is "now" */
  now: Date;
  /** the seed's size multiplier */
  size: number;
  /** the seeded projects, in the seed's order (index: the project's place, for its random streams) */
  projects: readonly { code: string; index: number }[];
}

/** A module's part of the demo data, run after the seed's core, in the same transaction. */
export interface SeedStep {
  /** modules whose seed steps must run first */
  after?: readonly string[];
  /** the tables it writes, analysed once the seed is done */
  tables: readonly string[];
  /** answers its counts, named as the seed's summary names them (`feedback`) */
  run(db: Kysely<Database>, context: SeedContext): Promise<Record<string, number>>;
}

/** A screen served from an api path other than its catalogue url (the export records at /export). */
export interface ScreenAt {
  screen: ScreenId;
  path: string;
}

export interface ApiModule {
  /** the catalogue screens it serves; `[]` for a module of no screen (sign-in, the menu) */
  screens: readonly (ScreenId | ScreenAt)[];
  /** its routes, under /admin-api */
  routes?(api: ApiInstance, context: ModuleContext): void | Promise<void>;
  /** its background work: queues with their handler, retries, lease, singleton policy and schedule (platform/jobs) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each declaration keeps its own data type
  jobs?: readonly JobDeclaration<any>[];
  seed?: SeedStep;
  /** its routes of the app users' side, under /app-api (appApi.ts): app-user tokens, the app key's project */
  appRoutes?(app: ApiInstance, context: ModuleContext): void | Promise<void>;
  /** what the simulator (`npm run simulate -w api`) does with its app routes, as the users of an app would */
  scenarios?: readonly Scenario[];
  /** run after every module's routes (its own included): what it serves for the others' declarations */
  afterEach?(api: ApiInstance, context: ModuleContext, module: DiscoveredModule): void;
}

export interface DiscoveredModule extends ApiModule {
  /** its folder's name */
  name: string;
}

const MODULES_DIR = path.join(__dirname, '..', 'modules');
/** module.ts under jest and tsc's type check, module.js in tsc's output (dist/) */
const MANIFEST = /^module\.[jt]s$/;

const found = new Map<string, Promise<readonly DiscoveredModule[]>>();

/** Every module folder's manifest, by folder name; a folder without one is an error. */
export function discoverModules(dir: string = MODULES_DIR): Promise<readonly DiscoveredModule[]> {
  if (!found.has(dir)) found.set(dir, readModules(dir));
  return found.get(dir)!;
}

async function readModules(dir: string): Promise<readonly DiscoveredModule[]> {
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    folders.map(async (name) => {
      const file = fs.readdirSync(path.join(dir, name)).find((file) => MANIFEST.test(file));
      if (!file) throw new Error(`modules/${name} has no module.ts: an api module declares itself there`);
      const manifest = ((await import(path.join(dir, name, file))) as { default?: ApiModule }).default;
      if (!manifest || !Array.isArray(manifest.screens))
        throw new Error(`modules/${name}/${file} must default-export an ApiModule (with its screens, [] for none)`);
      return { ...manifest, name };
    }),
  );
}

export const screenOf = (entry: ScreenId | ScreenAt): ScreenId => (typeof entry === 'string' ? entry : entry.screen);

/** The modules' seed steps, each after the modules it names (then by name). */
export function seedOrder(modules: readonly DiscoveredModule[]): (SeedStep & { module: string })[] {
  const steps = new Map(modules.filter((module) => module.seed).map((module) => [module.name, module.seed!]));
  const ordered: (SeedStep & { module: string })[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.some((step) => step.module === name)) return;
    const step = steps.get(name);
    if (!step) throw new Error(`a seed step runs after ${name}, which has none`);
    if (visiting.has(name)) throw new Error(`the seed steps of ${[...visiting].join(', ')} wait for each other`);
    visiting.add(name);
    for (const before of step.after ?? []) visit(before);
    visiting.delete(name);
    ordered.push({ ...step, module: name });
  };
  for (const name of [...steps.keys()].sort()) visit(name);
  return ordered;
}
