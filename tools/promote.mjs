// `npm run promote -- <remote> [--site <domain>]` (issue 14): the canary of a site (or of every
// site) goes to all its visitors; the split ends.
import { cli, releaseArgs, siteLabel } from './lib/args.mjs';
import { promote } from './lib/remotes.mjs';

await cli('promote', async () => {
  const { name, site } = releaseArgs(process.argv.slice(2));
  const { remote } = await promote(name, site);
  console.log(`promoted ${name}@${remote.version} to all visitors of ${siteLabel(site)}\n  ${remote.manifest_url}`);
});
