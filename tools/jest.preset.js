// One jest preset for shared, the shell and the remotes (CONVENTIONS: one factory per tool).
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jest.environment.js'),
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  setupFiles: [path.join(__dirname, 'jest.setup-env.js')],
  setupFilesAfterEnv: ['@testing-library/jest-dom', path.join(__dirname, 'jest.setup-msw.js')],
  // MSW's node entry is not a browser module: resolve packages by their node/default exports.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  moduleNameMapper: { '\\.(css|scss)$': path.join(__dirname, 'jest.style-stub.js') },
  testMatch: ['**/src/**/__tests__/**/*.test.ts?(x)'],
  transformIgnorePatterns: ['/node_modules/(?!(single-spa-react|single-spa|rettime|until-async|@open-draft|@mswjs)/)'],
};
