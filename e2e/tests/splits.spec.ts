import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { createServer, get } from 'node:http';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { skipEntryWarning, waitForInteractive } from './helpers';

/**
 * Issue 14: teams ship alone — a canary split per visitor, a version per site, a remote built
 * against an incompatible contract, and one browser running a remote from a local server. Every
 * change goes through the operators' commands (`npm run release / promote / rollback`) against the
 * real registry, and is undone at the end of its test.
 */
const ROOT = path.resolve(__dirname, '../..');
const npm = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('npm', args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

interface RegistryEntry {
  version: string;
  active: boolean;
}
const history = async (name: string): Promise<RegistryEntry[]> => {
  const response = await fetch(`http://localhost:4000/api/remotes.php?name=${name}`);
  return (await response.json()).remotes;
};
const activeVersion = async (name: string) => (await history(name)).find((r) => r.active)?.version;
/**
 * What the shell server serves a fresh visitor (no cookie) at `url` now: each remote's version as
 * the page's boot data names it, the ones it refused (contract), and whether it set a visitor
 * cookie (a split runs on the site). The shell keeps a site's registry for 2 s, so tests poll this
 * (`expect.poll`) until a change shows. Asked of this machine over node:http with the URL's Host
 * (Node's fetch drops a Host header, and Node does not resolve de.localhost).
 */
function served(url: string): Promise<{ versions: Record<string, string>; refused: string[]; split: boolean }> {
  const { host, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        html += chunk;
      });
      response.on('end', () => {
        const boot = JSON.parse(/<script type="application\/json" id="amora-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { remotes?: { name: string; version: string; refused?: boolean }[] };
        const remotes = boot.remotes ?? [];
        resolve({
          versions: Object.fromEntries(remotes.map((r) => [r.name, r.version])),
          refused: remotes.filter((r) => r.refused).map((r) => r.name),
          split: (response.headers['set-cookie'] ?? []).some((c) => c.startsWith('amora_visitor=')),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
/** How long a registry change may take to show: the shell's 2 s cache, and a slow machine. */
const REFRESH = { timeout: 20_000, message: 'the shell server serves the changed registry (it keeps it 2 s)' };

/**
 * `npm run release -- mf-landers <args>` as a build of its own (labelled), which must leave the
 * active version as it was: the version before and the one released.
 */
async function releaseLanders(args: string[], label: string, why: string) {
  const base = await activeVersion('mf_landers');
  npm(['run', 'release', '--', 'mf-landers', ...args], { AMORA_BUILD_LABEL: `${label}-${Date.now()}` });
  const released = (await history('mf_landers'))[0]?.version;
  expect(released).not.toBe(base);
  expect(await activeVersion('mf_landers'), why).toBe(base);
  return { base, released };
}

/**
 * Puts a remote's published `version` back into its build folder: a release here builds into
 * `mf-x/dist`, and `npm start` publishes whatever build it finds there.
 */
function restoreBuild(folder: string, name: string, version: string | undefined) {
  if (!version) return;
  rmSync(path.join(ROOT, folder, 'dist'), { recursive: true, force: true });
  cpSync(path.join(ROOT, '.cdn', name, version), path.join(ROOT, folder, 'dist'), { recursive: true });
}

/**
 * One fresh visitor (own cookies) on `url`: the release of the route's remote that the server drew
 * (`data-version` of the outlet) and the one the browser loaded (its remoteEntry.js folder), on the
 * first load and on a reload.
 */
async function visit(browser: Browser, url: string, remote: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipEntryWarning(page);
  const loaded: string[] = [];
  page.on('request', (r) => {
    const m = new RegExp(`/${remote}/([^/]+)/remoteEntry\\.js`).exec(r.url());
    if (m?.[1]) loaded.push(m[1]);
  });
  const outlet = page.locator(`#outlet-${remote}`);
  const look = async () => {
    await waitForInteractive(page);
    await expect(outlet).toHaveAttribute('data-version', /.+/);
    await expect.poll(() => loaded.length).toBeGreaterThan(0);
    return { drawn: await outlet.getAttribute('data-version'), loaded: loaded.splice(0).at(-1) };
  };
  await page.goto(url);
  const first = await look();
  await page.reload();
  const again = await look();
  await context.close();
  return { first, again };
}

// How the visitors divide (at least 8 of 40 each side) is the shell server's test (remote-versions.test.ts);
// here real browsers load what the server drew, on both sides (all 16 on one: p = 3·10⁻⁵).
test('a 50 % canary serves both versions across 16 fresh visitors, each keeps theirs on reload; promote and rollback', async ({ browser }) => {
  test.setTimeout(300_000);
  const { base, released: canary } = await releaseLanders(['--canary', '50'], 'canary', 'a canary leaves the active version');
  expect(npm(['run', 'remotes'])).toContain(`canary ${canary} for 50 % of every site`);

  const seen = new Map<string, number>();
  await expect.poll(async () => (await served('http://localhost:3000/')).split, REFRESH).toBe(true);
  for (let i = 0; i < 16; i += 1) {
    const { first, again } = await visit(browser, '/', 'mf_landers');
    expect(first.loaded, 'the browser loads the release the server drew').toBe(first.drawn);
    expect(again, 'the same version on reload').toEqual(first);
    seen.set(first.drawn ?? '', (seen.get(first.drawn ?? '') ?? 0) + 1);
  }
  expect([...seen.keys()].sort(), JSON.stringify([...seen])).toEqual([base, canary].sort());

  npm(['run', 'promote', '--', 'mf-landers']);
  expect(await activeVersion('mf_landers')).toBe(canary);
  npm(['run', 'rollback', '--', 'mf-landers']);
  expect(await activeVersion('mf_landers')).toBe(base);
  await expect.poll(async () => served('http://localhost:3000/'), REFRESH).toMatchObject({ split: false, versions: { mf_landers: base } });
  expect((await visit(browser, '/', 'mf_landers')).first.drawn).toBe(base);
  restoreBuild('mf-landers', 'mf_landers', base);
});

test('one site runs its own version while the other keeps the registry’s; a published version is activated without building', async ({ browser }) => {
  test.setTimeout(240_000);
  const { base, released: own } = await releaseLanders(['--site', 'de.localhost'], 'site', 'a site’s version leaves the active version');
  try {
    const check = async () => {
      expect(npm(['run', 'remotes'])).toContain(`site de.localhost runs ${own}`);
      await expect.poll(async () => (await served('http://de.localhost:3000/')).versions.mf_landers, REFRESH).toBe(own);
      expect((await visit(browser, 'http://de.localhost:3000/', 'mf_landers')).first).toEqual({ drawn: own, loaded: own });
      expect((await visit(browser, 'http://localhost:3000/', 'mf_landers')).first).toEqual({ drawn: base, loaded: base });
    };
    await check();
    npm(['run', 'rollback', '--', 'mf-landers', '--site', 'de.localhost']);
    await expect.poll(async () => (await served('http://de.localhost:3000/')).versions.mf_landers, REFRESH).toBe(base);
    expect((await visit(browser, 'http://de.localhost:3000/', 'mf_landers')).first.drawn).toBe(base);
    // The same release again, from the CDN, with no build.
    npm(['run', 'release', '--', 'mf-landers', '--site', 'de.localhost', '--version', own as string]);
    await check();
  } finally {
    // Whatever step failed, de.localhost follows the registry again (a 409 means it already does).
    try {
      npm(['run', 'rollback', '--', 'mf-landers', '--site', 'de.localhost']);
    } catch {
      // nothing left to undo
    }
    restoreBuild('mf-landers', 'mf_landers', base);
  }
});

test('a remote built against an incompatible contract shows its error on its site while the rest works', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await skipEntryWarning(page);
  const before = await activeVersion('mf_signup');
  // mf-signup as the workspace's previous contract (0.1.0, before the contract was declared) would build it.
  npm(['run', 'release', '--', 'mf-signup', '--site', 'de.localhost'], { AMORA_CONTRACT_VERSION: '0.1.0' });
  try {
    await expect.poll(async () => (await served('http://de.localhost:3000/login')).refused, REFRESH).toEqual(['mf_signup']);
    await page.goto('http://de.localhost:3000/login');
    const outlet = page.locator('.remote-outlet');
    await expect(outlet.getByRole('alert')).toContainText('Dieser Bereich der Website konnte nicht geladen werden');
    await expect(outlet.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    expect(errors.join('\n')).toMatch(/mf_signup@\S+ was built against another @amora\/shared contract/);
    // The chrome and the other remotes work: the navigation leads to the landing page, drawn by mf_landers.
    await page.getByRole('link', { name: /Amora/ }).first().click();
    await expect(page.locator('#outlet-mf_landers h1')).toBeVisible();
    // The other site runs the registry's mf_signup.
    await page.goto('http://localhost:3000/login');
    await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  } finally {
    npm(['run', 'rollback', '--', 'mf-signup', '--site', 'de.localhost']);
    restoreBuild('mf-signup', 'mf_signup', before);
  }
});

test('an override runs a locally served remote in one browser only', async ({ browser }) => {
  const DEV_PORT = 3005;
  // A developer's copy of mf_signup, served from their machine with CORS (as `npm run dev -w mf-signup` would).
  const version = (await activeVersion('mf_signup')) as string;
  const local = path.join(ROOT, '.data', `override-${Date.now()}`);
  cpSync(path.join(ROOT, '.cdn', 'mf_signup', version), local, { recursive: true });
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const served: string[] = [];
  const server = createServer((req, res) => {
    served.push(req.url ?? '');
    try {
      const body = readFileSync(path.join(local, (req.url ?? '/').split('?')[0] ?? '/'));
      res.writeHead(200, { 'content-type': types[path.extname(req.url ?? '')] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  // mf_signup's own dev-server port: without the deploy token only 3001–3007 on this machine may be named (issue 29).
  await new Promise<void>((resolve) => server.listen(DEV_PORT, resolve));
  try {
    const developer = await browser.newContext();
    const page = await developer.newPage();
    await skipEntryWarning(page);
    await page.goto(`/login?remote_override=mf_signup:${encodeURIComponent(`http://localhost:${DEV_PORT}/mf-manifest.json`)}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
    await expect(page.locator('#outlet-mf_signup')).toHaveAttribute('data-version', 'dev');
    expect(served).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));

    const count = served.length;
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await skipEntryWarning(visitor);
    await visitor.goto('/login');
    await expect(visitor.getByLabel(/e-?mail/i)).toBeVisible();
    await expect(visitor.locator('#outlet-mf_signup')).toHaveAttribute('data-version', version);
    expect(served.length, 'another browser loads nothing from the local server').toBe(count);

    await page.goto('/login?remote_override=off');
    await expect(page.locator('#outlet-mf_signup')).toHaveAttribute('data-version', version);
    await developer.close();
    await other.close();
  } finally {
    server.close();
  }
});
