/**
 * The operator console's queues (issue 31 "Queues"): profile and chat photos in one queue
 * (permission `photos`) and the complaints of `/complaints` (permission `complaints`), oldest
 * first, each item claimed by the operator who fetched it (CLAIM_MINUTES in the API) so two
 * operators never review the same one. Lists hold only the operator's sites.
 */
import { z } from 'zod';
import { type ApiCall, call, okResponse } from './common';

const id = z.number().int().positive().max(2 ** 31 - 1);

/** Which photo: a profile photo (`images.id`) or a photo sent in chat (`messages.id`). */
export const queuePhotoKind = z.enum(['profile', 'chat']);
export type QueuePhotoKind = z.infer<typeof queuePhotoKind>;

/** The member a queue item is about; `site` is the member's domain. */
export const queueMember = z.object({
  user_id: z.number().int(),
  profile_id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  country: z.string(),
  site: z.string(),
});

/**
 * One pending photo. URLs are absolute (the site's `cdn_prefix` + file); a chat photo has no
 * thumbnail of its own (`thumb_url` = `url`). `other_photos`: the member's other profile photos,
 * every status, by position. `claimed_until` (ISO 8601): until when this operator holds it
 * (null for the CLIs, which claim nothing).
 */
export const queuePhoto = z.object({
  kind: queuePhotoKind,
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  created_at: z.string(),
  member: queueMember,
  other_photos: z.array(z.object({ id: z.number().int(), thumb_url: z.string(), status: z.enum(['active', 'pending', 'disabled']) })),
  claimed_until: z.string().nullable(),
});
export type QueuePhoto = z.infer<typeof queuePhoto>;

/** `GET /api/operator/photos.php[?limit=1..50 (20)][&kind=profile|chat]` query. */
export const photoQueueQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  kind: queuePhotoKind.optional(),
});

/** → the oldest pending photos not held by another operator, now claimed; `total`: every pending photo of the operator's sites. */
export const photoQueueResponse = z.object({ photos: z.array(queuePhoto), total: z.number().int() });
export type PhotoQueueResponse = z.infer<typeof photoQueueResponse>;

/** `POST /api/operator/photos.php` body: approve (shown to others) or reject (hidden) one photo, with an optional reason. */
export const photoDecisionBody = z.object({
  kind: queuePhotoKind,
  id,
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
});
export type PhotoDecisionBody = z.infer<typeof photoDecisionBody>;

/** A complaint's state: `open` (new), `answered` (a reply was mailed), `closed`. */
export const complaintStatus = z.enum(['open', 'answered', 'closed']);
export type ComplaintStatus = z.infer<typeof complaintStatus>;

/** A reply mailed from the console: its text, who wrote it (the operator's e-mail, or `cli`), when (ISO 8601). */
export const complaintReply = z.object({ text: z.string(), operator: z.string(), created_at: z.string() });

/**
 * A complaint of `/complaints` (spec §2) as the console shows it: `site` is its domain, `member`
 * the account of a complainant who was logged in (null otherwise), `replies` oldest first.
 */
export const queueComplaint = z.object({
  id: z.number().int(),
  site: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  status: complaintStatus,
  answered_at: z.string().nullable(),
  member: z.object({ user_id: z.number().int(), profile_id: z.number().int(), name: z.string() }).nullable(),
  replies: z.array(complaintReply),
  claimed_until: z.string().nullable(),
});
export type QueueComplaint = z.infer<typeof queueComplaint>;

/** `GET /api/operator/complaints.php[?status=open|answered|closed (open)][&limit=1..50 (20)]` query. */
export const complaintQueueQuery = z.object({
  status: complaintStatus.default('open'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** → the oldest complaints of that status (open ones not held by another operator, now claimed); `total`: all of that status. */
export const complaintQueueResponse = z.object({ complaints: z.array(queueComplaint), total: z.number().int() });
export type ComplaintQueueResponse = z.infer<typeof complaintQueueResponse>;

/** `POST /api/operator/complaints.php` body: a reply mailed to the complainant. */
export const complaintReplyBody = z.object({ id, reply: z.string().trim().min(1).max(5000) });

/** `PUT /api/operator/complaints.php` body: a new status. */
export const complaintStatusBody = z.object({ id, status: complaintStatus });

/** Which queue's claims `DELETE /api/operator/claims.php?queue=` lets go of. */
export const claimQueue = z.enum(['photos', 'reports', 'complaints']);
export type ClaimQueue = z.infer<typeof claimQueue>;

/** `DELETE /api/operator/claims.php` query. */
export const claimsReleaseQuery = z.object({ queue: claimQueue });

/** `DELETE /api/operator/claims.php` → how many items this operator held and let go. */
export const claimsReleaseResponse = z.object({ released: z.number().int() });
export type ClaimsReleaseResponse = z.infer<typeof claimsReleaseResponse>;

/** The queues' calls (the counts of the navigation are `GET /api/operator/counts.php` in ./operator). */
export const QUEUES_CALLS: readonly ApiCall[] = [
  call('GET', '/api/operator/photos.php', { 200: photoQueueResponse }),
  call('POST', '/api/operator/photos.php', { 200: okResponse }),
  call('GET', '/api/operator/complaints.php', { 200: complaintQueueResponse }),
  call('POST', '/api/operator/complaints.php', { 200: okResponse }),
  call('PUT', '/api/operator/complaints.php', { 200: okResponse }),
  call('DELETE', '/api/operator/claims.php', { 200: claimsReleaseResponse }),
];
