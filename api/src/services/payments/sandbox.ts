import crypto from 'node:crypto';
import type { PaymentWebhookEvent } from '@amora/contracts';
import { type CheckoutRequest, type PaymentProvider, SIGNATURE_HEADER, signWebhook, verifyWebhook } from './provider.js';

/**
 * The sandbox provider, the embedded default (issue 11): checkout is our own page
 * `/sandbox-pay/{payment id}` (mf-credits) with Pay, Fail and Cancel; the member's choice
 * (`POST /api/sandbox-pay.php`) becomes a webhook event signed with the webhook secret exactly
 * as a real provider would send it (`sandboxEvent`), and goes through the same verification.
 * Refunds always succeed.
 */
export function createSandboxProvider(secret: string): PaymentProvider & {
  /** The signed webhook a real provider would post for `action` on a payment: headers and raw body. */
  sandboxEvent(providerRef: string, action: 'pay' | 'fail' | 'cancel'): { headers: Record<string, string>; body: string };
} {
  return {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest) {
      return { providerRef: `sbx_${crypto.randomBytes(12).toString('hex')}`, checkoutUrl: `/sandbox-pay/${request.id}` };
    },
    parseWebhook(headers, rawBody, now) {
      return verifyWebhook(secret, headers[SIGNATURE_HEADER], rawBody, now);
    },
    async refund() {},
    sandboxEvent(providerRef, action) {
      const type: PaymentWebhookEvent['type'] = action === 'pay' ? 'payment.completed' : action === 'fail' ? 'payment.failed' : 'payment.cancelled';
      const body = JSON.stringify({ id: `evt_${crypto.randomBytes(12).toString('hex')}`, type, payment: providerRef } satisfies PaymentWebhookEvent);
      return { headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, body) }, body };
    },
  };
}
