const { createConfig } = require('../../scripts/webpack/create-config');

module.exports = (env, argv) => createConfig({ kind: 'remote', name: 'deal', appDir: __dirname }, env, argv);
