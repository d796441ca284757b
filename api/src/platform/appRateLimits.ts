// The app's side is limited twice: per address (every call, signed in or not, before it costs a
// query) and per app user (their signed-in calls, wherever they come from). A call over either
// is answered 429, naming the limit and when to retry (`Retry-After` and `params`). With Redis
// the counts are kept there, so the limits hold across api processes; without it, in the process.
// The Redis must answer at start; should it stop later, calls go through uncounted until it is back.
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ApiError } from './errors';
import type { ApiInstance } from './http';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface AppRateLimits {
  perUser: RateLimit;
  perAddress: RateLimit;
  /** the prefix of the counters' keys in Redis: apps on one Redis that must not share counts differ */
  namespace?: string;
}

type Which = 'user' | 'address';
const WHO: Record<Which, string> = { user: 'this app user', address: 'this address' };

/** The 429 of a limit reached: which, how many a window, and in how many seconds to retry. */
export function tooManyRequests(which: Which, limit: RateLimit, retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    `Too many calls from ${WHO[which]}: at most ${limit.max} in ${limit.windowSeconds} s. Retry in ${retryAfterSeconds} s.`,
    [],
    {
      problem: `rateLimit.${which}`,
      params: { limit: limit.max, windowSeconds: limit.windowSeconds, retryAfterSeconds },
    },
  );
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The two limits as onRequest hooks: per address for every call, per user once the user is known. */
export async function installAppRateLimits(
  appApi: ApiInstance,
  settings: { rateLimits: AppRateLimits; redisUrl?: string },
): Promise<{ perAddress: Hook; perUser: Hook }> {
  const { perUser, perAddress, namespace = 'app-api-rate:' } = settings.rateLimits;
  let redis: Redis | undefined;
  if (settings.redisUrl) {
    // a call waits for no reconnect: a Redis that is down fails the call at once (the limit cannot be counted)
    redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    await redis.connect();
    appApi.addHook('onClose', async () => {
      await redis!.quit();
    });
  }
  await appApi.register(rateLimit, {
    global: false,
    // a Redis that stops answering lets calls through uncounted rather than failing every one
    skipOnError: true,
    ...(redis && { redis, nameSpace: namespace }),
  });

  const limiter = (which: Which, limit: RateLimit, keyOf: (request: FastifyRequest) => string | null): Hook => {
    const count = appApi.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      keyGenerator: (request) => `${which}:${keyOf(request)}`,
    });
    return async (request, reply) => {
      if (keyOf(request) === null) return;
      const state = await count(request);
      if (state.isAllowed) return;
      reply.header(`x-ratelimit-${which}-remaining`, state.remaining);
      if (!state.isExceeded) return;
      reply.header('retry-after', state.ttlInSeconds);
      throw tooManyRequests(which, limit, state.ttlInSeconds);
    };
  };
  return {
    perAddress: limiter('address', perAddress, (request) => request.ip),
    perUser: limiter('user', perUser, (request) => (request.appUser ? String(request.appUser.id) : null)),
  };
}
