/**
 * Request and response bodies of the API's calls (spec §7), and `API_CALLS`: every endpoint with
 * the schema of each answer it gives. The API validates each answer against it (fastify
 * `schema.response`, api/src/plugins/contract.ts); the frontend test kit checks its stubs with it.
 */
import { z } from 'zod';
import { deleteAccountResponse, mailChangeResponse, alertsResponse, sessionsResponse, userResponse } from './account';
import { chatResponse, giftsResponse, sendMessageResponse } from './chat';
import { type ApiCall, call, createdResponse, okResponse } from './common';
import { OPERATOR_CALLS } from './operator';
import { ADMIN_CALLS } from './operator-admin';
import { liveEvent } from './events';
import { directDebitSentResponse, paymentResponse, paymentsResponse } from './payments';
import { profileResponse, profileUpdateResponse } from './profile';
import { companyInfoResponse, sitePageResponse, creditsResponse, discountCodeLookupResponse, discountCodeResponse, geocodeResponse, interestsResponse, outboxResponse, regionsResponse, remoteResponse, remotesResponse, settingsResponse } from './site';
import { canaryRulesResponse } from './canary';
import {
  autoLikeResponse, blocksResponse, chatsResponse, likeResponse, likesResponse, membersResponse, notesResponse, notificationsResponse,
  ownPhotosResponse, photoResponse, suggestionsResponse, swipeActionResponse, swipeResponse, unlikeResponse,
} from './social';

export * from './account';
export * from './canary';
export * from './chat';
export * from './common';
export * from './events';
export * from './operator';
export * from './operator-admin';
export * from './operator-members';
export * from './operator-queues';
export * from './operator-reports';
export * from './payments';
export * from './payment-provider-choice';
export * from './profile';
export * from './rum';
export * from './site';
export * from './social';

