// The cases every title's texts pass (domain/content-texts) (a label's, a category's, an episode's), written once and
// run by each module's own test on its own path: the drama's, with three fields, has its own.
import type { DemoUser, TestApp } from './testApp';

export interface TitleTextsSubject {
  app(): TestApp;
  tokens(): Record<DemoUser, string>;
  /** the module's path, such as /product/label */
  path: string;
  /** a new entity of `project` whose own title is `title` */
  make(title: string, project?: string): Promise<number>;
  /** its own title, as the database holds it */
  ownTitle(id: number): Promise<string>;
  /** its row's missingLocales as its list answers them */
  listedMissing(id: number): Promise<string[]>;
}

type Method = 'GET' | 'PUT';

export function titleTextsCases(subject: TitleTextsSubject): void {
  const call = async (method: Method, id: number, payload?: object, project = 'drama-us', who: DemoUser = 'admin') => {
    const response = await subject.app().app.inject({
      method,
      url: `/admin-api${subject.path}/${id}/texts${method === 'GET' ? `?projectCode=${project}` : ''}`,
      headers: { 'client-token': subject.tokens()[who] },
      ...(method === 'GET' ? {} : { payload: { projectCode: project, ...payload } }),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it("answers the title in each locale of the project, the default's being the entity's own, and what each misses", async () => {
    const id = await subject.make('Own title');
    const answer = await call('GET', id);
    expect([answer.status, answer.body.data]).toEqual([
      200,
      {
        defaultLocale: 'en',
        locales: ['en', 'es', 'pt-BR'],
        fields: ['title'],
        texts: { en: { title: 'Own title' }, es: {}, 'pt-BR': {} },
        missing: { en: [], es: ['title'], 'pt-BR': ['title'] },
      },
    ]);
    expect(await subject.listedMissing(id)).toEqual(['es', 'pt-BR']);
  });

  it('writes a locale at a time: a translation kept trimmed, an empty one removed, the default writing the own title', async () => {
    const id = await subject.make('Own title');
    const spanish = await call('PUT', id, { locale: 'es', title: ' Título ' });
    expect([spanish.status, spanish.body.data.texts.es, spanish.body.data.missing.es]).toEqual([
      200,
      { title: 'Título' },
      [],
    ]);
    expect(await subject.listedMissing(id)).toEqual(['pt-BR']);
    const cleared = await call('PUT', id, { locale: 'es', title: '' });
    expect([cleared.body.data.texts.es, cleared.body.data.missing.es]).toEqual([{}, ['title']]);
    const english = await call('PUT', id, { locale: 'en', title: 'New own title' });
    expect(english.body.data.texts.en).toEqual({ title: 'New own title' });
    expect(await subject.ownTitle(id)).toBe('New own title');
  });

  it("refuses a locale the project does not serve, another project's entity and a caller without the permission", async () => {
    const id = await subject.make('Own title');
    const thai = await call('PUT', id, { locale: 'th', title: 'ชื่อ' });
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
    const elsewhere = await subject.make('Elsewhere', 'drama-sea');
    expect((await call('GET', elsewhere)).status).toBe(404);
    expect((await call('PUT', elsewhere, { locale: 'es', title: 'x' })).status).toBe(404);
    expect((await call('PUT', id, { locale: 'es', title: 'x' }, 'drama-us', 'operator')).status).toBe(403);
    expect((await call('GET', id, undefined, 'drama-us', 'operator')).status).toBe(403);
    expect(await subject.ownTitle(id)).toBe('Own title');
  });
}

/**
 * A label's or a category's title texts: each is made on its own screen with a code and a title
 * (its table's column), and its edit never blanks the default title; both run the same cases.
 */
export function codedTitleTextsCases(
  kind: 'label' | 'category',
  app: () => TestApp,
  tokens: () => Record<DemoUser, string>,
): void {
  let made = 0;
  const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app().app.inject({
      method,
      url: `/admin-api/product/${kind}${url}`,
      headers: { 'client-token': tokens().admin },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  titleTextsCases({
    app,
    tokens,
    path: `/product/${kind}`,
    async make(title, project = 'drama-us') {
      made += 1;
      const answer = await inject('POST', '', { projectCode: project, code: `texts-${made}`, title });
      expect(answer.status).toBe(200);
      return answer.body.data.id;
    },
    ownTitle: async (id) =>
      (await app().db.selectFrom(kind).select('title').where('id', '=', id).executeTakeFirstOrThrow()).title,
    async listedMissing(id) {
      const page = await inject('GET', '/list?projectCode=drama-us&code=texts-&pageSize=100');
      return page.body.data.list.find((row: { id: number }) => row.id === id).missingLocales;
    },
  });

  it(`keeps the default title never blank, as the ${kind} edit does`, async () => {
    const created = await inject('POST', '', { projectCode: 'drama-us', code: 'texts-blank', title: 'Kept' });
    const blank = await inject('PUT', `/${created.body.data.id}/texts`, {
      projectCode: 'drama-us',
      locale: 'en',
      title: '  ',
    });
    expect([blank.status, blank.body.errors]).toEqual([
      400,
      [{ field: 'title', message: 'must not be blank', rule: 'blank' }],
    ]);
  });

  it(`answers the seeded ${kind === 'label' ? 'labels' : 'categories'} translated in every locale`, async () => {
    const page = await inject('GET', '/list?projectCode=drama-sea&pageSize=100');
    // the cases above add some in drama-sea, untranslated
    const seeded = page.body.data.list.filter((row: { code: string }) => !row.code.startsWith('texts-'));
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) expect(row.missingLocales).toEqual([]);
  });
}
