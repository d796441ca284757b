import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { parseCsv } from '../../testing/exportFiles';
import { DRAMA_MOVES, DRAMA_STATUS_NAMES } from '../../domain/dramas';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'product-list-test-'));
  t = await createTestApp({ exports: { dir } });
  tokens = await t.signInAll();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type LabelRef = { id: number; code: string; title: string };
type Drama = {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  episodeCount: number;
  status: number;
  poster: string;
  summary: string;
  description: string;
  labels: LabelRef[];
  playCount: number;
  followCount: number;
  commentCount: number;
  unlockCount: number;
  uploadedEpisodes?: number;
  createTime: string;
  updateTime: string;
  categories?: { id: number; code: string; title: string; position: number }[];
};
type Page = { list: Drama[]; total: number; pageNum: number; pageSize: number };

/** GET and DELETE carry the project in the query string, the others in the body. */
const call = async (
  method: Method,
  urlPath: string,
  payload?: object,
  project = 'drama-us',
  who: DemoUser = 'admin',
) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/product/list${urlPath}${inQuery ? `${urlPath.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': tokens[who] },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
const list = async (query: string, project = 'drama-us') => {
  const answer = await call('GET', `/list?${query}`, undefined, project);
  expect([query, answer.status]).toEqual([query, 200]);
  return answer.body.data as Page;
};
const fieldsOf = (answer: { body: { errors?: { field: string }[] } }) =>
  answer.body.errors?.map((error) => error.field);

const STATUS = { draft: 2, online: 0, offline: 1 } as const;
let made = 0;
/** A new drama of drama-us (a draft), its code unique to the test run. */
const create = async (fields: object = {}, project = 'drama-us') => {
  made += 1;
  const answer = await call(
    'POST',
    '',
    { code: `US-T${String(made).padStart(4, '0')}`, name: `Test drama ${made}`, episodeCount: 12, ...fields },
    project,
  );
  expect(answer.status).toBe(200);
  return answer.body.data as Drama;
};
/** A new drama brought to `status` by the lifecycle's own moves. */
const inStatus = async (status: keyof typeof STATUS) => {
  const drama = await create();
  if (status !== 'draft') expect((await call('POST', `/${drama.id}/online`)).status).toBe(200);
  if (status === 'offline') expect((await call('POST', `/${drama.id}/offline`)).status).toBe(200);
  return drama;
};
/** The live labels of a project, from the database. */
const labelsOfProject = (project: string) =>
  t.db
    .selectFrom('label')
    .select(['id', 'code', 'title'])
    .where('project_code', '=', project)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();

describe('GET /product/list/list', () => {
  it("answers one project's dramas newest first by the list contract, each with its labels and its counts as integers", async () => {
    const page = await list('pageSize=100');
    const rows = await t.db
      .selectFrom('drama')
      .selectAll()
      .where('project_code', '=', 'drama-us')
      .where('deleted', '=', 0)
      .execute();
    expect(page).toMatchObject({ pageNum: 1, pageSize: 100, total: rows.length });
    expect(page.list).toHaveLength(rows.length);
    const times = page.list.map((drama) => drama.createTime);
    expect(times).toEqual([...times].sort().reverse());
    // each row's counts are the table's, as whole numbers, and its labels those drama_label gives it
    const { rows: carried } = await sql<{ drama_id: number; title: string }>`
      select drama_label.drama_id, label.title from drama_label join label on label.id = drama_label.label_id
      where drama_label.project_code = 'drama-us' and label.deleted = 0 order by label.title`.execute(t.db);
    for (const drama of page.list) {
      const row = rows.find((candidate) => candidate.id === drama.id)!;
      expect(drama).toMatchObject({
        projectCode: 'drama-us',
        code: row.code,
        name: row.name,
        status: row.status,
        summary: row.summary,
      });
      const counts = [drama.playCount, drama.followCount, drama.commentCount, drama.unlockCount];
      expect(counts).toEqual([row.play_count, row.follow_count, row.comment_count, row.unlock_count].map(Number));
      expect(counts.every(Number.isInteger)).toBe(true);
      expect(drama.labels.map((label) => label.title)).toEqual(
        carried.filter((entry) => Number(entry.drama_id) === drama.id).map((entry) => entry.title),
      );
    }
    expect(page.list.some((drama) => drama.playCount > 0 && drama.labels.length > 0)).toBe(true);
  });

  it('answers how many of its episodes have a video beside the episodes planned, deleted ones and ones without a video not counted', async () => {
    const page = await list('pageSize=100');
    const { rows: counted } = await sql<{ drama_id: number; uploaded: number }>`
      select drama_id, count(*)::int as uploaded from episode
      where project_code = 'drama-us' and deleted = 0 and video_key <> '' group by drama_id`.execute(t.db);
    for (const drama of page.list)
      expect(drama.uploadedEpisodes).toBe(counted.find((row) => Number(row.drama_id) === drama.id)?.uploaded ?? 0);
    // a drama given videos for two of its episodes, then one of those deleted
    const episodes = await t.db
      .selectFrom('episode')
      .select(['id', 'drama_id', 'video_key'])
      .where('project_code', '=', 'drama-us')
      .where('deleted', '=', 0)
      .where('video_key', '=', '')
      .orderBy('drama_id')
      .orderBy('id')
      .execute();
    const dramaId = episodes[0].drama_id;
    const [first, second] = episodes.filter((episode) => episode.drama_id === dramaId);
    const uploaded = async () => (await list('pageSize=100')).list.find((drama) => drama.id === dramaId)!;
    const before = await uploaded();
    await t.db
      .updateTable('episode')
      .set({ video_key: 'test/video.mp4' })
      .where('id', 'in', [first.id, second.id])
      .execute();
    try {
      expect((await uploaded()).uploadedEpisodes).toBe(before.uploadedEpisodes! + 2);
      await t.db.updateTable('episode').set({ deleted: 1 }).where('id', '=', first.id).execute();
      const after = await uploaded();
      expect(after.uploadedEpisodes).toBe(before.uploadedEpisodes! + 1);
      // the planned count is the drama's own, whatever is uploaded
      expect(after.episodeCount).toBe(before.episodeCount);
    } finally {
      await t.db
        .updateTable('episode')
        .set({ video_key: '', deleted: 0 })
        .where('id', 'in', [first.id, second.id])
        .execute();
    }
  });

  it('pages through every drama once', async () => {
    const all = (await list('pageSize=100')).list.map((drama) => drama.id);
    const pages = await Promise.all([1, 2, 3, 4].map((pageNum) => list(`pageSize=2&pageNum=${pageNum}`)));
    expect(pages.every((page) => page.total === all.length && page.pageSize === 2)).toBe(true);
    const paged = pages.flatMap((page) => page.list.map((drama) => drama.id));
    expect(paged).toEqual(all.slice(0, 8));
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('sorts by plays, follows or unlocks (an index each), one at a time, and by nothing else: a 400 naming sortBy', async () => {
    for (const [sortBy, field] of [
      ['play_count', 'playCount'],
      ['followCount', 'followCount'],
      ['unlock_count', 'unlockCount'],
    ] as const) {
      for (const sortType of ['asc', 'desc']) {
        const values = (await list(`sortBy=${sortBy}&sortType=${sortType}&pageSize=100`)).list.map(
          (drama) => drama[field],
        );
        const sorted = [...values].sort((a, b) => a - b);
        expect([sortBy, sortType, values]).toEqual([sortBy, sortType, sortType === 'asc' ? sorted : sorted.reverse()]);
      }
    }
    // what the browser sends unasked is the default, newest first
    const browserDefault = await list(`sortBy=${encodeURIComponent('deleted, create_time')}&pageSize=100`);
    expect(browserDefault.list.map((drama) => drama.id)).toEqual(
      (await list('pageSize=100')).list.map((drama) => drama.id),
    );
    for (const sortBy of [
      'name',
      'comment_count',
      'commentCount',
      'deleted',
      'id',
      'play_count,create_time',
      'drop table drama',
    ]) {
      const refused = await call('GET', `/list?sortBy=${encodeURIComponent(sortBy)}`);
      expect([sortBy, refused.status, fieldsOf(refused)]).toEqual([sortBy, 400, ['sortBy']]);
    }
  });

  it('finds a part of the name or the code, in any case, Latin or Chinese', async () => {
    const chinese = await create({ name: '霸道总裁的契约新娘', code: 'US-ZH-0001' });
    const latin = await create({ name: 'Midnight Contract Bride', code: 'US-LATIN-7' });
    const byKeyword = async (keyword: string) =>
      (await list(`keyword=${encodeURIComponent(keyword)}&pageSize=100`)).list.map((drama) => drama.code);
    expect(await byKeyword('总裁')).toEqual([chinese.code]);
    expect(await byKeyword('契约新娘')).toEqual([chinese.code]);
    expect(await byKeyword('nIGHT cONTRACT')).toEqual([latin.code]);
    expect(await byKeyword('zh-00')).toEqual([chinese.code]);
    const seeded = (await list('pageSize=100')).list.find((drama) => drama.code === 'US-D00003')!;
    expect(await byKeyword('d00003')).toEqual(['US-D00003']);
    const part = seeded.name.slice(2, 9).toUpperCase();
    const found = await byKeyword(part);
    expect(found).toContain('US-D00003');
    // every match holds the part (the seed repeats words in names)
    const names = (await list(`keyword=${encodeURIComponent(part)}&pageSize=100`)).list.map((drama) =>
      `${drama.name} ${drama.code}`.toUpperCase(),
    );
    expect(names.every((text) => text.includes(part))).toBe(true);
    expect(await byKeyword('no drama is called this')).toEqual([]);
    // % and _ are themselves, not patterns
    expect(await byKeyword('%')).toEqual([]);
  });

  it('filters by status, label and category', async () => {
    const drafts = (await list('status=2&pageSize=100')).list;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((drama) => drama.status === 2)).toBe(true);
    const online = (await list('status=0&pageSize=100')).list;
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((drama) => drama.status === 0)).toBe(true);

    const labels = await labelsOfProject('drama-us');
    const carrying = await t.db
      .selectFrom('drama_label')
      .select('drama_id')
      .where('label_id', '=', labels[0].id)
      .execute();
    expect(carrying.length).toBeGreaterThan(0);
    const byLabel = (await list(`labelId=${labels[0].id}&pageSize=100`)).list;
    expect(byLabel.map((drama) => drama.id).sort()).toEqual(carrying.map((row) => Number(row.drama_id)).sort());
    expect(byLabel.every((drama) => drama.labels.some((label) => label.id === labels[0].id))).toBe(true);

    const category = await t.db
      .selectFrom('category')
      .select(['id'])
      .where('project_code', '=', 'drama-us')
      .where('code', '=', 'trending')
      .executeTakeFirstOrThrow();
    const members = await t.db
      .selectFrom('category_drama')
      .select('drama_id')
      .where('category_id', '=', category.id)
      .execute();
    expect(members.length).toBeGreaterThan(0);
    const byCategory = (await list(`categoryId=${category.id}&pageSize=100`)).list;
    expect(byCategory.map((drama) => drama.id).sort()).toEqual(members.map((row) => Number(row.drama_id)).sort());
    // together: the category's online dramas that carry the label
    const both = (await list(`categoryId=${category.id}&labelId=${labels[0].id}&status=0&pageSize=100`)).list;
    expect(
      both.every(
        (drama) =>
          drama.status === 0 &&
          drama.labels.some((label) => label.id === labels[0].id) &&
          byCategory.some((member) => member.id === drama.id),
      ),
    ).toBe(true);

    for (const [query, field] of [
      ['status=3', 'status'],
      ['labelId=0', 'labelId'],
      ['categoryId=x', 'categoryId'],
    ]) {
      const refused = await call('GET', `/list?${query}`);
      expect([query, refused.status, fieldsOf(refused)]).toEqual([query, 400, [field]]);
    }
  });

  it("never shows another project's dramas, nor through its label or category", async () => {
    const jp = await list('pageSize=100', 'drama-jp');
    expect(jp.list.length).toBeGreaterThan(0);
    expect(jp.list.every((drama) => drama.code.startsWith('JP-') && drama.projectCode === 'drama-jp')).toBe(true);
    const jpLabel = (await labelsOfProject('drama-jp'))[0];
    expect((await list(`labelId=${jpLabel.id}`)).total).toBe(0);
    const jpCategory = await t.db
      .selectFrom('category')
      .select('id')
      .where('project_code', '=', 'drama-jp')
      .executeTakeFirstOrThrow();
    expect((await list(`categoryId=${jpCategory.id}`)).total).toBe(0);
    // normal works in drama-us and drama-jp, not drama-sea
    expect((await call('GET', '/list', undefined, 'drama-sea', 'normal')).status).toBe(403);
  });
});

describe('GET /product/list/:id', () => {
  it('answers one drama with its labels and the categories it is in, with its place in each', async () => {
    const place = await t.db
      .selectFrom('category_drama')
      .innerJoin('category', 'category.id', 'category_drama.category_id')
      .select(['category_drama.drama_id', 'category.id', 'category.code', 'category.title', 'category_drama.position'])
      .where('category_drama.project_code', '=', 'drama-us')
      .orderBy('category_drama.drama_id')
      .executeTakeFirstOrThrow();
    const answer = await call('GET', `/${place.drama_id}`);
    expect(answer.status).toBe(200);
    const drama = answer.body.data as Drama;
    expect(drama.categories).toContainEqual({
      id: place.id,
      code: place.code,
      title: place.title,
      position: place.position,
    });
    const inCategories = await t.db
      .selectFrom('category_drama')
      .select('category_id')
      .where('drama_id', '=', place.drama_id)
      .execute();
    expect(drama.categories!.map((category) => category.id).sort()).toEqual(
      inCategories.map((row) => Number(row.category_id)).sort(),
    );
    expect(drama.labels.length).toBeGreaterThan(0);
    const jp = (await list('pageSize=1', 'drama-jp')).list[0];
    expect((await call('GET', `/${jp.id}`)).status).toBe(404);
    expect((await call('GET', '/999999')).status).toBe(404);
  });
});

describe('POST /product/list (add a drama)', () => {
  it('adds a draft in one project, its name trimmed, with its labels, newest in the list', async () => {
    const [first, second] = await labelsOfProject('drama-us');
    const answer = await call('POST', '', {
      code: 'US-NEW-001',
      name: '  The Heiress Returns  ',
      episodeCount: 80,
      poster: 'https://cdn.drama.example/posters/heiress.jpg',
      summary: 'She is back.',
      description: 'Eighty episodes of revenge.',
      labelIds: [second.id, first.id],
    });
    expect(answer.status).toBe(200);
    const drama = answer.body.data as Drama;
    expect(drama).toMatchObject({
      projectCode: 'drama-us',
      code: 'US-NEW-001',
      name: 'The Heiress Returns',
      episodeCount: 80,
      status: STATUS.draft,
      poster: 'https://cdn.drama.example/posters/heiress.jpg',
      summary: 'She is back.',
      description: 'Eighty episodes of revenge.',
      playCount: 0,
      followCount: 0,
      commentCount: 0,
      unlockCount: 0,
      categories: [],
    });
    expect(drama.labels.map((label) => label.id).sort()).toEqual([first.id, second.id].sort());
    expect((await list('pageSize=1')).list[0].id).toBe(drama.id);
    expect((await call('GET', `/${drama.id}`)).body.data).toEqual(drama);
    // without the optional fields
    expect(await create({ code: 'US-BARE-1' })).toMatchObject({ poster: '', summary: '', description: '', labels: [] });
  });

  it("refuses a code a live drama of the project has with a 409 naming code; another project's drama may have it", async () => {
    const taken = await call('POST', '', { code: 'US-D00001', name: 'Copy', episodeCount: 1 });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken)).toEqual(['code']);
    expect(taken.body.message).toBe('code US-D00001 is already the code of a drama of project drama-us');
    // a code is kept in capitals: us-d00001 is the same code
    const lower = await call('POST', '', { code: 'us-d00001', name: 'Copy', episodeCount: 1 });
    expect([lower.status, lower.body.message]).toEqual([
      409,
      'code US-D00001 is already the code of a drama of project drama-us',
    ]);
    expect((await create({ code: 'us-lower-1' })).code).toBe('US-LOWER-1');
    expect((await list('keyword=US-D00001')).total).toBe(1);
    expect(
      (await call('POST', '', { code: 'US-D00001', name: 'Same code elsewhere', episodeCount: 1 }, 'drama-jp')).status,
    ).toBe(200);
  });

  it('refuses each field out of its rules with a 400 naming it', async () => {
    const valid = { code: 'US-BAD-1', name: 'Bad', episodeCount: 10 };
    const cases: [object, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: undefined }, 'name'],
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ code: 'US_UNDERSCORE' }, 'code'],
      [{ code: 'US D1' }, 'code'],
      [{ code: '-US' }, 'code'],
      [{ code: '' }, 'code'],
      [{ code: `US-${'X'.repeat(30)}` }, 'code'],
      [{ code: undefined }, 'code'],
      [{ episodeCount: -1 }, 'episodeCount'],
      [{ episodeCount: 1001 }, 'episodeCount'],
      [{ episodeCount: 2.5 }, 'episodeCount'],
      [{ episodeCount: '10' }, 'episodeCount'],
      [{ episodeCount: undefined }, 'episodeCount'],
      [{ summary: 's'.repeat(301) }, 'summary'],
      [{ description: 'd'.repeat(2001) }, 'description'],
      [{ poster: `https://cdn.drama.example/${'p'.repeat(480)}` }, 'poster'],
      [{ poster: 'not a url' }, 'poster'],
      [{ poster: 'javascript:alert(1)' }, 'poster'],
      [{ labelIds: [1, 1] }, 'labelIds'],
      [{ labelIds: 'romance' }, 'labelIds'],
    ];
    for (const [change, field] of cases) {
      const answer = await call('POST', '', { ...valid, ...change });
      expect([change, answer.status, fieldsOf(answer)]).toEqual([change, 400, [field]]);
    }
    // at the limits
    expect(
      await create({
        name: '名'.repeat(100),
        episodeCount: 1000,
        summary: 's'.repeat(300),
        description: 'd'.repeat(2000),
        poster: `https://x.example/${'p'.repeat(481)}`,
      }),
    ).toMatchObject({
      episodeCount: 1000,
    });
    expect((await list('keyword=US-BAD')).total).toBe(0);
  });

  it("refuses labels that are not the project's live labels with a 400 naming labelIds and the ids", async () => {
    const [mine] = await labelsOfProject('drama-us');
    const [theirs] = await labelsOfProject('drama-jp');
    const gone = await t.db
      .insertInto('label')
      .values({ project_code: 'drama-us', code: 'gone', title: 'Gone', deleted: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await call('POST', '', {
      code: 'US-LBL-1',
      name: 'Labelled',
      episodeCount: 3,
      labelIds: [mine.id, theirs.id, gone.id, 999999],
    });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['labelIds']);
    expect(answer.body.message).toBe(`labelIds names no label of project drama-us: ${theirs.id}, ${gone.id}, 999999`);
    expect((await list('keyword=US-LBL-1')).total).toBe(0);
  });

  it('adds a drama in one project only: under all it is a 400 naming projectCode', async () => {
    const answer = await call('POST', '', { code: 'US-ALL-1', name: 'Everywhere', episodeCount: 1 }, 'all');
    expect([answer.status, fieldsOf(answer)]).toEqual([400, ['projectCode']]);
  });
});

