import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../testing/testApp';
import { GENERATED_FILE, generateTableTypes } from './tableTypes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it('the table types are those of the migrated database (else: npm run db:types -w api)', async () => {
  const generated = await generateTableTypes(t.db);
  expect(generated.get(GENERATED_FILE)).toBeDefined();
  for (const [file, text] of generated) expect({ file, text: fs.readFileSync(file, 'utf8') }).toEqual({ file, text });
});

it('types a column whose check constraint lists its values as that union', () => {
  const file = fs.readFileSync(GENERATED_FILE, 'utf8');
  expect(file).toMatch(/format: "csv" \| "xlsx";/);
  expect(file).toMatch(/kind: "message" \| "notice" \| "todo";/);
  // int8 columns are read as exact JS numbers (database.ts)
  expect(file).toMatch(/amount_minor: number;/);
});

it("types a module's own tables in its folder, joined to the Database type there, and leaves them out of generated.ts", async () => {
  await sql`create table scratch_note (id serial primary key, project_code text not null, kind text not null check (kind in ('a', 'b')))`.execute(
    t.db,
  );
  try {
    const generated = await generateTableTypes(t.db, ['scratch-note']);
    const own = generated.get(
      path.join(path.dirname(GENERATED_FILE), '..', 'modules', 'scratch-note', 'tables.generated.ts'),
    );
    expect(own).toMatch(/export interface ScratchNote \{[^}]*kind: "a" \| "b";/);
    expect(own).toMatch(/scratch_note: ScratchNote;/);
    expect(own).toContain("declare module '../../db/types'");
    expect(generated.get(GENERATED_FILE)).not.toContain('scratch_note');
    expect(generated.get(GENERATED_FILE)).toContain('app_user: AppUser;');
  } finally {
    await sql`drop table scratch_note`.execute(t.db);
  }
});
