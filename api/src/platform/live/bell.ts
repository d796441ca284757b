// The bell that tells every api process "there are new events": with REDIS_URL, Redis pub/sub
// (it carries no event, PostgreSQL holds them: a ring lost on the way costs only the time to
// the next periodic read); without it, the process's own hub alone.
import { Redis } from 'ioredis';

export interface Bell {
  ring(): void;
  close(): Promise<void>;
}

const CHANNEL = 'backoffice:live';

/** Rings `listener` in this process, and through Redis in every other when `redisUrl` is given. */
export function openBell(
  listener: () => void,
  redisUrl: string | null,
  log: { warn(object: unknown, message?: string): void },
): Bell {
  if (!redisUrl) return { ring: listener, close: async () => undefined };
  const options = { maxRetriesPerRequest: 1, lazyConnect: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber])
    client.on('error', (error: Error) => log.warn({ err: error }, 'the live channel cannot reach Redis'));
  subscriber.on('message', () => listener());
  void subscriber
    .subscribe(CHANNEL)
    .catch((error: unknown) => log.warn({ err: error }, 'could not subscribe to Redis'));
  return {
    ring() {
      listener(); // this process at once, the others through Redis
      publisher
        .publish(CHANNEL, '')
        .catch((error: unknown) => log.warn({ err: error }, 'could not ring through Redis'));
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
