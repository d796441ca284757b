// Pre-draws the login page into index.html: the form is on screen at the first paint, and a
// small script of its own, the login island, makes it work; the app (the federation runtime,
// its shared modules, the shell) loads after that, while the visitor types.
//
// At build time this compiles three small bundles beside the app's own compile, none federated:
// - `render`, for Node: renderLoginPage(locale) draws the login page with the app's own
//   component (react-dom/server); each language's result becomes a <template data-login="<locale>">;
// - `firstPaint`, for the browser: a small blocking script right after the templates (a file of
//   the app's output, since the content security policy refuses inline scripts) that copies the
//   visitor's template into #root on a signed-out visit and starts the island, or else starts the
//   app. It costs no round of its own: it is preloaded ahead of everything else;
// - `island`: React and the login page, which hydrates the drawing; its stylesheet is linked in
//   the head, so the drawn form is styled when it is first painted.
// The app's own head tags (its entry and the preloads of its first screen: preload-plugin.js) wait
// in <template id="app-start">, put in place by src/prerender/startApp.ts.
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { htmlTagObjectToString } = require('html-webpack-plugin/lib/html-tags');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { swcLoaderRule } = require('../swc');

const NAME = 'PrerenderLoginPlugin';
const ROOT = '<div id="root"></div>';
const TITLE_END = '</title>';
const cacheDir = path.join(__dirname, '../../node_modules/.cache/backoffice-prerender');

class PrerenderLoginPlugin {
  /**
   * @param {{ render: string, firstPaint: string, island: string }} options the three entries:
   *   `render` exports renderLoginPage(locale) and LOCALES (the languages to draw); `firstPaint`
   *   and `island` are the browser's scripts
   */
  constructor({ render, firstPaint, island }) {
    this.render = render;
    this.firstPaint = firstPaint;
    this.island = island;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // The app's entry and preloads wait in a template until the visit is known to need them.
      const appStart = [];
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags = data.headTags.filter((tag) => {
          const waits =
            (tag.tagName === 'script' && tag.attributes.src) ||
            (tag.tagName === 'link' && tag.attributes.rel === 'preload');
          if (waits) appStart.push(tag);
          return !waits;
        });
        return data;
      });
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(NAME, async (data) => {
        for (const anchor of [TITLE_END, ROOT])
          if (!data.html.includes(anchor)) throw new Error(`${NAME}: index.html has no ${anchor}`);
        const { renderLoginPage, locales, firstPaintScript, island } = await this.compile(
          compiler.webpack,
          compiler.context,
        );
        const templates = [];
        for (const locale of locales)
          templates.push(`<template data-login="${locale}">${await renderLoginPage(locale)}</template>`);
        const hashed = (name, content, extension) =>
          `${name}.${createHash('sha256').update(content).digest('hex').slice(0, 10)}.${extension}`;
        const file = hashed('first-paint', firstPaintScript, 'js');
        const islandJs = hashed('login-island', island.js, 'js');
        const islandCss = hashed('login-island', island.css, 'css');
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset(file, new RawSource(firstPaintScript));
        compilation.emitAsset(islandJs, new RawSource(island.js));
        compilation.emitAsset(islandCss, new RawSource(island.css));
        const at = (name) => `${compilation.outputOptions.publicPath}${name}`;
        const appStartTags = appStart.map((tag) => htmlTagObjectToString(tag, false)).join('');
        // The first-paint script asked for first of all (ahead of the stylesheet, which shares
        // the connection), so it is there when the parser reaches it.
        data.html = data.html
          .replace(
            TITLE_END,
            `${TITLE_END}<link rel="preload" as="script" href="${at(file)}">` +
              `<link rel="stylesheet" href="${at(islandCss)}">` +
              `<template id="app-start">${appStartTags}</template>`,
          )
          .replace(
            ROOT,
            `${ROOT}${templates.join('')}<script src="${at(file)}" data-island="${at(islandJs)}"></script>`,
          );
        return data;
      });
    });
  }

  async compile(webpack, context) {
    const outDir = path.join(cacheDir, path.basename(context));
    const common = {
      mode: 'production',
      context,
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          swcLoaderRule({ production: true }),
          // Stylesheets are the app's own compile's business: here they are only imported.
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      stats: 'errors-warnings',
      performance: { hints: false },
    };
    const configs = [
      {
        ...common,
        name: 'prerender-render',
        target: 'node',
        entry: { render: this.render },
        output: { path: outDir, filename: '[name].js', library: { type: 'commonjs2' } },
        // One file: the lazy login page is inside it, so the render waits on no chunk loading.
        plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
        optimization: { minimize: false },
      },
      {
        ...common,
        name: 'prerender-first-paint',
        target: 'web',
        entry: { firstPaint: this.firstPaint },
        output: { path: outDir, filename: '[name].js' },
      },
      {
        ...common,
        name: 'prerender-island',
        target: 'web',
        entry: { island: this.island },
        output: { path: outDir, filename: '[name].js', uniqueName: 'login-island' },
        module: {
          rules: [
            swcLoaderRule({ production: true }),
            { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          ],
        },
        // One script and one stylesheet: the island asks for nothing more before its form works.
        plugins: [
          new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
          new MiniCssExtractPlugin({ filename: '[name].css' }),
        ],
        optimization: {
          minimizer: [
            new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
            new CssMinimizerPlugin(),
          ],
        },
      },
    ];
    await new Promise((resolve, reject) => {
      webpack(configs, (error, stats) => {
        if (error) reject(error);
        else if (stats.hasErrors()) reject(new Error(`${NAME}:\n${stats.toString('errors-only')}`));
        else resolve();
      });
    });
    const renderFile = path.join(outDir, 'render.js');
    delete require.cache[renderFile];
    const { renderLoginPage, LOCALES } = require(renderFile);
    const read = (name) => fs.readFileSync(path.join(outDir, name), 'utf8').trim();
    return {
      renderLoginPage,
      locales: LOCALES,
      firstPaintScript: read('firstPaint.js'),
      island: { js: read('island.js'), css: read('island.css') },
    };
  }
}

module.exports = { PrerenderLoginPlugin };
