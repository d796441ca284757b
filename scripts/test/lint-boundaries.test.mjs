// The import boundaries of eslint.config.mjs, each shown to refuse a forbidden import and to
// let an allowed one through. Run: node --test scripts/test/lint-boundaries.test.mjs
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The boundary messages for `code` linted as if it were the file at `filePath`. */
async function boundaryMessages(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${filePath} did not parse`);
  return result.messages.filter((message) => BOUNDARY_RULES.has(message.ruleId));
}

/** One `it` a specifier: static import, re-export and dynamic import behave alike. */
function check(filePath, { forbidden = [], allowed = [], dynamicForbidden = [] }) {
  for (const specifier of forbidden) {
    it(`refuses import '${specifier}'`, async () => {
      for (const code of [
        `import thing from '${specifier}';\nexport default thing;\n`,
        `export * from '${specifier}';\n`,
      ]) {
        const messages = await boundaryMessages(code, filePath);
        assert.equal(messages.length, 1, `expected one boundary error for:\n${code}`);
      }
    });
  }
  for (const specifier of dynamicForbidden) {
    it(`refuses import('${specifier}')`, async () => {
      const messages = await boundaryMessages(`export const load = () => import('${specifier}');\n`, filePath);
      assert.equal(messages.length, 1);
      assert.equal(messages[0].ruleId, 'no-restricted-syntax');
    });
  }
  for (const specifier of allowed) {
    it(`allows '${specifier}'`, async () => {
      const code = `import thing from '${specifier}';\nexport const load = () => import('${specifier}');\nexport default thing;\n`;
      assert.deepEqual(await boundaryMessages(code, filePath), []);
    });
  }
}

describe('a remote imports only @backoffice/shared and libraries', () => {
  describe('remotes/dashboard/src/pages/workplace/x.tsx', () => {
    check('remotes/dashboard/src/pages/workplace/x.tsx', {
      forbidden: [
        '@backoffice/host',
        '@backoffice/host/src/app/App',
        '@backoffice/product',
        '@backoffice/product/routes',
        '@backoffice/shared/src/api/api',
        '../../../../host/src/app/App',
        '../../../../../host/src/app/App',
        '../../../../product/src/routes',
        '../../../../../shared/src/index',
        '../../../..',
      ],
      dynamicForbidden: ['@backoffice/host', '@backoffice/product/routes'],
      allowed: [
        '@backoffice/shared',
        '@backoffice/shared/testing',
        '@backoffice/shared/standalone',
        'react',
        '@arco-design/web-react',
        'echarts/core',
        './workplaceApi',
        '../../routes',
        '../../../package.json',
      ],
    });
  });
  describe('remotes/dashboard/src/routes.tsx', () => {
    check('remotes/dashboard/src/routes.tsx', {
      forbidden: ['../../product/src/routes', '../../../host/src/app/App', './../../product'],
      allowed: ['./pages/workplace', '../package.json'],
    });
  });
});

describe('the host imports no remote', () => {
  check('host/src/federation/x.tsx', {
    forbidden: [
      '@backoffice/dashboard',
      '@backoffice/dashboard/routes',
      '@backoffice/shared/src/index',
      '../../../remotes/dashboard/src/routes',
      '../../../shared/src/index',
    ],
    dynamicForbidden: ['@backoffice/dashboard/routes'],
    allowed: [
      '@backoffice/shared',
      '@backoffice/shared/testing',
      '@module-federation/enhanced/runtime',
      '../pages/not-found',
      './registry',
    ],
  });
});

describe('shared imports no app', () => {
  check('shared/src/api/x.ts', {
    forbidden: [
      '@backoffice/host',
      '@backoffice/dashboard',
      '@backoffice/api',
      '../../../host/src/app/App',
      '../../../remotes/dashboard/src/routes',
      '../../../api/src/app',
    ],
    dynamicForbidden: ['@backoffice/dashboard/routes'],
    allowed: ['./api', '../auth/authSlice', '../../testing', '@reduxjs/toolkit', 'react'],
  });
  check('shared/testing.ts', {
    forbidden: ['../host/src/testing/renderHost'],
    allowed: ['./src/testing/fixtures'],
  });
});

describe('the api imports no front-end package', () => {
  check('api/src/platform/x.ts', {
    forbidden: [
      'react',
      'react-dom/client',
      '@arco-design/web-react',
      '@arco-design/web-react/icon',
      'react-redux',
      '@backoffice/shared',
      '@backoffice/shared/list',
      '@backoffice/shared/src/catalogue/index',
      '../../../shared/src/index',
      '../../../host/src/app/App',
    ],
    allowed: [
      'fastify',
      'kysely',
      'node:fs',
      '../db/types',
      './errors',
      '@backoffice/shared/catalogue',
      '@backoffice/shared/src/catalogue/screens.json',
    ],
  });
});

describe('the catalogue of screens holds only data and types', () => {
  check('shared/src/catalogue/x.ts', {
    forbidden: ['react', '@backoffice/shared', 'fastify', '../i18n/screenNames', '../../list'],
    allowed: ['./screens.json', './index'],
  });
  check('shared/catalogue.ts', {
    forbidden: ['./src/index', './list', 'react'],
    allowed: ['./src/catalogue'],
  });
  check('host/src/router/x.ts', {
    forbidden: ['@backoffice/shared/src/catalogue'],
    allowed: ['@backoffice/shared/catalogue'],
  });
  check('remotes/setting/src/pages/user/x.test.tsx', { forbidden: [], allowed: ['@backoffice/shared/catalogue'] });
});

describe('an api screen module imports platform/, db/ and domain doors, never another screen module', () => {
  check('api/src/modules/user-wallet/x.ts', {
    forbidden: [
      '../user-list/user-list.service',
      '../export',
      '../../modules/user-list/user-list.service',
      '../../modules/export',
      '../../domain/wallet/ledger',
      '../../domain/wallet/index',
    ],
    allowed: [
      './user-wallet.schemas',
      '../../domain/wallet',
      '../../domain/app-users',
      '../../platform/errors',
      '../../db/types',
      '../../testing/testApp',
      '../../config',
      'kysely',
    ],
  });
  check('api/src/modules/product-episode/parts/x.ts', {
    forbidden: ['../../product-list/product-list.service', '../../../domain/dramas/lifecycle'],
    allowed: ['../upload', './y', '../../../domain/dramas', '../../../platform/http'],
  });
});

describe("an api domain module imports platform/, db/ and other domains' doors, never a screen module", () => {
  check('api/src/domain/wallet/x.ts', {
    forbidden: [
      '../../modules/user-wallet/user-wallet.service',
      '../../modules/user-list',
      '../app-users/appUsers',
      '../../domain/app-users/appUsers',
    ],
    allowed: ['./ledger', '../app-users', '../../domain/app-users', '../../platform/errors', '../../db/types'],
  });
});

describe("outside a domain, nothing imports a domain's inner files", () => {
  check('api/src/app.ts', {
    forbidden: ['./domain/wallet/ledger', './domain/export/export.runner'],
    allowed: ['./domain/wallet', './modules/user-wallet/user-wallet.routes', './platform/http'],
  });
  check('api/src/db/seed/x.ts', {
    forbidden: ['../../domain/wallet/entries'],
    allowed: ['../../domain/wallet', './names'],
  });
});
