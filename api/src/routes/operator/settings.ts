import { type EditableSettings, editableSettings } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, parseInput } from '../../errors.js';
import { actorMaySite, auditEntry, type OperatorActor, requireOperator } from '../../plugins/operator-auth.js';
import { assertPaymentProvidersChoosable, paymentProviderOptions } from '../../services/payments/provider-options.js';

const siteQuery = z.object({ site: z.string().trim().toLowerCase().min(1).max(253) });
const putSchema = z.object({ site: z.string().trim().toLowerCase().min(1).max(253), settings: editableSettings.strict() });

/** The keys whose values differ between two settings objects, with both sides (for the audit row). */
function changed(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

/**
 * A site's settings of spec §3 in the console (issue 31 "Site settings"; permission `settings`):
 * - `GET /api/operator/settings.php?site=<domain>` → `{site, settings}`: what the site stores
 *   (`editableSettings` of the contract: name, domain language, niche, sign-up mode, logged-out
 *   search, credits, message length, refund days, entry popup, fictional texts, support contacts,
 *   `payment_providers`, `rum_sample_rate` (issue 35: 0–1, the share of page views whose
 *   real-user measurements the shell sends; 1 when never set) …), and read-only (issue 32) `configured_providers` (the payment
 *   providers whose keys this installation has) and `provider_methods` (per provider the methods
 *   it takes; services/payments/provider-options.ts).
 * - `PUT /api/operator/settings.php {site, settings}` → the same, after the write: every field,
 *   validated by the contract's schema (400 invalid_request with the field); a `payment_providers`
 *   naming a provider without keys is refused with 400 `payment_provider_not_configured`, a method
 *   given to a provider that lacks it with 400 `payment_provider_lacks_method` (+ `provider`,
 *   `method`, `issues`; contract `paymentProviderChoiceProblems`, issue 32); the change is one
 *   audit row (`site.settings`, the changed fields before and after) and reaches the site within
 *   the settings caches' lifetime (SITE_CACHE_MS in the API, 2 s in the shell).
 * 404 not_found for an unknown site or one the operator may not act on.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The site row of a domain the actor may act on; 404 otherwise. */
  async function siteOf(actor: OperatorActor, domain: string) {
    const site = await app.db.selectFrom('sites').select(['id', 'domain', 'settings']).where('domain', '=', domain).executeTakeFirst();
    if (!site || !actorMaySite(actor, site.id)) throw notFound('No such site.');
    return site;
  }
  /** The editable part of stored settings (what the contract's schema knows; nothing else), with the defaults of settings added later (`rum_sample_rate` 1, issue 35). */
  const editable = (stored: unknown): EditableSettings => editableSettings.strip().parse({ rum_sample_rate: 1, ...(stored as Record<string, unknown>) });

  app.get('/api/operator/settings.php', { schema: { querystring: siteQuery } }, async (request) => {
    const site = await siteOf(requireOperator(request, 'settings'), request.query.site);
    return { site: site.domain, settings: editable(site.settings), ...paymentProviderOptions(app.config) };
  });

  app.put('/api/operator/settings.php', async (request) => {
    const actor = requireOperator(request, 'settings');
    const input = parseInput(putSchema, request.body);
    const site = await siteOf(actor, input.site);
    if (input.settings.payment_providers) assertPaymentProvidersChoosable(app.config, input.settings.payment_providers);
    const stored = site.settings as Record<string, unknown>;
    const next = { ...stored, ...input.settings };
    const diff = changed(stored, input.settings);
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('sites').set({ settings: JSON.stringify(next) }).where('id', '=', site.id).execute();
      await app.repos.audit.record(auditEntry(request, actor, { siteId: site.id, action: 'site.settings', targetType: 'site', targetId: site.id, userId: null, ...diff }), trx);
    });
    app.repos.sites.clearCache();
    return { site: site.domain, settings: editable(next), ...paymentProviderOptions(app.config) };
  });
};

export default settingsRoutes;
