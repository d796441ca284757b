// An episode's title in each content locale of its project (the kit's owner): the default's
// is the episode's own title, which may be empty (the app shows "Episode N"), and then no
// other locale misses it.
import { sql } from 'kysely';
import { keptText } from '../../platform/errors';
import type { TextsOwner } from '../../domain/content-texts';
import { TITLE_MAX } from './product-episode.schemas';
import { liveEpisode } from './product-episode.service';

/** An episode's own title as sent (absent or blank: none, ''), kept as every edit of it keeps it: trimmed. */
export const ownTitle = (title: string | undefined): string =>
  title === undefined || title.trim() === '' ? '' : keptText('title', title);

export const EPISODE_TEXTS: TextsOwner<'title'> = {
  kind: 'episode',
  fields: { title: TITLE_MAX },
  // read when called: the service module imports this one
  find: (rows, id) => liveEpisode(rows, id),
  async writeOwn(rows, id, values) {
    await rows
      .update('episode')
      .set({ title: ownTitle(values.title), update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  },
};
