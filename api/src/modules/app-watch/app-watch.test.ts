// Plays and follows through the app move what the staff's screens show: the user's plays and
// follow records (the users area) and the drama's counts (the content area).
import { sql } from 'kysely';
import { appClient } from '../../testing/appClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let app: ReturnType<typeof appClient>;
let admin: string;
let token: string;
let userCode: string;

beforeAll(async () => {
  t = await createTestApp();
  app = appClient(t);
  admin = await t.signIn('admin');
  ({
    token,
    user: { userCode },
  } = await app.signIn('device-watch-1'));
});
afterAll(() => t.close());

const staff = (url: string) =>
  t.app.inject({ method: 'GET', url: `/admin-api${url}`, headers: { 'client-token': admin } });

interface Drama {
  code: string;
  playCount: number;
  followCount: number;
  following: boolean;
}

async function someOnlineDrama(): Promise<Drama> {
  const page = (await app.call('GET', '/dramas?pageSize=5', token)).json().data;
  expect(page.total).toBeGreaterThan(0);
  return page.list[0] as Drama;
}

const dramaAsStaff = async (code: string) =>
  (await staff(`/product/list/list?projectCode=drama-us&keyword=${code}`)).json().data.list[0];

describe('watching', () => {
  it("lists the project's online dramas only, and a drama's episodes with what the user may play", async () => {
    const page = (await app.call('GET', '/dramas?pageSize=50', token)).json().data;
    const { rows } = await sql<{ code: string }>`
      select code from drama where project_code = 'drama-us' and status = 0 and deleted = 0`.execute(t.db);
    expect(page.total).toBe(rows.length);
    const drama = page.list[0] as Drama;
    const episodes = (await app.call('GET', `/dramas/${drama.code}/episodes`, token)).json().data;
    expect(episodes.list.length).toBeGreaterThan(5);
    // the first five are free, so a guest plays them; a locked one waits for an unlock
    expect(episodes.list[0]).toMatchObject({ episodeNo: 1, free: true, playable: true });
    const locked = episodes.list.find((episode: { free: boolean }) => !episode.free);
    expect(locked).toMatchObject({ playable: false });

    const offline = await sql<{ code: string }>`
      select code from drama where project_code = 'drama-us' and status <> 0 limit 1`.execute(t.db);
    expect(offline.rows).toHaveLength(1);
    expect(page.list.map((row: Drama) => row.code)).not.toContain(offline.rows[0].code);
    expect((await app.call('GET', `/dramas/${offline.rows[0].code}/episodes`, token)).statusCode).toBe(404);
  });

  it("reads the texts in the reader's locale where the project serves it, else in its default", async () => {
    const en = (await app.call('GET', '/dramas?pageSize=3', token)).json().data;
    expect(en.locale).toBe('en');
    const { rows } = await sql<{ code: string; text: string }>`
      select d.code, t.text from content_text t join drama d on d.id = t.entity_id
      where t.entity_kind = 'drama' and t.field = 'name' and t.locale = 'pt-BR'
        and d.code in (${sql.join(en.list.map((drama: Drama) => drama.code))})`.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    // pt-PT is not served: pt-BR is, of its language
    for (const asked of ['pt-BR', 'pt-pt']) {
      const pt = (await app.call('GET', `/dramas?pageSize=3&locale=${asked}`, token)).json().data;
      expect(pt.locale).toBe('pt-BR');
      for (const { code, text } of rows)
        expect(pt.list.find((drama: { code: string; name: string }) => drama.code === code).name).toBe(text);
    }
    const episodes = (await app.call('GET', `/dramas/${rows[0].code}/episodes?locale=pt-BR`, token)).json().data;
    expect(episodes).toMatchObject({ locale: 'pt-BR', drama: { name: rows[0].text } });
    expect((await app.call('GET', '/dramas?pageSize=3&locale=fr', token)).json().data).toMatchObject({
      locale: 'en',
      list: en.list,
    });
    const bad = await app.call('GET', '/dramas?locale=not%20a%20locale', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'locale', rule: 'locale' })]);
  });

  it("records a play that the user's plays and the drama's play count show, and the watch once", async () => {
    const drama = await someOnlineDrama();
    const before = await dramaAsStaff(drama.code);
    const play = (body: object) => app.call('POST', '/plays', token, { dramaCode: drama.code, ...body });
    const first = await play({ episodeNo: 1, seconds: 30, content: 'feed' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ type: 1, watchRecorded: true });
    const second = await play({ episodeNo: 2, seconds: 10 });
    expect(second.json().data.watchRecorded).toBe(false);

    const plays = (await staff(`/user/product/list?projectCode=drama-us&userCode=${userCode}`)).json().data;
    expect(plays.total).toBe(2);
    expect(plays.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dramaCode: drama.code, episodeNo: 1, playTimeSeconds: 30, content: 'feed' }),
      ]),
    );
    const follows = (await staff(`/user/product/follows?projectCode=drama-us&userCode=${userCode}`)).json().data;
    expect(follows.list).toEqual([expect.objectContaining({ type: 3, dramaCode: drama.code })]);
    expect((await dramaAsStaff(drama.code)).playCount).toBe(before.playCount + 2);
  });

  it('refuses a play longer than the episode, of a locked episode, or of no such episode', async () => {
    const drama = await someOnlineDrama();
    const episodes = (await app.call('GET', `/dramas/${drama.code}/episodes`, token)).json().data.list;
    const tooLong = await app.call('POST', '/plays', token, {
      dramaCode: drama.code,
      episodeNo: 1,
      seconds: episodes[0].durationSeconds + 1,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      expect.objectContaining({ field: 'seconds', rule: 'max', params: { limit: episodes[0].durationSeconds } }),
    ]);
    const locked = episodes.find((episode: { free: boolean }) => !episode.free);
    const refused = await app.call('POST', '/plays', token, {
      dramaCode: drama.code,
      episodeNo: locked.episodeNo,
      seconds: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ problem: 'episode.locked' });
    const missing = await app.call('POST', '/plays', token, { dramaCode: drama.code, episodeNo: 99_999, seconds: 1 });
    expect(missing.statusCode).toBe(404);
    const badBody = await app.call('POST', '/plays', token, { dramaCode: drama.code, episodeNo: 0, seconds: '5' });
    expect(
      badBody
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['episodeNo', 'seconds']);
  });

  it("follows and unfollows once each, moving the drama's follow count and the user's follows", async () => {
    const drama = await someOnlineDrama();
    const follow = () => app.call('POST', `/dramas/${drama.code}/follow`, token);
    const followed = (await follow()).json().data;
    expect(followed).toEqual({ following: true, followCount: drama.followCount + 1 });
    expect((await follow()).json().data).toEqual(followed);
    expect((await dramaAsStaff(drama.code)).followCount).toBe(drama.followCount + 1);
    const listed = (await app.call('GET', '/dramas?pageSize=5', token)).json().data.list;
    expect(listed.find((row: Drama) => row.code === drama.code).following).toBe(true);
    const users = (await staff(`/user/list/list?projectCode=drama-us&userCode=${userCode}`)).json().data.list;
    expect(users[0].social.follows).toBe(1);

    const unfollowed = (await app.call('DELETE', `/dramas/${drama.code}/follow`, token)).json().data;
    expect(unfollowed).toEqual({ following: false, followCount: drama.followCount });
    expect((await app.call('DELETE', `/dramas/${drama.code}/follow`, token)).json().data).toEqual(unfollowed);
    expect((await dramaAsStaff(drama.code)).followCount).toBe(drama.followCount);
  });

  it("keeps another project's dramas out of this app", async () => {
    const { rows } = await sql<{ code: string }>`
      select code from drama where project_code = 'drama-jp' and status = 0 limit 1`.execute(t.db);
    const response = await app.call('POST', '/plays', token, { dramaCode: rows[0].code, episodeNo: 1, seconds: 1 });
    expect(response.statusCode).toBe(404);
  });
});
