// Every frontend test runs with the MSW server of @amora/shared/testing (issue 8): the network is
// stubbed through MSW only, and a request no handler answers fails the test.
const { server } = require('@amora/shared/testing');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// findBy…/waitFor wait up to 5 s (Testing Library's default is 1 s): a lazily loaded screen's first
// render on a loaded 2-core CI machine took longer than 1 s now and then (credits.test.tsx /premium).
// A test still fails on what never appears; it only waits longer for what comes late.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
