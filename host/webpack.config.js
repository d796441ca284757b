const { createConfig } = require('../scripts/webpack/create-config');

// The login page is the first screen of every new visitor: index.html preloads its chunks and
// carries it pre-drawn, hydrated once they have run (src/prerender).
module.exports = (env, argv) =>
  createConfig(
    {
      kind: 'host',
      name: 'host',
      appDir: __dirname,
      preload: ['login'],
      prerender: { render: 'src/prerender/renderLoginPage.tsx', firstPaint: 'src/prerender/firstPaint.ts' },
    },
    env,
    argv,
  );
