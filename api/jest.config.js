// The api's jest project (the root config lists it). Tests run on PGlite, or on the
// PostgreSQL server of DATABASE_URL (one schema per test file, dropped afterwards).
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  transform: { '^.+\\.[cm]?[tj]s$': swc },
  // PGlite's CommonJS build loads node built-ins with import(), which jest's VM refuses;
  // swc turns those into plain require() calls (compiled once, then cached by jest). The tus
  // server and its helpers ship ES modules only, which node loads by require() and jest does not;
  // so do the job queue (pg-boss) and its helpers, and jose (JWS and JWT for the payment providers).
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql/pglite|@tus|srvx|pg-boss|rrule-temporal|temporal-spec|serialize-error|non-error|jose)/)',
  ],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
  globalSetup: '<rootDir>/src/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.ts',
};
