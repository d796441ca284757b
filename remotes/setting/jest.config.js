module.exports = {
  displayName: 'setting',
  ...require('../../scripts/jest/web-preset'),
};
