// The episodes' media: where videos are stored and staged, and the hourly clean-up of what
// expired (staged uploads nobody attached, video links). buildApp's `media` option.
import path from 'node:path';
import type { Kysely } from 'kysely';
import { REPO_ROOT } from '../../config';
import type { Database } from '../../db/types';
import type { ApiInstance } from '../../platform/http';
import { DiskStorage, type MediaStorage } from '../../platform/mediaStorage';
import { removeExpiredTickets } from './product-episode.service';
import { EpisodeUploads } from './upload';

export { productEpisodeRoutes } from './product-episode.routes';

export interface MediaSettings {
  /** the media folder: `store/` holds the videos, `uploads/` the unfinished uploads */
  dir: string;
  /** the largest video taken, in bytes */
  maxBytes: number;
}

export const DEFAULT_MEDIA_SETTINGS: MediaSettings = {
  dir: path.join(REPO_ROOT, '.data', 'media'),
  // a 3-minute 1080p episode is 100 to 300 MB
  maxBytes: 1024 ** 3,
};

const HOUR_MS = 3_600_000;

export function installMedia(
  app: ApiInstance,
  db: Kysely<Database>,
  settings: MediaSettings,
): { storage: MediaStorage; uploads: EpisodeUploads } {
  const storage = new DiskStorage(path.join(settings.dir, 'store'));
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
