// `npm run remotes` (docs/design.md §4, issue 14): each remote's version for every site, its splits
// and the sites that run their own version, then its history.
import { REMOTES } from './lib/config.mjs';
import { activations, list } from './lib/remotes.mjs';

const splits = await activations();
for (const name of Object.keys(REMOTES)) {
  const history = await list(name);
  const active = history.find((r) => r.active);
  console.log(`${name.padEnd(11)} ${active ? `${active.version}  ${active.manifest_url}` : '(none active)'}`);
  for (const a of splits.filter((s) => s.name === name)) {
    const where = a.site || 'every site';
    console.log(a.kind === 'canary' ? `  canary ${a.version} for ${a.percent} % of ${where} (since ${a.activated_at})` : `  site ${a.site} runs ${a.version} (since ${a.activated_at})`);
  }
  for (const r of history) console.log(`  ${r.active ? '*' : ' '} ${r.version.padEnd(18)} created ${r.created_at}${r.activated_at ? `, activated ${r.activated_at}` : ''}`);
}
