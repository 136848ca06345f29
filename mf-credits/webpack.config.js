const createWebpackConfig = require('../tools/webpack.factory');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_credits',
  kind: 'remote',
  exposes: { './app': './src/mf-credits.tsx' },
  port: 3004,
});
