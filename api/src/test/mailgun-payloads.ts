// Mailgun's webhook deliveries as its documentation shows them (documentation.mailgun.com "Webhook
// Payloads" and "Securing Webhooks"; the samples Mailgun's "Test webhook" button sends), for the
// bounce and complaint webhook's tests (issue 32). Only the recipient, ids and times vary.
import crypto from 'node:crypto';
import { signMailgun } from '../services/mailgun-webhook.js';

/** The signing key of the test apps (`mailgunWebhookSigningKey`): Mailgun's keys are `key-` + 32 hex digits. */
export const MAILGUN_TEST_KEY = `key-${'5c'.repeat(16)}`;

type EventData = Record<string, unknown>;

const now = () => Date.now() / 1000;
const eventId = () => crypto.randomBytes(16).toString('base64url').slice(0, 22);

/** The `envelope`, `flags`, `message` and list fields every sample carries, for `recipient`. */
function common(recipient: string, subject: string): EventData {
  return {
    account: { id: '1234567890303a4bd1f33898' },
    domain: { name: 'mg.amora.test' },
    envelope: { sender: 'no-reply@mg.amora.test', transport: 'smtp', targets: recipient, 'sending-ip': '209.61.151.224' },
    flags: { 'is-routed': false, 'is-authenticated': true, 'is-system-test': false, 'is-test-mode': false },
    message: {
      headers: { to: `<${recipient}>`, 'message-id': `${Date.now()}.${eventId()}@mg.amora.test`, from: '"Amora" <no-reply@mg.amora.test>', subject },
      attachments: [],
      size: 2143,
    },
    recipient,
    'recipient-domain': recipient.split('@')[1] ?? '',
    storage: { url: 'https://storage-us-west1.api.mailgun.net/v3/domains/mg.amora.test/messages/BAABAQcQSe_CqzXJ2', key: 'BAABAQcQSe_CqzXJ2' },
    campaigns: [],
    tags: ['notification'],
    'user-variables': {},
  };
}

/** A hard bounce: `failed`, `severity: 'permanent'`, the receiving server's 550 (Mailgun's "Permanent Failure" sample). */
export function permanentFailure(recipient: string, reason = 'bounce'): EventData {
  return {
    ...common(recipient, 'Someone likes you'),
    id: eventId(),
    timestamp: now(),
    'log-level': 'error',
    event: 'failed',
    severity: 'permanent',
    reason,
    'delivery-status': {
      tls: true,
      'mx-host': 'aspmx.l.example.org',
      'attempt-no': 1,
      description: '',
      'session-seconds': 2.952177047729492,
      utf8: true,
      code: reason === 'bounce' ? 550 : 605,
      message:
        reason === 'bounce'
          ? "5.1.1 The email account that you tried to reach does not exist. Please try\n5.1.1 double-checking the recipient's email address for typos"
          : '',
      'certificate-verified': true,
    },
  };
}

/** A soft bounce: `failed`, `severity: 'temporary'`, a full mailbox that Mailgun retries (its "Temporary Failure" sample). */
export function temporaryFailure(recipient: string): EventData {
  return {
    ...common(recipient, 'Someone likes you'),
    id: eventId(),
    timestamp: now(),
    'log-level': 'warn',
    event: 'failed',
    severity: 'temporary',
    reason: 'generic',
    'delivery-status': {
      'attempt-no': 1,
      message: '4.2.2 The email account that you tried to reach is over quota. Please direct\n4.2.2 the recipient to\n4.2.2  https://support.google.com/mail/?p=OverQuotaTemp',
      code: 452,
      description: '',
      'session-seconds': 1.0,
      'retry-seconds': 600,
      'mx-host': 'smtp-in.example.com',
      tls: true,
      'certificate-verified': true,
    },
  };
}

/** A spam complaint: `complained` (Mailgun's "Spam Complaints" sample, from a feedback loop). */
export function complaint(recipient: string): EventData {
  return { ...common(recipient, 'Your weekly update'), id: eventId(), timestamp: now(), 'log-level': 'warn', event: 'complained' };
}

/** A delivery: `delivered` (what Mailgun sends when that event is subscribed too). */
export function delivered(recipient: string): EventData {
  return {
    ...common(recipient, 'Welcome'),
    id: eventId(),
    timestamp: now(),
    'log-level': 'info',
    event: 'delivered',
    'delivery-status': { tls: true, 'mx-host': 'smtp-in.example.com', 'attempt-no': 1, description: '', 'session-seconds': 0.4, utf8: true, code: 250, message: 'OK', 'certificate-verified': true },
  };
}

/** How a delivery is signed: the key (default {@link MAILGUN_TEST_KEY}), timestamp (unix s, as a string; default now) and token (50 random hex digits). */
export interface SignOptions {
  key?: string;
  timestamp?: string;
  token?: string;
}

/** A delivery as Mailgun posts it: `{signature: {timestamp, token, signature}, 'event-data'}`. */
export function signedDelivery(eventData: EventData, options: SignOptions = {}) {
  const timestamp = options.timestamp ?? String(Math.floor(Date.now() / 1000));
  const token = options.token ?? crypto.randomBytes(25).toString('hex');
  return { signature: { token, timestamp, signature: signMailgun(options.key ?? MAILGUN_TEST_KEY, timestamp, token) }, 'event-data': eventData };
}
