// The shell's HTML server as plain JavaScript (issue 33 "Production start"): `npm run build -w shell`
// bundles shell/server/main.ts, with the shell code and the @amora/* workspace sources it imports
// (TypeScript and TSX: the server-drawn chrome of shell/src), into one CommonJS file,
// shell/dist-server/main.js, that `node` runs without tsx. The runtime packages of the shell stay
// imports of node_modules, as under tsx. The bundle sits one folder below shell/ as server/main.ts does, so the
// paths the server reads beside its code (`../dist`, `../public/sw.js`, `../../shared/package.json`)
// are the same; `__dirname` is the bundle's own folder, and `require` stays Node's (remote-ssr.ts
// hands a remote's server entry Node's built-ins through it).
const path = require('node:path');

/** The packages installed for the shell at runtime (`npm install --omit=dev`): its own, @amora/shared's and @amora/contracts's dependencies. */
const RUNTIME_PACKAGES = new Set(['shell', 'shared', 'contracts'].flatMap((dir) => Object.keys(require(`../${dir}/package.json`).dependencies ?? {})));
/** A bare import's package name (`@scope/name/sub` → `@scope/name`). */
const packageOf = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
/**
 * Imports left to Node: its built-ins and those runtime packages (not our workspace sources).
 * Anything else the server reaches — a build-time package such as the federation runtime that the
 * chrome's modules import — is bundled, so the server needs no development dependency.
 */
const isExternal = (request) => !/^[./]/.test(request) && !request.startsWith('@amora/') && RUNTIME_PACKAGES.has(packageOf(request));

module.exports = (_env, argv) => ({
  name: 'shell-server',
  mode: argv.mode === 'development' ? 'development' : 'production',
  context: __dirname,
  target: 'node20',
  // The render pool's worker (issue 34, server/render-pool.ts) is a file of its own beside main.js.
  entry: { main: './server/main.ts', 'render-worker': './server/render-worker.ts' },
  devtool: 'source-map',
  output: { path: path.join(__dirname, 'dist-server'), filename: '[name].js', chunkFilename: 'chunks/[id].js', library: { type: 'commonjs2' }, clean: true },
  externalsPresets: { node: true },
  externals: [({ request }, callback) => (request && isExternal(request) ? callback(null, `commonjs ${request}`) : callback())],
  node: { __dirname: false, __filename: false },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
  module: {
    // `require(id)` of our sources is Node's own at runtime, never a webpack context module.
    parser: { javascript: { commonjs: false } },
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022', keepClassNames: true } },
        },
      },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});
