// The api process: migrate, seed an empty database, serve /admin-api (and releases/).
import path from 'node:path';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { asyncLogDestination } from './platform/requestLog';

async function main(): Promise<void> {
  const config = configFromEnv();
  const log = asyncLogDestination();
  // what is still buffered reaches the output however the process ends
  process.once('exit', () => log.flushSync());
  const app = await buildApp({
    database: config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: config.poolSize }
      : { dataDir: path.join(config.dataDir, 'pglite') },
    seed: { size: config.seedSize },
    tokenTtlHours: config.tokenTtlHours,
    signInLimits: config.signInLimits,
    releasesDir: config.releasesDir,
    logger: { level: config.logLevel, stream: log },
    compress: config.compress,
    trustProxy: config.trustProxy,
    exports: config.exports,
    media: config.media,
    appApi: config.appApi,
    live: { redisUrl: config.redisUrl },
  });
  if (app.seeded) app.log.info({ seeded: app.seeded }, 'seeded an empty database with demo data');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      // Closing lets PGlite flush its files before the process ends.
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  console.log(`Backoffice api ready at http://${config.host}:${port}${'/admin-api'} and /app-api (database: ${where})`);
}

main().catch((error) => {
  console.error('api failed to start:', error);
  process.exit(1);
});
