const createWebpackConfig = require('../tools/webpack.factory');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_chat',
  kind: 'remote',
  exposes: { './app': './src/mf-chat.tsx' },
  port: 3002,
});
