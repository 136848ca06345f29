import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ANNA, createMember, login, skipEntryWarning } from '../helpers';
import { SHELL_A, SHELL_B, control, processControl, runTool } from './cluster';

// Issue 33 "backup → wipe → restore gives back the same members, messages and photos", on
// `npm run start:cluster`: `npm run backup` of the cluster's PostgreSQL database and bucket, both
// APIs stopped, the database dropped and made anew and the bucket's media emptied (the control
// endpoint's wipe), `npm run restore`, the APIs started again. Runs alone (its own project).

test('backup, wipe and restore give back the same members, messages and photos', async ({ browser }) => {
  test.setTimeout(120_000);
  const ole = await createMember(browser, { name: 'Ole', gender: 'male', baseURL: SHELL_A });
  const eva = await createMember(browser, { name: 'Eva', gender: 'female', baseURL: SHELL_B });
  const jpeg = await sharp({ create: { width: 480, height: 600, channels: 3, background: { r: 40, g: 160, b: 90 } } }).jpeg().toBuffer();
  const uploaded = await ole.page.request.post('/api/photos.php', { headers: { Origin: SHELL_A, 'content-type': 'image/jpeg' }, data: jpeg });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { image } = (await uploaded.json()) as { image: { filename: string } };
  for (const [from, to, origin, text] of [
    [ole, eva, SHELL_A, 'Hej Eva, backup me'],
    [eva, ole, SHELL_B, 'Restored or not, hi Ole'],
  ] as const) {
    const sent = await from.page.request.post('/api/chat.php', { headers: { Origin: origin }, data: { profile: to.profileId, client_message_id: randomUUID(), kind: 'text', text } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const thread = async () => ((await (await eva.page.request.get(`/api/chat.php?profile=${ole.profileId}`)).json()).messages as { id: number; text: string }[]).map(({ id, text }) => ({ id, text }));
  const messages = await thread();
  expect(messages.map((m) => m.text)).toEqual(['Hej Eva, backup me', 'Restored or not, hi Ole']);
  const { cdn_prefix } = await (await ole.page.request.get('/api/settings.php')).json();
  const photoUrl = `${cdn_prefix}${image.filename}`;
  const photo = await (await ole.page.request.get(photoUrl)).body();

  const folder = mkdtempSync(path.join(tmpdir(), 'amora-cluster-backup-'));
  let failure: unknown = null;
  try {
    expect(await runTool('tools/backup.mjs', [folder])).toMatch(/^backup \S+: database \d+ bytes, \d+ media files/);
    const [backup] = readdirSync(folder);
    if (!backup) throw new Error('npm run backup wrote no folder');

    // The disaster: both APIs down, the database and the media gone.
    await processControl('api-a', 'stop');
    await processControl('api-b', 'stop');
    const wiped = await control<{ media_deleted: number }>('POST', '/wipe');
    expect(wiped.media_deleted).toBeGreaterThan(0);
    expect((await ole.page.request.get(photoUrl)).status()).toBe(404);

    expect(await runTool('tools/restore.mjs', [path.join(folder, backup)])).toContain('restored');
  } catch (error) {
    failure = error;
  }
  // The cluster comes back whatever happened above (after a failed restore on an empty database: the API makes its tables anew).
  await processControl('api-a', 'start');
  await processControl('api-b', 'start');
  rmSync(folder, { recursive: true, force: true });
  if (failure) throw failure;

  // The same members: Ole signs in anew with his password (on node B), Eva's session goes on (node A), the seed's too.
  const again = await browser.newContext({ baseURL: SHELL_B });
  const olePage = await again.newPage();
  await skipEntryWarning(olePage);
  await login(olePage, ole.email, ole.password);
  expect((await (await olePage.request.get('/api/user.php')).json()).profile.id).toBe(ole.profileId);
  expect((await (await eva.page.request.get(`${SHELL_A}/api/user.php`)).json()).profile.id).toBe(eva.profileId);
  const anna = await browser.newContext({ baseURL: SHELL_A });
  const annaPage = await anna.newPage();
  await skipEntryWarning(annaPage);
  await login(annaPage, ANNA);

  // The same messages, ids included, and Ole's conversation page shows them.
  expect(await thread()).toEqual(messages);
  await olePage.goto(`/members/${eva.profileId}/chat`);
  const list = olePage.getByRole('list', { name: 'Messages with Eva' });
  await expect(list).toContainText('Hej Eva, backup me');
  await expect(list).toContainText('Restored or not, hi Ole');

  // The same photo: listed, and served by the CDN from the bucket byte for byte.
  expect(((await (await olePage.request.get('/api/photos.php')).json()).images as { filename: string }[]).map((i) => i.filename)).toEqual([image.filename]);
  const restored = await olePage.request.get(photoUrl);
  expect(restored.status()).toBe(200);
  expect(Buffer.compare(await restored.body(), photo)).toBe(0);

  for (const context of [ole.context, eva.context, again, anna]) await context.close();
});
