import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { isSendableEndpoint, isTestEndpoint, publicLookup } from './push-endpoint.js';

/** A push notification as the service worker shows it (shell/public/sw.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** A same-site path the notification opens. */
  url: string;
  /** Replaces an earlier notification with the same tag (one per member and kind). */
  tag: string;
}

/** A browser's PushSubscription (`toJSON()`), as `POST /api/user.php?push=1` stores it. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The site's VAPID key pair (base64url; `settings.push_public_key`, `sites.push_private_key`) and contact. */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** `mailto:` of the site's support address: push services write there about abuse. */
  subject: string;
}

/** What the push service answered: delivered, the subscription is gone (404/410: drop it), or try again later. */
export type PushOutcome = 'sent' | 'gone' | 'retry';

/** Seconds a push service keeps a push for an offline browser. */
const TTL_S = 24 * 3600;

/**
 * Posts a request made by web-push with node's http(s) client, whose connection resolves the host
 * through `lookup` (when given). Resolves the answer's status code; rejects on a network error or
 * after 10 s.
 */
function post(details: webpush.RequestDetails, lookup: typeof publicLookup | undefined): Promise<number> {
  const url = new URL(details.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: details.method, headers: details.headers, lookup, signal: AbortSignal.timeout(10_000) }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/**
 * Sends one web push (RFC 8030) to one subscription: the payload encrypted for it (RFC 8291,
 * aes128gcm) and signed with the site's VAPID key (RFC 8292) by the `web-push` package, posted
 * over https (10 s timeout) to a browser push service only (services/push-endpoint.ts): the
 * connection resolves the host again and refuses any address that is not public (DNS
 * rebinding). 201/200/202 → `sent`; 404/410, or an endpoint that is no push service (stored
 * before that rule) → `gone`; anything else, including a network error or a host that now
 * resolves inside → `retry`. `testOrigins` (config.pushTestOrigins, tests only) are posted to
 * as they are. Never throws.
 */
export async function sendPush(subscription: StoredSubscription, message: PushMessage, vapid: Vapid, testOrigins: readonly string[] = []): Promise<PushOutcome> {
  if (!isSendableEndpoint(subscription.endpoint, testOrigins)) return 'gone';
  try {
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: TTL_S,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    });
    const status = await post(request, isTestEndpoint(subscription.endpoint, testOrigins) ? undefined : publicLookup);
    if (status === 404 || status === 410) return 'gone';
    return status >= 200 && status < 300 ? 'sent' : 'retry';
  } catch {
    return 'retry';
  }
}
