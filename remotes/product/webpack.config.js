const { createConfig } = require('../../scripts/webpack/create-config');

module.exports = (env, argv) => createConfig({ kind: 'remote', name: 'product', appDir: __dirname }, env, argv);