describe('PUT /product/list/:id (edit a drama)', () => {
  it('replaces every field and the labels together, a field not sent being none, and never its status or counts', async () => {
    const [first, second, third] = await labelsOfProject('drama-us');
    const drama = await create({
      poster: 'https://x.example/a.jpg',
      summary: 'Old summary',
      description: 'Old description',
      labelIds: [first.id],
    });
    const changed = {
      code: 'US-EDITED-1',
      name: 'Edited',
      episodeCount: 30,
      poster: 'https://x.example/b.jpg',
      summary: 'New summary',
      description: 'New description',
    };
    const edited = await call('PUT', `/${drama.id}`, {
      ...changed,
      labelIds: [second.id, third.id],
      status: 0,
      playCount: 5,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: drama.id, ...changed, status: STATUS.draft, playCount: 0 });
    expect((edited.body.data as Drama).labels.map((label) => label.id).sort()).toEqual([second.id, third.id].sort());
    expect(new Date(edited.body.data.updateTime).getTime()).toBeGreaterThanOrEqual(
      new Date(drama.updateTime).getTime(),
    );
    // what a form sends when poster, summary, description and labels are cleared (the browser drops empty text)
    const cleared = await call('PUT', `/${drama.id}`, {
      code: 'US-EDITED-1',
      name: 'Edited',
      episodeCount: 30,
      summary: '',
      labelIds: [],
    });
    expect(cleared.body.data).toMatchObject({ poster: '', summary: '', description: '', labels: [] });
    expect(await t.db.selectFrom('drama_label').select('label_id').where('drama_id', '=', drama.id).execute()).toEqual(
      [],
    );
    expect((await call('GET', `/${drama.id}`)).body.data).toEqual(cleared.body.data);
  });

  it("refuses another drama's code (409 naming code), unknown labels (400) and changes nothing then", async () => {
    const [label] = await labelsOfProject('drama-us');
    const drama = await create({ labelIds: [label.id] });
    const taken = await call('PUT', `/${drama.id}`, { code: 'US-D00002', name: 'Taken', episodeCount: 1 });
    expect([taken.status, fieldsOf(taken)]).toEqual([409, ['code']]);
    const unknown = await call('PUT', `/${drama.id}`, {
      code: drama.code,
      name: 'Unknown label',
      episodeCount: 1,
      labelIds: [999999],
    });
    expect([unknown.status, fieldsOf(unknown)]).toEqual([400, ['labelIds']]);
    const bad = await call('PUT', `/${drama.id}`, { code: drama.code, name: '', episodeCount: 1 });
    expect([bad.status, fieldsOf(bad)]).toEqual([400, ['name']]);
    expect((await call('GET', `/${drama.id}`)).body.data).toMatchObject({
      code: drama.code,
      name: drama.name,
      labels: drama.labels,
    });
    // its own code is no conflict
    expect(
      (
        await call('PUT', `/${drama.id}`, {
          code: drama.code,
          name: 'Same code',
          episodeCount: 2,
          labelIds: [label.id],
        })
      ).body.data,
    ).toMatchObject({ name: 'Same code', labels: drama.labels });
  });

  it("neither shows nor changes another project's drama: a 404", async () => {
    const jp = (await list('pageSize=1', 'drama-jp')).list[0];
    expect((await call('PUT', `/${jp.id}`, { code: 'JP-TAKEN', name: 'Taken over', episodeCount: 1 })).status).toBe(
      404,
    );
    expect(
      (await call('PUT', `/${jp.id}`, { code: 'JP-TAKEN', name: 'Taken over', episodeCount: 1 }, 'drama-us', 'normal'))
        .status,
    ).toBe(404);
    expect((await call('GET', `/${jp.id}`, undefined, 'drama-jp')).body.data.name).toBe(jp.name);
  });
});

