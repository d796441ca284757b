const preset = require('../../scripts/jest/web-preset');

module.exports = {
  displayName: 'activity',
  ...preset,
  // list screens with dialogs and drawers: they close at once and none outlives its test
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, require.resolve('../../scripts/jest/screen-setup.js')],
};
