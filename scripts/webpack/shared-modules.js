// What the host and the remotes share at run time, and who provides it.
//
// Stateful libraries are singletons. Arco is not shared whole (~272 KB gz, never
// tree-shaken when shared): each component is its own share, so a page downloads
// only the components it renders. The host provides every Arco component; remotes
// consume them with `import: false`, so all of Arco runs from the host's module
// registry and its contexts (ConfigProvider: locale, theme) exist exactly once.
const fs = require('fs');
const path = require('path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-intl',
  '@backoffice/shared',
];

/**
 * Subpath entries of @backoffice/shared shared as singletons of their own: name → file. Stated in
 * shared/package.json (`federation.singletons`, beside the version whose export surface
 * shared/surface.json records); its other entries (catalogue, enums, routes…) are bundled by each app.
 */
const { singletons } = require('../../shared/package.json').federation;
const SHARED_ENTRIES = Object.fromEntries(Object.entries(singletons).filter(([name]) => name !== '@backoffice/shared'));

const arcoRoot = path.dirname(require.resolve('@arco-design/web-react/package.json'));
const arcoVersion = require('@arco-design/web-react/package.json').version;
const arcoComponents = fs.readdirSync(path.join(arcoRoot, 'es')).filter((entry) => /^[A-Z]/.test(entry));
const arcoLocales = ['en-US', 'zh-CN'].map((locale) => `locale/${locale}`);

// What the host provides for an Arco component: the component together with its own
// stylesheet (Arco's style/css.js pulls the base styles and those of the components it
// uses), so CSS arrives with the first use of a component instead of all 63 KB gz upfront.
const wrapperDir = path.join(__dirname, '../../node_modules/.cache/backoffice-arco-shares');

function providedArcoModule(module) {
  // Absolute file paths: a request by package name would be consumed from the share scope,
  // i.e. the wrapper would import itself.
  const component = require.resolve(`@arco-design/web-react/es/${module}`);
  const styles = path.join(arcoRoot, 'es', module, 'style', 'css.js');
  if (!fs.existsSync(styles)) return component;
  const wrapper = path.join(wrapperDir, `${module}.js`);
  const source = [
    `import ${JSON.stringify(styles)};`,
    `export * from ${JSON.stringify(component)};`,
    `export { default } from ${JSON.stringify(component)};`,
    '',
  ].join('\n');
  if (!fs.existsSync(wrapper) || fs.readFileSync(wrapper, 'utf8') !== source) {
    fs.mkdirSync(wrapperDir, { recursive: true });
    fs.writeFileSync(wrapper, source);
  }
  return wrapper;
}

function packageVersion(name, fromDir) {
  const file = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * The share of @backoffice/shared and of each of its entries: a singleton (the host's copy)
 * that refuses a remote built against a newer version than the host provides, instead of
 * running it on the host's older copy (the host shows why: host/src/federation/sharedMismatch.ts).
 * Versions compare by semver's caret on the version the app was built against: `^0.1.3` is
 * >=0.1.3 <0.2.0 (from 1.0 on, `^1.2.3` is >=1.2.3 <2.0.0). So a remote built on 0.1.3 runs
 * on a host providing 0.1.3 or a later 0.1.x, and is refused by 0.1.2 and by 0.2.0.
 */
function ownShare(version) {
  return { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` };
}

/**
 * @param {{ appDir: string, provider: boolean }} options
 *   provider: true for the host and for a remote running standalone (it must bring
 *   everything itself); false for a remote loaded by the host.
 */
function sharedModules({ appDir, provider }) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = packageVersion(name, appDir);
    shared[name] =
      name === '@backoffice/shared'
        ? ownShare(version)
        : {
            singleton: true,
            version,
            // Compatible within a major (and for 0.x shared, within the minor).
            requiredVersion: version.startsWith('0.') ? `^${version}` : `^${version.split('.')[0]}.0.0`,
          };
  }
  for (const module of [...arcoComponents, ...arcoLocales]) {
    shared[`@arco-design/web-react/es/${module}`] = {
      singleton: true,
      version: arcoVersion,
      requiredVersion: `^${arcoVersion.split('.').slice(0, 2).join('.')}.0`,
      // An absolute import path is provided even when this app never imports it, so the
      // host offers every component (each one its own lazy chunk, fetched only if used).
      import: provider ? providedArcoModule(module) : false,
    };
  }
  // Entries of @backoffice/shared kept out of its main entry (so the login page and the
  // workplace never load them), shared once all the same: the host provides each as a lazy
  // chunk, remotes consume it. They reach the core through `@backoffice/shared` by name.
  const sharedDir = path.dirname(require.resolve('@backoffice/shared/package.json', { paths: [appDir] }));
  const sharedVersion = packageVersion('@backoffice/shared', appDir);
  for (const [name, file] of Object.entries(SHARED_ENTRIES)) {
    shared[name] = { ...ownShare(sharedVersion), import: provider ? path.join(sharedDir, file) : false };
  }
  // Icons are not shared: each is a few hundred bytes, stateless, and compresses far better
  // inside the chunk that draws it than as one shared chunk per icon (~1.2 KB gz each).
  return shared;
}

module.exports = { sharedModules, SINGLETONS, SHARED_ENTRIES, arcoComponents };
