// `npm run release -- <remote> [--canary <percent> [--auto-promote <minutes>[:<page views>]]] [--site <domain>] [--version <published>]`
// (docs/design.md §2, §7; issue 14): builds one remote alone, publishes it as a new immutable version on
// the CDN (the `.cdn` folder, or with S3_* set the bucket the CDN server reads: issue 33) and
// activates it in the registry (needs AMORA_DEPLOY_TOKEN): for every site, for one site (`--site`),
// or for a share of the visitors (`--canary 10`, sticky per visitor). `--version` activates an
// already published version without building. The next page load uses it; nothing
// else is rebuilt or restarted. A canary is judged by its visitors' measurements (issue 35): ended
// when significantly worse, promoted with `--auto-promote` once it held (`npm run remotes -- --compare`).
import { cli, releaseArgs, siteLabel } from './lib/args.mjs';
import { REMOTES } from './lib/config.mjs';
import { activate, buildApp, published, publish } from './lib/remotes.mjs';

await cli('release', async () => {
  const { name, site, percent, version: chosen, autoPromote } = releaseArgs(process.argv.slice(2), { canary: true, version: true });
  let release;
  if (chosen) release = await published(name, chosen);
  else {
    await buildApp(REMOTES[name]);
    release = await publish(name);
  }
  await activate(name, release.version, release.manifest_url, { site, percent, autoPromote });
  const share = percent < 100 ? `${percent} % of the visitors of ${siteLabel(site)} (canary: npm run promote / rollback -- ${REMOTES[name]}${site ? ` --site ${site}` : ''})` : siteLabel(site);
  console.log(`released ${name}@${release.version} to ${share}\n  ${release.manifest_url}`);
  if (percent < 100) {
    const auto = autoPromote ? `, and promoted after ${autoPromote.minutes} min with ${autoPromote.pageViews} page views if it holds` : '';
    console.log(`  judged by its visitors: ended automatically if significantly worse than the active version${auto} (npm run remotes -- --compare ${REMOTES[name]})`);
  }
});
