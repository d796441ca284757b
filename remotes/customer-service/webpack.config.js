const { createConfig } = require('../../scripts/webpack/create-config');

module.exports = (env, argv) =>
  createConfig({ kind: 'remote', name: 'customer-service', appDir: __dirname }, env, argv);
