const createWebpackConfig = require('../tools/webpack.factory');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_likes',
  kind: 'remote',
  exposes: { './app': './src/mf-likes.tsx', './match-modal': './src/features/match/match-modal.tsx', './like-modal': './src/features/like-modal/like-modal.tsx' },
  port: 3003,
});
