// jsdom plus the fetch API of Node (fetch, Request, Response, Headers) and the streams and
// BroadcastChannel that MSW needs, so tests stub the network through MSW with real Response
// objects, and structuredClone/TextEncoder that jsdom lacks.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'structuredClone', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream', 'BroadcastChannel', 'Blob']) {
      if (typeof this.global[name] === 'undefined' || name === 'Response' || name === 'Request' || name === 'Headers') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
