const { createConfig } = require('../../scripts/webpack/create-config');

module.exports = (env, argv) => createConfig({ kind: 'remote', name: 'activity', appDir: __dirname }, env, argv);
