module.exports = {
  displayName: 'shared',
  ...require('../scripts/jest/web-preset'),
};
