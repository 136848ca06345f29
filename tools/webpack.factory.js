// One webpack factory for the shell (host) and the six remotes (CONVENTIONS: one factory per tool).
// Each app's webpack.config.js adds only what differs: its name, exposes, entry and port.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');

const root = path.resolve(__dirname, '..');
const versionOf = (pkg) => JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).version;

/**
 * The `@amora/shared` version a remote is built against (issue 14): the workspace's, or
 * `AMORA_CONTRACT_VERSION` to build a remote as an older or newer contract would (the skew tests).
 */
const contractVersion = () => process.env.AMORA_CONTRACT_VERSION || versionOf('shared');

/**
 * The manifest's declaration of the contract (issue 14): `metaData.contract` names the
 * `@amora/shared` range the remote was built against; the shell refuses a remote whose range does
 * not include the version it provides (shell/server/remote-contract.ts).
 */
const declareContract = ({ stats }) => {
  stats.metaData.contract = { '@amora/shared': `^${contractVersion()}` };
  return stats;
};

/**
 * Module Federation shared singletons of docs/design.md §1: one copy of each in the page. The host
 * provides them and consumes its own, so it states no required version: the check could never
 * fail and its semver parsing cost a phone ≈ 50 ms of start-up per page (issue 12, Lighthouse TBT).
 * @param {boolean} host the shell's build (else a remote's, which states the range it was built against)
 */
function sharedSingletons(host) {
  const rootPkg = (name) => JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [root] }), 'utf8')).version;
  const range = (v) => (host ? false : `^${v}`);
  const version = (pkg) => (pkg === 'shared' ? contractVersion() : versionOf(pkg));
  const single = (name, pkgName = name) => ({ singleton: true, requiredVersion: range(rootPkg(pkgName)) });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react/jsx-runtime', 'react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom/client', 'react-dom'),
    i18next: single('i18next'),
    zustand: single('zustand'),
    // …and with it react-i18next, tree-shaken to useTranslation and Trans (apps take them from @amora/shared).
    '@amora/shared': { singleton: true, requiredVersion: range(version('shared')) },
    // Server state, the member screens' hooks and the wire contract: loaded by the first remote that needs them, never by the
    // visitor landing page (the shell does not import them).
    '@amora/shared/query': { singleton: true, requiredVersion: range(version('shared')) },
    '@amora/shared/hooks': { singleton: true, requiredVersion: range(version('shared')) },
    '@amora/shared/time-bonus': { singleton: true, requiredVersion: range(version('shared')) },
    '@amora/shared/forms': { singleton: true, requiredVersion: range(version('shared')) },
    // React Router's singleton: the few exports the remotes use, tree-shaken (react-router itself is ≈ 59 KB gzip).
    '@amora/shared/router': { singleton: true, requiredVersion: range(version('shared')) },
    '@tanstack/react-query': single('@tanstack/react-query'),
  };
}

/** Brotli (quality 11) and gzip (level 9) copies of the JS, CSS, JSON, SVG and HTML assets above 1 KB. */
function precompressed() {
  const test = /\.(js|css|json|svg|html)$/;
  return [
    new CompressionPlugin({ test, threshold: 1024, minRatio: 0.9, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({ test, threshold: 1024, minRatio: 0.9, algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } }),
  ];
}

/**
 * One copy of each federation runtime package: their `import` and `require` builds would otherwise
 * both be bundled (≈ 20 KB gzip twice). React Router's package exports default to its development
 * build; production builds get the production one. react-i18next's React 17 polyfill for
 * useSyncExternalStore gives way to React 19's own hook.
 */
function aliases(production) {
  const dist = (pkg, file = 'dist/index.js') => path.join(root, 'node_modules', pkg, file);
  return {
    '@module-federation/runtime-core$': dist('@module-federation/runtime-core'),
    '@module-federation/runtime$': dist('@module-federation/runtime'),
    '@module-federation/sdk$': dist('@module-federation/sdk'),
    '@module-federation/webpack-bundler-runtime$': dist('@module-federation/webpack-bundler-runtime'),
    '@module-federation/error-codes$': dist('@module-federation/error-codes', 'dist/index.mjs'),
    'use-sync-external-store/shim$': path.join(root, 'tools/use-sync-external-store-shim.js'),
    ...(production ? { 'react-router$': dist('react-router', 'dist/production/index.mjs') } : {}),
  };
}

/**
 * The JavaScript files an entry's start-up loads (issue 12): the chunks of the entry module's own
 * `import()`s, with the shared modules they consume (React, i18next, `@amora/shared`) as this build
 * provides them, but not the `import()`s inside them (code a visitor never runs).
 * `shell/src/index.ts` evaluates these one task after another; the shell server preloads them so
 * that they download side by side all the same.
 * @returns file names relative to the output folder, in the order start-up needs them
 */
function startupFiles(compilation, entrypoint) {
  const { chunkGraph } = compilation;
  // A consumed shared module comes from the share scope, where this build provides it (`provide-module`).
  const providers = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(module._name, [...(providers.get(module._name) ?? []), module]);
  const files = new Set();
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!group || seen.has(group)) continue;
      seen.add(group);
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        for (const inner of chunkGraph.getChunkModulesIterable(chunk)) {
          if (inner.type === 'consume-shared-module') for (const provider of providers.get(inner.options.shareKey) ?? []) visitBlocks(provider);
        }
      }
    }
  };
  for (const module of chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) visitBlocks(module);
  return [...files].filter((f) => !entrypoint.getFiles().includes(f));
}

