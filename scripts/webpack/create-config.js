// The webpack + module federation config every app uses in a few lines.
//   host:   createConfig({ kind: 'host', appDir: __dirname, name: 'host' })
//   remote: createConfig({ kind: 'remote', appDir: __dirname, name: 'dashboard' })
// env (webpack --env): standalone (a remote served alone), version, outDir, analyze.
const path = require('path');
const fs = require('fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { swcLoaderRule } = require('../swc');
const { sharedModules } = require('./shared-modules');
const { PreloadFirstScreenPlugin } = require('./preload-plugin');
const { PrerenderLoginPlugin } = require('./prerender-plugin');

const RUNTIME_CORE_ESM = require
  .resolve('@module-federation/runtime-core', { paths: [require.resolve('@module-federation/enhanced')] })
  .replace(/\.cjs$/, '.js');
const API_URL = process.env.API_URL || 'http://127.0.0.1:8080';

/**
 * @param {{ kind: 'host'|'remote', name: string, appDir: string, preload?: string[], prerender?: { render: string, firstPaint: string, island: string } }} app
 *   preload: named chunk groups (webpackChunkName) of the first screen, announced in index.html
 *   with the entry's async boundary and the shared modules they consume (preload-plugin.js);
 *   prerender: the first screen drawn into index.html at build time (prerender-plugin.js), its
 *   entries relative to appDir
 * @param {Record<string, any>} env   webpack --env values
 * @param {{ mode?: string }} argv
 */
function createConfig(app, env = {}, argv = {}) {
  const production = (argv.mode || process.env.NODE_ENV || 'production') === 'production';
  const standalone = app.kind === 'remote' && Boolean(env.standalone);
  const isHostLike = app.kind === 'host' || standalone;
  const version = env.version || 'dev';
  const outDir = env.outDir || path.join(app.appDir, 'dist');
  // The host lives in a versioned folder but its index.html is served from `/`,
  // so its asset URLs must be absolute. Remotes resolve theirs from the manifest URL.
  const publicPath =
    app.kind === 'host' && production && !env.devServer
      ? `/host/${version}/`
      : app.kind === 'host' || standalone
        ? '/'
        : 'auto';

  const federation = new ModuleFederationPlugin({
    name: app.name.replace(/-/g, '_'),
    shareStrategy: 'loaded-first',
    shared: sharedModules({ appDir: app.appDir, provider: isHostLike }),
    dts: false,
    // A remote loaded by the host neither reads manifests nor loads other remotes: its
    // container ships without that part of the federation runtime, and runs on the host's
    // runtime core (published by the host as _FEDERATION_RUNTIME_CORE) instead of a copy of its own.
    ...(app.kind === 'remote' && !standalone
      ? { experiments: { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true } } }
      : app.kind === 'host'
        ? {
            experiments: { provideExternalRuntime: true },
            // on a page the login island started, its React is the app's (src/federation/islandShares.ts)
            ...(app.prerender ? { runtimePlugins: [path.join(app.appDir, 'src/federation/islandShares.ts')] } : {}),
          }
        : {}),
    ...(app.kind === 'remote' && !standalone
      ? { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx' }, manifest: true }
      : { remotes: {} }),
  });

  const entry = app.kind === 'host' ? './src/index.ts' : standalone ? './src/standalone-entry.ts' : undefined;

  return {
    name: app.name,
    mode: production ? 'production' : 'development',
    context: app.appDir,
    entry: entry ? { main: entry } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      publicPath,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The plugin that publishes the host's runtime core (provideExternalRuntime) is required as
      // CommonJS, the bundler runtime imports the ES build: both must be one copy of the core.
      alias: app.kind === 'host' ? { '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM } : {},
    },
    module: {
      rules: [
        swcLoaderRule({ production }),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      federation,
      // Arco's per-component stylesheets are scoped by class, so the order in which two
      // chunks bring them does not matter: the order warnings would only be noise.
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:10].css',
        chunkFilename: '[name].[contenthash:10].css',
        ignoreOrder: true,
      }),
      ...(isHostLike
        ? [
            // A template string, not a template file: a file is compiled in a child compiler,
            // which module federation would also fill with every provided Arco stylesheet.
            new HtmlWebpackPlugin({
              templateContent: fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8'),
              scriptLoading: 'defer',
            }),
            ...(production ? [new PreloadFirstScreenPlugin({ chunkGroups: app.preload })] : []),
            ...(production && app.prerender
              ? [
                  new PrerenderLoginPlugin({
                    render: path.join(app.appDir, app.prerender.render),
                    firstPaint: path.join(app.appDir, app.prerender.firstPaint),
                    island: path.join(app.appDir, app.prerender.island),
                  }),
                ]
              : []),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      // Arco's components share internals (react-transition-group's CSSTransition, _util/react-dom…)
      // of 4–15 KB each: below webpack's default 20 KB they were copied into every component's
      // chunk that uses them (Modal, Drawer, Alert…); their own chunk is one request, not copies.
      splitChunks: { minSize: 5000 },
      // Short ids: the host's entry maps every provided module to its chunk, and named
      // ids (node_modules_arco-design_…) cost ~6 KB gz there. NAMED_CHUNKS=1 (or --env namedChunks) for reading.
      chunkIds: env.namedChunks || process.env.NAMED_CHUNKS ? 'named' : 'deterministic',
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: { compress: { passes: 2 } },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: Number(env.port || 3000),
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      client: { overlay: { errors: true, warnings: false } },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/admin-api'], target: API_URL, changeOrigin: true, ws: true }],
    },
  };
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

module.exports = { createConfig, readJson };
