import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
/** The browser config of an app's webpack.config.js in a mode. */
const browserConfig = (app, mode) => {
  const config = require(`../../${app}/webpack.config.js`)({}, { mode });
  return Array.isArray(config) ? config.find((c) => c.name === 'browser') : config;
};
const jsxDev = (config) => config.module.rules.find((r) => String(r.test).includes('tsx')).use.options.jsc.transform.react.development;

test('a remote’s development build compiles JSX for the host’s shared jsx-runtime, so it runs inside the production site (issue 14 overrides)', () => {
  for (const app of ['mf-chat', 'mf-landers']) {
    assert.equal(jsxDev(browserConfig(app, 'development')), false, app);
    assert.equal(jsxDev(browserConfig(app, 'production')), false, app);
  }
  assert.equal(jsxDev(browserConfig('shell', 'development')), true);
});

test('a remote’s manifest declares the @amora/shared range it is built against (issue 14)', async () => {
  const plugin = browserConfig('mf-chat', 'production').plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  const stats = await plugin._options.manifest.additionalData({ stats: { metaData: {} } });
  assert.deepEqual(stats.metaData.contract, { '@amora/shared': `^${require('../../shared/package.json').version}` });
  process.env.AMORA_CONTRACT_VERSION = '0.1.0';
  try {
    assert.deepEqual((await plugin._options.manifest.additionalData({ stats: { metaData: {} } })).metaData.contract, { '@amora/shared': '^0.1.0' });
  } finally {
    delete process.env.AMORA_CONTRACT_VERSION;
  }
});
