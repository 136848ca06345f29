// A local server answering as Mollie's API v2 does (docs.mollie.com/reference: create payment,
// get payment, create payment refund; JSON+HAL bodies, the error shape of "Handling errors"), with
// Mollie's hosted test-mode checkout (mollie-fake-checkout.ts), for the Mollie adapter's API tests
// and the e2e purchase (issue 32; mollie-fake-server.ts runs it on its own). Mollie's SDK talks
// HTTPS only and trusts only the CA bundle it ships (an https.Agent with its own `ca`, which
// NODE_EXTRA_CA_CERTS does not reach): the server uses a throw-away self-signed certificate made
// with `openssl`, and `trustLocalCertificates` turns certificate checks of this test process off
// while it runs.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type CheckoutStore, serveCheckout } from './mollie-fake-checkout.js';

/** A Mollie payment status (docs: "Payment status changes"). */
export type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

/** One request the fake received: what the adapter sent, for the test's checks. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> | null;
}

interface StoredPayment {
  id: string;
  status: MollieStatus;
  amount: { currency: string; value: string };
  body: Record<string, unknown>;
  createdAt: string;
}

export interface MollieFake {
  /** `https://127.0.0.1:<port>`: where the checkout pages are. */
  origin: string;
  /** `https://127.0.0.1:<port>/v2/`: the adapter's `apiBase`. */
  apiBase: string;
  /** The API key the fake accepts (`Authorization: Bearer …`). */
  apiKey: string;
  /** Every API request received (`/v2/…`), in order. */
  requests: FakeRequest[];
  /** Sets a payment's status (what Mollie's checkout would do). */
  setStatus(id: string, status: MollieStatus): void;
  /** The next refund request is refused with 422, as Mollie refuses a refund above the refundable amount. */
  refuseNextRefund(): void;
  /** Mollie's methods the profile has not activated: creating a payment with one is refused (422 on `method`). */
  inactiveMethods: Set<string>;
  /** Posts Mollie's webhook (`id=<id>`, form-encoded) to the payment's `webhookUrl`; the HTTP status it answered (0: not reached). */
  deliverWebhook(id: string): Promise<number>;
  close(): Promise<void>;
}

export interface MollieFakeOptions {
  /** The port on 127.0.0.1; 0 (the default) = a free one. */
  port?: number;
  /** The API key to accept; default a random `test_…` one. */
  apiKey?: string;
  /** Told one line per payment created, outcome chosen and webhook delivered (the runnable server logs them). */
  log?: (line: string) => void;
}

/** A self-signed certificate for 127.0.0.1 (one day), made with openssl in a temporary folder. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-mollie-fake-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1'];
    execFileSync('openssl', [...args, '-keyout', key, '-out', cert], { stdio: 'ignore' });
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lets this process accept the fake's self-signed certificate until the returned function is
 * called (NODE_TLS_REJECT_UNAUTHORIZED=0: the SDK's own CA bundle cannot be replaced).
 */
