import fs from 'node:fs';
import { createTestApp, type TestApp } from '../testing/testApp';
import { GENERATED_FILE, generateTableTypes } from './tableTypes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it('the table types are those of the migrated database (else: npm run db:types -w api)', async () => {
  const generated = await generateTableTypes(t.db);
  expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(generated);
});

it('types a column whose check constraint lists its values as that union', () => {
  const file = fs.readFileSync(GENERATED_FILE, 'utf8');
  expect(file).toMatch(/format: "csv" \| "xlsx";/);
  expect(file).toMatch(/kind: "message" \| "notice" \| "todo";/);
  // int8 columns are read as exact JS numbers (database.ts)
  expect(file).toMatch(/amount_minor: number;/);
});
