/**
 * `npm run photos -w api -- list | approve <id> [reason] | reject <id> [reason] | chat-list | chat-approve <message id> [reason] | chat-reject <message id> [reason]`
 * — the photo queue from a shell (spec §5 "Pictures are inspected before display"; issue 31),
 * through the running API's `/api/operator/photos.php` with the CLI key (see operator-client.ts;
 * audited as `cli`). `list` prints the oldest pending profile photos (id, profile id, site, URL),
 * at most 50, and how many wait; `approve` makes a photo `active` (shown to others), `reject`
 * `disabled`, each with an optional reason. The `chat-` commands do the same for photos sent in
 * chat (by message id). Exit code 1 on a bad command, an unknown id, a photo another operator
 * holds, or an unreachable API.
 */
import type { PhotoQueueResponse, QueuePhotoKind } from '@amora/contracts';
import { operatorCall } from './operator-client.js';

const USAGE =
  'usage: npm run photos -w api -- list | approve <id> [reason] | reject <id> [reason] | chat-list | chat-approve <message id> [reason] | chat-reject <message id> [reason]';

/** Prints the oldest pending photos of one kind. */
async function list(kind: QueuePhotoKind): Promise<void> {
  const { photos, total } = await operatorCall<PhotoQueueResponse>('GET', `/api/operator/photos.php?kind=${kind}&limit=50`);
  const what = kind === 'chat' ? 'chat photos' : 'photos';
  if (photos.length === 0) console.log(`no ${what} waiting for review`);
  for (const p of photos) console.log(`${String(p.id).padStart(8)}  profile ${String(p.member.profile_id).padStart(7)}  ${p.member.site}  ${p.url}`);
  if (total > photos.length) console.log(`waiting in all (profile and chat photos): ${total}`);
}

/** Approves or rejects one photo. */
async function decide(kind: QueuePhotoKind, id: number, decision: 'approve' | 'reject', reason: string): Promise<void> {
  await operatorCall('POST', '/api/operator/photos.php', { kind, id, decision, ...(reason ? { reason } : {}) });
  console.log(`${kind === 'chat' ? 'chat photo' : 'photo'} ${id}: ${decision === 'approve' ? 'active' : 'disabled'}`);
}

const [command = '', arg, ...rest] = process.argv.slice(2);
const decision = /^(chat-)?(approve|reject)$/.exec(command);
try {
  if (command === 'list' || command === 'chat-list') {
    await list(command === 'list' ? 'profile' : 'chat');
  } else if (decision && arg && /^\d+$/.test(arg)) {
    await decide(decision[1] ? 'chat' : 'profile', Number(arg), decision[2] as 'approve' | 'reject', rest.join(' ').trim());
  } else {
    console.error(USAGE);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`photos: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