describe('DELETE /product/list/:id', () => {
  it('refuses an online drama with a 409: take it offline first', async () => {
    const drama = await inStatus('online');
    const refused = await call('DELETE', `/${drama.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${drama.code} is online: take it offline first`);
    expect((await call('GET', `/${drama.id}`)).status).toBe(200);
  });

  it('deletes a draft or an offline drama softly: it leaves the list, its categories (the rest move up) and its labels, and its code is free again', async () => {
    const [label] = await labelsOfProject('drama-us');
    const offline = await inStatus('offline');
    await call('PUT', `/${offline.id}`, {
      code: offline.code,
      name: offline.name,
      episodeCount: 1,
      labelIds: [label.id],
    });
    // put it second in a category of its own making
    const category = await t.db
      .insertInto('category')
      .values({ project_code: 'drama-us', code: 'deletion-test', title: 'Deletion test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [before, after] = [await create(), await create()];
    await t.db
      .insertInto('category_drama')
      .values(
        [before, offline, after].map((drama, index) => ({
          project_code: 'drama-us',
          category_id: category.id,
          drama_id: drama.id,
          position: index + 1,
        })),
      )
      .execute();
    const deleted = await call('DELETE', `/${offline.id}`);
    expect(deleted).toEqual({ status: 200, body: { code: 200, message: 'success', data: null } });
    expect((await call('GET', `/${offline.id}`)).status).toBe(404);
    expect((await call('DELETE', `/${offline.id}`)).status).toBe(404);
    expect((await call('POST', `/${offline.id}/online`)).status).toBe(404);
    expect((await list(`keyword=${offline.code}`)).total).toBe(0);
    expect(
      await t.db.selectFrom('drama').select(['deleted', 'code']).where('id', '=', offline.id).executeTakeFirstOrThrow(),
    ).toEqual({ deleted: 1, code: offline.code });
    const places = await t.db
      .selectFrom('category_drama')
      .select(['drama_id', 'position'])
      .where('category_id', '=', category.id)
      .orderBy('position')
      .execute();
    expect(places.map((place) => [Number(place.drama_id), place.position])).toEqual([
      [before.id, 1],
      [after.id, 2],
    ]);
    expect(
      await t.db.selectFrom('drama_label').select('label_id').where('drama_id', '=', offline.id).execute(),
    ).toEqual([]);
    // a draft goes too, and the deleted drama's code may be used again
    const draft = await create();
    expect((await call('DELETE', `/${draft.id}`)).status).toBe(200);
    expect((await create({ code: offline.code })).id).not.toBe(offline.id);
  });

  it("does not delete another project's drama: a 404", async () => {
    const jp = (await list('status=2&pageSize=1', 'drama-jp')).list[0];
    expect((await call('DELETE', `/${jp.id}`)).status).toBe(404);
    // normal works in drama-us and drama-jp: a drama-jp drama asked for under drama-us is not there
    expect((await call('DELETE', `/${jp.id}`, undefined, 'drama-us', 'normal')).status).toBe(404);
    expect((await call('GET', `/${jp.id}`, undefined, 'drama-jp')).status).toBe(200);
  });
});

describe('the lifecycle: POST /product/list/:id/online and /offline', () => {
  it('publishes a draft, takes it offline and puts it online again', async () => {
    const drama = await create();
    const published = await call('POST', `/${drama.id}/online`);
    expect([published.status, published.body.data.status]).toEqual([200, STATUS.online]);
    const offline = await call('POST', `/${drama.id}/offline`);
    expect([offline.status, offline.body.data.status]).toEqual([200, STATUS.offline]);
    const again = await call('POST', `/${drama.id}/online`);
    expect([again.status, again.body.data.status]).toEqual([200, STATUS.online]);
    expect((await list(`keyword=${drama.code}&status=0`)).list.map((row) => row.id)).toEqual([drama.id]);
  });

  it('refuses every other move with a 409 naming the drama and its status, and changes nothing', async () => {
    const messages: Record<string, string> = {
      'draft offline': 'is a draft: only an online drama can be taken offline',
      'online online': 'is online: only a draft or an offline drama can be put online',
      'offline offline': 'is offline: only an online drama can be taken offline',
    };
    for (const status of ['draft', 'online', 'offline'] as const) {
      for (const move of ['online', 'offline'] as const) {
        const allowed = DRAMA_MOVES.some((entry) => entry.move === move && entry.from === STATUS[status]);
        const drama = await inStatus(status);
        const answer = await call('POST', `/${drama.id}/${move}`);
        if (allowed) {
          expect([status, move, answer.status]).toEqual([status, move, 200]);
          continue;
        }
        expect([status, move, answer.status, answer.body.message]).toEqual([
          status,
          move,
          409,
          `${drama.code} ${messages[`${status} ${move}`]}`,
        ]);
        expect((await call('GET', `/${drama.id}`)).body.data.status).toBe(STATUS[status]);
      }
    }
    // the three refused moves are all the table leaves out
    expect(DRAMA_MOVES.length + Object.keys(messages).length).toBe(6);
  });

  it("is a 404 for another project's drama and a 403 for the operator", async () => {
    const jp = (await list('pageSize=1', 'drama-jp')).list[0];
    expect((await call('POST', `/${jp.id}/offline`)).status).toBe(404);
    const drama = await create();
    expect((await call('POST', `/${drama.id}/online`, undefined, 'drama-us', 'operator')).status).toBe(403);
    expect((await call('POST', `/${drama.id}/online`, undefined, 'drama-us', 'normal')).status).toBe(200);
  });
});

describe('POST /product/list/online and /offline (several dramas)', () => {
  it('moves those that can move, answers for each id what happened, and writes one log row', async () => {
    const [draft, online, offline] = [await inStatus('draft'), await inStatus('online'), await inStatus('offline')];
    const jp = (await list('pageSize=1', 'drama-jp')).list[0];
    const ids = [draft.id, online.id, offline.id, jp.id, 999999];
    const answer = await call('POST', '/online', { ids });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      moved: 2,
      refused: 3,
      results: [
        { id: draft.id, code: draft.code, outcome: 'moved', status: STATUS.online, reason: null },
        {
          id: online.id,
          code: online.code,
          outcome: 'refused',
          status: STATUS.online,
          reason: `${online.code} is online: only a draft or an offline drama can be put online`,
        },
        { id: offline.id, code: offline.code, outcome: 'moved', status: STATUS.online, reason: null },
        { id: jp.id, code: null, outcome: 'refused', status: null, reason: `No drama ${jp.id} in your projects` },
        { id: 999999, code: null, outcome: 'refused', status: null, reason: 'No drama 999999 in your projects' },
      ],
    });
    const statuses = await t.db
      .selectFrom('drama')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => [Number(row.id), row.status])).toEqual(
      [
        [draft.id, STATUS.online],
        [online.id, STATUS.online],
        [offline.id, STATUS.online],
        [jp.id, jp.status],
      ].sort((a, b) => a[0] - b[0]),
    );
    const rows = await t.db
      .selectFrom('sys_oper_log')
      .select(['title', 'status', 'params'])
      .where('url', '=', '/admin-api/product/list/online')
      .execute();
    const mine = rows.filter((row) => JSON.stringify(row.params).includes(String(draft.id)));
    expect(mine.map((row) => [row.title, row.status])).toEqual([['Put dramas online', 0]]);

    const down = await call('POST', '/offline', { ids: [draft.id, offline.id, online.id] });
    expect(down.body.data).toMatchObject({ moved: 3, refused: 0 });
    const again = await call('POST', '/offline', { ids: [draft.id] });
    expect(again.body.data.results).toEqual([
      {
        id: draft.id,
        code: draft.code,
        outcome: 'refused',
        status: STATUS.offline,
        reason: `${draft.code} is offline: only an online drama can be taken offline`,
      },
    ]);
  });

  it('takes 1 to 200 ids, each once (a 400 naming ids), and refuses the operator', async () => {
    const many = Array.from({ length: 201 }, (_, index) => index + 1);
    for (const ids of [[], many, [1, 1], ['x'], undefined]) {
      const answer = await call('POST', '/offline', { ids });
      expect([ids?.length, answer.status, fieldsOf(answer)?.[0]?.replace(/\[\d+\]$/, '')]).toEqual([
        ids?.length,
        400,
        'ids',
      ]);
    }
    const drama = await inStatus('online');
    expect((await call('POST', '/offline', { ids: [drama.id] }, 'drama-us', 'operator')).status).toBe(403);
    expect((await call('GET', `/${drama.id}`)).body.data.status).toBe(STATUS.online);
  });
});

