const preset = require('../../scripts/jest/web-preset');

module.exports = {
  displayName: 'setting',
  ...preset,
  // CRUD screens: drawers and dialogs close at once, none lingers into the next test
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, require.resolve('../../scripts/jest/no-transitions.js')],
};
