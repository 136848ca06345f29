// Unit tests of the frontend packages; the API has its own suite on a real database (api/README.md).
const preset = require('./tools/jest.preset.js');
const packages = ['contracts', 'shared', 'shell', 'mf-members', 'mf-chat', 'mf-likes', 'mf-credits', 'mf-signup', 'mf-landers'];

module.exports = {
  projects: [
    ...packages.map((dir) => ({ ...preset, displayName: dir, rootDir: `<rootDir>/${dir}` })),
    { displayName: 'locales', testEnvironment: 'node', rootDir: '<rootDir>/tools', testMatch: ['<rootDir>/__tests__/*.test.js'] },
  ],
};
