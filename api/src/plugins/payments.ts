import { paymentProvidersSetting } from '@amora/contracts';
import fp from 'fastify-plugin';
import { createPaymentProviders, type PaymentProviders, paymentProviderProblems } from '../services/payments/registry.js';
import { createSandboxProvider, type SandboxProvider } from '../services/payments/sandbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The payment providers (services/payments/registry.ts, issue 32): the sandbox, Mollie and
     * Stripe; a site's setting `payment_providers` chooses per method (`forOrder`), a stored
     * payment goes back to its own (`get(payment.provider)`).
     */
    paymentProviders: PaymentProviders;
    /** The sandbox provider (the same object as `paymentProviders.sandbox`), signing with `config.paymentWebhookSecret`. */
    paymentProvider: SandboxProvider;
  }
}

/**
 * Plugin 2c: decorates `app.paymentProviders` and `app.paymentProvider` (issue 11, issue 32).
 * With `NODE_ENV=production` it refuses to start (throws "refusing to start in production", one
 * line per site and problem) while a site chooses a provider whose credentials are missing or
 * short, or the sandbox without `AMORA_SANDBOX_PAYMENTS=1` (registry.ts
 * `paymentProviderProblems`); the sites are read from the database once, here.
 */
export const paymentsPlugin = fp(
  async (app) => {
    const sandbox = createSandboxProvider(app.config.paymentWebhookSecret ?? '');
    app.decorate('paymentProvider', sandbox);
    app.decorate('paymentProviders', createPaymentProviders(app.config, sandbox));
    if (app.config.nodeEnv !== 'production') return;
    const rows = await app.db.selectFrom('sites').select(['domain', 'settings']).orderBy('id').execute();
    const sites = rows.map((row) => {
      const stored = paymentProvidersSetting.safeParse((row.settings as { payment_providers?: unknown } | null)?.payment_providers);
      return { domain: row.domain, payment_providers: stored.success ? stored.data : undefined };
    });
    const problems = paymentProviderProblems(app.config, sites);
    if (problems.length > 0) throw new Error(`refusing to start in production:\n  ${problems.join('\n  ')}`);
  },
  { name: 'amora-payments', dependencies: ['amora-config', 'amora-db'] },
);
