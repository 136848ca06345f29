// `npm run release -- <remote>` (DESIGN.md §2, §4): builds one remote alone, publishes it as a new
// immutable version on the CDN and activates it in the registry (needs AMORA_DEPLOY_TOKEN).
// The next page load uses it; nothing else is rebuilt or restarted.
import { REMOTES, remoteName } from './lib/config.mjs';
import { activate, buildApp, publish } from './lib/remotes.mjs';

const name = remoteName(process.argv[2]);
await buildApp(REMOTES[name]);
const { version, manifest_url } = publish(name);
await activate(name, version, manifest_url);
console.log(`released ${name}@${version}\n  ${manifest_url}`);
