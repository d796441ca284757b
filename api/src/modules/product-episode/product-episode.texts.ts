// An episode's title in each content locale of its project (the kit's owner): the default's
// is the episode's own title, which may be empty (the app shows "Episode N"), and then no
// other locale misses it.
import { sql } from 'kysely';
import { keptText, notFound } from '../../platform/errors';
import type { TextsOwner } from '../product-list/contentTexts';
import { TITLE_MAX } from './product-episode.schemas';

export const EPISODE_TEXTS: TextsOwner<'title'> = {
  kind: 'episode',
  fields: { title: TITLE_MAX },
  async find(rows, id) {
    const episode = await rows.read('episode').select(['id', 'project_code', 'title']).where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
    if (!episode) throw notFound(`No episode ${id} in your projects`);
    return episode;
  },
  async writeOwn(rows, id, values) {
    // as the episode's edit keeps it: empty is none, else trimmed
    const title = values.title === undefined || values.title.trim() === '' ? '' : keptText('title', values.title);
    await rows.update('episode').set({ title, update_time: sql<Date>`now()` }).where('id', '=', id).execute();
  },
};
