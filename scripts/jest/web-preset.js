// jest preset for browser code (shared, host, remotes): jsdom + swc with the same
// Arco import rewrite as the webpack build (to Arco's CommonJS `lib/` flavour).
const path = require('path');
const { swcOptions } = require('../swc');

module.exports = {
  testEnvironment: path.join(__dirname, 'web-environment.js'),
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcOptions({ forJest: true }), swcrc: false }],
  },
  moduleNameMapper: {
    '\\.(css|less)$': path.join(__dirname, 'style-stub.js'),
    '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'file-stub.js'),
    // Arco locale packs are imported from `es/` (the flavour module federation shares);
    // jest runs CommonJS, so map them to the same files under `lib/`.
    '^@arco-design/web-react/es/(.*)$': '@arco-design/web-react/lib/$1',
  },
  setupFilesAfterEnv: [path.join(__dirname, 'web-setup.js')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
};
