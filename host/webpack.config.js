const { createConfig } = require('../scripts/webpack/create-config');

module.exports = (env, argv) => createConfig({ kind: 'host', name: 'host', appDir: __dirname }, env, argv);
