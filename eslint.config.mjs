// One lint for the whole repository (`npm run lint`): eslint + typescript-eslint recommended
// (syntax only, no type information: `npm run typecheck` is the type check), the React hooks
// rules for the browser code, and the import boundaries of the architecture:
//   - a remote imports only `@backoffice/shared` (and its `list`/`testing`/`standalone` entries) and
//     libraries: never the host, another remote, or anything outside its own folder;
//   - the host never imports a remote (it loads them at run time through the registry);
//   - shared imports no app; the api imports no front-end package;
//   - in the api, a screen module (api/src/modules/<m>) imports platform/, db/ and domain/ (each
//     domain through its door, domain/<d>/index.ts), never another screen module; a domain module
//     imports platform/, db/ and other domains' doors, never a screen module; nothing outside a
//     domain imports its inner files. platform/moduleBoundaries.test.ts holds the same over the
//     whole import graph, with its cycles.
// scripts/test/lint-boundaries.test.mjs proves each boundary with a forbidden and an allowed import.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const EXT = '*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const SOURCE = `**/${EXT}`;

// ---- import boundaries -------------------------------------------------------------------

// Any `@backoffice/*` package but the public entries of shared.
const notSharedPackage = {
  regex: '^@backoffice/(?!shared(?:/(?:list|testing|standalone|catalogue|firstPaint))?$)',
  caseSensitive: true,
};
const FRONT_END_PACKAGES = [
  'react',
  'react/**',
  'react-dom',
  'react-dom/**',
  'react-router',
  'react-router-dom',
  'react-redux',
  'react-intl',
  '@arco-design/**',
  '@reduxjs/toolkit/query/react',
];

/** A relative specifier with at least `count` leading `..` segments (`./` prefix allowed). */
const upwards = (count) => `^(?:\\./)?(?:\\.\\./){${count - 1}}\\.\\.(?:/|$)`;

/**
 * `no-restricted-imports` options for a file `depth` folders below the root of its package
 * (remotes/x/src/a.ts has depth 1). ESLint replaces, not merges, a rule's options when two
 * config blocks match one file, so every block carries the package's full list.
 */
const BOUNDARIES = {
  remote: (depth) => [
    {
      ...notSharedPackage,
      message:
        'A remote imports only @backoffice/shared (or its /list, /testing and /standalone entries) and libraries: never the host, another remote or shared internals.',
    },
    {
      regex: upwards(depth + 1),
      message: "This path leaves the remote's own folder; a remote imports only @backoffice/shared and libraries.",
    },
  ],
  host: (depth) => [
    {
      ...notSharedPackage,
      message:
        'The host never imports a remote (remotes are loaded at run time through /remotes.json) nor shared internals: import @backoffice/shared.',
    },
    {
      regex: upwards(depth + 1),
      message: "This path leaves the host's own folder; import other packages by name (@backoffice/shared).",
    },
  ],
  shared: (depth) => [
    {
      regex: '^@backoffice/(?!shared(?:/|$))',
      caseSensitive: true,
      message: 'shared imports no app: not the host, a remote or the api.',
    },
    {
      regex: upwards(depth + 1),
      message: "This path leaves shared's own folder; shared imports no app.",
    },
  ],
  // The catalogue of screens is data and types the api reads too: it imports nothing.
  catalogue: (depth) => [
    {
      regex: '^(?!\\.)',
      message:
        'The catalogue of screens holds only data and types: it imports no package, only its own files (no browser or server code).',
    },
    {
      regex: upwards(depth + 1),
      message: "This path leaves the catalogue's own folder.",
    },
  ],
  api: (depth) => [
    {
      group: FRONT_END_PACKAGES,
      message: 'The api runs on node: no front-end packages (React, Arco, the React bindings).',
    },
    {
      // but the catalogue of screens: its data, and its types (shared/src/catalogue)
      regex: '^@backoffice/(?!shared/(?:catalogue|src/catalogue/screens\\.json)$)',
      caseSensitive: true,
      message:
        'The api imports no front-end workspace (@backoffice/shared, the host, remotes), only the catalogue of screens (@backoffice/shared/catalogue).',
    },
    {
      regex: upwards(depth + 1),
      message: "This path leaves the api's own folder.",
    },
    {
      regex: '^(?:\\./|(?:\\.\\./)+)domain/[^/]+/',
      message: 'Import a domain module through its door (domain/<name>, its index.ts), never its inner files.',
    },
  ],
};

