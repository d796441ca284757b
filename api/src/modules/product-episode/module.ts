import type { ApiModule } from '../../platform/modules';
import { installMedia, mediaCleanUpJob, productEpisodeRoutes } from '.';

// a drama's episodes: the dramas screen's episodes drawer (product:list's permissions)
export default {
  screens: [],
  routes: (api, { db, media }) => productEpisodeRoutes(api, db, installMedia(db, media)),
  jobs: [mediaCleanUpJob],
} satisfies ApiModule;
