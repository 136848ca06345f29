/**
 * `npm run photos -w api -- list | approve <id> | reject <id>` — the operator's photo review
 * from the shell, directly on the database (DATABASE_URL or the PGlite data dir; spec §4
 * "Pictures are inspected before display"). `list` prints the pending photos oldest first
 * (id, profile id, file under the CDN media prefix, upload time); `approve` makes a photo
 * `active` (shown to others), `reject` makes it `disabled`. Exit code 1 on a bad command or an
 * unknown id. The same as `GET /api/photos.php?status=pending` and `POST ?action=review`.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { createChatsRepository } from '../repositories/chats.js';
import { createPhotosRepository } from '../repositories/photos.js';
import { TtlCache } from '../services/cache.js';

const USAGE = 'usage: npm run photos -w api -- list | approve <id> | reject <id>';

const [command, arg] = process.argv.slice(2);
const config = loadConfig();
const db = await openDatabase({ url: config.databaseUrl });
try {
  await migrate(db);
  // A process of its own: its chat-list cache is throw-away (the API's caches expire within their TTL).
  const photos = createPhotosRepository(db, createChatsRepository(db, new TtlCache(0)));
  if (command === 'list') {
    const pending = await photos.pending();
    if (pending.length === 0) console.log('no photos waiting for review');
    for (const p of pending) console.log(`${String(p.id).padStart(8)}  profile ${String(p.profile_id).padStart(7)}  ${p.filename}`);
  } else if ((command === 'approve' || command === 'reject') && arg && /^\d+$/.test(arg)) {
    const image = await photos.review(Number(arg), command === 'approve' ? 'active' : 'disabled');
    if (!image) {
      console.error(`no photo with id ${arg}`);
      process.exitCode = 1;
    } else {
      console.log(`photo ${image.id} of profile ${image.profile_id}: ${image.status}`);
    }
  } else {
    console.error(USAGE);
    process.exitCode = 1;
  }
} catch (error) {
  console.error('photos failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