/** Every endpoint of the API, in the order of api/README.md. */
export const API_CALLS: readonly ApiCall[] = [
  call('GET', '/api/settings.php', { 200: settingsResponse }),
  call('GET', '/api/user.php', { 200: userResponse }),
  call('POST', '/api/user.php', { 200: userResponse }),
  call('PUT', '/api/user.php', { 200: userResponse }),
  call('DELETE', '/api/user.php', { 200: deleteAccountResponse }),
  call('GET', '/api/logout.php', { 200: okResponse }),
  call('GET', '/api/sessions.php', { 200: sessionsResponse }),
  call('DELETE', '/api/sessions.php', { 200: okResponse }),
  { method: 'GET', path: '/api/export.php', responses: {}, file: 'application/zip' },
  call('POST', '/api/signup.php', { 201: userResponse }),
  call('GET', '/api/activate.php', {}, 302),
  call('POST', '/api/activate.php', { 200: okResponse }),
  call('POST', '/api/reset-password.php', { 200: okResponse }),
  call('POST', '/api/mail-change.php', { 200: mailChangeResponse }),
  call('GET', '/api/reactivate.php', {}, 302),
  { method: 'GET', path: '/api/unsubscribe.php', responses: {}, file: 'text/html' },
  { method: 'POST', path: '/api/unsubscribe.php', responses: {}, file: 'text/html' },
  call('PUT', '/api/alerts.php', { 200: alertsResponse }),
  call('GET', '/api/interests.php', { 200: interestsResponse }),
  call('GET', '/api/regions.php', { 200: regionsResponse }),
  call('GET', '/api/companyinfo.php', { 200: companyInfoResponse }),
  call('GET', '/api/pages.php', { 200: sitePageResponse }),
  call('GET', '/api/geocode.php', { 200: geocodeResponse }),
  call('POST', '/api/page-hidden.php', {}, 204),
  call('GET', '/api/members.php', { 200: membersResponse }),
  call('GET', '/api/suggestions.php', { 200: suggestionsResponse }),
  call('GET', '/api/profile.php', { 200: profileResponse }),
  call('PUT', '/api/profile.php', { 200: profileUpdateResponse }),
  call('GET', '/api/photos.php', { 200: ownPhotosResponse }),
  call('POST', '/api/photos.php', { 201: photoResponse }),
  call('PUT', '/api/photos.php', { 200: ownPhotosResponse }),
  call('DELETE', '/api/photos.php', { 200: ownPhotosResponse }),
  call('PUT', '/api/notes.php', { 200: notesResponse }),
  call('GET', '/api/blocks.php', { 200: blocksResponse }),
  call('POST', '/api/blocks.php', { 200: okResponse }),
  call('DELETE', '/api/blocks.php', { 200: okResponse }),
  call('POST', '/api/reports.php', { 201: createdResponse }),
  call('GET', '/api/chats.php', { 200: chatsResponse }),
  call('GET', '/api/chat.php', { 200: chatResponse }),
  call('POST', '/api/chat.php', { 200: sendMessageResponse, 201: sendMessageResponse }),
  call('PUT', '/api/chat.php', { 200: okResponse }),
  call('DELETE', '/api/chat.php', { 200: okResponse }),
  call('GET', '/api/gifts.php', { 200: giftsResponse }),
  call('GET', '/api/likes.php', { 200: likesResponse }),
  call('POST', '/api/likes.php', { 200: likeResponse }),
  call('DELETE', '/api/likes.php', { 200: unlikeResponse }),
  call('PUT', '/api/likes.php', { 200: okResponse }),
  call('GET', '/api/auto-like.php', { 200: autoLikeResponse }),
  call('GET', '/api/swipe.php', { 200: swipeResponse }),
  call('POST', '/api/swipe.php', { 200: swipeActionResponse }),
  call('GET', '/api/notifications.php', { 200: notificationsResponse }),
  call('PUT', '/api/notifications.php', { 200: notificationsResponse }),
  call('POST', '/api/notifications.php', { 200: notificationsResponse }),
  call('POST', '/api/mail-webhook.php', { 200: okResponse }),
  call('GET', '/api/credits.php', { 200: creditsResponse }),
  call('GET', '/api/payments.php', { 200: z.union([paymentResponse, paymentsResponse]) }),
  call('POST', '/api/payments.php', { 200: paymentResponse, 201: paymentResponse }),
  call('POST', '/api/sandbox-pay.php', { 200: paymentResponse }),
  call('POST', '/api/directdebit.php', { 200: z.union([directDebitSentResponse, paymentResponse]) }),
  { method: 'GET', path: '/api/receipt.php', responses: {}, file: 'application/pdf' },
  call('POST', '/api/payment-webhook.php', { 200: okResponse }),
  call('GET', '/api/discountcode.php', { 200: discountCodeLookupResponse }),
  call('POST', '/api/discountcode.php', { 200: discountCodeResponse, 201: discountCodeResponse }),
  call('POST', '/api/complaints.php', { 201: createdResponse }),
  call('GET', '/api/remotes.php', { 200: remotesResponse }),
  call('POST', '/api/remotes.php', { 200: z.union([remoteResponse, canaryRulesResponse]), 201: remoteResponse }),
  // Real-user measurement beacons (issue 35, ./rum): 204 without a body.
  call('POST', '/api/rum.php', {}, 204),
  call('GET', '/api/dev/outbox.php', { 200: outboxResponse }),
  // Server-Sent Events (text/event-stream): the 200 answer is a stream of `liveEvent` frames, see ./events.
  call('GET', '/api/events.php', { 200: liveEvent }),
  ...OPERATOR_CALLS,
  ...ADMIN_CALLS,
];

/** The schema of a 2xx answer of `method path`, or undefined for an unknown call or a bodyless answer. */
export function responseSchemaFor(method: string, path: string, status = 200): z.ZodType | undefined {
  const found = API_CALLS.find((c) => c.method === method.toUpperCase() && c.path === path);
  return found?.responses[status as 200 | 201];
}
