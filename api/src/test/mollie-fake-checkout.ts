// Mollie's hosted checkout in test mode, as the local Mollie server (mollie-fake.ts) serves it
// (issue 32, the e2e purchase): instead of paying, the tester chooses the payment's outcome, as on
// Mollie's own test-mode page. Choosing one sets the payment's status, posts Mollie's webhook
// (`id=tr_…`, form-encoded, unsigned) to the payment's `webhookUrl` and sends the browser to the
// payment's `redirectUrl`, in that order (real Mollie does not promise the order; the return page
// polls while a payment is pending either way).
import type { ServerResponse } from 'node:http';
import { html } from '@amora/contracts/html';

/** The outcomes the test-mode page offers, as Mollie's payment statuses. */
export const CHECKOUT_OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

/** What the checkout shows and uses of a payment the fake holds. */
export interface CheckoutPayment {
  id: string;
  status: string;
  /** Mollie's amount: ISO 4217 currency and the value as a decimal string (`'18.71'`). */
  amount: { currency: string; value: string };
  description: string;
  /** Mollie's method id (`bancontact`, `creditcard`), or null when the payment named none. */
  method: string | null;
  redirectUrl: string;
  cancelUrl: string | null;
}

/** The fake's side of the checkout: its payments, their status and the webhook. */
export interface CheckoutStore {
  find(id: string): CheckoutPayment | undefined;
  setStatus(id: string, status: CheckoutOutcome): void;
  /** Posts Mollie's webhook `id=<id>` to the payment's `webhookUrl`; the HTTP status it answered (0: not reached). */
  deliverWebhook(id: string): Promise<number>;
}

/** Mollie's names of its methods, as its checkout shows them. */
const METHOD_NAMES: Readonly<Record<string, string>> = {
  ideal: 'iDEAL', bancontact: 'Bancontact', creditcard: 'Card', applepay: 'Apple Pay', paypal: 'PayPal', eps: 'EPS',
  przelewy24: 'Przelewy24', blik: 'BLIK', paysafecard: 'paysafecard', banktransfer: 'Bank transfer', mobilepay: 'MobilePay',
  swish: 'Swish', twint: 'TWINT', satispay: 'Satispay', vipps: 'Vipps',
};
const LABELS: Readonly<Record<CheckoutOutcome, string>> = { paid: 'Paid', failed: 'Failed', canceled: 'Canceled', expired: 'Expired' };

/** The test-mode page of one open payment: the method, description and amount Mollie got, and the outcomes. */
function page(payment: CheckoutPayment): string {
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: payment.amount.currency }).format(Number(payment.amount.value));
  const method = payment.method ? (METHOD_NAMES[payment.method] ?? payment.method) : 'Select a payment method';
  const options = CHECKOUT_OUTCOMES.map((o) => html`<label><input type="radio" name="status" value="${o}" required> ${LABELS[o]}</label><br>`);
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test mode - Mollie</title></head>
<body>
<main>
<p><strong>Test mode</strong>: no money is moved. Choose the status this payment gets.</p>
<h1>${method}</h1>
<p>${payment.description}</p>
<p>${amount}</p>
<form method="post">
<fieldset>
<legend>Select the payment status</legend>
${options}
</fieldset>
<button type="submit">Continue</button>
</form>
</main>
</body>
</html>`.toString();
}

const redirect = (response: ServerResponse, location: string) => {
  response.writeHead(303, { location });
  response.end();
};

/**
 * Answers the checkout's paths; false for any other path (the caller answers 404):
 * - `GET /checkout/select-method/<token>` (`<token>`: the payment id without `tr_`, as
 *   `_links.checkout.href` names it): the page; a payment no longer open sends the browser to its
 *   `redirectUrl` (303), as Mollie does; 404 for an unknown payment.
 * - `POST` of the same path, form `status=paid|failed|canceled|expired`: sets the status, delivers
 *   the webhook, then 303 to `redirectUrl` (`cancelUrl` when cancelled and given); 400 for another
 *   status, 409 when the payment is no longer open.
 * - `POST /_fake/payments/<tr_id>/webhook` (the tests' control, not Mollie's API): delivers the
 *   payment's webhook once more, as Mollie repeats it → 200 `{"answered": <our HTTP status>}`.
 */
export async function serveCheckout(store: CheckoutStore, method: string, path: string, body: string, response: ServerResponse): Promise<boolean> {
  const checkout = /^\/checkout\/select-method\/(\w+)$/.exec(path);
  const repeat = /^\/_fake\/payments\/(tr_\w+)\/webhook$/.exec(path);
  if (repeat && method === 'POST') {
    const answered = await store.deliverWebhook(repeat[1] as string);
    response.writeHead(store.find(repeat[1] as string) ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ answered }));
    return true;
  }
  if (!checkout) return false;
  const payment = store.find(`tr_${checkout[1]}`);
  if (!payment) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('This payment does not exist.');
  } else if (method === 'GET') {
    if (payment.status !== 'open') redirect(response, payment.redirectUrl);
    else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(payment));
    }
  } else if (method === 'POST') {
    const status = new URLSearchParams(body).get('status') as CheckoutOutcome | null;
    if (!status || !CHECKOUT_OUTCOMES.includes(status)) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Choose a payment status.');
    } else if (payment.status !== 'open') {
      response.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('This payment has already been processed.');
    } else {
      store.setStatus(payment.id, status);
      await store.deliverWebhook(payment.id);
      redirect(response, status === 'canceled' && payment.cancelUrl ? payment.cancelUrl : payment.redirectUrl);
    }
  } else {
    response.writeHead(405, { allow: 'GET, POST' });
    response.end();
  }
  return true;
}
