// Unit tests of the frontend packages; the API has its own suite on a real database (api/README.md).
const preset = require('./tools/jest.preset.js');
// One time zone for every run (a developer's machine and CI alike): date bounds and times in
// tests are computed in UTC, as the API stores them. Workers inherit it.
process.env.TZ = 'UTC';

const packages = ['contracts', 'shared', 'shell', 'mf-members', 'mf-chat', 'mf-likes', 'mf-credits', 'mf-signup', 'mf-landers', 'mf-operator'];

module.exports = {
  // Both cores: jest's default leaves one to its own main process, which idles (2 min → 1 min here and in CI).
  maxWorkers: '100%',
  projects: [
    ...packages.map((dir) => ({ ...preset, displayName: dir, rootDir: `<rootDir>/${dir}` })),
    { displayName: 'locales', testEnvironment: 'node', rootDir: '<rootDir>/tools', testMatch: ['<rootDir>/__tests__/*.test.js'] },
  ],
};
