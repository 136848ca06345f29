// `node tools/cluster/publish-remotes.mjs` (issue 33): publishes every built remote (`mf-*/dist`)
// that the registry does not run yet — uploaded to the bucket with S3_* set (tools/lib/remotes.mjs
// `publish`), else copied into the CDN folder — and activates it for every site, as `npm start`
// does for its own platform. A remote whose active version is the local build and is published is
// left alone, so running it again changes nothing. Run by `npm run start:cluster` after the APIs
// are up, and by compose.yaml's one-shot `setup` job; it reads API_URL (the registry's API),
// AMORA_CDN_URL (the manifests' public origin), AMORA_DEPLOY_TOKEN and S3_* like `npm run release`.
// Exit code 1 with one line on failure.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cli } from '../lib/args.mjs';
import { REMOTES, ROOT } from '../lib/config.mjs';
import { activate, builtVersion, list, publish, published } from '../lib/remotes.mjs';

await cli('publish-remotes', async () => {
  const active = Object.fromEntries((await list()).map((remote) => [remote.name, remote]));
  for (const [name, folder] of Object.entries(REMOTES)) {
    if (!existsSync(path.join(ROOT, folder, 'dist', 'mf-manifest.json'))) throw new Error(`${folder} is not built: run \`npm run build\` first`);
    const current = active[name];
    const there = current && current.version === builtVersion(name) && (await published(name, current.version).then(() => true, () => false));
    if (there) continue;
    const { version, manifest_url } = await publish(name);
    await activate(name, version, manifest_url);
    console.log(`published ${name}@${version} → ${manifest_url}`);
  }
});
