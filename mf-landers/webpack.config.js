const createWebpackConfig = require('../tools/webpack.factory');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_landers',
  kind: 'remote',
  exposes: { './app': './src/mf-landers.tsx' },
  port: 3006,
  // Issue 12: the first screen of `/` and the landers is drawn on the server from this release.
  serverEntry: './src/server.tsx',
});
