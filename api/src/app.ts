// buildApp: the whole admin-api as a Fastify instance, used by server.ts and the tests.
import compress from '@fastify/compress';
import type { GroupEntry } from '@backoffice/shared/catalogue';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { DEFAULT_MEDIA_SETTINGS } from './config';
import { type AppDatabase, type DatabaseOptions, openDatabase } from './db/database';
import { addCatalogueMenuItems } from './db/migrations/catalogueMenu';
import { migrateToLatest } from './db/migrate';
import { isSeeded, SEED_SIZES, seedDatabase, type SeedSummary } from './db/seed';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './domain/staff';
import { AccessCache } from './platform/accessCache';
import { installAppApi } from './platform/appApi';
import { installAuthentication } from './platform/authentication';
import { installRequestCleaning } from './platform/cleaning';
import { answerFrameworkError, installErrorHandling } from './platform/errors';
import { installResponseHeaders } from './platform/headers';
import { healthRoutes } from './platform/health.routes';
import { housekeepingJob } from './platform/housekeeping';
import { createJobs, type JobSettings, jobsRoutes } from './platform/jobs';
import { installLive, type LiveSettings, pruneLiveEventsJob } from './platform/live';
import { API_PREFIX, type ApiInstance } from './platform/http';
import { installOpenApi } from './platform/openapi';
import { type MediaSettings, mediaStoreOf } from './platform/mediaStorage';
import { type DiscoveredModule, discoverModules, type ModuleContext, type ModuleSettings } from './platform/modules';
import { installOperationLog, logSuccess } from './platform/operationLog';
import { createPasswords, type PasswordCost, PRODUCTION_COST } from './platform/passwords';
import { installReleases } from './platform/releases';
import { RequestLog } from './platform/requestLog';
import { installRouteDeclarations } from './platform/routes';
import { installProjectScope } from './platform/scope';
import { installAtomicWrites, requestScoped } from './platform/transactions';
import { type TypeBoxProvider, validatorCompiler } from './platform/validation';

/** buildApp's options; a module's own (exports, bonusExpiry…) are declared in its manifest (ModuleSettings). */
export interface AppOptions extends ModuleSettings {
  /** an open database (the caller closes it), or how to open one (closed with the app) */
  database: AppDatabase | DatabaseOptions;
  /** fill an empty database with demo data of this size; false leaves it empty */
  seed?: { size: number } | false;
  /** argon2id cost; tests lower it, production keeps the default */
  passwordCost?: PasswordCost;
  tokenTtlHours?: number;
  signInLimits?: Partial<SignInLimits>;
  /** the built front-end to serve at /, or null for the api alone */
  releasesDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** gzip the answers in the process (npm start alone); off where nginx in front compresses them */
  compress?: boolean;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** where episode videos are stored and staged, and the largest taken */
  media?: Partial<MediaSettings>;
  /** the catalogue's groups the menu catches up with at start (tests add a screen); the catalogue's own by default */
  catalogue?: readonly GroupEntry[];
  /** the job platform: whether this process runs jobs, how often it looks, how long it drains */
  jobs?: Partial<JobSettings>;
  /** the live channel (/admin-api/ws): Redis to fan out through (REDIS_URL), its timings */
  live?: Partial<LiveSettings>;
}

/** A discovered module with the routes it registered, as the platform tests read them. */
export interface ServedModule extends DiscoveredModule {
  served: { method: string; url: string; permission?: string; access?: string; hidden: boolean }[];
}

export type App = ApiInstance & { database: AppDatabase; seeded: SeedSummary | null; modules: ServedModule[] };

function isOpen(database: AppOptions['database']): database is AppDatabase {
  return 'db' in database;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const ownsDatabase = !isOpen(options.database);
  const database = isOpen(options.database) ? options.database : await openDatabase(options.database);
  try {
    return await assemble(options, database, ownsDatabase);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}

async function assemble(options: AppOptions, database: AppDatabase, ownsDatabase: boolean): Promise<App> {
  await migrateToLatest(database.db);
  // What every module gets: inside a write request, that request's transaction.
  const db = requestScoped(database.db);
  const passwords = createPasswords(options.passwordCost ?? PRODUCTION_COST);
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    // X-Forwarded-For is believed only when told (TRUST_PROXY): otherwise any local
    // process could pose as many addresses and dodge the sign-in limit.
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<TypeBoxProvider>() as unknown as App;
  app.decorate('database', database);
  app.setValidatorCompiler(validatorCompiler);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  // Cross-cutting first (hooks run in the order they are added), then the routes.
  installErrorHandling(app);
  installResponseHeaders(app);
  installRouteDeclarations(app);
  await installOpenApi(app);
  if (options.compress ?? true) await app.register(compress, { encodings: ['gzip', 'deflate'] });
  const accessCache = new AccessCache(database.db);
  if (database.pglite) {
    const unlisten = await accessCache.listen(database.pglite);
    app.addHook('onClose', unlisten);
  }
  app.decorate('accessCache', accessCache);
  installAuthentication(app, db, accessCache);
  installRequestCleaning(app);
  installProjectScope(app, db, accessCache);
  installOperationLog(app, db);
  installAtomicWrites(app, database.db, logSuccess);
  const signInLimits = { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits };
  const jobs = createJobs(app, database, options.jobs);
  await installLive(app, db, database.db, options.live);
  const media = { ...DEFAULT_MEDIA_SETTINGS, ...options.media };
  const modules = await discoverModules();
  const context: ModuleContext = {
    db,
    passwords,
    signInLimits,
    tokenTtlHours: options.tokenTtlHours ?? 24,
    media: { settings: media, storage: mediaStoreOf(media) },
    settings: options,
    modules,
    jobs,
  };
  // after the media storage: the seeded posters go where uploads do
  let seeded: SeedSummary | null = null;
  if (options.seed && !(await isSeeded(db))) {
    seeded = await seedDatabase(db, {
      size: options.seed.size ?? SEED_SIZES.small,
      hashPassword: passwords.hash,
      posters: context.media.storage,
    });
  }
  app.decorate('seeded', seeded);
  // every start, after the seed: the catalogue's new screens and buttons reach an existing menu
  await addCatalogueMenuItems(database.db, { groups: options.catalogue, remember: true });

  const served: ServedModule[] = modules.map((module) => ({ ...module, served: [] }));
  app.decorate('modules', served);
  await app.register(
    async (api: ApiInstance) => {
      healthRoutes(api, database);
      jobsRoutes(api, jobs);
      let current: ServedModule | undefined;
      api.addHook('onRoute', (route) => {
        const config = (route.config ?? {}) as { permission?: string; access?: string };
        for (const method of [route.method].flat())
          if (method !== 'HEAD')
            current?.served.push({
              method,
              url: route.url,
              permission: config.permission,
              access: config.access,
              hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
            });
      });
      for (const module of served) {
        current = module;
        await module.routes?.(api, context);
        for (const other of modules) other.afterEach?.(api, context, module);
      }
      current = undefined;
    },
    { prefix: API_PREFIX },
  );
  // the app users' side, /app-api: its modules' appRoutes
  await installAppApi(app, db, modules, context, accessCache);
  await installReleases(app, options.releasesDir ?? null);
  await app.ready();
  // the queues, schedules and workers before any request (a request's transaction would hold
  // PGlite's one connection), once every module is in place
  try {
    await jobs.start(
      [
        housekeepingJob(signInLimits.windowMinutes),
        pruneLiveEventsJob,
        ...modules.flatMap((module) => module.jobs ?? []),
      ],
      context,
    );
  } catch (error) {
    await jobs.stop();
    throw error;
  }
  return app;
}
