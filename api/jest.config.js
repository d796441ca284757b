// The api's jest project (the root config lists it). Tests run on PGlite, or on the
// PostgreSQL server of DATABASE_URL (one schema per test file, dropped afterwards).
const swc = ['@swc/jest', { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline' }];

module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  transform: { '^.+\\.[cm]?[tj]s$': swc },
  // Node 20 can require() ES modules, jest's module loader cannot: content-disposition
  // (used by @fastify/static) and cookie (light-my-request) ship ESM only, and PGlite's
  // CommonJS build loads node built-ins with import(), which jest's VM refuses. swc turns
  // both into plain require() calls (compiled once, then cached by jest).
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@electric-sql/pglite)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
  globalSetup: '<rootDir>/src/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.ts',
};
