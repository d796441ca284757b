// The version policy of @backoffice/shared in the federation config (scripts/webpack/shared-modules.js):
// it and each of its entries are strict singletons, so a remote built against a newer shared
// than the host provides is refused rather than run on the host's older copy.
// Run: node --test scripts/test/shared-modules.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { sharedModules, SHARED_ENTRIES } = require('../webpack/shared-modules.js');
const sharedVersion = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8')).version;

const apps = [
  { name: 'the host', appDir: path.join(root, 'host'), provider: true },
  { name: 'a remote loaded by the host', appDir: path.join(root, 'remotes/dashboard'), provider: false },
  { name: 'a remote standalone', appDir: path.join(root, 'remotes/dashboard'), provider: true },
];

for (const { name, appDir, provider } of apps) {
  describe(`the shares of ${name}`, () => {
    const shared = sharedModules({ appDir, provider });
    const ownNames = Object.keys(shared).filter(
      (key) => key === '@backoffice/shared' || key.startsWith('@backoffice/shared/'),
    );

    it('name @backoffice/shared and each of its entries', () => {
      assert.deepEqual(ownNames.sort(), ['@backoffice/shared', ...Object.keys(SHARED_ENTRIES)].sort());
    });

    it('share each as a strict singleton requiring at least the version built against, within its minor (0.x)', () => {
      for (const key of ownNames) {
        const { singleton, strictVersion, version, requiredVersion } = shared[key];
        assert.deepEqual(
          { key, singleton, strictVersion, version, requiredVersion },
          { key, singleton: true, strictVersion: true, version: sharedVersion, requiredVersion: `^${sharedVersion}` },
        );
      }
    });

    it('leave third-party singletons lenient (a mismatch only warns)', () => {
      for (const key of ['react', 'react-dom', 'react-intl', '@arco-design/web-react/es/Button']) {
        assert.equal(shared[key].singleton, true, key);
        assert.notEqual(shared[key].strictVersion, true, key);
      }
    });
  });
}
