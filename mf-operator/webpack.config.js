const createWebpackConfig = require('../tools/webpack.factory');

// The operator console (issue 31): loaded only on /operator routes, never by member or visitor pages.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_operator',
  kind: 'remote',
  exposes: { './app': './src/mf-operator.tsx' },
  port: 3007,
});
