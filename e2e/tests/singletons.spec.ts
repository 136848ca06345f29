import { expect, test } from '@playwright/test';
import { ANNA, login, skipEntryWarning } from './helpers';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/**
 * docs/design.md §1: React, react-dom and @amora/shared are shared singletons — downloaded once, by the
 * shell, never as a remote's fallback copy, across all six remotes; React Router
 * (`@amora/shared/router`) once, by the first remote that needs it.
 */
test('React, react-dom, @amora/shared and React Router are downloaded once across all remotes', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await skipEntryWarning(page);
  await page.goto('/');
  // Hydrated by mf_landers itself before the next page: scripts load after the first paint.
  await expect(page.locator('#outlet-mf_landers:not([data-ssr])')).not.toBeEmpty();
  await page.goto('/pages/faq');
  await login(page, ANNA);
  for (const path of ['/chats', '/likes', '/credits', '/members']) {
    await page.evaluate((p) => window.history.pushState(null, '', p), path);
    await expect(page.locator(`#outlet-${{ '/chats': 'mf_chat', '/likes': 'mf_likes', '/credits': 'mf_credits', '/members': 'mf_members' }[path]}`)).not.toBeEmpty();
  }
  // Each remote's manifest, beside the remoteEntry.js the browser loaded, lists its fallback copies of the shared modules.
  const manifests = new Map<string, ManifestShared[]>();
  for (const entry of scripts.filter((s) => s.endsWith('/remoteEntry.js'))) {
    const manifestUrl = entry.replace(/remoteEntry\.js$/, 'mf-manifest.json');
    manifests.set(manifestUrl, (await (await page.request.get(manifestUrl)).json()).shared);
  }
  expect(manifests.size).toBe(6);

  const singletons = ['react', 'react-dom', 'react-dom/client', '@amora/shared'];
  const fallbackFiles: string[] = [];
  for (const [manifestUrl, shared] of manifests) {
    for (const entry of shared.filter((s) => singletons.includes(s.name))) {
      for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) fallbackFiles.push(new URL(file, manifestUrl).toString());
    }
  }
  expect(fallbackFiles.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => fallbackFiles.includes(s))).toEqual([]);

  const shareScope = await page.evaluate(() => {
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } }).__FEDERATION__.__SHARE__;
    const out: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        for (const info of Object.values(versions)) if (info.loaded) out[name] = [...(out[name] ?? []), info.from];
      }
    }
    return out;
  });
  for (const name of singletons) expect([name, shareScope[name]]).toEqual([name, ['shell']]);
  // React Router is not the shell's: the first remote that routes provides it, and every later one uses that copy.
  expect(shareScope['@amora/shared/router']).toHaveLength(1);
});
