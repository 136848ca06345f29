// `npm run rollback -- <remote> [--site <domain>]` (docs/design.md §4, issue 14): ends the split of a
// site (or of every site); without a split, a site's own version gives way to the registry's, and
// for every site the version active before comes back.
import { cli, releaseArgs, siteLabel } from './lib/args.mjs';
import { rollback } from './lib/remotes.mjs';

await cli('rollback', async () => {
  const { name, site } = releaseArgs(process.argv.slice(2));
  const { remote } = await rollback(name, site);
  console.log(`rolled back ${name} on ${siteLabel(site)}: it runs ${remote.version}\n  ${remote.manifest_url}`);
});
