import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { createOperator, signInOperator, skipEntryWarning, unique, waitForInteractive } from './helpers';

const ROOT = path.resolve(__dirname, '../..');
/** The API itself (the deploy token's calls), as the release tools reach it. */
const API = 'http://127.0.0.1:4000';
const DEPLOY = { authorization: 'Bearer dev-deploy-token' };
const npm = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('npm', args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

interface Activation {
  name: string;
  kind: 'pin' | 'canary';
  version: string;
  site: string;
}
const canaryOf = async (request: APIRequestContext) =>
  ((await (await request.get('/api/remotes.php?view=activations')).json()).activations as Activation[]).find((a) => a.name === 'mf_signup' && a.kind === 'canary');
const activeVersion = async (request: APIRequestContext) =>
  ((await (await request.get('/api/remotes.php?name=mf_signup')).json()).remotes as { version: string; active: boolean }[]).find((r) => r.active)?.version;

/**
 * One new visitor (a browser of their own, so a side of the split of their own) on /signup: waits
 * until the page's measurements are running (the collector's chunk), signs up when `signUp`, then
 * leaves (the page's beacons go out as it hides). Returns the version of mf_signup the page ran.
 */
async function visit(browser: Browser, signUp: boolean): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await skipEntryWarning(page);
    const collector = page.waitForResponse((r) => /\/rum\.[^/]*\.js$/.test(new URL(r.url()).pathname), { timeout: 20_000 });
    await page.goto('/signup');
    await waitForInteractive(page);
    await collector;
    const outlet = page.locator('#outlet-mf_signup');
    await expect(outlet.getByLabel('E-mail address')).toBeVisible();
    const version = (await outlet.getAttribute('data-version')) ?? '';
    if (signUp) {
      await outlet.getByLabel('E-mail address').fill(unique('canary'));
      await outlet.getByLabel('Username').fill(`canary_${Math.floor(Math.random() * 1e6)}`);
      await outlet.getByLabel('Password').fill('violet-harbour-lantern');
      await outlet.getByLabel('Date of birth').fill('1990-05-17');
      await outlet.getByRole('button', { name: 'Join for free' }).click();
      // The healthy side goes on to the photo step; the faulty build throws before sending anything.
      await outlet.getByRole('heading', { name: 'Add a profile photo' }).waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    // Leaving hides the page: the collector sends what it holds (sendBeacon).
    const beacon = page.waitForRequest((r) => r.url().endsWith('/api/rum.php'), { timeout: 10_000 });
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await beacon;
    return version;
  } finally {
    await context.close();
  }
}

/** Visitors (signing up when `signUp`) until each side of the split had `perSide` page views. */
async function visitBothSides(browser: Browser, canary: string, signUp: boolean, perSide = 4): Promise<{ canary: number; active: number }> {
  const seen = { canary: 0, active: 0 };
  for (let i = 0; i < 40 && (seen.canary < perSide || seen.active < perSide); i++) {
    seen[(await visit(browser, signUp)) === canary ? 'canary' : 'active']++;
  }
  expect(Math.min(seen.canary, seen.active), JSON.stringify(seen)).toBeGreaterThanOrEqual(perSide);
  return seen;
}

/**
 * Issue 35: a canary judged by its visitors. A build of mf-signup whose submit throws (the test-only
 * AMORA_TEST_FAULT) goes to 50 % of the visitors; they sign up in Chromium, their pages report
 * errors and no completed sign-ups, and the API's judge ends the canary by itself: later visitors
 * all get the active version, and the audit log and `npm run remotes` say why. A healthy canary
 * released with --auto-promote is promoted once it held.
 */
test('a canary that breaks sign-up is rolled back by itself; a healthy one with --auto-promote is promoted', async ({ browser, request, page }) => {
  test.setTimeout(480_000);
  const original = await activeVersion(request);
  // The judge's rules for mf_signup here: 4 page views a side suffice and a canary is judged at once
  // (the defaults: 200 page views and 10 minutes); the platform judges every few seconds (AMORA_CANARY_CHECK_MS).
  const rules = await request.post(`${API}/api/remotes.php?action=rules`, { headers: DEPLOY, data: { name: 'mf_signup', min_page_views: 4, check_after_minutes: 0 } });
  expect(rules.status(), await rules.text()).toBe(200);

  npm(['run', 'release', '--', 'mf-signup', '--canary', '50'], { AMORA_TEST_FAULT: 'signup-submit', AMORA_BUILD_LABEL: `faulty-${Date.now()}` });
  const faulty = (await canaryOf(request))?.version;
  expect(faulty).toBeTruthy();
  await visitBothSides(browser, faulty as string, true);

  // The judge ends it: the split is gone and every later visitor runs the active version.
  await expect(async () => expect(await canaryOf(request)).toBeUndefined())
    .toPass({ timeout: 90_000, intervals: [2_000] })
    .catch((error: Error) => {
      throw new Error(`${error.message}\nThe judge saw:\n${npm(['run', '--silent', 'remotes', '--', '--compare', 'mf-signup'])}`);
    });
  expect(await activeVersion(request)).toBe(original);
  for (let i = 0; i < 4; i++) expect(await visit(browser, false)).toBe(original);

  // What it was judged on: the faulty build's thrown errors counted for mf_signup (its scripts load
  // in CORS mode, so the errors keep their stack), and the sign-ups completed on the active side.
  const compared = await (await request.get(`${API}/api/remotes.php?view=compare&name=mf_signup`, { headers: DEPLOY })).json();
  const decision = (compared.decisions as { version: string; decision: string; figures: { canary: { errors: number }; active: { outcomes: Record<string, { count: number }> }; metrics: { error_rate: { worse: boolean } } } }[]).find((d) => d.version === faulty);
  expect(decision?.decision).toBe('rolled_back');
  expect(decision?.figures.canary.errors).toBeGreaterThan(0);
  expect(decision?.figures.metrics.error_rate.worse).toBe(true);
  expect(decision?.figures.active.outcomes.signup_completed?.count).toBeGreaterThan(0);

  // Why, where the team looks: the release tool and the audit log.
  const listing = npm(['run', 'remotes']);
  expect(listing).toMatch(new RegExp(`judge: .* ROLLED BACK ${faulty?.replace(/[.+]/g, '\\$&')} on every site: .*error`, 'i'));
  const admin = createOperator('admin');
  await signInOperator(page, admin);
  const audit = await (await page.request.get('/api/operator/audit.php?action=release.auto_rollback')).json();
  expect(JSON.stringify(audit.entries)).toContain(faulty);

  // A healthy build, promoted by itself once it held a minute with 4 page views a side.
  npm(['run', 'release', '--', 'mf-signup', '--canary', '50', '--auto-promote', '1:4'], { AMORA_BUILD_LABEL: `healthy-${Date.now()}` });
  const healthy = (await canaryOf(request))?.version as string;
  expect(healthy).toBeTruthy();
  await visitBothSides(browser, healthy, false);
  await expect(async () => expect(await activeVersion(request)).toBe(healthy))
    .toPass({ timeout: 150_000, intervals: [5_000] })
    .catch((error: Error) => {
      throw new Error(`${error.message}\nThe judge saw:\n${npm(['run', '--silent', 'remotes', '--', '--compare', 'mf-signup'])}`);
    });
  expect(npm(['run', 'remotes', '--', '--compare', 'mf-signup'])).toMatch(new RegExp(`promoted ${healthy.replace(/[.+]/g, '\\$&')}`));

  // The registry as it was, for the specs after this one.
  npm(['run', 'rollback', '--', 'mf-signup']);
  expect(await activeVersion(request)).toBe(original);
});
