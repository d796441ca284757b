const { createConfig } = require('../scripts/webpack/create-config');

// The login page is the first screen of every new visitor: index.html carries it pre-drawn, and
// the login island, a small bundle of its own, makes it work before the app loads (src/prerender).
module.exports = (env, argv) =>
  createConfig(
    {
      kind: 'host',
      name: 'host',
      appDir: __dirname,
      prerender: {
        render: 'src/prerender/renderLoginPage.tsx',
        firstPaint: 'src/prerender/firstPaint.ts',
        island: 'src/pages/login/island.tsx',
      },
    },
    env,
    argv,
  );
