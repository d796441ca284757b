// buildApp: the whole admin-api as a Fastify instance, used by server.ts and the tests.
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type AppDatabase, type DatabaseOptions, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isSeeded, SEED_SIZES, seedDatabase, type SeedSummary } from './db/seed';
import { authRoutes } from './modules/auth/auth.routes';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './domain/staff';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { type ExportSettings, exportSettings, installExportRunner } from './domain/export';
import { exportRoutes } from './modules/export/export.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import { notificationRoutes } from './modules/notification/notification.routes';
import { oplogRoutes } from './modules/oplog/oplog.routes';
import { productListRoutes } from './modules/product-list/product-list.routes';
import {
  DEFAULT_MEDIA_SETTINGS,
  installMedia,
  type MediaSettings,
  productEpisodeRoutes,
} from './modules/product-episode';
import { productPosterRoutes } from './modules/product-poster/product-poster.routes';
import {
  DEFAULT_SCHEDULE_SETTINGS,
  installScheduleRunner,
  type ScheduleSettings,
} from './modules/product-online/product-online.runner';
import { productOnlineRoutes } from './modules/product-online/product-online.routes';
import { settingAccountRoutes } from './modules/setting-account/setting-account.routes';
import { userListRoutes } from './modules/user-list/user-list.routes';
import { userWalletRoutes } from './modules/user-wallet/user-wallet.routes';
import { userProductRoutes } from './modules/user-product/user-product.routes';
import { userProductDetailRoutes } from './modules/user-product-detail/user-product-detail.routes';
import { installBonusExpiry } from './modules/user-wallet/user-wallet.expiry';
import { userFeedlabelRoutes } from './modules/user-feedlabel/user-feedlabel.routes';
import { productLabelRoutes } from './modules/product-label/product-label.routes';
import { productCategoryRoutes } from './modules/product-category/product-category.routes';
import { productCommentsRoutes } from './modules/product-comments/product-comments.routes';
import { productCommentsFollowRoutes } from './modules/product-comments-follow/product-comments-follow.routes';
import { customerServiceApplyRoutes } from './modules/customer-service-apply/customer-service-apply.routes';
import { settingConfigRoutes } from './modules/setting-config/setting-config.routes';
import { settingMenuRoutes } from './modules/setting-menu/setting-menu.routes';
import { settingRoleRoutes } from './modules/setting-role/setting-role.routes';
import { settingUserRoutes } from './modules/setting-user/setting-user.routes';
import { userRoutes } from './modules/user/user.routes';
import { installAuthentication } from './platform/authentication';
import { installRequestCleaning } from './platform/cleaning';
import { answerFrameworkError, installErrorHandling } from './platform/errors';
import { installResponseHeaders } from './platform/headers';
import { healthRoutes } from './platform/health.routes';
import { installHousekeeping } from './platform/housekeeping';
import { API_PREFIX, type ApiInstance } from './platform/http';
import { installOpenApi } from './platform/openapi';
import { installOperationLog, logSuccess } from './platform/operationLog';
import { createPasswords, type PasswordCost, PRODUCTION_COST } from './platform/passwords';
import { installReleases } from './platform/releases';
import { installRouteDeclarations } from './platform/routes';
import { installProjectScope } from './platform/scope';
import { installAtomicWrites, requestScoped } from './platform/transactions';
import { type TypeBoxProvider, validatorCompiler } from './platform/validation';

export interface AppOptions {
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
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** export files and the background runner; `runner: false` leaves the queue to the caller */
  exports?: Partial<ExportSettings>;
  /** the job that writes off expired bonus every minute; false leaves it to the caller (tests drive it) */
  bonusExpiry?: boolean;
  /** the runner of the dramas' scheduled changes (its longest sleep); false leaves them to the caller */
  dramaSchedule?: Partial<ScheduleSettings> | false;
  /** where episode videos are stored and staged, and the largest taken */
  media?: Partial<MediaSettings>;
}

export type App = ApiInstance & { database: AppDatabase; seeded: SeedSummary | null };

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
  await app.register(compress, { encodings: ['gzip', 'deflate'] });
  installAuthentication(app, db);
  installRequestCleaning(app);
  installProjectScope(app, db);
  installOperationLog(app, db);
  installAtomicWrites(app, database.db, logSuccess);
  const signInLimits = { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits };
  installHousekeeping(app, db, signInLimits.windowMinutes);
  const exportOptions = exportSettings(options.exports);
  installExportRunner(app, db, exportOptions);
  if (options.bonusExpiry !== false) installBonusExpiry(app, db);
  const media = installMedia(app, db, { ...DEFAULT_MEDIA_SETTINGS, ...options.media });
  // after the media storage: the seeded posters go where uploads do
  let seeded: SeedSummary | null = null;
  if (options.seed && !(await isSeeded(db))) {
    seeded = await seedDatabase(db, {
      size: options.seed.size ?? SEED_SIZES.small,
      hashPassword: passwords.hash,
      posters: media.storage,
    });
  }
  app.decorate('seeded', seeded);
  if (options.dramaSchedule !== false)
    installScheduleRunner(app, db, { ...DEFAULT_SCHEDULE_SETTINGS, ...options.dramaSchedule });

  await app.register(
    async (api: ApiInstance) => {
      healthRoutes(api, database);
      authRoutes(api, { db, passwords, signInLimits, tokenTtlHours: options.tokenTtlHours ?? 24 });
      menuRoutes(api, db);
      dashboardRoutes(api, db);
      oplogRoutes(api, db);
      settingMenuRoutes(api, db);
      settingRoleRoutes(api, db);
      notificationRoutes(api, db);
      userRoutes(api, { db, passwords, signInLimits });
      settingUserRoutes(api, { db, passwords });
      exportRoutes(api, db, exportOptions);
      settingAccountRoutes(api, db);
      userListRoutes(api, db);
      userWalletRoutes(api, db);
      userProductRoutes(api, db);
      userProductDetailRoutes(api, db);
      userFeedlabelRoutes(api, db);
      productLabelRoutes(api, db);
      productCategoryRoutes(api, db);
      customerServiceApplyRoutes(api, db);
      settingConfigRoutes(api, db);
      productListRoutes(api, db);
      productEpisodeRoutes(api, db, media);
      productPosterRoutes(api, media.storage);
      productCommentsRoutes(api, db);
      productCommentsFollowRoutes(api, db);
      productOnlineRoutes(api, db);
    },
    { prefix: API_PREFIX },
  );
  await installReleases(app, options.releasesDir ?? null);
  await app.ready();
  return app;
}
