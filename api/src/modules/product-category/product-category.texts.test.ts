import { codedTitleTextsCases } from '../../testing/titleTexts';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

describe("a category's title per content locale", () => {
  codedTitleTextsCases(
    'category',
    () => t,
    () => tokens,
  );
});
