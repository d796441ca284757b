import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
type Texts = {
  defaultLocale: string;
  locales: string[];
  fields: string[];
  texts: Record<string, Partial<Record<'name' | 'summary' | 'description', string>>>;
  missing: Record<string, string[]>;
};

const call = async (
  method: Method,
  urlPath: string,
  payload?: object,
  project = 'drama-us',
  who: DemoUser = 'admin',
) => {
  const inQuery = method === 'GET';
  const response = await t.app.inject({
    method,
    url: `/admin-api/product/list${urlPath}${inQuery ? `${urlPath.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': tokens[who] },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
let made = 0;
const create = async (fields: object = {}) => {
  made += 1;
  const answer = await call('POST', '', {
    code: `US-L${made}`,
    name: `Locale drama ${made}`,
    episodeCount: 3,
    summary: 'A summary',
    description: 'A description',
    ...fields,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { id: number };
};
const texts = async (id: number) => {
  const answer = await call('GET', `/${id}/texts`);
  expect(answer.status).toBe(200);
  return answer.body.data as Texts;
};
const put = (id: number, body: object, who: DemoUser = 'admin') => call('PUT', `/${id}/texts`, body, 'drama-us', who);
const codesMissing = async (locale: string) => {
  const answer = await call('GET', `/list?missingLocale=${locale}&pageSize=100&keyword=US-L`);
  expect(answer.status).toBe(200);
  return (answer.body.data.list as { code: string; missingLocales: string[] }[]).map((drama) => drama.code);
};

describe("a drama's texts per content locale", () => {
  it("answers the project's locales, the default's texts being the drama's own, and what each other locale misses", async () => {
    const { id } = await create({ description: undefined });
    expect(await texts(id)).toEqual({
      defaultLocale: 'en',
      locales: ['en', 'es', 'pt-BR'],
      fields: ['name', 'summary', 'description'],
      texts: { en: { name: `Locale drama ${made}`, summary: 'A summary' }, es: {}, 'pt-BR': {} },
      // no description in English: none is missing elsewhere
      missing: { en: [], es: ['name', 'summary'], 'pt-BR': ['name', 'summary'] },
    });
  });

  it('writes a locale at a time: a translation kept, an empty one removed, the default writing the drama itself', async () => {
    const { id } = await create();
    const saved = await put(id, {
      locale: 'es',
      name: ' La novia ',
      summary: 'Un resumen',
      description: 'Una descripción',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.texts.es).toEqual({
      name: 'La novia',
      summary: 'Un resumen',
      description: 'Una descripción',
    });
    expect(saved.body.data.missing.es).toEqual([]);
    // pt-br is pt-BR; a field not sent is no text
    const partial = await put(id, { locale: 'pt-br', name: 'A noiva' });
    expect(partial.body.data.texts['pt-BR']).toEqual({ name: 'A noiva' });
    expect(partial.body.data.missing['pt-BR']).toEqual(['summary', 'description']);
    const cleared = await put(id, { locale: 'es', name: 'La novia', summary: '', description: 'Una descripción' });
    expect(cleared.body.data.missing.es).toEqual(['summary']);

    const english = await put(id, { locale: 'en', name: 'The Bride', summary: 'New summary' });
    expect(english.body.data.texts.en).toEqual({ name: 'The Bride', summary: 'New summary' });
    const drama = (await call('GET', `/${id}`)).body.data;
    expect(drama).toMatchObject({ name: 'The Bride', summary: 'New summary', description: '' });
    // the drama has no description now: Spanish misses only its summary
    expect(english.body.data.missing.es).toEqual(['summary']);
  });

  it('refuses a locale the project does not serve, a blank default name, and a caller without the edit permission', async () => {
    const { id } = await create();
    const thai = await put(id, { locale: 'th', name: 'เจ้าสาว' });
    expect([thai.status, thai.body.errors]).toEqual([
      400,
      [
        {
          field: 'locale',
          message: 'th is not a content locale of project drama-us (en, es, pt-BR)',
          rule: 'enum',
          params: { allowed: ['en', 'es', 'pt-BR'] },
        },
      ],
    ]);
    const junk = await put(id, { locale: 'not a tag', name: 'x' });
    expect(junk.body.errors?.[0].field).toBe('locale');
    const blank = await put(id, { locale: 'en', name: '  ' });
    expect([blank.status, blank.body.errors]).toEqual([
      400,
      [{ field: 'name', message: 'must not be blank', rule: 'blank' }],
    ]);
    expect((await put(id, { locale: 'es', name: 'x' }, 'operator')).status).toBe(403);
    expect((await call('GET', `/${id}/texts`, undefined, 'drama-sea')).status).toBe(404);
  });
});

describe('the dramas missing a translation', () => {
  it('lists those lacking any field their default has in the locale, each row saying which locales it misses', async () => {
    const complete = await create();
    await put(complete.id, { locale: 'es', name: 'Completo', summary: 'Resumen', description: 'Descripción' });
    const noDescription = await create({ description: undefined });
    await put(noDescription.id, { locale: 'es', name: 'Sin descripción', summary: 'Resumen' });
    const halfDone = await create();
    await put(halfDone.id, { locale: 'es', name: 'A medias' });
    const code = (id: number) =>
      id === complete.id ? 'complete' : id === noDescription.id ? 'noDescription' : 'halfDone';
    const missingEs = await codesMissing('es');
    const ours = await call('GET', `/list?pageSize=100&keyword=US-L`);
    const byCode = new Map(
      (ours.body.data.list as { id: number; code: string; missingLocales: string[] }[]).map((drama) => [
        drama.code,
        drama,
      ]),
    );
    const named = (codes: string[]) =>
      codes
        .filter((c) => [complete, noDescription, halfDone].some((d) => byCode.get(c)?.id === d.id))
        .map((c) => code(byCode.get(c)!.id));
    expect(named(missingEs).sort()).toEqual(['halfDone']);
    expect(named(await codesMissing('pt-BR')).sort()).toEqual(['complete', 'halfDone', 'noDescription']);
    // the default locale misses nothing; a locale the project does not serve is not a translation it lacks
    expect(await codesMissing('en')).toEqual([]);
    expect(await codesMissing('th')).toEqual([]);
    expect((await call('GET', '/list?missingLocale=not_a_tag')).body.errors?.[0].field).toBe('missingLocale');
    expect(byCode.get([...byCode.keys()].find((c) => byCode.get(c)!.id === complete.id)!)!.missingLocales).toEqual([
      'pt-BR',
    ]);
    expect(byCode.get([...byCode.keys()].find((c) => byCode.get(c)!.id === halfDone.id)!)!.missingLocales).toEqual([
      'es',
      'pt-BR',
    ]);
  });

  it('finds the seeded gaps: some demo dramas translated in every locale, others not', async () => {
    const all = await call('GET', '/list?pageSize=100', undefined, 'drama-sea');
    const rows = all.body.data.list as { code: string; missingLocales: string[] }[];
    expect(rows.some((drama) => drama.missingLocales.length === 0)).toBe(true);
    expect(rows.some((drama) => drama.missingLocales.length > 0)).toBe(true);
    const lackingThai = await call('GET', '/list?pageSize=100&missingLocale=th', undefined, 'drama-sea');
    expect(lackingThai.body.data.list.map((drama: { code: string }) => drama.code).sort()).toEqual(
      rows
        .filter((drama) => drama.missingLocales.includes('th'))
        .map((drama) => drama.code)
        .sort(),
    );
    const locales = await call('GET', '/content-locales', undefined, 'drama-jp');
    expect(locales.body.data).toEqual({ defaultLocale: 'ja', locales: ['ja', 'en'] });
    const everywhere = await call('GET', '/content-locales', undefined, 'all');
    expect(everywhere.body.data.locales).toEqual(expect.arrayContaining(['en', 'ja', 'es', 'pt-BR', 'th', 'vi', 'id']));
  });
});
