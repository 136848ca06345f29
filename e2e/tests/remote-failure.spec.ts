import { type Page, type Route, expect, test } from '@playwright/test';
import { ANNA, login, skipEntryWarning } from './helpers';

const CDN = 'http://localhost:3100';

/** A route of each remote, and whether it needs a member. */
const REMOTES: { name: string; path: string; member: boolean; other: string }[] = [
  { name: 'mf_landers', path: '/', member: false, other: '/login' },
  { name: 'mf_signup', path: '/login', member: false, other: '/' },
  { name: 'mf_members', path: '/members', member: true, other: '/chats' },
  { name: 'mf_chat', path: '/chats', member: true, other: '/likes' },
  { name: 'mf_likes', path: '/likes', member: true, other: '/credits' },
  { name: 'mf_credits', path: '/credits', member: true, other: '/members' },
];

const isRemoteFile = (name: string) => (url: URL) => url.origin === CDN && url.pathname.startsWith(`/${name}/`);

/** A remote entry whose code throws when single-spa mounts it. */
const throwingEntry = (name: string) => `window[${JSON.stringify(name)}] = {
  init: function () {},
  get: function () { return Promise.resolve(function () { return {
    bootstrap: function () { return Promise.resolve(); },
    mount: function () { return Promise.reject(new Error('boom in ${name}')); },
    unmount: function () { return Promise.resolve(); }
  }; }); }
};`;

async function expectRestOfSiteWorks(page: Page, other: string) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  await page.evaluate((p) => window.history.pushState(null, '', p), other);
  await expect(page.locator('#amora-outlets > div:not([hidden])')).not.toBeEmpty();
}

for (const remote of REMOTES) {
  test.describe(remote.name, () => {
    test.beforeEach(async ({ page }) => {
      await skipEntryWarning(page);
      if (remote.member) await login(page, ANNA);
      // The page login lands on may still fetch lazy chunks: blocking them would reload it (spec §8)
      // and abort the test's own navigation, so leave it for a blank page first.
      await page.waitForLoadState('networkidle');
      await page.goto('about:blank');
    });

    test('unreachable on the CDN: localized error with retry, the rest of the site works', async ({ page }) => {
      const abort = (route: Route) => route.abort('connectionrefused');
      const files = isRemoteFile(remote.name);
      await page.route(files, abort);
      await page.goto(remote.path);
      const error = page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' });
      await expect(error).toBeVisible();
      await expectRestOfSiteWorks(page, remote.other);
      // Back on the remote's route, still cut off: single-spa tries the entry again and the error stays.
      await page.evaluate((p) => window.history.pushState(null, '', p), remote.path);
      await expect(error).toBeVisible();

      await page.unroute(files, abort);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator(`#outlet-${remote.name}`)).not.toBeEmpty();
      await expect(error).toBeHidden();
    });

    test('its code throws: localized error with retry, the rest of the site works', async ({ page }) => {
      await page.route(
        (url) => isRemoteFile(remote.name)(url) && url.pathname.endsWith('/remoteEntry.js'),
        (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: throwingEntry(remote.name) }),
      );
      await page.goto(remote.path);
      await expect(page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectRestOfSiteWorks(page, remote.other);
    });
  });
}
