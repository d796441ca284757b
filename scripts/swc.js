// One swc configuration for webpack and jest, so that what is tested is what ships.
// Arco is imported the idiomatic way (`import { Button } from '@arco-design/web-react'`);
// transform-imports rewrites that to per-component modules, which module federation
// then shares one by one (Arco whole is ~272 KB gz: a login page cannot afford it).
const arcoImports = (flavour) => ({
  '@arco-design/web-react': {
    transform: `@arco-design/web-react/${flavour}/{{member}}`,
    preventFullImport: true,
  },
  '@arco-design/web-react/icon': {
    transform: `@arco-design/web-react/icon/${flavour === 'es' ? 'react-icon' : 'react-icon-cjs'}/{{member}}`,
    preventFullImport: true,
  },
});

/** @param {{ forJest?: boolean, production?: boolean }} options */
function swcOptions({ forJest = false, production = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: {
        react: { runtime: 'automatic', development: !production && !forJest },
      },
      experimental: {
        plugins: [['@swc/plugin-transform-imports', arcoImports(forJest ? 'lib' : 'es')]],
      },
    },
    module: forJest ? { type: 'commonjs' } : undefined,
    sourceMaps: forJest ? 'inline' : undefined,
  };
}

/** webpack's rule for the apps' own scripts (the app's compile and the login page's pre-drawing). */
function swcLoaderRule({ production = false } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: { loader: 'swc-loader', options: { ...swcOptions({ production }), swcrc: false } },
  };
}

module.exports = { swcOptions, swcLoaderRule };
