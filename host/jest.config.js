module.exports = {
  displayName: 'host',
  ...require('../scripts/jest/web-preset'),
};