/** Writes `entry-assets.json` (the initial JS and CSS of each entry, the files its start-up loads) so the shell server can render HTML. */
class EntryAssetsPlugin {
  /** `federation: false` (a build without remotes, the bench's monolith) tells the shell server not to preload remote files. */
  federation = true;

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EntryAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entries = {};
        for (const [name, entrypoint] of compilation.entrypoints) {
          const files = entrypoint.getFiles();
          entries[name] = { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')), startup: startupFiles(compilation, entrypoint) };
        }
        // The font files of body text and headings (Open Sans regular and bold, Latin), which every page
        // preloads (issue 12): the largest text of a landing page is a bold heading.
        entries.fonts = compilation.getAssets().map((a) => a.name).filter((f) => /open-sans-latin-(400|700)-normal\.[0-9a-f]+\.woff2$/.test(f));
        if (!this.federation) entries.federation = false;
        compilation.emitAsset('entry-assets.json', new compiler.webpack.sources.RawSource(JSON.stringify(entries, null, 2)));
      });
    });
  }
}

/**
 * Builds a webpack config.
 * @param {object} o
 * @param {string} o.dir            the app folder (__dirname of its webpack.config.js)
 * @param {string} o.name           federation name (`mf_chat`, `shell`)
 * @param {'host'|'remote'} o.kind  the shell is the only host
 * @param {Record<string,string>} [o.exposes]  remote exposes (`./app` → single-spa lifecycles)
 * @param {Record<string,string>} [o.entry]    host entry
 * @param {number} [o.port]         dev-server port (docs/design.md §4)
 * @param {string} [o.serverEntry]  a remote's server rendering (issue 12): built beside remoteEntry.js as `server-entry.js`
 */
module.exports = function createWebpackConfig({ dir, name, kind, exposes = {}, entry = {}, port, serverEntry }) {
  if (kind === 'remote') module.exports.remotes[name] = { dir, exposes };
  return (_env, argv) => {
    const client = browserConfig({ dir, name, kind, exposes, entry, port }, argv.mode !== 'development');
    return serverEntry ? [client, serverConfig(dir, serverEntry, argv.mode !== 'development')] : client;
  };
};

/** Every remote whose config has been read: its folder and exposes (the bench's monolith build imports them directly). */
module.exports.remotes = {};

/**
 * The TypeScript/TSX rule of both builds (swc). `jsxDev`: JSX compiles to `react/jsx-dev-runtime`
 * (component source locations in warnings); only the shell's development build uses it. A remote
 * always compiles to `react/jsx-runtime`, the federation singleton the host provides, so a remote's
 * development build also runs inside the production site (issue 14: `npm run dev -w mf-chat` with
 * an override): a development jsx-dev-runtime calls into React internals a production React lacks.
 */
const typescriptRule = (jsxDev) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: jsxDev } },
        target: 'es2020',
      },
    },
  },
});

/**
 * A remote's server entry (issue 12): one self-contained CommonJS file, `server-entry.js`, in the
 * same versioned release as its `remoteEntry.js` (so `npm run release` changes the server HTML
 * too); it needs nothing but Node's built-ins, and the shell server loads it from the CDN. Built
 * after the browser build, into the same folder. Styles are the browser build's business.
 */
