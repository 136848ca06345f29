// `npm run remotes` (DESIGN.md §4): each remote's active version, URL and history.
import { REMOTES } from './lib/config.mjs';
import { list } from './lib/remotes.mjs';

for (const name of Object.keys(REMOTES)) {
  const history = await list(name);
  const active = history.find((r) => r.active);
  console.log(`${name.padEnd(11)} ${active ? `${active.version}  ${active.manifest_url}` : '(none active)'}`);
  for (const r of history) console.log(`  ${r.active ? '*' : ' '} ${r.version.padEnd(18)} created ${r.created_at}${r.activated_at ? `, activated ${r.activated_at}` : ''}`);
}