export function trustLocalCertificates(): () => void {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return () => {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}

const HAL = 'application/hal+json';
const docs = (page: string) => ({ href: `https://docs.mollie.com/reference/${page}`, type: 'text/html' });

/**
 * Starts the fake on 127.0.0.1 (`options.port`, default a free one): Mollie's API under `/v2/`
 * with `options.apiKey` (default a random `test_…`), the test-mode checkout of each payment at its
 * `_links.checkout.href`.
 */
export async function startMollieFake(options: MollieFakeOptions = {}): Promise<MollieFake> {
  const apiKey = options.apiKey ?? `test_${crypto.randomBytes(15).toString('hex')}`;
  const log = options.log ?? (() => {});
  const payments = new Map<string, StoredPayment>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeRequest[] = [];
  let refuseRefund = false;
  const inactiveMethods = new Set<string>();
  let origin = '';

  const paymentJson = (p: StoredPayment) => {
    const at = (name: string) => ({ [name]: new Date().toISOString() });
    return {
      resource: 'payment',
      id: p.id,
      mode: 'test',
      status: p.status,
      isCancelable: p.status === 'open',
      amount: p.amount,
      description: p.body.description,
      method: p.body.method ?? null,
      metadata: p.body.metadata ?? null,
      details: null,
      profileId: 'pfl_QkEhN94Ba',
      redirectUrl: p.body.redirectUrl,
      cancelUrl: p.body.cancelUrl,
      webhookUrl: p.body.webhookUrl,
      locale: p.body.locale,
      sequenceType: 'oneoff',
      createdAt: p.createdAt,
      ...(p.status === 'open' ? { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } : {}),
      ...(p.status === 'paid' ? { ...at('paidAt'), amountRefunded: { currency: p.amount.currency, value: '0.00' }, amountRemaining: p.amount } : {}),
      ...(p.status === 'failed' ? at('failedAt') : {}),
      ...(p.status === 'canceled' ? at('canceledAt') : {}),
      ...(p.status === 'expired' ? at('expiredAt') : {}),
      _links: {
        self: { href: `${origin}/v2/payments/${p.id}`, type: HAL },
        ...(p.status === 'open' ? { checkout: { href: `${origin}/checkout/select-method/${p.id.slice(3)}`, type: 'text/html' } } : {}),
        dashboard: { href: `https://my.mollie.com/dashboard/org_12345678/payments/${p.id}`, type: 'text/html' },
        documentation: docs('get-payment'),
      },
    };
  };
  const error = (status: number, title: string, detail: string, field?: string) => ({
    status,
    body: { status, title, detail, ...(field ? { field } : {}), _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } } },
  });

  function answer(req: FakeRequest): { status: number; body: unknown } {
    if (req.headers.authorization !== `Bearer ${apiKey}`) return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    const key = typeof req.headers['idempotency-key'] === 'string' ? `${req.path} ${req.headers['idempotency-key']}` : null;
    const earlier = key && req.method === 'POST' ? idempotent.get(key) : undefined;
    if (earlier) return earlier;
    const result = route(req);
    if (key && req.method === 'POST' && result.status < 300) idempotent.set(key, result);
    return result;
  }

  function route(req: FakeRequest): { status: number; body: unknown } {
    const refunds = /^\/v2\/payments\/(tr_\w+)\/refunds$/.exec(req.path);
    const one = /^\/v2\/payments\/(tr_\w+)$/.exec(req.path);
    const body = req.body ?? {};
    if (req.method === 'POST' && req.path === '/v2/payments') {
      const amount = body.amount as { currency?: string; value?: string } | undefined;
      if (!amount || typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value) || typeof amount.currency !== 'string') {
        return error(422, 'Unprocessable Entity', 'The amount contains an invalid value', 'amount.value');
      }
      if (typeof body.description !== 'string' || typeof body.redirectUrl !== 'string') return error(422, 'Unprocessable Entity', 'The description is invalid', 'description');
      if (inactiveMethods.has(String(body.method))) return error(422, 'Unprocessable Entity', 'The payment method is not active in your website profile.', 'method');
      const payment: StoredPayment = {
        id: `tr_${crypto.randomBytes(8).toString('hex')}`,
        status: 'open',
        amount: { currency: amount.currency, value: amount.value },
        body,
        createdAt: new Date().toISOString(),
      };
      payments.set(payment.id, payment);
      log(`payment ${payment.id} created: ${payment.amount.currency} ${payment.amount.value}, ${String(body.method)}, "${String(body.description)}"`);
      return { status: 201, body: paymentJson(payment) };
    }
    if (req.method === 'GET' && one) {
      const payment = payments.get(one[1] as string);
      return payment ? { status: 200, body: paymentJson(payment) } : error(404, 'Not Found', `No payment exists with token ${one[1]}.`);
    }
    if (req.method === 'POST' && refunds) {
      const payment = payments.get(refunds[1] as string);
      if (!payment) return error(404, 'Not Found', `No payment exists with token ${refunds[1]}.`);
      const amount = body.amount as { currency: string; value: string };
      if (refuseRefund || payment.status !== 'paid' || Number(amount.value) > Number(payment.amount.value)) {
        refuseRefund = false;
        return error(422, 'Unprocessable Entity', 'The amount is higher than the amount that is refundable for this payment', 'amount');
      }
      const id = `re_${crypto.randomBytes(5).toString('hex')}`;
      return {
        status: 201,
        body: {
          resource: 'refund',
          id,
          amount,
          status: 'pending',
          createdAt: new Date().toISOString(),
          description: body.description ?? '',
          metadata: null,
          paymentId: payment.id,
          settlementAmount: { currency: amount.currency, value: `-${amount.value}` },
          _links: { self: { href: `${origin}/v2/payments/${payment.id}/refunds/${id}`, type: HAL }, payment: { href: `${origin}/v2/payments/${payment.id}`, type: HAL }, documentation: docs('create-refund') },
        },
      };
    }
    return error(404, 'Not Found', 'The resource does not exist');
  }

  function setStatus(id: string, status: MollieStatus) {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    payment.status = status;
  }

  async function deliverWebhook(id: string): Promise<number> {
    const url = payments.get(id)?.body.webhookUrl;
    if (typeof url !== 'string') return 0;
    const answered = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ id }) })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      })
      .catch(() => 0);
    log(`webhook of ${id} (${payments.get(id)?.status}) to ${url}: ${answered || 'not reached'}`);
    return answered;
  }

  const checkoutStore: CheckoutStore = {
    find(id) {
      const p = payments.get(id);
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      return p && { id: p.id, status: p.status, amount: p.amount, description: String(p.body.description), method: text(p.body.method), redirectUrl: String(p.body.redirectUrl), cancelUrl: text(p.body.cancelUrl) };
    },
    setStatus(id, status) {
      setStatus(id, status);
      log(`checkout of ${id}: ${status}`);
    },
    deliverWebhook,
  };

  const server = https.createServer(selfSignedCertificate(), (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const pathname = new URL(request.url ?? '/', 'https://fake').pathname;
      if (!pathname.startsWith('/v2/')) {
        void serveCheckout(checkoutStore, request.method ?? 'GET', pathname, text, response).then((served) => {
          if (served) return;
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
          response.end('Not found');
        });
        return;
      }
      const req: FakeRequest = {
        method: request.method ?? 'GET',
        path: pathname,
        headers: request.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      };
      requests.push(req);
      const { status, body } = answer(req);
      response.writeHead(status, { 'content-type': HAL });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiBase: `${origin}/v2/`,
    apiKey,
    requests,
    setStatus,
    refuseNextRefund() {
      refuseRefund = true;
    },
    inactiveMethods,
    deliverWebhook,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
