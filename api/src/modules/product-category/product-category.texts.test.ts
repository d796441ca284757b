import { titleTextsCases } from '../../testing/titleTexts';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

let made = 0;
const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url: `/admin-api/product/category${url}`, headers: { 'client-token': tokens.admin }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};

describe("a category's title per content locale", () => {
  titleTextsCases({
    app: () => t,
    tokens: () => tokens,
    path: '/product/category',
    async make(title, project = 'drama-us') {
      made += 1;
      const answer = await inject('POST', '', { projectCode: project, code: `texts-${made}`, title });
      expect(answer.status).toBe(200);
      return answer.body.data.id;
    },
    ownTitle: async (id) => (await t.db.selectFrom('category').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title,
    async listedMissing(id) {
      const page = await inject('GET', '/list?projectCode=drama-us&code=texts-&pageSize=100');
      return page.body.data.list.find((category: { id: number }) => category.id === id).missingLocales;
    },
  });

  it('keeps the default title never blank, as the category edit does', async () => {
    const created = await inject('POST', '', { projectCode: 'drama-us', code: 'texts-blank', title: 'Kept' });
    const blank = await inject('PUT', `/${created.body.data.id}/texts`, { projectCode: 'drama-us', locale: 'en', title: '  ' });
    expect([blank.status, blank.body.errors]).toEqual([400, [{ field: 'title', message: 'must not be blank' }]]);
  });

  it('answers the seeded categories translated in every locale', async () => {
    const page = await inject('GET', '/list?projectCode=drama-sea&pageSize=100');
    // the cases above add some in drama-sea, untranslated
    const seeded = page.body.data.list.filter((category: { code: string }) => !category.code.startsWith('texts-'));
    expect(seeded.length).toBeGreaterThan(0);
    for (const category of seeded) expect(category.missingLocales).toEqual([]);
  });
});
