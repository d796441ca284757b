// Pre-draws the login page into index.html: the form is on screen at the first paint, while
// the federation runtime, React and Arco are still loading, and React then hydrates it.
//
// At build time this compiles two small bundles beside the app's own compile:
// - `render`, for Node: renderLoginPage(locale) draws /login with the app's own components
//   (react-dom/server); each language's result becomes a <template data-login="<locale>">;
// - `firstPaint`, for the browser: a small blocking script right after the templates (a file of
//   the app's output, since the content security policy refuses inline scripts) that copies the
//   visitor's template into #root on a signed-out visit to /login. It costs no round of its
//   own: it is preloaded ahead of everything else, and the first paint waits on the
//   stylesheets anyway.
// The first screen's stylesheets become <link rel="stylesheet"> (preload-plugin.js), so the
// pre-drawn form is styled when it is first painted.
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { swcLoaderRule } = require('../swc');

const NAME = 'PrerenderLoginPlugin';
const ROOT = '<div id="root"></div>';
const TITLE_END = '</title>';
const cacheDir = path.join(__dirname, '../../node_modules/.cache/backoffice-prerender');

class PrerenderLoginPlugin {
  /**
   * @param {{ render: string, firstPaint: string }} options the two entries: `render` exports
   *   renderLoginPage(locale) and LOCALES (the languages to draw); `firstPaint` is the browser's script
   */
  constructor({ render, firstPaint }) {
    this.render = render;
    this.firstPaint = firstPaint;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // The entry runs as soon as it arrives (async), not after the stylesheets and the first
      // paint (a deferred script waits for both): the runtime and the page's modules start while
      // the stylesheets are still on their way, and bootstrap.tsx hydrates once the document is parsed.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src)
            Object.assign(tag.attributes, { defer: false, async: true });
        }
        return data;
      });
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(NAME, async (data) => {
        for (const anchor of [TITLE_END, ROOT])
          if (!data.html.includes(anchor)) throw new Error(`${NAME}: index.html has no ${anchor}`);
        const { renderLoginPage, locales, firstPaintScript } = await this.compile(compiler.webpack, compiler.context);
        const templates = [];
        for (const locale of locales)
          templates.push(`<template data-login="${locale}">${await renderLoginPage(locale)}</template>`);
        const file = `first-paint.${createHash('sha256').update(firstPaintScript).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(file, new compiler.webpack.sources.RawSource(firstPaintScript));
        const src = `${compilation.outputOptions.publicPath}${file}`;
        // Asked for first of all (ahead of main.js and the preloads, which share the connection),
        // so it is there when the parser reaches it.
        data.html = data.html
          .replace(TITLE_END, `${TITLE_END}<link rel="preload" as="script" href="${src}">`)
          .replace(ROOT, `${ROOT}${templates.join('')}<script src="${src}"></script>`);
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
    return {
      renderLoginPage,
      locales: LOCALES,
      firstPaintScript: fs.readFileSync(path.join(outDir, 'firstPaint.js'), 'utf8').trim(),
    };
  }
}

module.exports = { PrerenderLoginPlugin };
