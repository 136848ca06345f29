/**
 * Import boundaries of the platform (DESIGN.md §1, docs/architecture.md), checked by
 * `npm run lint`. Paths are the real folders (workspace packages resolve through their symlinks).
 */
const APPS = '(shell|mf-members|mf-chat|mf-likes|mf-credits|mf-signup|mf-landers)';
const TESTS = '(__tests__|\\.test\\.tsx?$|test-utils\\.tsx?$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-stand-alone',
      comment: 'The wire contract depends on nothing of ours (only zod): every package may import it.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: `^(api|shared|tools|e2e|${APPS})/` },
    },
    {
      name: 'api-no-frontend',
      comment: 'The API imports no frontend package; what it shares with them is @amora/contracts.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: `^(shared|${APPS})/` },
    },
    {
      name: 'shared-no-app',
      comment: '@amora/shared serves every app and imports none of them, nor the API.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: `^(api|${APPS})/` },
    },
    {
      name: 'shell-server-server-side',
      comment: 'The shell HTML server runs in Node: no React code of the shell or a remote; from @amora/shared only the route table, constants and types.',
      severity: 'error',
      from: { path: '^shell/server/' },
      to: { path: '^(shell/src|mf-[a-z]+|shared/src/(?!routes/|constants/|types/))' },
    },
    {
      name: 'remotes-meet-through-federation',
      comment: 'A remote or the shell never imports another app: they meet through the federation runtime (loadRemoteModule) and the bus.',
      severity: 'error',
      from: { path: `^${APPS}/` },
      to: { path: `^${APPS}/`, pathNot: '^$1/' },
    },
    {
      name: 'public-entries-only',
      comment: 'Apps import @amora/shared, @amora/shared/query, @amora/shared/testing (tests) and @amora/contracts(/constants) by their entries, never their insides (styles excepted).',
      severity: 'error',
      from: { path: `^${APPS}/`, pathNot: '^shell/server/' },
      to: {
        path: '^(shared|contracts)/src/',
        pathNot: '^(shared/src/(index\\.ts|query/index\\.tsx|testing/index\\.tsx|theme/.*|.*\\.s?css)|contracts/src/(index|constants)\\.ts)$',
      },
    },
    {
      name: 'test-kit-in-tests-only',
      comment: 'The MSW test kit never reaches a bundle.',
      severity: 'error',
      from: { path: `^(shared|${APPS})/src/`, pathNot: TESTS },
      to: { path: '^shared/src/testing/' },
    },
    {
      name: 'features-stand-alone',
      comment: "A feature uses another feature only through that feature's public index.ts, never its insides.",
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^$1/src/features/', pathNot: ['^$1/src/features/$2/', '^$1/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and hide design problems. (TypeScript 7 has no compiler API for dependency-cruiser to tell type-only imports apart: the one type-only cycle, profiles.ts → chats.ts for a type, is named here.)',
      severity: 'error',
      from: { path: `^(contracts|shared|api|${APPS})/`, pathNot: '^api/src/repositories/(profiles|chats)\\.ts$' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-dev|\\.data|\\.cdn)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
