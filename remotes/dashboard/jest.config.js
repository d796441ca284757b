module.exports = {
  displayName: 'dashboard',
  ...require('../../scripts/jest/web-preset'),
};
