// The episodes' media: where videos are staged, and the hourly clean-up of what expired
// (staged uploads nobody attached, video links). buildApp's `media` option (platform/mediaStorage.ts).
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { defineJob } from '../../platform/jobs';
import type { MediaSettings, MediaStorage } from '../../platform/mediaStorage';
import { removeExpiredTickets } from './product-episode.service';
import { EpisodeUploads } from './upload';

export { productEpisodeRoutes } from './product-episode.routes';

const uploadsOf = (db: Kysely<Database>, settings: MediaSettings) =>
  new EpisodeUploads(db, { dir: path.join(settings.dir, 'uploads'), maxBytes: settings.maxBytes });

export function installMedia(
  db: Kysely<Database>,
  { settings, storage }: { settings: MediaSettings; storage: MediaStorage },
): { storage: MediaStorage; uploads: EpisodeUploads } {
  return { storage, uploads: uploadsOf(db, settings) };
}

/** Hourly, one run at a time across processes: staged uploads past their time, and expired video links. */
export const mediaCleanUpJob = defineJob({
  name: 'product-episode.clean-up',
  policy: 'exclusive',
  schedule: { cron: '23 * * * *' },
  retry: { limit: 1, delaySeconds: 60 },
  async run(_job, { db, media }) {
    const uploads = await uploadsOf(db, media.settings).cleanUp();
    await removeExpiredTickets(db);
    return { uploads };
  },
});
