import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

// answers read loosely: each test states the fields it expects
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Answer = { status: number; body: { data: Loose; errors?: { field: string }[]; params?: Loose; problem?: string } };
const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  token = tokens.admin,
  project = 'drama-us',
): Promise<Answer> => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/activity/list${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
const fieldOf = (answer: Answer) => answer.body.errors?.map((error) => error.field);

const DAY = 86_400_000;
const checkIn = (extra: object = {}) => ({
  type: 2,
  currency: 2,
  title: 'Test check-in',
  rules: 'Check in daily',
  startTime: new Date(Date.now() - DAY).toISOString(),
  endTime: new Date(Date.now() + 30 * DAY).toISOString(),
  config: { ladder: [1, 2, 3, 4, 5, 6, 7], makeUpDays: 1 },
  ...extra,
});

it("lists one project's seeded activities, filtered and sorted by whitelisted names only", async () => {
  const { status, body } = await call('GET', '/list?pageSize=100&sortBy=sort&sortType=asc');
  expect(status).toBe(200);
  const types = new Set(body.data.list.map((row: { type: number }) => row.type));
  for (const type of [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 13]) expect(types).toContain(type);
  const sorts = body.data.list.map((row: { sort: number }) => row.sort);
  expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  const online = (await call('GET', '/list?type=2&status=0')).body.data.list;
  expect(online.length).toBeGreaterThan(0);
  expect(online[0].config.ladder).toHaveLength(7);
  expect((await call('GET', '/list?title=invite')).body.data.list.map((row: Loose) => row.title)).toEqual([
    'Invite 3 friends',
  ]);
  // running within a window: the ended ones (90 to 30 days ago) are outside the next week
  const week = (
    await call(
      'GET',
      `/list?from=${new Date().toISOString()}&to=${new Date(Date.now() + 7 * DAY).toISOString()}&pageSize=100`,
    )
  ).body.data.list;
  expect(week.some((row: Loose) => row.title === 'New-user check-in week')).toBe(false);
  expect(week.some((row: Loose) => row.title === 'Daily check-in')).toBe(true);
  expect((await call('GET', '/list?sortBy=title')).status).toBe(400);
  expect((await call('GET', '/list?sortBy=startTime')).status).toBe(200);
});

it('adds a check-in offline with its texts, answers the economy check, and shows what locales miss', async () => {
  const added = await call('POST', '', checkIn({ texts: { es: { title: 'Registro de prueba' } } }));
  expect(added.status).toBe(200);
  expect(added.body.data).toMatchObject({
    status: 1,
    type: 2,
    config: { ladder: [1, 2, 3, 4, 5, 6, 7], makeUpDays: 1 },
  });
  expect(added.body.data.economy).toMatchObject({ limit: 3, perDay: expect.any(Object) });
  const read = (await call('GET', `/${added.body.data.id}`)).body.data;
  expect(read.texts.es).toEqual({ title: 'Registro de prueba' });
  expect(read.missingLocales).toEqual(['es', 'pt-BR']);
  expect((await call('POST', '', checkIn({ texts: { fr: { title: 'x' } } }))).body.errors![0].field).toBe('texts.fr');
});

it.each([
  [
    'a check-in ladder with a gap',
    checkIn({ config: { ladder: [1, 2, 3, 0, 5, 6, 7], makeUpDays: 0 } }),
    'config.ladder[3]',
  ],
  [
    'a check-in ladder a day short',
    checkIn({ config: { ladder: [1, 2, 3, 4, 5, 6], makeUpDays: 0 } }),
    'config.ladder[6]',
  ],
  [
    'make-up days past a week',
    checkIn({ config: { ladder: [1, 1, 1, 1, 1, 1, 1], makeUpDays: 8 } }),
    'config.makeUpDays',
  ],
  ['an end before the start', checkIn({ endTime: new Date(Date.now() - 2 * DAY).toISOString() }), 'endTime'],
  ['an ad reward for a check-in', checkIn({ currency: 0 }), 'currency'],
  ['a points game giving tickets', checkIn({ type: 9, currency: 1, config: {} }), 'currency'],
  ['a coupon for a daily task', checkIn({ type: 1, currency: 4, config: {} }), 'currency'],
  ['a watch task without episodes', checkIn({ type: 7, config: { reward: 1 } }), 'config.episodes'],
  ['an unlock task without a reward', checkIn({ type: 8, config: { episodes: 3 } }), 'config.reward'],
  [
    'a top-up gift in no currency',
    checkIn({ type: 0, config: { thresholdMinor: 499, currencyCode: 'XXY', reward: 1 } }),
    'config.currencyCode',
  ],
  [
    'a top-up gift without a threshold',
    checkIn({ type: 0, config: { currencyCode: 'USD', reward: 1 } }),
    'config.thresholdMinor',
  ],
  [
    'top-up tiers not increasing',
    checkIn({
      type: 5,
      config: {
        currencyCode: 'USD',
        tiers: [
          { thresholdMinor: 999, reward: 1 },
          { thresholdMinor: 999, reward: 2 },
        ],
      },
    }),
    'config.tiers[1].thresholdMinor',
  ],
  [
    'a daily task of an unknown action',
    checkIn({ type: 1, config: { action: 'dance', count: 1, reward: 1 } }),
    'config.action',
  ],
  ['an ad task without ads a day', checkIn({ type: 3, config: { reward: 1 } }), 'config.adsPerDay'],
  ['an invite without invitees', checkIn({ type: 11, config: { reward: 1 } }), 'config.invitees'],
  ['a bind reward of 0', checkIn({ type: 4, config: { reward: 0 } }), 'config.reward'],
  ['a check-in ad without a reward', checkIn({ type: 6, config: {} }), 'config.reward'],
  ['an operation without a reward', checkIn({ type: 13, config: {} }), 'config.reward'],
  [
    'a badge reward of no live badge',
    checkIn({ type: 10, config: { badgeCode: 'no-such-badge', reward: 1 } }),
    'config.badgeCode',
  ],
  [
    'a coupon of no template',
    checkIn({ type: 13, currency: 4, config: { reward: 1, couponTemplateId: 999999 } }),
    'config.couponTemplateId',
  ],
  ['an audience of an unknown platform', checkIn({ audience: { platforms: ['tv'] } }), 'audience.platforms[0]'],
  ['an audience country not ISO', checkIn({ audience: { countries: ['usa'] } }), 'audience.countries[0]'],
])('refuses %s with the field', async (_case, body, field) => {
  const answer = await call('POST', '', body);
  expect([answer.status, fieldOf(answer)]).toEqual([400, [field]]);
});

it('keeps only the rule fields of the type, and takes a points game and a compensation with none', async () => {
  const daily = await call(
    'POST',
    '',
    checkIn({ type: 1, config: { action: 'share', count: 2, reward: 5, ladder: [1] } }),
  );
  expect(daily.body.data.config).toEqual({ action: 'share', count: 2, reward: 5 });
  for (const type of [9, 12]) {
    const answer = await call('POST', '', checkIn({ type, currency: 2, config: { reward: 5 } }));
    expect([answer.status, answer.body.data.config]).toEqual([200, {}]);
  }
});

it('sets online with the overlap check: same type, priority and audience refused naming the other', async () => {
  const seeded = (await call('GET', '/list?type=2&status=0')).body.data.list[0];
  const clash = (await call('POST', '', checkIn({ title: 'Clashing check-in' }))).body.data;
  const refused = await call('POST', `/${clash.id}/online`, {});
  expect([refused.status, refused.body.params]).toEqual([409, { id: seeded.id, title: seeded.title }]);
  // a higher priority says which applies; a disjoint audience reaches other users
  const higher = (await call('POST', '', checkIn({ title: 'Priority check-in', priority: 5 }))).body.data;
  expect((await call('POST', `/${higher.id}/online`, {})).body.data.status).toBe(0);
  const vipOnly = (await call('POST', '', checkIn({ title: 'VIP check-in', priority: 5, audience: { vip: 'vip' } })))
    .body.data;
  expect((await call('POST', `/${vipOnly.id}/online`, {})).status).toBe(409);
  await call(
    'PUT',
    `/${higher.id}`,
    checkIn({ title: 'Priority check-in', priority: 5, audience: { vip: 'non_vip' } }),
  );
  expect((await call('POST', `/${vipOnly.id}/online`, {})).status).toBe(200);
  // the transitions: online again, or offline twice, is a 409 naming the status
  expect((await call('POST', `/${vipOnly.id}/online`, {})).body.params).toMatchObject({ status: 0 });
  expect((await call('POST', `/${vipOnly.id}/offline`, {})).body.data.status).toBe(1);
  expect((await call('POST', `/${vipOnly.id}/offline`, {})).status).toBe(409);
  // an ended activity does not go online
  const ended = (
    await call(
      'POST',
      '',
      checkIn({
        title: 'Ended',
        startTime: new Date(Date.now() - 9 * DAY).toISOString(),
        endTime: new Date(Date.now() - DAY).toISOString(),
      }),
    )
  ).body.data;
  expect((await call('POST', `/${ended.id}/online`, {})).status).toBe(409);
});

it('refuses deleting an online activity, deletes an offline one softly', async () => {
  const added = (await call('POST', '', checkIn({ title: 'To delete', priority: 7, audience: { countries: ['CA'] } })))
    .body.data;
  await call('POST', `/${added.id}/online`, {});
  expect((await call('DELETE', `/${added.id}`)).status).toBe(409);
  await call('POST', `/${added.id}/offline`, {});
  expect((await call('DELETE', `/${added.id}`)).status).toBe(200);
  expect((await call('GET', `/${added.id}`)).status).toBe(404);
  const row = await t.db.selectFrom('activity').select('deleted').where('id', '=', added.id).executeTakeFirstOrThrow();
  expect(row.deleted).toBe(1);
});

it('copies an activity offline with its texts, titled as a copy', async () => {
  const source = (await call('GET', '/list?title=Daily check-in')).body.data.list[0];
  const copied = await call('POST', `/${source.id}/copy`, {});
  expect(copied.body.data.sourceId).toBe(source.id);
  const copy = { body: { data: copied.body.data.copy } };
  expect(copy.body.data).toMatchObject({ title: 'Daily check-in (copy)', status: 1, spent: 0, config: source.config });
  const { en: _copied, ...others } = copy.body.data.texts;
  const { en: _source, ...sourceOthers } = (await call('GET', `/${source.id}`)).body.data.texts;
  expect(others).toEqual(sourceOthers);
  expect(others.es).toEqual({ title: 'Registro diario' });
});

it('previews the title and rules per locale, the default standing in for what a locale lacks', async () => {
  const added = (
    await call(
      'POST',
      '',
      checkIn({ title: 'Preview me', rules: 'English rules', texts: { es: { title: 'Vista previa' } } }),
    )
  ).body.data;
  const es = (await call('GET', `/${added.id}/preview?locale=es`)).body.data;
  expect(es).toMatchObject({
    locale: 'es',
    title: 'Vista previa',
    rules: 'English rules',
    fallback: ['rules'],
    defaultLocale: 'en',
  });
  expect(es.missingLocales).toEqual(['es', 'pt-BR']);
  const pt = (await call('GET', `/${added.id}/preview?locale=pt-BR`)).body.data;
  expect(pt).toMatchObject({ title: 'Preview me', fallback: ['title', 'rules'] });
  // a locale the project does not serve reads the default
  expect((await call('GET', `/${added.id}/preview?locale=fr`)).body.data).toMatchObject({ locale: 'en', fallback: [] });
});

it('warns in the economy check when the free tickets a day unlock more episodes than the limit', async () => {
  const draft = checkIn({ type: 7, currency: 1, title: 'Generous watch task', config: { episodes: 1, reward: 10 } });
  const { status, body } = await call('POST', '/economy-check', draft);
  expect(status).toBe(200);
  expect(body.data.warning).toBe(true);
  expect(body.data.perDay.ticket).toBeGreaterThanOrEqual(10);
  expect(body.data.contributors).toContainEqual({
    activityId: null,
    title: 'Generous watch task',
    type: 7,
    kind: 'ticket',
    perDay: 10,
  });
  // the per-user daily cap bounds it
  const capped = (await call('POST', '/economy-check', { ...draft, dailyCapPerUser: 1 })).body.data;
  expect(capped.contributors.find((c: Loose) => c.type === 7).perDay).toBe(1);
  expect((await call('POST', '/economy-check', { ...draft, currency: 4 })).status).toBe(400);
});

it("answers 403 to the operator, and 404 for another project's activity", async () => {
  expect((await call('GET', '/list', undefined, tokens.operator, 'drama-sea')).status).toBe(403);
  expect((await call('POST', '', checkIn(), tokens.operator)).status).toBe(403);
  expect((await call('GET', '/list', undefined, tokens.normal)).status).toBe(200);
  const foreign = (await call('GET', '/list', undefined, tokens.admin, 'drama-sea')).body.data.list[0];
  expect((await call('GET', `/${foreign.id}`)).status).toBe(404);
  expect((await call('POST', `/${foreign.id}/online`, {})).status).toBe(404);
  expect((await call('POST', `/${foreign.id}/copy`, {})).status).toBe(404);
});

it('writes the operation log for each change', async () => {
  const added = (
    await call('POST', '', checkIn({ title: 'Logged check-in', priority: 9, audience: { countries: ['AU'] } }))
  ).body.data;
  await call('POST', `/${added.id}/online`, {});
  const rows = await eventually(async () => {
    const found = await t.db
      .selectFrom('sys_oper_log')
      .select(['title', 'status', 'url'])
      .where('url', 'like', `/admin-api/activity/list/${added.id}/online%`)
      .execute();
    return found.length ? found : null;
  });
  expect(rows[0]).toMatchObject({ title: 'Set an activity online', status: 0 });
});

it("answers the projects' content locales and time zones for the form", async () => {
  const { body } = await call('GET', '/projects');
  expect(body.data).toEqual([
    { code: 'drama-us', defaultLocale: 'en', locales: ['en', 'es', 'pt-BR'], timeZone: expect.any(String) },
  ]);
});
