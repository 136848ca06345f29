const createWebpackConfig = require('../tools/webpack.factory');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_signup',
  kind: 'remote',
  exposes: { './app': './src/mf-signup.tsx', './signup-form': './src/features/signup/signup-form.tsx' },
  port: 3005,
});
