// `npm run rollback -- <remote>` (DESIGN.md §4): re-activates the version that was active before.
import { remoteName } from './lib/config.mjs';
import { rollback } from './lib/remotes.mjs';

const name = remoteName(process.argv[2]);
const { remote } = await rollback(name);
console.log(`rolled back ${name} to ${remote.version}\n  ${remote.manifest_url}`);
