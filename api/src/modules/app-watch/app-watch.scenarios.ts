// An app user picks a drama from the online ones, opens its episodes and watches a few in a row
// (each a play; the first of a drama its watch), now and then following or unfollowing it.
import type { Scenario } from '../../platform/simulation';

interface Page {
  list: { code: string; following: boolean }[];
  total: number;
}
interface Episodes {
  list: { episodeNo: number; durationSeconds: number; playable: boolean }[];
}

export const watchEpisodes: Scenario = {
  name: 'watch episodes',
  weight: 6,
  async run(app) {
    const page = await app.call<Page>({
      method: 'GET',
      path: '/dramas',
      query: { pageNum: app.random() < 0.7 ? 1 : 2, pageSize: 20 },
    });
    const drama = app.pick(page?.list ?? []);
    if (!drama) return;
    const route = '/dramas/:dramaCode';
    const episodes = await app.call<Episodes>({
      method: 'GET',
      path: `/dramas/${encodeURIComponent(drama.code)}/episodes`,
      route: `${route}/episodes`,
    });
    const playable = (episodes?.list ?? []).filter((episode) => episode.playable);
    const first = Math.floor(app.random() * playable.length);
    for (const episode of playable.slice(first, first + 1 + Math.floor(app.random() * 3))) {
      // most watch to the end; some give up part of the way
      const seconds = app.random() < 0.7 ? episode.durationSeconds : Math.floor(app.random() * episode.durationSeconds);
      const played = await app.call({
        method: 'POST',
        path: '/plays',
        body: { dramaCode: drama.code, episodeNo: episode.episodeNo, seconds, content: 'feed' },
      });
      if (played) app.moved('plays');
    }
    const roll = app.random();
    if (roll < 0.2 && !drama.following) {
      const followed = await app.call({
        method: 'POST',
        path: `/dramas/${encodeURIComponent(drama.code)}/follow`,
        route: `${route}/follow`,
      });
      if (followed) app.moved('follows');
    } else if (roll > 0.95 && drama.following) {
      const unfollowed = await app.call({
        method: 'DELETE',
        path: `/dramas/${encodeURIComponent(drama.code)}/follow`,
        route: `${route}/follow`,
      });
      if (unfollowed) app.moved('unfollows');
    }
  },
};