describe('who may', () => {
  it('refuses the operator every route (403), and lets normal work in their projects', async () => {
    const drama = await create();
    const calls: [Method, string, object?][] = [
      ['GET', '/list'],
      ['GET', `/${drama.id}`],
      ['POST', '', { code: 'US-OPERATOR', name: 'By operator', episodeCount: 1 }],
      ['PUT', `/${drama.id}`, { code: drama.code, name: 'By operator', episodeCount: 1 }],
      ['DELETE', `/${drama.id}`],
      ['POST', `/${drama.id}/online`],
      ['POST', `/${drama.id}/offline`],
      ['POST', '/online', { ids: [drama.id] }],
      ['POST', '/offline', { ids: [drama.id] }],
      ['POST', '/export', { format: 'csv' }],
    ];
    for (const [method, urlPath, payload] of calls) {
      expect([method, urlPath, (await call(method, urlPath, payload, 'drama-us', 'operator')).status]).toEqual([
        method,
        urlPath,
        403,
      ]);
    }
    expect((await call('GET', `/${drama.id}`)).body.data).toMatchObject({ name: drama.name, status: STATUS.draft });
    const byNormal = await call(
      'POST',
      '',
      { code: 'JP-NORMAL-1', name: 'By normal', episodeCount: 1 },
      'drama-jp',
      'normal',
    );
    expect(byNormal.status).toBe(200);
    expect((await call('DELETE', `/${byNormal.body.data.id}`, undefined, 'drama-jp', 'normal')).status).toBe(200);
  });
});

