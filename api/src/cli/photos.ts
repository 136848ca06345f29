/**
 * `npm run photos -w api -- list | approve <id> | reject <id> | chat-list | chat-approve <message id> | chat-reject <message id>`
 * — the operator's photo review from a
 * shell (spec §5 "Pictures are inspected before display"), through the running API's operator
 * endpoints (`GET /api/photos.php?status=pending`, `POST /api/photos.php?action=review`; see
 * operator-client.ts). `list` prints the pending photos oldest first (id, profile id, file under the
 * CDN media prefix); `approve` makes a photo `active` (shown to others), `reject` makes it
 * `disabled`. The `chat-` commands do the same for photos sent in chat (`/api/chat-photos.php`,
 * by message id). Exit code 1 on a bad command, an unknown id or an unreachable API.
 */
import type { ChatPhotoReviewItem } from '@amora/contracts';
import type { ReviewImage } from '../types.js';
import { operatorCall } from './operator-client.js';

const USAGE = 'usage: npm run photos -w api -- list | approve <id> | reject <id> | chat-list | chat-approve <message id> | chat-reject <message id>';

const [command, arg] = process.argv.slice(2);
try {
  if (command === 'list') {
    const { images } = await operatorCall<{ images: ReviewImage[] }>('GET', '/api/photos.php?status=pending');
    if (images.length === 0) console.log('no photos waiting for review');
    for (const p of images) console.log(`${String(p.id).padStart(8)}  profile ${String(p.profile_id).padStart(7)}  ${p.filename}`);
  } else if ((command === 'approve' || command === 'reject') && arg && /^\d+$/.test(arg)) {
    const { image } = await operatorCall<{ image: ReviewImage }>('POST', '/api/photos.php?action=review', {
      image: Number(arg),
      status: command === 'approve' ? 'active' : 'disabled',
    });
    console.log(`photo ${image.id} of profile ${image.profile_id}: ${image.status}`);
  } else if (command === 'chat-list') {
    const { photos } = await operatorCall<{ photos: ChatPhotoReviewItem[] }>('GET', '/api/chat-photos.php');
    if (photos.length === 0) console.log('no chat photos waiting for review');
    for (const p of photos) console.log(`${String(p.message_id).padStart(8)}  from profile ${String(p.sender_profile_id).padStart(7)}  ${p.filename}`);
  } else if ((command === 'chat-approve' || command === 'chat-reject') && arg && /^\d+$/.test(arg)) {
    const { photo } = await operatorCall<{ photo: ChatPhotoReviewItem }>('POST', '/api/chat-photos.php', {
      message: Number(arg),
      status: command === 'chat-approve' ? 'active' : 'disabled',
    });
    console.log(`chat photo ${photo.message_id} from profile ${photo.sender_profile_id}: ${photo.status}`);
  } else {
    console.error(USAGE);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`photos: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
