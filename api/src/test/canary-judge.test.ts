import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CANARY_RULE_DEFAULTS, type CanaryComparison, type CanaryDecision, type RemoteActivation, type RumBeacon, type RumEvent } from '@amora/contracts';
import { sql } from 'kysely';
import { emptyTotals, type RumTotals } from '../repositories/canaries.js';
import { canaryJudgeOf, compare } from '../services/canary-judge.js';
import { normalCdf, twoProportionTest } from '../services/canary-stats.js';
import { readRumSettings } from '../services/rum-config.js';
import { addHistogram, bucketHigh, bucketLow, bucketOf, emptyHistogram, quantile, RUM_HISTOGRAM } from '../services/rum-histogram.js';
import { appWith, body, request, setupTestApp, type TestContext } from './helpers.js';
import { signInOperator } from './operator-helpers.js';

const close = (actual: number, expected: number, within: number, label = '') => assert.ok(Math.abs(actual - expected) <= within, `${label} ${actual} ≉ ${expected} (± ${within})`);

describe('canary statistics (pure)', () => {
  it('two-proportion z-test on known numbers', () => {
    // 50/1000 against 20/1000: z = 0.03 / √(0.035 · 0.965 · 2/1000) ≈ 3.650, one-sided p ≈ 0.000131.
    const t = twoProportionTest(50, 1000, 20, 1000);
    assert.ok(t);
    close(t.z, 3.6501, 0.0005, 'z');
    close(t.pGreater, 0.000131, 0.000002, 'p');
    close(t.pLess, 1 - 0.000131, 0.000002, 'p<');
    // 30/1000 against 10/1000: pooled 0.02, z ≈ 3.194, p ≈ 0.00070.
    const u = twoProportionTest(30, 1000, 10, 1000);
    assert.ok(u);
    close(u.z, 3.1944, 0.0005, 'z');
    close(u.pGreater, 0.0007007, 0.000002, 'p');
    // Symmetric, no difference → z 0, p ½; no trials → null; counts above the trials are capped.
    close(twoProportionTest(10, 1000, 30, 1000)?.z ?? 0, -3.1944, 0.0005);
    assert.equal(twoProportionTest(5, 100, 5, 100)?.z, 0);
    close(twoProportionTest(5, 100, 5, 100)?.pGreater ?? 0, 0.5, 1e-6);
    assert.equal(twoProportionTest(1, 0, 1, 10), null);
    assert.equal(twoProportionTest(0, 10, 0, 10)?.z, 0, 'both 0 %: no difference');
    assert.equal(twoProportionTest(30, 10, 10, 10)?.p1, 1);
  });

  it('the normal CDF', () => {
    close(normalCdf(0), 0.5, 1e-6);
    close(normalCdf(1.959964), 0.975, 1e-6);
    close(normalCdf(-1.644854), 0.05, 1e-6);
    close(normalCdf(-5) / 2.866516e-7, 1, 1e-5, 'tail');
  });

  it('the histogram: log-spaced buckets and the p75 read back within a bucket', () => {
    assert.equal(bucketOf(0), 0);
    assert.equal(bucketOf(0.5), 0);
    assert.equal(bucketOf(1), 1);
    assert.equal(bucketOf(600_000), RUM_HISTOGRAM.buckets - 1);
    assert.equal(bucketOf(10_000_000), RUM_HISTOGRAM.buckets - 1);
    for (const v of [1, 3, 99, 1234, 2500, 599_999]) {
      const b = bucketOf(v);
      assert.ok(bucketLow(b) <= v && v < bucketHigh(b), `${v} in [${bucketLow(b)}, ${bucketHigh(b)})`);
    }
    const h = emptyHistogram();
    for (let v = 1; v <= 1000; v++) h[bucketOf(v)] = (h[bucketOf(v)] ?? 0) + 1;
    const p75 = quantile(h, 0.75) ?? 0;
    assert.ok(p75 > 750 / 1.1 && p75 < 750 * 1.1, `p75 of 1…1000 ≈ 750, got ${p75}`);
    assert.equal(quantile(emptyHistogram(), 0.75), null);
    assert.deepEqual(addHistogram([1, 2], [3, 4, 5]), [4, 6, 5]);
  });

  it('AMORA_CANARY_CHECK_MS, AMORA_CANARY_MIN_PAGE_VIEWS and AMORA_RUM_FLUSH_MS: defaults, and a malformed value names the variable', () => {
    assert.deepEqual(readRumSettings({}), { flushMs: 5000, canaryCheckMs: 60000, canaryMinPageViews: null, problems: [] });
    assert.deepEqual(readRumSettings({ AMORA_CANARY_CHECK_MS: '2000', AMORA_CANARY_MIN_PAGE_VIEWS: '20', AMORA_RUM_FLUSH_MS: '500' }), {
      flushMs: 500,
      canaryCheckMs: 2000,
      canaryMinPageViews: 20,
      problems: [],
    });
    assert.match(readRumSettings({ AMORA_CANARY_CHECK_MS: 'soon' }).problems.join(), /^AMORA_CANARY_CHECK_MS must be a whole number/);
    assert.match(readRumSettings({ AMORA_CANARY_MIN_PAGE_VIEWS: '0' }).problems.join(), /^AMORA_CANARY_MIN_PAGE_VIEWS must be a whole number/);
  });
});