describe('POST /product/list/export', () => {
  it('exports every drama the filters match, under the headers the list showed, in its order', async () => {
    const columns = [
      { key: 'code', header: '编码' },
      { key: 'name', header: 'Name' },
      { key: 'status', header: 'Status' },
      { key: 'labels', header: 'Labels' },
      { key: 'playCount', header: 'Plays' },
    ];
    const matching = await list('status=0&sortBy=playCount&sortType=desc&pageSize=100');
    expect(matching.total).toBeGreaterThan(1);
    const queued = await call('POST', '/export', {
      format: 'csv',
      status: 0,
      sortBy: 'playCount',
      sortType: 'desc',
      columns,
    });
    expect(queued.status).toBe(200);
    const job = await eventually(async () => {
      const found = (
        await t.app.inject({
          method: 'GET',
          url: `/admin-api/export/${queued.body.data.id}`,
          headers: { 'client-token': tokens.admin },
        })
      ).json().data;
      return ['succeeded', 'failed'].includes(found.status) && found;
    }, 20_000);
    expect(job.status).toBe('succeeded');
    const ticket = (
      await t.app.inject({
        method: 'POST',
        url: `/admin-api/export/${queued.body.data.id}/download`,
        headers: { 'client-token': tokens.admin },
        payload: { projectCode: 'all' },
      })
    ).json().data;
    const [header, ...rows] = parseCsv((await t.app.inject({ method: 'GET', url: ticket.url })).body);
    expect(header).toEqual(['编码', 'Name', 'Status', 'Labels', 'Plays']);
    expect(rows).toEqual(
      matching.list.map((drama) => [
        drama.code,
        drama.name,
        'online',
        drama.labels.map((label) => label.title).join(', '),
        String(drama.playCount),
      ]),
    );
    const refused = await call('POST', '/export', { format: 'csv', sortBy: 'name' });
    expect([refused.status, fieldsOf(refused)]).toEqual([400, ['sortBy']]);
    // the list's own rule: one order at a time, each served by an index
    const combined = await call('POST', '/export', { format: 'csv', sortBy: 'playCount, followCount' });
    expect([combined.status, combined.body.errors]).toEqual([
      400,
      [
        {
          field: 'sortBy',
          message:
            'sort by one of create_time, createTime, play_count, playCount, follow_count, followCount, unlock_count, unlockCount at a time',
          rule: 'maxItems',
          params: { limit: 1 },
        },
      ],
    ]);
  });
});

