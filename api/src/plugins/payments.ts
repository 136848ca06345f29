import fp from 'fastify-plugin';
import { createSandboxProvider } from '../services/payments/sandbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The payment provider (services/payments/provider.ts): the sandbox provider, signing with
     * `config.paymentWebhookSecret`. A real provider replaces it here (api/README.md "Payments").
     */
    paymentProvider: ReturnType<typeof createSandboxProvider>;
  }
}

/** Plugin 2c: decorates `app.paymentProvider` (issue 11). */
export const paymentsPlugin = fp(
  async (app) => {
    app.decorate('paymentProvider', createSandboxProvider(app.config.paymentWebhookSecret ?? ''));
  },
  { name: 'amora-payments', dependencies: ['amora-config'] },
);