function serverConfig(dir, serverEntry, production) {
  const { LimitChunkCountPlugin } = require('webpack').optimize;
  return {
    name: 'server',
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'node20',
    entry: { 'server-entry': serverEntry },
    devtool: false,
    output: { path: path.join(dir, production ? 'dist' : 'dist-dev'), filename: '[name].js', library: { type: 'commonjs2' }, clean: false },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: aliases(production) },
    module: {
      rules: [typescriptRule(false), { test: /\.s?css$/, type: 'asset/source' }, { test: /\.(woff2?|png|svg|webp|jpg)$/, type: 'asset/resource', generator: { emit: false } }],
    },
    plugins: [new LimitChunkCountPlugin({ maxChunks: 1 }), new DefinePlugin({ 'process.env.AMORA_BUILD_LABEL': JSON.stringify(process.env.AMORA_BUILD_LABEL ?? '') })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The browser build of an app: Module Federation host or remote. */
function browserConfig({ dir, name, kind, exposes, entry, port }, production) {
    const remote = kind === 'remote';
    return {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      // No eval-based source maps: the pages' Content-Security-Policy forbids eval.
      devtool: production ? false : 'cheap-module-source-map',
      target: 'web',
      output: {
        // Development builds never overwrite the production build that `npm start` serves.
        path: path.join(dir, production ? 'dist' : 'dist-dev'),
        publicPath: remote ? 'auto' : '/static/',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // A chunk (script or stylesheet) from another origin, a remote's from the CDN, is loaded in CORS
        // mode: an error its code throws then reaches the page with its stack (issue 35 counts errors
        // per remote), not muted as "Script error.". The CDN allows any origin; same-origin chunks stay plain.
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: aliases(production) },
      module: {
        rules: [
          typescriptRule(!production && !remote),
          {
            test: /\.s?css$/,
            use: [
              MiniCssExtractPlugin.loader,
              { loader: 'css-loader', options: { importLoaders: 1 } },
              { loader: 'sass-loader', options: { sassOptions: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'], loadPaths: [path.join(root, 'node_modules'), path.join(root, 'shared/src/theme')] } } },
            ],
          },
          { test: /\.(woff2?|png|svg|webp|jpg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // A label a release can stamp into a remote (`AMORA_BUILD_LABEL=… npm run release -- mf-chat`), and a
        // fault only a test build carries (`AMORA_TEST_FAULT=signup-submit`: mf-signup's submit throws; issue 35's
        // e2e releases such a build as a canary). Empty in every other build, where the minifier drops the code.
        new DefinePlugin({
          'process.env.AMORA_BUILD_LABEL': JSON.stringify(process.env.AMORA_BUILD_LABEL ?? ''),
          'process.env.AMORA_TEST_FAULT': JSON.stringify(process.env.AMORA_TEST_FAULT ?? ''),
        }),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css', chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css' }),
        new ModuleFederationPlugin({
          name,
          ...(remote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared: sharedSingletons(!remote),
          // Take a shared module from what the page already loaded, else the asking remote's own
          // copy: 'version-first' would fetch every registered remote's entry to compare versions,
          // so one unreachable remote would break shared modules (zod, the query client) for all.
          shareStrategy: 'loaded-first',
          manifest: remote ? { additionalData: declareContract } : false,
          dts: false,
          // The host ships the federation runtime once; remotes use it (CONVENTIONS pitfalls). Browser
          // code only (no Node script loader), and no snapshot plugin: the browser loads each remote's
          // remoteEntry.js, whose URL the shell server read from the manifest (boot `entry_url`).
          experiments: remote ? { externalRuntime: true, optimization: { target: 'web' } } : { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
        }),
        ...(remote ? [] : [new EntryAssetsPlugin()]),
        // Issue 12: every text asset also as .br and .gz, made once here; the CDN and the shell
        // send them as they are (@fastify/static `preCompressed`), never compressing per request.
        ...(production ? precompressed() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // A stylesheet that two lazy screens import is one file, however small: webpack's default
        // (20 KB minimum) would copy it into each, and a drawn page that links both would load it twice.
        splitChunks: { cacheGroups: { lazyStyles: { type: 'css/mini-extract', chunks: 'async', minChunks: 2, minSize: 0, priority: 20 } } },
      },
      performance: { hints: false },
      devServer: port
        ? {
            port,
            headers: { 'Access-Control-Allow-Origin': '*' },
            hot: true,
            allowedHosts: 'all',
            historyApiFallback: false,
            client: { overlay: false },
            // Issue 14: how to use this one remote on the running site, in one browser only (shell/server/remote-overrides.ts).
            onListening: remote
              ? () => console.log(`\n${name} is served on http://localhost:${port}. To use it on the running site in this browser only, open\n  http://localhost:3000/?remote_override=${name}:http://localhost:${port}/mf-manifest.json\nand to stop: http://localhost:3000/?remote_override=off\n`)
              : undefined,
          }
        : undefined,
      stats: 'errors-warnings',
    };
}
