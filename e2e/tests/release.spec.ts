import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { skipEntryWarning } from './helpers';

const ROOT = path.resolve(__dirname, '../..');
const npm = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('npm', args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * docs/design.md §2: a release of one remote changes what the next page load uses, with no rebuild or
 * restart of the shell or any other remote; a rollback brings the previous version back.
 */
test('release a changed remote, see it on the next load, roll back and see the old one', async ({ page, request }) => {
  test.setTimeout(180_000);
  await skipEntryWarning(page);
  const shellAssets = async () => (await (await request.get('/')).text()).match(/\/static\/main\.[a-f0-9]+\.js/)?.[0];
  const activeVersion = async (name: string) => ((await (await request.get(`/api/remotes.php?name=${name}`)).json()).remotes as { version: string; active: boolean }[]).find((r) => r.active)?.version;

  await page.goto('/login');
  const outlet = page.locator('#outlet-mf_signup');
  await expect(outlet).not.toBeEmpty();
  const before = { build: await outlet.getAttribute('data-build'), version: await activeVersion('mf_signup'), shell: await shellAssets(), chat: await activeVersion('mf_chat') };

  const label = `e2e-${Date.now()}`;
  npm(['run', 'release', '--', 'mf-signup'], { AMORA_BUILD_LABEL: label });
  const released = await activeVersion('mf_signup');
  expect(released).not.toBe(before.version);

  // The shell server caches the registry for 2 s: the next loads after that use the release.
  const expectBuild = (build: string | null) =>
    expect(async () => {
      await page.reload();
      await expect(outlet).not.toBeEmpty({ timeout: 5_000 });
      expect(await outlet.getAttribute('data-build')).toBe(build);
    }).toPass({ timeout: 20_000 });
  await expectBuild(label);
  expect(await shellAssets()).toBe(before.shell);
  expect(await activeVersion('mf_chat')).toBe(before.chat);

  npm(['run', 'rollback', '--', 'mf-signup']);
  expect(await activeVersion('mf_signup')).toBe(before.version);
  await expectBuild(before.build);

  const listing = npm(['run', 'remotes']);
  expect(listing).toContain(released);
});

/** Issue 12: the server-drawn first screen comes from the remote's release too (its server entry). */
test('a release of mf-landers changes the server-drawn landing page on the next load; a rollback brings the old one back', async ({ request }) => {
  test.setTimeout(180_000);
  const drawnBuild = async () => /<div id="outlet-mf_landers" data-remote="mf_landers" data-version="[^"]+"(?: data-build="([^"]*)")? data-ssr="">/.exec(await (await request.get('/')).text());
  const before = await drawnBuild();
  expect(before, 'the landing page is drawn on the server').not.toBeNull();

  const label = `ssr-${Date.now()}`;
  npm(['run', 'release', '--', 'mf-landers'], { AMORA_BUILD_LABEL: label });
  await expect(async () => expect((await drawnBuild())?.[1]).toBe(label)).toPass({ timeout: 20_000 });

  npm(['run', 'rollback', '--', 'mf-landers']);
  await expect(async () => expect((await drawnBuild())?.[1]).toBe(before?.[1])).toPass({ timeout: 20_000 });
});

test('a release without the deploy token is refused', async ({ request }) => {
  const response = await request.post('/api/remotes.php', { data: { name: 'mf_chat', version: 'x', manifest_url: 'http://evil.test/mf-manifest.json' }, headers: { authorization: 'Bearer wrong' } });
  expect(response.status()).toBe(401);
});
