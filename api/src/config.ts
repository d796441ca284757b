// The environment the api process reads (see README). Tests pass options to buildApp
// directly instead.
import path from 'node:path';
import { parseSeedSize } from './db/seed';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './domain/staff';
import type { ExportSettings } from './domain/export';
import { type AppApiSettings, DEFAULT_APP_API_SETTINGS } from './platform/appApi';
import type { MediaSettings } from './platform/mediaStorage';

/** The repository root: api/src or api/dist → ../.. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** buildApp's media when not told (the process's come from MEDIA_DIR and MEDIA_MAX_BYTES) */
export const DEFAULT_MEDIA_SETTINGS: MediaSettings = {
  dir: path.join(REPO_ROOT, '.data', 'media'),
  // a 3-minute 1080p episode is 100 to 300 MB
  maxBytes: 1024 ** 3,
};

export interface ServerConfig {
  host: string;
  port: number;
  databaseUrl?: string;
  /** REDIS_URL: what api processes share (the live channel's bell, the app side's rate limits); null: each its own */
  redisUrl: string | null;
  dataDir: string;
  releasesDir: string;
  seedSize: number;
  tokenTtlHours: number;
  signInLimits: SignInLimits;
  logLevel: string;
  /** API_COMPRESSION=off where nginx in front compresses the answers (it does, gzip_proxied); on for npm start alone */
  compress: boolean;
  trustProxy: string | boolean;
  poolSize: number;
  exports: Pick<ExportSettings, 'dir' | 'concurrency' | 'ttlHours'>;
  /** episode videos: MEDIA_DIR (default DATA_DIR/media) and MEDIA_MAX_BYTES (default 1 GiB) */
  media: MediaSettings;
  /** the app users' side: APP_TOKEN_TTL_HOURS, APP_RATE_LIMIT_PER_USER and _PER_ADDRESS (calls a minute) */
  appApi: AppApiSettings;
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, { min = 0, integer = true } = {}): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a${integer ? 'n integer' : ' number'} of at least ${min}, got "${text}"`);
  }
  return value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (text !== 'on' && text !== 'off') throw new Error(`${name} must be on or off, got "${text}"`);
  return text === 'on';
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  const redisUrl = env.REDIS_URL || null;
  return {
    host: env.HOST || '127.0.0.1',
    port: number(env, 'PORT', 8080),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl,
    dataDir,
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(REPO_ROOT, 'releases')),
    seedSize: parseSeedSize(env.SEED_SIZE),
    tokenTtlHours: number(env, 'TOKEN_TTL_HOURS', 24, { min: 0.01, integer: false }),
    signInLimits: {
      perAccount: number(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', DEFAULT_SIGN_IN_LIMITS.perAccount, { min: 1 }),
      perAddress: number(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', DEFAULT_SIGN_IN_LIMITS.perAddress, { min: 1 }),
      windowMinutes: number(env, 'LOGIN_FAILURE_WINDOW_MINUTES', DEFAULT_SIGN_IN_LIMITS.windowMinutes, { min: 1 }),
    },
    logLevel: env.LOG_LEVEL || 'info',
    compress: onOff(env, 'API_COMPRESSION', true),
    // Whose X-Forwarded-For to believe: nobody's unless told (behind nginx on the same
    // host: TRUST_PROXY=loopback), so a local process cannot pose as other addresses.
    trustProxy:
      !env.TRUST_PROXY || env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY,
    poolSize: number(env, 'PG_POOL_SIZE', 10, { min: 1 }),
    media: {
      dir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
      maxBytes: number(env, 'MEDIA_MAX_BYTES', 1024 ** 3, { min: 1 }),
    },
    appApi: {
      tokenTtlHours: number(env, 'APP_TOKEN_TTL_HOURS', DEFAULT_APP_API_SETTINGS.tokenTtlHours, {
        min: 0.01,
        integer: false,
      }),
      rateLimits: {
        perUser: {
          max: number(env, 'APP_RATE_LIMIT_PER_USER', DEFAULT_APP_API_SETTINGS.rateLimits.perUser.max, { min: 1 }),
          windowSeconds: 60,
        },
        perAddress: {
          max: number(env, 'APP_RATE_LIMIT_PER_ADDRESS', DEFAULT_APP_API_SETTINGS.rateLimits.perAddress.max, {
            min: 1,
          }),
          windowSeconds: 60,
        },
      },
      redisUrl: redisUrl ?? undefined,
    },
    exports: {
      dir: path.resolve(env.EXPORT_DIR || path.join(dataDir, 'exports')),
      concurrency: number(env, 'EXPORT_CONCURRENCY', 1, { min: 1 }),
      ttlHours: number(env, 'EXPORT_TTL_HOURS', 72, { min: 0.01, integer: false }),
    },
  };
}
