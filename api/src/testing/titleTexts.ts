// The cases every title's texts pass (modules/product-list/contentTexts) (a label's, a category's, an episode's), written once and
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
    expect([spanish.status, spanish.body.data.texts.es, spanish.body.data.missing.es]).toEqual([200, { title: 'Título' }, []]);
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
    expect([thai.status, thai.body.errors]).toEqual([400, [{ field: 'locale', message: 'th is not a content locale of project drama-us (en, es, pt-BR)' }]]);
    const elsewhere = await subject.make('Elsewhere', 'drama-sea');
    expect((await call('GET', elsewhere)).status).toBe(404);
    expect((await call('PUT', elsewhere, { locale: 'es', title: 'x' })).status).toBe(404);
    expect((await call('PUT', id, { locale: 'es', title: 'x' }, 'drama-us', 'operator')).status).toBe(403);
    expect((await call('GET', id, undefined, 'drama-us', 'operator')).status).toBe(403);
    expect(await subject.ownTitle(id)).toBe('Own title');
  });
}
