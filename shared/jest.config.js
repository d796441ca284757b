const path = require('path');
const preset = require('../scripts/jest/web-preset');

module.exports = {
  displayName: 'shared',
  ...preset,
  testEnvironment: path.join(__dirname, 'jest/environment.js'),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Arco's locale packs are imported from `es/` (what module federation shares);
    // jest runs CommonJS, so read the same files from `lib/`.
    '^@arco-design/web-react/es/(.*)$': '@arco-design/web-react/lib/$1',
  },
};
