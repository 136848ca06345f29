import { canaryRulesBody } from '@amora/contracts';
import { REMOTE_NAME_PATTERN } from '@amora/contracts/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, parseInput } from '../errors.js';
import { canaryJudgeOf } from '../services/canary-judge.js';
import { requireDeployToken } from '../services/deploy-token.js';

const nameSchema = z.string().regex(REMOTE_NAME_PATTERN, 'name must match /^mf_[a-z]+$/');

/** A site's domain, or absent/'' for every site. */
const siteSchema = z.string().trim().max(253).optional().default('');

const releaseSchema = z.object({
  name: nameSchema,
  version: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9._+-]+$/, 'version may use letters, digits and . _ + -'),
  manifest_url: z.url({ protocol: /^https?$/ }).max(2048),
  site: siteSchema,
  /** Share of the site's visitors in percent: 100 (default) activates, 1–99 starts a canary. */
  percent: z.number().int().min(1).max(100).optional().default(100),
  /** A canary only (issue 35): promote it automatically once it held this many minutes… */
  auto_promote_after_minutes: z.number().int().min(1).max(30 * 24 * 60).optional(),
  /** …with at least this many page views (default: the remote's rules' `min_page_views`). */
  auto_promote_min_views: z.number().int().min(1).max(10_000_000).optional(),
});

const stepSchema = z.object({ name: nameSchema, site: siteSchema });

/**
 * The remote registry (docs/design.md §2):
 * - `GET /api/remotes.php` → `{remotes, canaries}`: what the request's site (by Host) runs — its
 *   version of each remote (a pin of the site, else the active version) and the canaries that
 *   take a share of its visitors (issue 14; the shell server picks one per visitor).
 * - `GET /api/remotes.php?name=mf_chat` → `{remotes}`: that remote's history, newest first.
 * - `GET /api/remotes.php?view=activations` → `{activations}`: every split and per-site version.
 * - `POST /api/remotes.php` + `Authorization: Bearer <token>`, body `{name, version,
 *   manifest_url, site?, percent?}` → 201 `{remote}`: registers (or re-uses) the version and
 *   activates it: for every site (no `site`, ending the split of every site that follows the
 *   registry), for one site (`site`: a domain, ending that site's split), or as a canary for
 *   `percent` (1–99) of the visitors. 404 `unknown_site` for a domain with no site.
 * - `POST /api/remotes.php?action=promote` + token, body `{name, site?}` → `{remote}`: the
 *   site's canary goes to all its visitors; 409 `no_canary` when there is none.
 * - `POST /api/remotes.php?action=rollback` + token, body `{name, site?}` → `{remote}`: ends the
 *   site's split; without one, removes the site's own version, or (every site) re-activates the
 *   version active before the current one; 409 `no_previous_version` when there is nothing to undo.
 * Issue 35 (canaries that judge themselves; services/canary-judge.ts):
 * - `GET /api/remotes.php` also answers `rum_sample_rate` (0–1): the share of the site's page
 *   views whose real-user measurements the shell sends (site setting, default 1).
 * - `GET /api/remotes.php?view=compare&name=mf_landers` + token → `{comparisons, decisions}`:
 *   each canary of the remote beside its active version (counts, rates, p75s, differences,
 *   significance, verdict and reason), and the judge's latest 10 decisions (`npm run remotes -- --compare`).
 * - A canary release (`percent` 1–99) may carry `auto_promote_after_minutes` and
 *   `auto_promote_min_views` (`--auto-promote`); 400 on a release that is no canary.
 * - `POST /api/remotes.php?action=rules` + token, body `{name, min_page_views?,
 *   max_error_rate_increase?, max_outcome_drop?, significance?, check_after_minutes?}` → `{rules}`:
 *   the judge's rules of that remote (the others keep their value; defaults CANARY_RULE_DEFAULTS).
 * The answer of `?view=compare` is for the release tools: it needs the deploy token (401 otherwise).
 * Token: AMORA_DEPLOY_TOKEN (`dev-deploy-token` outside production when unset; production
 * without it refuses every release). Wrong/missing token → 401 `invalid_deploy_token`.
 * Exempt from the Origin guard (called by tools, not pages).
 */
const remotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { remotes } = app.repos;

  app.get(
    '/api/remotes.php',
    { schema: { querystring: z.object({ name: nameSchema.optional(), view: z.enum(['activations', 'compare']).optional() }) } },
    async (request) => {
      if (request.query.view === 'compare') {
        await requireDeployToken(app)(request);
        const { name } = request.query;
        if (!name) throw new ApiError(400, 'invalid_request', 'view=compare needs the name of a remote.', { issues: [{ path: 'querystring.name', message: 'Required' }] });
        const [comparisons, decisions] = await Promise.all([canaryJudgeOf(app).comparisons(name), app.repos.canaries.decisions(name, 10)]);
        return { comparisons, decisions };
      }
      if (request.query.view) return { activations: await remotes.activations() };
      if (request.query.name) return { remotes: await remotes.history(request.query.name) };
      return { ...(await remotes.forSite(request.site.domain)), rum_sample_rate: request.site.settings.rum_sample_rate };
    },
  );

  /** The site named by a release, or '' for every site. @throws ApiError 404 `unknown_site` */
  async function knownSite(site: string): Promise<string> {
    if (site && !(await app.repos.sites.exists(site))) throw new ApiError(404, 'unknown_site', `No site has the domain ${site}.`);
    return site;
  }

  app.post(
    '/api/remotes.php',
    {
      onRequest: requireDeployToken(app),
      // A version registered or activated here counts in this process's measurements at once (issue 35).
      onResponse: async () => app.rum.registryChanged(),
      schema: { querystring: z.object({ action: z.enum(['release', 'rollback', 'promote', 'rules']).optional() }) },
    },
    async (request, reply) => {
      if (request.query.action === 'rules') {
        const { name, ...patch } = parseInput(canaryRulesBody, request.body);
        return { rules: await app.repos.canaries.setRules(name, patch) };
      }
      if (request.query.action === 'rollback' || request.query.action === 'promote') {
        const { name, site } = parseInput(stepSchema, request.body);
        await knownSite(site);
        if (request.query.action === 'promote') {
          const remote = await remotes.promote(name, site);
          if (!remote) throw new ApiError(409, 'no_canary', `${name} has no canary${site ? ` on ${site}` : ''} to promote.`);
          return { remote };
        }
        const remote = await remotes.stepBack(name, site);
        if (!remote) {
          throw new ApiError(409, 'no_previous_version', site ? `${site} has neither a split nor a version of its own of ${name}: it runs the registry's.` : `No earlier version of ${name} to roll back to.`);
        }
        return { remote };
      }
      const { name, version, manifest_url, site, percent, auto_promote_after_minutes, auto_promote_min_views } = parseInput(releaseSchema, request.body);
      if (percent === 100 && (auto_promote_after_minutes !== undefined || auto_promote_min_views !== undefined)) {
        throw new ApiError(400, 'invalid_request', 'Only a canary (percent 1–99) is promoted automatically.', { issues: [{ path: 'body.auto_promote_after_minutes', message: 'only with percent 1–99' }] });
      }
      if (auto_promote_min_views !== undefined && auto_promote_after_minutes === undefined) {
        throw new ApiError(400, 'invalid_request', 'auto_promote_min_views needs auto_promote_after_minutes.', { issues: [{ path: 'body.auto_promote_after_minutes', message: 'Required' }] });
      }
      await knownSite(site);
      if (percent === 100 && !site) return reply.status(201).send({ remote: await remotes.release(name, version, manifest_url) });
      await remotes.register(name, version, manifest_url);
      const autoPromote = auto_promote_after_minutes !== undefined ? { afterMinutes: auto_promote_after_minutes, minViews: auto_promote_min_views ?? null } : null;
      if (percent < 100) await remotes.canary(name, site, version, percent, autoPromote);
      else await remotes.pin(name, site, version);
      const remote = (await remotes.history(name)).find((r) => r.version === version);
      return reply.status(201).send({ remote });
    },
  );
};

export default remotesRoutes;
