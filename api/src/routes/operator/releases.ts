import { releaseActionBody } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, notFound, parseInput } from '../../errors.js';
import { type OperatorActor, auditEntry, requireOperator } from '../../plugins/operator-auth.js';
import { canaryJudgeOf } from '../../services/canary-judge.js';

/** The permission a release of `name` needs: marketing may release the landers, admins every remote (issue 31 roles). */
const permissionFor = (name: string): 'releases_landers' | 'releases' => (name === 'mf_landers' ? 'releases_landers' : 'releases');

/** Whether the actor may release `name` (without throwing). */
function mayRelease(request: Parameters<typeof requireOperator>[0], name: string): boolean {
  try {
    requireOperator(request, permissionFor(name));
    return true;
  } catch {
    return false;
  }
}

/**
 * Releases in the console (issue 31 "Releases"): the same registry calls as `npm run release`,
 * `promote` and `rollback` (docs/design.md §2), by an operator instead of the deploy token.
 * - `GET /api/operator/releases.php` → `{remotes: [{name, versions (newest first, ≤ 20), activations,
 *   comparisons, decisions}]}`: the remotes the operator may release (permission
 *   `releases_landers`: mf_landers; `releases`: all); issue 35: each canary beside its active
 *   version measured by real users (`comparisons`, services/canary-judge.ts compareCanary) and the
 *   canary judge's latest 10 automatic rollbacks and promotions (`decisions`).
 * - A `canary` may carry `auto_promote_after_minutes` / `auto_promote_min_views` (issue 35).
 * - `POST /api/operator/releases.php {name, action, version?, site?, percent?}` → `{remote}`:
 *   `activate` a registered version for every site or one (`site`), `canary` it for `percent`
 *   (1–99) of a site's visitors, `promote` the site's canary, `rollback` (end the split, or go
 *   back one version). One audit row `release.<action>` with the version before and after.
 *   403 forbidden_role for a remote the role may not release; 404 not_found for an unknown version
 *   or site; 409 no_canary / no_previous_version as the registry answers them.
 */
const releasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { remotes, audit } = app.repos;

  app.get('/api/operator/releases.php', async (request) => {
    requireOperator(request, null);
    const names = (await app.db.selectFrom('remote_versions').select('name').distinct().orderBy('name').execute()).map((r) => r.name);
    const activations = await remotes.activations();
    const allowed = names.filter((name) => mayRelease(request, name));
    const judge = canaryJudgeOf(app);
    return {
      remotes: await Promise.all(
        allowed.map(async (name) => ({
          name,
          versions: (await remotes.history(name)).slice(0, 20),
          activations: activations.filter((a) => a.name === name),
          comparisons: activations.some((a) => a.name === name && a.kind === 'canary') ? await judge.comparisons(name) : [],
          decisions: await app.repos.canaries.decisions(name, 10),
        })),
      ),
    };
  });

  app.post('/api/operator/releases.php', async (request) => {
    const input = parseInput(releaseActionBody, request.body);
    const actor: OperatorActor = requireOperator(request, permissionFor(input.name));
    if (input.site && !(await app.repos.sites.exists(input.site))) throw notFound('No such site.');
    const before = (await remotes.history(input.name)).find((r) => r.active)?.version ?? null;
    const registered = input.version ? (await remotes.history(input.name)).find((r) => r.version === input.version) : undefined;
    let remote = null;
    if (input.action === 'activate' || input.action === 'canary') {
      if (!registered) throw notFound('No such version.');
      if (input.action === 'canary') {
        if (!input.percent) throw new ApiError(400, 'invalid_request', 'A canary needs its share in percent.');
        const autoPromote = input.auto_promote_after_minutes ? { afterMinutes: input.auto_promote_after_minutes, minViews: input.auto_promote_min_views ?? null } : null;
        await remotes.canary(input.name, input.site, registered.version, input.percent, autoPromote);
      } else if (input.site) await remotes.pin(input.name, input.site, registered.version);
      else await remotes.release(input.name, registered.version, registered.manifest_url);
      remote = (await remotes.history(input.name)).find((r) => r.version === registered.version) ?? null;
    } else if (input.action === 'promote') {
      remote = await remotes.promote(input.name, input.site);
      if (!remote) throw new ApiError(409, 'no_canary', `${input.name} has no canary to promote.`);
    } else {
      remote = await remotes.stepBack(input.name, input.site);
      if (!remote) throw new ApiError(409, 'no_previous_version', `Nothing of ${input.name} to roll back.`);
    }
    app.rum.registryChanged();
    const siteId = input.site ? ((await app.repos.sites.idsOf([input.site]))[0] ?? null) : null;
    await audit.record(
      auditEntry(request, actor, {
        siteId,
        action: `release.${input.action}`,
        targetType: 'remote',
        targetId: input.name,
        userId: null,
        before: { version: before },
        after: {
          version: remote?.version ?? null,
          site: input.site || null,
          percent: input.percent ?? null,
          ...(input.action === 'canary' && input.auto_promote_after_minutes ? { auto_promote_after_minutes: input.auto_promote_after_minutes, auto_promote_min_views: input.auto_promote_min_views ?? null } : {}),
        },
      }),
    );
    return { remote };
  });
};

export default releasesRoutes;
