import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findMigrations } from '.';

it("finds a module's own migrations in its folder, after every numbered one of the platform's", async () => {
  const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'modules-'));
  try {
    fs.mkdirSync(path.join(modules, 'deal-scratch', 'migrations'), { recursive: true });
    fs.mkdirSync(path.join(modules, 'no-migrations'));
    const migration = 'exports.up = async () => {};\n';
    fs.writeFileSync(path.join(modules, 'deal-scratch', 'migrations', '202611262300_deal_scratch.js'), migration);
    // a helper beside the migrations is not one
    fs.writeFileSync(path.join(modules, 'deal-scratch', 'migrations', 'columns.js'), migration);
    const names = Object.keys(await findMigrations(__dirname, modules));
    expect(names.at(-1)).toBe('202611262300_deal_scratch');
    expect(names.filter((name) => name.startsWith('0')).length).toBe(names.length - 1);
    expect(names).toEqual([...names].sort());
  } finally {
    fs.rmSync(modules, { recursive: true, force: true });
  }
});
