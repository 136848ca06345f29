import webpush from 'web-push';

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
 * Sends one web push (RFC 8030) to one subscription: the payload encrypted for it (RFC 8291,
 * aes128gcm) and signed with the site's VAPID key (RFC 8292) by the `web-push` package, posted
 * with fetch (10 s timeout). 201/200/202 → `sent`; 404/410 → `gone`; anything else, including a
 * network error → `retry`. Never throws.
 */
export async function sendPush(subscription: StoredSubscription, message: PushMessage, vapid: Vapid): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
    vapidDetails: vapid,
    TTL: TTL_S,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  });
  try {
    const res = await fetch(request.endpoint, { method: request.method, headers: request.headers as Record<string, string>, body: request.body ? new Uint8Array(request.body) : null, signal: AbortSignal.timeout(10_000) });
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'retry';
  } catch {
    return 'retry';
  }
}
