// The episodes' media: where videos are staged, and the hourly clean-up of what expired
// (staged uploads nobody attached, video links). buildApp's `media` option (platform/mediaStorage.ts).
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ApiInstance } from '../../platform/http';
import type { MediaSettings, MediaStorage } from '../../platform/mediaStorage';
import { removeExpiredTickets } from './product-episode.service';
import { EpisodeUploads } from './upload';

export { productEpisodeRoutes } from './product-episode.routes';

const HOUR_MS = 3_600_000;

export function installMedia(
  app: ApiInstance,
  db: Kysely<Database>,
  { settings, storage }: { settings: MediaSettings; storage: MediaStorage },
): { storage: MediaStorage; uploads: EpisodeUploads } {
  const uploads = new EpisodeUploads(db, { dir: path.join(settings.dir, 'uploads'), maxBytes: settings.maxBytes });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      Promise.all([uploads.cleanUp(), removeExpiredTickets(db)]).catch((error) =>
        app.log.warn({ err: error }, 'media clean-up failed'),
      );
    }, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return { storage, uploads };
}
