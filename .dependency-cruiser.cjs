/**
 * Import boundaries of the platform (docs/design.md §1, docs/architecture.md), checked by
 * `npm run lint`. Paths are the real folders (workspace packages resolve through their symlinks).
 */
const APPS = '(shell|mf-members|mf-chat|mf-likes|mf-credits|mf-signup|mf-landers|mf-operator)';
const PACKAGES = `(contracts|shared|api|${APPS.slice(1, -1)})`;
const TESTS = '(__tests__|\\.test\\.tsx?$|test-utils\\.tsx?$)';

/**
 * The uses between features of one app that exist (issue 8): `<package>/<feature>` → the features
 * it may import, each only through that feature's index.ts. Any other cross-feature import fails:
 * move the shared piece out of the feature (src/components, src/lib), or add it here with its reason.
 * Test files are exempt (a test may compose features).
 */
const FEATURE_USES = {
  'mf-chat/chats': ['composer'], // the conversation screen embeds the message composer
  'mf-credits/bundles': ['discount'], // a bundle card shows its discounted price
  'mf-landers/landers': ['profiles'], // every lander shows members' photos (ProfilePhoto, MembersState)
  'mf-landers/landing': ['profiles'], // the landing page's members strip (useMembers, ProfilePhoto)
  'mf-landers/member-landers': ['profiles'], // the member's photo (ProfilePhoto)
  'mf-members/profile': ['likes'], // the profile's Like button and the clearing of a new like use the one like call
  'mf-members/search': ['likes'], // each result card carries the like heart
  'mf-members/profile-editor': ['profile'], // interest chips are labelled by humanizeKey (a candidate for src/lib)
  'mf-members/suggestions': ['profile', 'search'], // the deck shows the match alert; suggestions filter like the search
  'mf-signup/login': ['signup'], // FormField and rule messages of the sign-up form (candidates for src/components)
  'mf-signup/password-reset': ['signup'], // likewise
  'mf-signup/partner': ['account', 'signup'], // the partner sign-up embeds the sign-up form or the logged-in notice
  'mf-signup/signup': ['navigation', 'signup-steps'], // the form links to site pages and continues with the steps
  'mf-signup/signup-steps': ['navigation'], // the last step links to site pages
};
const featureDir = (key) => `^${key.replace('/', '/src/features/')}/`;
const featureUseRules = Object.entries(FEATURE_USES).map(([key, uses]) => ({
  name: 'features-stand-alone',
  comment: `${key} uses only ${uses.join(', ')} of its app's other features, and only through their index.ts (FEATURE_USES).`,
  severity: 'error',
  from: { path: featureDir(key), pathNot: TESTS },
  to: {
    path: `^${key.split('/')[0]}/src/features/`,
    pathNot: [featureDir(key), `^${key.split('/')[0]}/src/features/(${uses.join('|')})/index\\.tsx?$`],
  },
}));

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
      name: 'contracts-only-zod',
      comment:
        'The wire contract runs in browsers and in the API alike: its one library is zod, and it uses no Node built-ins. ' +
        'Its plain-JavaScript modules (ops, metrics, object-storage: what the server processes share) are server-only; see contracts-server-modules.',
      severity: 'error',
      from: { path: '^contracts/src/', pathNot: [TESTS, '^contracts/src/[^/]+\\.mjs$'] },
      to: { path: '(^|/)node_modules/(?!zod/)|^node:|^[a-z_]+$', dependencyTypesNot: ['local'] },
    },
    {
      name: 'contracts-server-modules',
      comment: 'contracts/src/*.mjs use Node and server libraries (the S3 SDK, prom-client): no browser code imports them.',
      severity: 'error',
      from: { path: '^(shared|shell/src|mf-[a-z]+)/' },
      to: { path: '^contracts/src/[^/]+\\.mjs$' },
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
      name: 'shared-main-entry-light',
      comment: "@amora/shared's main entry is on the visitor landing page, whose JS budget is spent: its libraries are the federation singletons and regexparam. Heavier ones (React Router, TanStack Query, msw) stay behind @amora/shared/router, @amora/shared/query and @amora/shared/testing.",
      severity: 'error',
      from: { path: '^shared/src/', pathNot: ['^shared/src/(query|router|testing)/', TESTS] },
      to: { path: '(^|/)node_modules/', pathNot: '(^|/)node_modules/(react|react-dom|react-i18next|i18next|single-spa|single-spa-react|rxjs|regexparam|zod)/' },
    },
    {
      name: 'shell-server-server-side',
      comment: 'The shell HTML server runs in Node: no React code of the shell or a remote; from @amora/shared only the route table, constants, types and the server render (ssr). One file draws the chrome on the server (issue 12), in the render threads (issue 34): first-screen-draw.ts.',
      severity: 'error',
      from: { path: '^shell/server/', pathNot: `${TESTS}|^shell/server/first-screen-draw\\.ts$` },
      to: { path: '^(shell/src|mf-[a-z]+|shared/src/(?!routes/|constants/|types/|ssr/))' },
    },
    {
      name: 'shell-server-server-side',
      comment: "The shell server's tests add the test kit (its MSW server stubs the API), nothing else of the frontend.",
      severity: 'error',
      from: { path: `^shell/server/.*${TESTS}` },
      to: { path: '^(shell/src|mf-[a-z]+|shared/src/(?!routes/|constants/|types/|testing/))' },
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
      comment: 'Apps import @amora/shared, @amora/shared/query, @amora/shared/hooks, @amora/shared/time-bonus, @amora/shared/forms, @amora/shared/router, @amora/shared/ssr (server entries), @amora/shared/testing (tests) and @amora/contracts(/constants) by their entries, never their insides (styles excepted).',
      severity: 'error',
      from: { path: `^${APPS}/`, pathNot: '^shell/server/' },
      to: {
        path: '^(shared|contracts)/src/',
        pathNot: '^(shared/src/(index\\.ts|query/index\\.tsx|hooks/index\\.ts|time-bonus/index\\.tsx|forms/index\\.tsx|router/index\\.tsx|ssr/index\\.tsx|testing/index\\.tsx|theme/.*|.*\\.s?css)|contracts/src/(index|constants)\\.ts)$',
      },
    },
    {
      name: 'i18n-through-shared',
      comment: "Apps take useTranslation and Trans from @amora/shared, which holds the page's one react-i18next, tied to its i18next instance (a second copy would have none). Tests may use react-i18next itself.",
      severity: 'error',
      from: { path: `^${APPS}/`, pathNot: TESTS },
      to: { path: '(^|/)node_modules/react-i18next/' },
    },
    {
      name: 'router-through-shared',
      comment: "Apps take React Router from @amora/shared/router, the federation singleton that holds only the exports they use (react-router whole is ≈ 59 KB gzip per member route, issue 12). Tests may build a MemoryRouter.",
      severity: 'error',
      from: { path: `^${APPS}/`, pathNot: TESTS },
      to: { path: '(^|/)node_modules/react-router/' },
    },
    {
      name: 'packages-by-name',
      comment: "A package reaches another package by its name (@amora/shared, @amora/contracts), never by a relative path into the other's folder (`../../shared/src/…`), which would skip its public entries. Webpack configs may load the build factory in tools/.",
      severity: 'error',
      from: { path: `^${PACKAGES}/`, pathNot: '^[^/]+/webpack\\.config\\.js$' },
      to: { path: `^(${PACKAGES.slice(1, -1)}|tools|e2e)/`, pathNot: '^$1/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
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
      comment: 'A feature imports no other feature of its app (bulletproof-react): the app composes them in src/routes. The uses that exist are listed in FEATURE_USES.',
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/', pathNot: [TESTS, ...Object.keys(FEATURE_USES).map(featureDir)] },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    ...featureUseRules,
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and hide design problems. (TypeScript 7 has no compiler API for dependency-cruiser to tell type-only imports apart: the one type-only cycle, profiles.ts → chats.ts for a type, is named here.)',
      severity: 'error',
      from: { path: `^(contracts|shared|api|${APPS})/`, pathNot: '^api/src/repositories/(profiles|chats)\\.ts$' },
      to: { circular: true },
    },
  ],
  options: {
    // Libraries are leaves (not cruised), but kept in the graph so rules can name them.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(\\.data|\\.cdn)/', '^[a-z-]+/(dist|dist-dev|dist-server[^/]*|\\.data)/'] },
    // TypeScript 7 has no compiler API, and acorn's loose parse of TS drops imports: babel reads the
    // files and hands on their imports only (tools/depcruise-imports.babel.cjs).
    babelConfig: { fileName: 'tools/depcruise-imports.babel.cjs' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
