import { titleTextsCases } from '../../testing/titleTexts';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const inject = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url: `/admin-api/product/episode${url}`,
    headers: { 'client-token': tokens.admin },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};
const used = new Set<number>();
/** A seeded episode of `project` not used by another case, titled `title` (the seed leaves titles empty). */
async function episodeOf(project: string, title: string) {
  const episode = await t.db
    .selectFrom('episode')
    .select(['id', 'drama_id'])
    .where('project_code', '=', project)
    .where('deleted', '=', 0)
    .where('id', 'not in', [0, ...used])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  used.add(episode.id);
  await t.db.updateTable('episode').set({ title }).where('id', '=', episode.id).execute();
  return episode;
}
const listed = async (dramaId: number) =>
  (await inject('GET', `/list?projectCode=drama-us&dramaId=${dramaId}`)).body.data.episodes as {
    id: number;
    title: string;
    missingLocales: string[];
  }[];
const dramaOf = async (id: number) =>
  (await t.db.selectFrom('episode').select('drama_id').where('id', '=', id).executeTakeFirstOrThrow()).drama_id;

describe("an episode's title per content locale (its drama's project's locales)", () => {
  titleTextsCases({
    app: () => t,
    tokens: () => tokens,
    path: '/product/episode',
    make: async (title, project = 'drama-us') => (await episodeOf(project, title)).id,
    ownTitle: async (id) =>
      (await t.db.selectFrom('episode').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title,
    listedMissing: async (id) => (await listed(await dramaOf(id))).find((episode) => episode.id === id)!.missingLocales,
  });

  it('misses nothing while the episode has no title of its own, and the default may be emptied', async () => {
    const { id, drama_id: dramaId } = await episodeOf('drama-us', '');
    const texts = await inject('GET', `/${id}/texts?projectCode=drama-us`);
    expect(texts.body.data.missing).toEqual({ en: [], es: [], 'pt-BR': [] });
    expect((await listed(dramaId)).find((episode) => episode.id === id)!.missingLocales).toEqual([]);
    await inject('PUT', `/${id}/texts`, { projectCode: 'drama-us', locale: 'en', title: 'Pilot' });
    const emptied = await inject('PUT', `/${id}/texts`, { projectCode: 'drama-us', locale: 'en', title: ' ' });
    expect([emptied.status, emptied.body.data.texts.en, emptied.body.data.missing.es]).toEqual([200, {}, []]);
  });
});
