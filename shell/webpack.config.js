const createWebpackConfig = require('../tools/webpack.factory');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', kind: 'host', entry: { main: './src/index.ts' }, port: 3010 });
