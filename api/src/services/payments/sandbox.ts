import crypto from 'node:crypto';
import type { PaymentWebhookEvent } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import { type CheckoutRequest, type PaymentProvider, SIGNATURE_HEADER, signWebhook, verifyWebhook } from './provider.js';

/**
 * The sandbox provider, the embedded default (issue 11): checkout is our own page
 * `/sandbox-pay/{payment id}` (mf-credits) with Pay, Fail and Cancel; the member's choice
 * (`POST /api/sandbox-pay.php`) becomes a webhook event signed with the webhook secret exactly
 * as a real provider would send it (`sandboxEvent`), and goes through the same verification.
 * Refunds always succeed. It takes every method (and the direct debit's sandbox bank reports
 * through it, routes/directdebit.ts).
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
    async parseWebhook({ headers, rawBody }, now) {
      return [verifyWebhook(secret, headers[SIGNATURE_HEADER], rawBody, now)];
    },
    async refund() {},
    sandboxEvent(providerRef, action) {
      const type: PaymentWebhookEvent['type'] = action === 'pay' ? 'payment.completed' : action === 'fail' ? 'payment.failed' : 'payment.cancelled';
      const body = JSON.stringify({ id: `evt_${crypto.randomBytes(12).toString('hex')}`, type, payment: providerRef } satisfies PaymentWebhookEvent);
      return { headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, body) }, body };
    },
  };
}

/** The sandbox provider with its signed-event maker (`app.paymentProviders.sandbox`). */
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/**
 * Posts the sandbox's signed event for `action` on a payment through the app's own
 * `/api/payment-webhook.php` (the full verification a real provider's webhook gets). Used by the
 * sandbox provider's page and the sandbox bank of the direct debit.
 * @throws Error when the webhook does not answer 200 (a bug: the event is ours).
 */
export async function deliverSandboxEvent(app: FastifyInstance, providerRef: string, action: 'pay' | 'fail' | 'cancel'): Promise<void> {
  const { headers, body } = app.paymentProviders.sandbox.sandboxEvent(providerRef, action);
  const res = await app.inject({ method: 'POST', url: '/api/payment-webhook.php?provider=sandbox', headers, payload: body });
  if (res.statusCode !== 200) throw new Error(`sandbox webhook answered ${res.statusCode}: ${res.body}`);
}
