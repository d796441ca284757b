import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { browserFileOf } from './browserApi';

const API_DIR = path.resolve(__dirname, '../..');

describe("the browser's api, generated from the OpenAPI document", () => {
  // The code generator formats with prettier, which jest cannot load (a dynamic import):
  // the check runs as `npm run api:browser` would, from a build of its own.
  it('is up to date in every file: run `npm run api:browser -w api` when this fails', () => {
    // inside the repo, so the build resolves the workspace's packages
    const cache = path.join(API_DIR, 'node_modules/.cache');
    fs.mkdirSync(cache, { recursive: true });
    const outDir = fs.mkdtempSync(path.join(cache, 'browser-api-'));
    try {
      execFileSync(
        process.execPath,
        [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', outDir],
        { cwd: API_DIR },
      );
      const run = () =>
        execFileSync(process.execPath, [path.join(outDir, 'platform/browserApi.js'), '--check'], {
          cwd: API_DIR,
          encoding: 'utf8',
        });
      expect(run).not.toThrow();
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("puts a screen's calls beside its page and refuses a path that belongs nowhere", () => {
    expect(browserFileOf('/setting/account/:id/disable')).toBe(
      'remotes/setting/src/pages/account/accountApi.generated.ts',
    );
    expect(browserFileOf('/setting/export-record/list')).toBe(
      'remotes/setting/src/pages/export-record/exportRecordApi.generated.ts',
    );
    // a screen of two segments has its key's folder; its applicant's withdrawal is the wallet's call
    expect(browserFileOf('/customer-service/apply/:id/approve')).toBe(
      'remotes/customer-service/src/pages/apply-list/applyListApi.generated.ts',
    );
    expect(browserFileOf('/customer-service/apply/:id/withdraw')).toBe(
      'remotes/user/src/pages/list/walletApi.generated.ts',
    );
    expect(browserFileOf('/oplog/export')).toBe('remotes/customer-service/src/pages/oplog/oplogApi.generated.ts');
    expect(browserFileOf('/login')).toBe('shared/src/auth/authApi.generated.ts');
    expect(browserFileOf('/health')).toBeNull();
    expect(() => browserFileOf('/nowhere/at-all')).toThrow(/no screen of the catalogue/);
  });
});
