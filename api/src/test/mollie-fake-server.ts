// The local Mollie (mollie-fake.ts: Mollie's API v2 and its test-mode checkout) as a process of
// its own, for the e2e purchase (issue 32): tools/start.mjs starts it when AMORA_MOLLIE_FAKE_PORT
// asks and gives the API its key and address.
//   node --import tsx api/src/test/mollie-fake-server.ts --port 3190 --api-key test_…
// Prints one line per payment created, outcome chosen and webhook delivered; stops on SIGTERM/SIGINT.
import { parseArgs } from 'node:util';
import { startMollieFake } from './mollie-fake.js';

const { values } = parseArgs({ options: { port: { type: 'string' }, 'api-key': { type: 'string' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || !values['api-key']) {
  console.error('usage: mollie-fake-server.ts --port <port> --api-key <test_…>');
  process.exit(2);
}

const fake = await startMollieFake({ port, apiKey: values['api-key'], log: (line) => console.log(`[mollie fake] ${line}`) });
console.log(`[mollie fake] Mollie's API at ${fake.apiBase}, its test-mode checkout at ${fake.origin}/checkout/…`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
