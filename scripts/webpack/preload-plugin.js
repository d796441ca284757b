// Announces in index.html every file the first screen needs, so the browser fetches them in
// one round with main.js instead of one round per step of the federation runtime (entry →
// async boundary → the shared modules it consumes → the route's chunk → the Arco
// components that chunk consumes).
//
// What the first screen needs is known at build time: the chunk groups the entry loads at
// start (its async boundary, `import('./bootstrap')`), the named chunk groups given (the
// login route's), and, for every shared module those chunks consume, the chunks of the
// version this app provides (under `loaded-first`, the host's own providers are the ones
// used), and so on for what those consume. Each becomes a <link rel="preload">; webpack's runtime then inserts the same URLs
// as <script>/<link rel="stylesheet"> and the browser uses the preloaded responses.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadFirstScreenPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

class PreloadFirstScreenPlugin {
  /**
   * @param {{ chunkGroups?: string[] }} options chunkGroups: names of the async chunk groups
   *   (webpackChunkName) to preload besides the entry's boundary
   */
  constructor({ chunkGroups = [] } = {}) {
    this.chunkGroups = chunkGroups;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const links = this.files(compilation).map(({ file, share }) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${publicPath}${file}`,
            // the shared module it provides: a page that already runs it skips it (src/prerender/startApp.ts)
            ...(share ? { 'data-share': share } : {}),
          },
        }));
        // The entry itself first: nothing runs before it, yet a deferred script is fetched at low
        // priority, after every preload. `fetchpriority` puts it ahead of them.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        data.headTags.push(...links);
        return data;
      });
    });
  }

  /**
   * The JS and CSS files of the first screen, in the order the runtime asks for them, each with the
   * shared module it provides when it was reached only as that module's provider.
   */
  files(compilation) {
    const { chunkGraph } = compilation;
    const entryChunks = new Set();
    const starts = [];
    for (const entrypoint of compilation.entrypoints.values()) {
      entrypoint.chunks.forEach((chunk) => entryChunks.add(chunk));
    }
    // The entry's async boundary: the import()s of its own code (not the providers of shared
    // modules, which the entry registers and which load only when something consumes them).
    for (const chunk of entryChunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === PROVIDE_SHARED) continue;
        for (const block of module.blocks) {
          const group = chunkGraph.getBlockChunkGroup(block);
          if (group) starts.push(group);
        }
      }
    }
    for (const name of this.chunkGroups) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`${NAME}: no chunk group named "${name}" (webpackChunkName) to preload`);
      starts.push(group);
    }

    // A shared module is loaded from the share scope, i.e. by the chunk group of the provider
    // (this app's, for the modules it provides), and from its consumer's fallback only when no
    // app provides it.
    const providedGroups = new Map();
    for (const module of compilation.modules) {
      if (module.type !== PROVIDE_SHARED) continue;
      const group = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
      if (group) providedGroups.set(module._name, group);
    }

    const seenGroups = new Set();
    const chunks = [];
    const shareOf = new Map(); // chunk → the one share it was reached as the provider of, else null
    const visit = (group, share = null) => {
      for (const chunk of group.chunks) {
        if (shareOf.has(chunk) && shareOf.get(chunk) !== share) shareOf.set(chunk, null);
        else if (!shareOf.has(chunk)) shareOf.set(chunk, share);
      }
      if (seenGroups.has(group)) return;
      seenGroups.add(group);
      for (const chunk of group.chunks) {
        if (entryChunks.has(chunk) || chunks.includes(chunk)) continue;
        chunks.push(chunk);
      }
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type !== CONSUME_SHARED) continue;
          const provided = providedGroups.get(module.options.shareKey);
          const fallback = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
          if (provided) visit(provided, module.options.shareKey);
          else if (fallback) visit(fallback);
        }
      }
    };
    starts.forEach((group) => visit(group));

    const files = chunks.flatMap((chunk) =>
      [...chunk.files].filter((file) => /\.(js|css)$/.test(file)).map((file) => ({ file, share: shareOf.get(chunk) })),
    );
    // Stylesheets first: they block rendering, scripts are run only when the runtime asks.
    return [...files.filter(({ file }) => file.endsWith('.css')), ...files.filter(({ file }) => file.endsWith('.js'))];
  }
}

module.exports = { PreloadFirstScreenPlugin };
