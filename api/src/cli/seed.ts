/**
 * `npx tsx api/src/cli/seed.ts [--force] [--profiles N]` — migrates, then seeds the sites,
 * generated profiles (AMORA_SEED_PROFILES, default 3000) with avatars in the media store (AMORA_CDN_DIR or S3_BUCKET), and
 * the demo members. Skips when already seeded unless --force. Above 20,000 profiles (issue 34:
 * `--profiles 1000000` on PostgreSQL) 20,000 are generated and the rest copied from them by the
 * database (seed/scale.ts); a database seeded before with fewer than N profiles is grown to N the
 * same way. Exit code 1 on failure.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { DEMO_ANNA, DEMO_BEN, DEMO_PASSWORD, seed } from '../seed/index.js';
import { growProfiles } from '../seed/scale.js';

/** Profiles generated one by one (names, texts, photos); beyond this the database copies them. */
const GENERATED_MAX = 20_000;

const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, profiles: { type: 'string' } },
});
const config = loadConfig();
// No statement timeout (issue 33): copying a million profiles is one long statement.
const db = await openDatabase({ url: config.databaseUrl, statementTimeoutMs: 0 });
try {
  await migrate(db);
  const profiles = values.profiles !== undefined ? Number.parseInt(values.profiles, 10) : undefined;
  const result = await seed(db, {
    force: values.force,
    config,
    log: (m) => console.log(`seed: ${m}`),
    ...(profiles !== undefined && Number.isFinite(profiles) ? { profiles: Math.min(profiles, GENERATED_MAX) } : {}),
  });
  if (profiles !== undefined && Number.isFinite(profiles)) {
    const grown = await growProfiles(db, profiles, (m) => console.log(`seed: ${m}`));
    if (grown.added > 0) console.log(`seed: ${grown.added} profiles added in ${(grown.ms / 1000).toFixed(1)} s`);
  }
  if (result.skipped) {
    console.log('seed: already seeded (use --force to reseed)');
  } else {
    console.log(`seed: done in ${(result.ms / 1000).toFixed(1)} s`);
    console.log(`seed: demo logins (password ${DEMO_PASSWORD}): ${DEMO_ANNA}, ${DEMO_BEN}`);
  }
} catch (error) {
  console.error('seed failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