/** Totals of `pageViews` with `errors` and `signups` (signup_completed). */
const totals = (pageViews: number, errors: number, signups = 0, lcp: number[] = []): RumTotals => {
  const t = emptyTotals();
  t.page_views = pageViews;
  t.errors = errors;
  t.outcomes.signup_completed = signups;
  for (const v of lcp) t.vitals.LCP[bucketOf(v)] = (t.vitals.LCP[bucketOf(v)] ?? 0) + 1;
  return t;
};

describe('compare: the verdict from the figures (pure)', () => {
  const now = new Date('2026-03-01T12:30:00Z');
  const activation: RemoteActivation = { name: 'mf_landers', site: '', kind: 'canary', version: '2.0.0', manifest_url: 'x', percent: 10, activated_at: '2026-03-01T12:00:00Z' };
  const rules = { name: 'mf_landers', ...CANARY_RULE_DEFAULTS };
  const run = (canary: RumTotals, active: RumTotals, extra: Partial<Parameters<typeof compare>[0]> = {}) => compare({ activation, activeVersion: '1.0.0', rules, canary, active, now, ...extra });

  it('insufficient data: too young, or too few page views on a side', () => {
    assert.equal(run(totals(5000, 500), totals(5000, 5), { now: new Date('2026-03-01T12:05:00Z') }).verdict, 'insufficient_data');
    const few = run(totals(150, 50), totals(5000, 5));
    assert.equal(few.verdict, 'insufficient_data');
    assert.match(few.reason, /not enough page views yet \(canary 150, active 5000; 200 each needed\)/);
    assert.equal(few.metrics.error_rate.significant, false, 'no significance before enough samples');
  });

  it('worse: error rate significantly up by more than the allowed increase; the figures and the reason say so', () => {
    const c = run(totals(1000, 50), totals(1000, 20));
    assert.equal(c.verdict, 'worse');
    assert.equal(c.canary.error_rate, 0.05);
    assert.equal(c.active.error_rate, 0.02);
    close(c.metrics.error_rate.difference ?? 0, 0.03, 1e-9);
    close(c.metrics.error_rate.p_value ?? 1, 0.000131, 0.000002);
    assert.deepEqual([c.metrics.error_rate.significant, c.metrics.error_rate.worse], [true, true]);
    assert.match(c.reason, /2\.0\.0 against 1\.0\.0: significantly worse over 1000 and 1000 page views: error rate 5\.00 % against 2\.00 %/);
  });

  it('holding: significantly more errors but within the allowed increase, or a difference that is not significant', () => {
    const within = run(totals(100_000, 1500), totals(100_000, 1000));
    assert.equal(within.metrics.error_rate.worse, true);
    assert.equal(within.verdict, 'holding', within.reason);
    assert.match(within.reason, /error rate higher, within the allowed increase/);
    const noise = run(totals(1000, 12), totals(1000, 10));
    assert.equal(noise.verdict, 'holding');
    assert.equal(noise.metrics.error_rate.significant, false);
  });

  it('worse: an outcome rate down by more than the allowed drop; better: significantly more sign-ups', () => {
    const drop = run(totals(2000, 0, 40), totals(2000, 0, 100));
    assert.equal(drop.verdict, 'worse');
    assert.match(drop.reason, /signup_completed 2\.00 % against 5\.00 % per page view \(-60 %/);
    const better = run(totals(2000, 0, 100), totals(2000, 0, 40));
    assert.equal(better.verdict, 'better', better.reason);
  });

  it('vitals: p75 per side and a significantly slower LCP reported, never a reason to roll back', () => {
    const slow = Array.from({ length: 400 }, (_, i) => (i < 200 ? 1000 : 4000));
    const fast = Array.from({ length: 400 }, () => 1000);
    const c = run(totals(400, 0, 0, slow), totals(400, 0, 0, fast));
    close(c.canary.vitals.LCP.p75 ?? 0, 4000, 400, 'canary p75');
    close(c.active.vitals.LCP.p75 ?? 0, 1000, 100, 'active p75');
    assert.equal(c.metrics.vitals.LCP.worse, true);
    assert.equal(c.verdict, 'holding');
    assert.match(c.reason, /LCP slower/);
  });
});

describe('the canary judge on the database', () => {
  let ctx: TestContext;
  const auth = { authorization: 'Bearer dev-deploy-token' };
  const post = (payload: Record<string, unknown>, action = '') => request(ctx.app, { method: 'POST', url: `/api/remotes.php${action ? `?action=${action}` : ''}`, headers: auth, payload });
  const release = async (name: string, version: string, extra: Record<string, unknown> = {}) => {
    const res = await post({ name, version, manifest_url: `http://localhost:3100/${name}/${version}/mf-manifest.json`, ...extra });
    assert.equal(res.statusCode, 201, res.body);
  };
  /** `pageViews` page views of `name@version` on localhost, `errors` of them with an error, `signups` sign-ups. */
  const measure = async (name: string, version: string, pageViews: number, errors: number, signups = 0) => {
    const events: RumEvent[] = [
      ...Array.from({ length: pageViews }, () => ({ kind: 'page_view' as const })),
      ...Array.from({ length: errors }, () => ({ kind: 'error' as const, remote: name })),
      ...Array.from({ length: signups }, () => ({ kind: 'outcome' as const, remote: name, name: 'signup_completed' as const })),
    ];
    const beacon: RumBeacon = { versions: { [name]: version }, events };
    await ctx.app.rum.add('localhost', beacon);
  };
  /** Moves a canary's start `minutes` back, as if it had run that long. */
  const age = (name: string, minutes: number) =>
    ctx.db
      .updateTable('remote_activations')
      .set({ activated_at: sql<Date>`now() - make_interval(mins => ${minutes})` })
      .where('name', '=', name)
      .where('kind', '=', 'canary')
      .execute();
  const canaryOf = (name: string) => ctx.db.selectFrom('remote_activations').selectAll().where('name', '=', name).where('kind', '=', 'canary').executeTakeFirst();
  const auditOf = (action: string, name: string) => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', name).execute();

  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  it('rolls back a significantly worse canary: its share returns to the active version, one audit row and one decision, shown to the CLI and the console', async () => {
    await release('mf_landers', '1.0.0');
    await release('mf_landers', '1.1.0', { percent: 10 });
    await age('mf_landers', 20);
    await measure('mf_landers', '1.0.0', 1000, 10);
    await measure('mf_landers', '1.1.0', 1000, 50);
    const judge = canaryJudgeOf(ctx.app);
    const outcomes = await judge.judge();
    assert.deepEqual(outcomes.find((o) => o.name === 'mf_landers'), { name: 'mf_landers', site: '', version: '1.1.0', verdict: 'worse', action: 'rolled_back' });
    assert.equal(await canaryOf('mf_landers'), undefined, 'the canary is gone');
    const runs = body<{ remotes: { version: string }[]; canaries: RemoteActivation[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php' }));
    assert.equal(runs.remotes.find((r) => r.version.startsWith('1.'))?.version, '1.0.0');
    assert.equal(runs.canaries.length, 0);
    const [audit] = await auditOf('release.auto_rollback', 'mf_landers');
    assert.ok(audit);
    assert.deepEqual([audit.actor, audit.role, audit.operator_id], ['canary-judge', 'system', null]);
    assert.deepEqual(audit.before, { version: '1.1.0', percent: 10, site: null });
    assert.deepEqual(audit.after, { version: '1.0.0', site: null });
    assert.match(audit.reason ?? '', /error rate 5\.00 % against 1\.00 %/);
    // The release tool's view (deploy token) and the console's Releases screen.
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/remotes.php?view=compare&name=mf_landers' })).statusCode, 401);
    const cli = body<{ comparisons: CanaryComparison[]; decisions: CanaryDecision[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php?view=compare&name=mf_landers', headers: auth }));
    assert.deepEqual(cli.comparisons, []);
    assert.equal(cli.decisions.length, 1);
    assert.deepEqual([cli.decisions[0]?.decision, cli.decisions[0]?.version, cli.decisions[0]?.active_version], ['rolled_back', '1.1.0', '1.0.0']);
    assert.equal((cli.decisions[0]?.figures as CanaryComparison | undefined)?.canary.errors, 50);
    const admin = await signInOperator(ctx, 'admin');
    const screen = body<{ remotes: { name: string; decisions: CanaryDecision[]; comparisons: CanaryComparison[] }[] }>(
      await request(ctx.app, { method: 'GET', url: '/api/operator/releases.php', cookie: admin.cookie }),
    );
    assert.equal(screen.remotes.find((r) => r.name === 'mf_landers')?.decisions[0]?.decision, 'rolled_back');
    // Judged again: nothing left to do.
    assert.equal((await judge.judge()).filter((o) => o.name === 'mf_landers').length, 0);
  });

  it('leaves a canary with too few page views alone, and shows it beside its active version', async () => {
    await release('mf_members', '1.0.0');
    await release('mf_members', '1.1.0', { percent: 20 });
    await age('mf_members', 20);
    await measure('mf_members', '1.0.0', 300, 0);
    await measure('mf_members', '1.1.0', 50, 25);
    const outcome = (await canaryJudgeOf(ctx.app).judge()).find((o) => o.name === 'mf_members');
    assert.deepEqual(outcome, { name: 'mf_members', site: '', version: '1.1.0', verdict: 'insufficient_data', action: null });
    assert.ok(await canaryOf('mf_members'), 'still running');
    const { comparisons } = body<{ comparisons: CanaryComparison[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php?view=compare&name=mf_members', headers: auth }));
    assert.equal(comparisons.length, 1);
    const [c] = comparisons;
    assert.deepEqual([c?.version, c?.active_version, c?.percent, c?.canary.page_views, c?.active.page_views, c?.canary.error_rate], ['1.1.0', '1.0.0', 20, 50, 300, 0.5]);
    assert.equal(c?.verdict, 'insufficient_data');
    // The console shows the same.
    const admin = await signInOperator(ctx, 'admin');
    const screen = body<{ remotes: { name: string; comparisons: CanaryComparison[] }[] }>(await request(ctx.app, { method: 'GET', url: '/api/operator/releases.php', cookie: admin.cookie }));
    assert.equal(screen.remotes.find((r) => r.name === 'mf_members')?.comparisons[0]?.verdict, 'insufficient_data');
    // With AMORA_CANARY_MIN_PAGE_VIEWS=20 (tests, e2e) the same figures are enough to judge: rolled back.
    const lenient = await appWith(ctx, { rum: { ...ctx.config.rum, canaryMinPageViews: 20 } });
    try {
      const judged = (await canaryJudgeOf(lenient).judge()).find((o) => o.name === 'mf_members');
      assert.deepEqual([judged?.verdict, judged?.action], ['worse', 'rolled_back']);
    } finally {
      await lenient.close();
    }
  });

  it('promotes an auto-promote canary that held its time and page views, and not one still too young', async () => {
    await release('mf_chat', '1.0.0');
    const rejected = await post({ name: 'mf_chat', version: '1.0.1', manifest_url: 'http://localhost:3100/mf_chat/1.0.1/mf-manifest.json', auto_promote_after_minutes: 30 });
    assert.equal(rejected.statusCode, 400, 'only a canary is promoted automatically');
    await release('mf_chat', '1.1.0', { percent: 50, auto_promote_after_minutes: 30, auto_promote_min_views: 300 });
    const stored = await canaryOf('mf_chat');
    assert.deepEqual([stored?.auto_promote_after_minutes, stored?.auto_promote_min_views], [30, 300]);
    await measure('mf_chat', '1.0.0', 400, 4, 20);
    await measure('mf_chat', '1.1.0', 400, 4, 21);
    await age('mf_chat', 15);
    assert.equal((await canaryJudgeOf(ctx.app).judge()).find((o) => o.name === 'mf_chat')?.action, null, '15 of 30 minutes');
    await age('mf_chat', 45);
    const outcome = (await canaryJudgeOf(ctx.app).judge()).find((o) => o.name === 'mf_chat');
    assert.deepEqual([outcome?.verdict, outcome?.action], ['holding', 'promoted']);
    assert.equal(await canaryOf('mf_chat'), undefined);
    const active = (await ctx.app.repos.remotes.active()).find((r) => r.name === 'mf_chat');
    assert.equal(active?.version, '1.1.0');
    const [audit] = await auditOf('release.auto_promote', 'mf_chat');
    assert.deepEqual([audit?.actor, audit?.before, audit?.after], ['canary-judge', { version: '1.0.0', site: null }, { version: '1.1.0', site: null }]);
    const [decision] = await ctx.app.repos.canaries.decisions('mf_chat');
    assert.equal(decision?.decision, 'promoted');
  });

  it('a site’s canary is judged on that site’s measurements only', async () => {
    await release('mf_likes', '1.0.0');
    await release('mf_likes', '1.1.0', { percent: 10, site: 'de.localhost' });
    await age('mf_likes', 20);
    await measure('mf_likes', '1.0.0', 1000, 10);
    await measure('mf_likes', '1.1.0', 1000, 80); // on localhost, which the canary does not reach
    const c = await canaryJudgeOf(ctx.app).compareCanary('mf_likes', 'de.localhost');
    assert.deepEqual([c?.canary.page_views, c?.active.page_views, c?.verdict], [0, 0, 'insufficient_data']);
    assert.equal(await canaryJudgeOf(ctx.app).compareCanary('mf_likes', ''), null, 'no canary of every site');
  });

  it('sets a remote’s rules with the deploy token; the others keep their defaults', async () => {
    const res = await post({ name: 'mf_credits', min_page_views: 500, max_outcome_drop: 0.1 }, 'rules');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body(res).rules, { ...CANARY_RULE_DEFAULTS, name: 'mf_credits', min_page_views: 500, max_outcome_drop: 0.1 });
    assert.deepEqual(await ctx.app.repos.canaries.rules('mf_signup'), { name: 'mf_signup', ...CANARY_RULE_DEFAULTS });
    assert.equal((await post({ name: 'mf_credits', significance: 2 }, 'rules')).statusCode, 400);
    assert.equal((await request(ctx.app, { method: 'POST', url: '/api/remotes.php?action=rules', payload: { name: 'mf_credits', min_page_views: 1 } })).statusCode, 401);
  });
});
