// react-router under jsdom needs TextEncoder (CONVENTIONS pitfalls).
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
