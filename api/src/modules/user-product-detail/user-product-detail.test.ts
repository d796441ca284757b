import { sql } from 'kysely';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const detail = async (id: number | string, project = 'drama-us', who: DemoUser = 'admin') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/user/product-detail/${id}?projectCode=${project}`,
    headers: { 'client-token': tokens[who] },
  });
  return { status: response.statusCode, body: response.json() };
};
/** A play of `project` by a user who also unlocked episodes of its drama with coins. */
async function paidPlay(project: string) {
  const { rows } = await sql<{ id: number; user_id: number; drama_id: number }>`
    select i.id, i.user_id, i.drama_id from interaction i
    where i.project_code = ${project} and i.type = 2 order by i.id limit 1`.execute(t.db);
  return { id: Number(rows[0].id), userId: Number(rows[0].user_id), dramaId: Number(rows[0].drama_id) };
}

it('answers the play, and for its user and drama each episode played, the unlocks and the watch, as the database holds them', async () => {
  const play = await paidPlay('drama-us');
  const { status, body } = await detail(play.id);
  expect(status).toBe(200);
  const answer = body.data;
  expect(answer.play).toMatchObject({ id: play.id, type: 2 });
  expect(answer.drama.code).toMatch(/^US-D/);
  const episodes = (
    await sql<{
      episode_no: number;
    }>`select distinct episode_no from interaction where user_id = ${play.userId} and drama_id = ${play.dramaId} order by episode_no`.execute(
      t.db,
    )
  ).rows;
  expect(answer.episodes.map((episode: { episodeNo: number }) => episode.episodeNo)).toEqual(
    episodes.map((episode) => episode.episode_no),
  );
  const played = new Set(episodes.map((episode) => episode.episode_no));
  expect(answer.unlocks.length).toBeGreaterThan(0);
  expect(
    answer.unlocks.every(
      (unlock: { episodeNo: number; type: number; coins: number }) =>
        played.has(unlock.episodeNo) && unlock.type === 10 && unlock.coins > 0,
    ),
  ).toBe(true);
  expect(answer.unlockCoins).toBe(
    answer.unlocks.reduce((sum: number, unlock: { coins: number }) => sum + unlock.coins, 0),
  );
  expect(answer.follows.map((follow: { type: number }) => follow.type)).toContain(3);
});

it('adds up the plays of an episode: their count and play time, the best completion exactly, and shows the comments in their state', async () => {
  const play = await paidPlay('drama-us');
  const episodeNo = 900;
  await t.db
    .insertInto('interaction')
    .values([
      {
        project_code: 'drama-us',
        user_id: play.userId,
        drama_id: play.dramaId,
        episode_no: episodeNo,
        type: 2,
        play_time_seconds: 30,
        total_time_seconds: 90,
      },
      {
        project_code: 'drama-us',
        user_id: play.userId,
        drama_id: play.dramaId,
        episode_no: episodeNo,
        type: 2,
        play_time_seconds: 60,
        total_time_seconds: 90,
      },
    ])
    .execute();
  await t.db
    .insertInto('comment')
    .values([
      {
        project_code: 'drama-us',
        user_id: play.userId,
        drama_id: play.dramaId,
        episode_no: episodeNo,
        content: 'Hidden by a moderator',
        state: 'hidden',
        create_time: new Date(Date.now() + 1000),
      },
    ])
    .execute();
  const { body } = await detail(play.id);
  expect(body.data.episodes.find((episode: { episodeNo: number }) => episode.episodeNo === episodeNo)).toMatchObject({
    plays: 2,
    playTimeSeconds: 90,
    totalTimeSeconds: 90,
    completionPermille: 667,
  });
  expect(body.data.comments[0]).toMatchObject({ episodeNo, content: 'Hidden by a moderator', state: 'hidden' });
});

it('is a 404 for a play of another project or none, a 400 naming id for a bad one, and refused to the operator', async () => {
  const jpPlay = await paidPlay('drama-jp');
  expect((await detail(jpPlay.id)).status).toBe(404);
  expect((await detail(jpPlay.id, 'drama-jp')).status).toBe(200);
  expect((await detail(999_999)).status).toBe(404);
  const bad = await detail('first');
  expect(bad.status).toBe(400);
  expect(bad.body.errors[0].field).toBe('id');
  const usPlay = await paidPlay('drama-us');
  expect((await detail(usPlay.id, 'drama-us', 'operator')).status).toBe(403);
  expect((await detail(usPlay.id, 'drama-us', 'normal')).status).toBe(200);
});
