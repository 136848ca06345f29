/**
 * Issue 13: every route of spec §2, for a visitor and for a member, in English and German, has no
 * serious or critical axe violation (WCAG 2.2 A/AA rules of axe-core 4.13), and every screen names
 * itself in the page title. Modals are checked open (entry warning, sign-up).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { createMember, operatorPage, skipEntryWarning, waitForInteractive } from './helpers';

// Its tests do not depend on each other: both workers may take them.
test.describe.configure({ mode: 'parallel' });

const LOCALES = ['en', 'de'] as const;
/** The rules checked: WCAG 2.0–2.2, levels A and AA. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

const VISITOR_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/reset-password/do?token=x',
  '/activate/done',
  '/activate/error',
  '/mail-change/do?token=x',
  '/account-deleted',
  '/pricing',
  '/premium',
  '/complaints',
  '/lang-config',
  ...['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'].map((page) => `/pages/${page}`),
  '/landers/tinderswipe',
  ...['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'].map((lander) => `/landers/${lander}/summer`),
  '/members/{id}/landing',
  '/members/{id}/signup',
  '/members/{id}/landing2',
  '/members/{id}/landing3/night',
  '/{token}',
  '/no-such-page',
];

const MEMBER_ROUTES = [
  '/members',
  '/members/{id}',
  '/members/{id}/chat',
  '/likes',
  '/likes/my-likes',
  '/likes/matches',
  '/likes/m/{id}',
  '/chats',
  '/credits',
  '/credits/1',
  '/credits/1/sdd',
  '/credits/repeat-order',
  '/premium',
  '/profile',
  '/notifications',
  '/transactions',
  '/directdebit',
  '/match-finder',
  '/swipe-game',
  '/complete-signup',
  '/signup-matches',
];

/** Serious and critical axe violations of the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).options({ resultTypes: ['violations'] }).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

/** Opens a route and waits until its screen has drawn its heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner-border')).toHaveCount(0);
}

async function someProfileId(page: Page): Promise<number> {
  const { profiles } = await (await page.request.get('/api/members.php?numResults=1')).json();
  return profiles[0].id as number;
}

/** The member routes in two halves, a test each, for the same reason (one took 3.0 min under load). */
const MEMBER_HALVES = [MEMBER_ROUTES.slice(0, Math.ceil(MEMBER_ROUTES.length / 2)), MEMBER_ROUTES.slice(Math.ceil(MEMBER_ROUTES.length / 2))] as const;

/** The visitor routes in two halves, a test each: one took 2.9–3.1 min of its 3, on the edge of a timeout. */
const VISITOR_HALVES = [VISITOR_ROUTES.slice(0, Math.ceil(VISITOR_ROUTES.length / 2)), VISITOR_ROUTES.slice(Math.ceil(VISITOR_ROUTES.length / 2))] as const;

for (const locale of LOCALES) {
  for (const [half, routes] of VISITOR_HALVES.entries()) test(`${locale}: no serious axe violation on any visitor route (part ${half + 1} of 2)`, async ({ page }) => {
    test.setTimeout(180_000);
    await skipEntryWarning(page);
    const id = await someProfileId(page);
    const token = `a11y-${locale}-${half}-${Date.now()}`;
    operatorPage('set', token, '--locale', locale, '--title', 'Safety first', '--body', 'Meet in public places.\n\nTell a friend where you go.');
    const failures: string[] = [];
    for (const route of routes) {
      const path = `${prefix(locale)}${route.replace('{id}', String(id)).replace('{token}', token)}`;
      await open(page, path);
      failures.push(...(await violations(page)).map((v) => `${path}: ${v}`));
    }
    expect(failures).toEqual([]);
  });

  for (const [half, routes] of MEMBER_HALVES.entries()) test(`${locale}: no serious axe violation on any member route, each titled by its screen (part ${half + 1} of 2)`, async ({ browser }) => {
    test.setTimeout(180_000);
    const member = await createMember(browser, { name: 'Axel', gender: 'male' });
    const { page } = member;
    const id = await someProfileId(page);
    const failures: string[] = [];
    const titles = new Set<string>();
    for (const route of routes) {
      const path = `${prefix(locale)}${route.replace('{id}', String(id))}`;
      await open(page, path);
      failures.push(...(await violations(page)).map((v) => `${path}: ${v}`));
      // `Screen – Site`, with the (N) count in front when there is one (spec §2).
      await expect(page, path).toHaveTitle(/^(\(\d+\) )?\S.* – Amora/);
      titles.add((await page.title()).replace(/^\(\d+\) /, ''));
    }
    expect(failures).toEqual([]);
    // Screens name themselves: the likes tabs share a title and so do the checkout steps, but most differ.
    expect(titles.size).toBeGreaterThan(routes.length - 6);
    await member.context.close();
  });
}

test('the entry warning and the sign-up modal have no serious axe violation while open', async ({ page }) => {
  await page.goto('/pages/faq');
  const warning = page.getByRole('dialog', { name: 'Adults only' });
  await expect(warning).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await warning.getByRole('button', { name: /enter/i }).click();
  await expect(warning).toBeHidden();
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Join for free' }).click();
  await expect(page.getByRole('dialog', { name: 'Join for free' }).getByLabel('E-mail address')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a static page and the unknown route are titled by their heading, in the page locale', async ({ page }) => {
  await skipEntryWarning(page);
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('This page could not be found – Amora');
  const faq = await page.request.get('/de/pages/faq');
  expect(await faq.text()).toContain('<title>Häufig gestellte Fragen – Amora</title>');
});

test('with prefers-reduced-motion nothing moves: the landers stand still, buttons change without transition', async ({ page }) => {
  await skipEntryWarning(page);
  const motion = (selector: string, pseudo?: string) =>
    page.locator(selector).first().evaluate((el, pseudoElement) => {
      const style = getComputedStyle(el, pseudoElement);
      return { animation: style.animationName === 'none' || Number.parseFloat(style.animationDuration) < 0.001, transition: Number.parseFloat(style.transitionDuration) < 0.001 };
    }, pseudo);
  await page.goto('/landers/transitionsvideolanding/summer');
  await expect(page.locator('.lander-aurora')).toBeVisible();
  // The aurora's glow drifts on a layer of its own.
  expect((await motion('.lander-aurora', '::before')).animation).toBe(false);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motion('.lander-aurora', '::before')).toEqual({ animation: true, transition: true });
  expect((await motion('.lander-slide')).transition).toBe(true);
  expect((await motion('.btn')).transition).toBe(true);
});
