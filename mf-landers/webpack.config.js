const createWebpackConfig = require('../tools/webpack.factory');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_landers',
  kind: 'remote',
  exposes: { './app': './src/mf-landers.tsx' },
  port: 3006,
});
