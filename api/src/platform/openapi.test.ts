// Each OpenAPI document as the api serves it passes Redocly's recommended rules (api/redocly.yaml) with no error
// and no warning: what client generators and API tools trip over (an operation with no
// security stated, no servers, two paths one URL could match, a file route with no 2xx answer).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../testing/testApp';
import { API_PREFIX, APP_API_PREFIX } from './http';

/** `recommended`, and why a rule is off */
const CONFIG = path.resolve(__dirname, '../../redocly.yaml');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

// the staff's document and the app users' (appApi.ts), each as the api serves it
it.each([
  ["the staff's", `${API_PREFIX}/openapi.json`],
  ["the app users'", `${APP_API_PREFIX}/openapi.json`],
])(
  "passes Redocly's recommended rules, with no error and no warning: %s document",
  async (_, url) => {
    const t = await createTestApp({ exports: { runner: false } });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, (await t.app.inject({ method: 'GET', url })).body);
      let output: string;
      try {
        output = execFileSync(
          process.execPath,
          [require.resolve('@redocly/cli/bin/cli.js'), 'lint', file, '--config', CONFIG, '--format', 'json'],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
        );
      } catch (error) {
        // a problem found exits 1, with the same report
        output = (error as { stdout: string }).stdout;
      }
      const { totals, problems } = JSON.parse(output) as {
        totals: { errors: number; warnings: number };
        problems: Problem[];
      };
      const found = problems.map(
        (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
      );
      expect(found).toEqual([]);
      expect(totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await t.close();
    }
  },
  60_000,
);
