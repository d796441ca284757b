const { createConfig } = require('../scripts/webpack/create-config');

// index.html preloads the login page's chunks: it is the first screen of every new visitor.
module.exports = (env, argv) => createConfig({ kind: 'host', name: 'host', appDir: __dirname, preload: ['login'] }, env, argv);