describe('the operation log', () => {
  it('records each change under its summary, and a refused move as failed with its reason', async () => {
    const drama = await create({ name: 'Logged drama' });
    await call('PUT', `/${drama.id}`, { code: drama.code, name: 'Logged again', episodeCount: 2 });
    await call('POST', `/${drama.id}/online`);
    const ofDrama = () =>
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where(
          'url',
          'in',
          ['', '/online', '/offline'].map((action) => `/admin-api/product/list/${drama.id}${action}`),
        )
        .orderBy('id')
        .execute();
    await call('POST', `/${drama.id}/online`);
    // a refused change is logged after its answer: waited for, so the rows keep the calls' order
    await eventually(async () => (await ofDrama()).some((row) => row.http_status === 409));
    await call('POST', `/${drama.id}/offline`);
    await call('DELETE', `/${drama.id}`);
    const rows = await ofDrama();
    expect(rows.map((row) => [row.title, row.method, row.status, row.http_status, row.project_code])).toEqual([
      ['Edit a drama', 'PUT', 0, 200, 'drama-us'],
      ['Put a drama online', 'POST', 0, 200, 'drama-us'],
      ['Put a drama online', 'POST', 1, 409, 'drama-us'],
      ['Take a drama offline', 'POST', 0, 200, 'drama-us'],
      ['Delete a drama', 'DELETE', 0, 200, 'drama-us'],
    ]);
    expect(rows[2].error_msg).toBe(`${drama.code} is online: only a draft or an offline drama can be put online`);
    const added = await t.db
      .selectFrom('sys_oper_log')
      .select(['title', 'status', 'params'])
      .where('url', '=', '/admin-api/product/list')
      .where('title', '=', 'Add a drama')
      .execute();
    expect(added.some((row) => row.status === 0 && JSON.stringify(row.params).includes('Logged drama'))).toBe(true);
  });
});

describe("the api's names of drama statuses", () => {
  // What the 409s and the export say is what the screens show, in English. Loaded untyped:
  // the shared module's types reach browser globals the api's lib does not declare.
  type SharedEnum = {
    options: { value: number; labelId: string }[];
    messages: Record<'en-US', Record<string, string>>;
  };
  const { DRAMA_STATUS } = jest.requireActual<Record<'DRAMA_STATUS', SharedEnum>>(
    '@backoffice/shared/src/enums/productEnums',
  );
  it("are the shared enum's English labels, every value and no other", () => {
    const english = Object.fromEntries(
      DRAMA_STATUS.options.map((option) => [
        option.value,
        DRAMA_STATUS.messages['en-US'][option.labelId].toLowerCase(),
      ]),
    );
    expect(DRAMA_STATUS_NAMES).toEqual(english);
  });
});
