const createWebpackConfig = require('../tools/webpack.factory');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_members',
  kind: 'remote',
  exposes: { './app': './src/mf-members.tsx', './profile-view': './src/features/profile/profile-view.tsx' },
  port: 3001,
});
