const preset = require('../../scripts/jest/web-preset');

module.exports = {
  displayName: 'product',
  ...preset,
  // CRUD screens: drawers and dialogs close at once and none outlives its test
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, require.resolve('../../scripts/jest/screen-setup.js')],
};