// The api's modules (depth: api/src/modules/m/a.ts has depth 3). Each list starts with the api's.
/** A relative specifier `count` folders up, then into a name (not further up). */
const upInto = (count) => `^(?:\\./)?(?:\\.\\./){${count}}(?!\\.\\.(?:/|$))[^/]`;
const API_MODULES = {
  screen: (depth) => [
    ...BOUNDARIES.api(depth),
    {
      regex: upInto(depth - 2),
      message:
        "A screen module never imports another screen module's files: what two screens share moves to domain/<name> (or platform/).",
    },
    {
      regex: `^(?:\\.\\./){${depth - 1}}modules(?:/|$)`,
      message: 'A screen module never imports another screen module.',
    },
  ],
  domain: (depth) => [
    ...BOUNDARIES.api(depth),
    {
      regex: `${upInto(depth - 2)}[^/]*/`,
      message: 'A domain module imports another domain through its door (../<name>), never its inner files.',
    },
    {
      regex: `^(?:\\.\\./){${depth - 1}}modules(?:/|$)`,
      message: 'A domain module never imports a screen module (api/src/modules).',
    },
  ],
};

// One block per folder depth, so that "leaves its own folder" is a plain pattern.
const MAX_DEPTH = 12;
const boundaryBlocks = ({ name, root, under, firstDepth, kind }) =>
  Array.from({ length: MAX_DEPTH - firstDepth + 1 }, (_, index) => {
    const depth = firstDepth + index;
    const middle = '*/'.repeat(depth - firstDepth);
    // The deepest block also takes anything deeper (its `..` allowance is the deepest's).
    const files = [`${root}/${under}${middle}${depth === MAX_DEPTH ? SOURCE : EXT}`];
    return {
      name: `boundaries/${name}/depth-${depth}`,
      files,
      rules: { 'no-restricted-imports': ['error', { patterns: (BOUNDARIES[kind] ?? API_MODULES[kind])(depth) }] },
    };
  });

// Dynamic `import()` escapes no-restricted-imports; the package-level rules hold for it too.
const dynamicImport = (pattern, message) => ({
  selector: `ImportExpression[source.value=/${pattern.replaceAll('/', '\\x2F')}/]`,
  message,
});
const boundaryDynamicImports = [
  {
    name: 'boundaries/dynamic-import/front-end',
    files: [`remotes/*/src/${SOURCE}`, `host/src/${SOURCE}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        dynamicImport(
          notSharedPackage.regex,
          'Remotes and the host import only @backoffice/shared by name; remotes are loaded at run time through the registry.',
        ),
      ],
    },
  },
  {
    name: 'boundaries/dynamic-import/shared',
    files: [`shared/${SOURCE}`],
    rules: {
      'no-restricted-syntax': ['error', dynamicImport('^@backoffice/(?!shared(?:/|$))', 'shared imports no app.')],
    },
  },
];

// ---- the config ----------------------------------------------------------------------------

export default defineConfig(
  {
    name: 'ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      '**/.data/**',
      '**/coverage/**',
      '**/.swc/**',
      'e2e/artifacts/**',
      'api/exports/**',
    ],
  },
  { name: 'lint-the-linter', linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'typescript/options',
    rules: {
      // `const { secret: _, ...rest } = row` is how the api drops a field from a row it returns.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // `interface LazyLoadedSlices extends WithSlice<typeof slice> {}` is how a remote types
      // its lazy slice into the store (RTK's module-augmentation pattern); `{}` stays an error.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },

  // Where code runs.
  {
    name: 'globals/node-commonjs',
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    // CommonJS files (jest and webpack configs, the swc preset) load modules with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'globals/node-esm',
    files: ['**/*.mjs', 'api/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'globals/browser',
    files: ['shared/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'scripts/jest/web-*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Browser tests run on node and hand functions to the page (page.evaluate).
    name: 'globals/e2e',
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    name: 'globals/jest',
    files: ['**/*.test.{ts,tsx,js}', '**/testing/**', 'shared/testing.ts', 'shared/jest/**', 'scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // React.
  {
    name: 'react-hooks',
    files: ['shared/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // Boundaries.
  ...boundaryBlocks({ name: 'remote', kind: 'remote', root: 'remotes/*', under: 'src/', firstDepth: 1 }),
  ...boundaryBlocks({ name: 'host', kind: 'host', root: 'host', under: 'src/', firstDepth: 1 }),
  ...boundaryBlocks({ name: 'shared', kind: 'shared', root: 'shared', under: '', firstDepth: 0 }),
  {
    name: 'boundaries/catalogue',
    files: ['shared/catalogue.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\./src/catalogue(?:/|$))', message: 'The catalogue entry re-exports src/catalogue only.' },
          ],
        },
      ],
    },
  },
  // (its tests read the repository to check it, as shared's tests may)
  ...boundaryBlocks({
    name: 'catalogue',
    kind: 'catalogue',
    root: 'shared/src/catalogue',
    under: '',
    firstDepth: 0,
  }).map((block) => ({ ...block, ignores: ['**/*.test.ts'] })),
  ...boundaryBlocks({ name: 'api', kind: 'api', root: 'api', under: 'src/', firstDepth: 1 }),
  ...boundaryBlocks({ name: 'api-screen-module', kind: 'screen', root: 'api', under: 'src/modules/*/', firstDepth: 3 }),
  ...boundaryBlocks({ name: 'api-domain-module', kind: 'domain', root: 'api', under: 'src/domain/*/', firstDepth: 3 }),
  ...boundaryDynamicImports,
);
