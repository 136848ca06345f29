// Every frontend test runs with the MSW server of @amora/shared/testing (issue 8): the network is
// stubbed through MSW only, and a request no handler answers fails the test.
const { server } = require('@amora/shared/testing');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
