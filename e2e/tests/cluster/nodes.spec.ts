import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember } from '../helpers';
import { CLUSTER, SHELL_A, SHELL_B, metric, runTool } from './cluster';

// Issue 33 "A multi-node topology on this machine", on `npm run start:cluster`: members on
// different machines meet. Each member's browser context stays on one shell's own port; shell A
// reaches API A and shell B API B (nginx in front of each API), so what one writes on one node the
// other reads from the shared PostgreSQL, the live events cross by LISTEN/NOTIFY, and the photos
// by the shared bucket. This file runs alone (its own project), so the APIs' own /metrics show
// which API served what.

const API_A = CLUSTER.urls.apiA;
const API_B = CLUSTER.urls.apiB;
/** Sends answered by one API: its request histogram's count for `POST /api/chat.php`. */
const chatSends = (api: string) => metric(api, 'amora_http_request_duration_seconds_count', { method: 'POST', route: '/api/chat.php' });
const openStreams = (api: string) => metric(api, 'amora_live_streams_open');

test('a member on shell A / API A chats live with a member on shell B / API B, both ways (spec §2, §4; docs/design.md §7)', async ({ browser }) => {
  const lena = await createMember(browser, { name: 'Lena', gender: 'female', baseURL: SHELL_A });
  const tom = await createMember(browser, { name: 'Tom', gender: 'male', baseURL: SHELL_B });

  await tom.page.goto('/chats');
  await lena.page.goto(`/members/${tom.profileId}/chat`);
  await expect(lena.page.getByRole('heading', { level: 1, name: 'Tom' })).toBeVisible();
  // Each page's live stream is held by its own shell's API.
  await expect.poll(() => openStreams(API_A), { message: 'streams open on API A' }).toBe(1);
  await expect.poll(() => openStreams(API_B), { message: 'streams open on API B' }).toBe(1);
  const before = { a: await chatSends(API_A), b: await chatSends(API_B) };

  // Lena writes on shell A: API A stores it, and Tom's page on shell B has it live (the refresh
  // loop runs every 60 s: within 5 s only the live stream can have brought it).
  await lena.page.getByRole('textbox', { name: 'Your message' }).fill('Hi Tom, from node A!');
  await lena.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(lena.page.getByRole('list', { name: 'Messages with Tom' })).toContainText('Hi Tom, from node A!');
  await expect(tom.page).toHaveTitle(/^\(1\) /, { timeout: 5_000 });
  expect({ a: await chatSends(API_A), b: await chatSends(API_B) }).toEqual({ a: before.a + 1, b: before.b });

  // Tom opens it on shell B and answers: API B stores it, Lena's open thread on shell A shows it.
  await tom.page.getByRole('link', { name: /Lena/ }).first().click();
  const tomThread = tom.page.getByRole('list', { name: 'Messages with Lena' });
  await expect(tomThread).toContainText('Hi Tom, from node A!');
  await expect(tom.page).not.toHaveTitle(/^\(\d+\)/, { timeout: 5_000 });
  await tom.page.getByRole('textbox', { name: 'Your message' }).fill('Hello Lena, node B here.');
  await tom.page.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(tomThread).toContainText('Hello Lena, node B here.');
  await expect(lena.page.getByRole('list', { name: 'Messages with Tom' })).toContainText('Hello Lena, node B here.', { timeout: 5_000 });
  expect({ a: await chatSends(API_A), b: await chatSends(API_B) }).toEqual({ a: before.a + 1, b: before.b + 1 });

  // Both read the same conversation, whichever node they ask.
  const thread = async (member: typeof lena, base: string) =>
    ((await (await member.page.request.get(`${base}/api/chat.php?profile=${member === lena ? tom.profileId : lena.profileId}`)).json()).messages as { text: string }[]).map((m) => m.text);
  expect(await thread(lena, SHELL_B)).toEqual(['Hi Tom, from node A!', 'Hello Lena, node B here.']);
  expect(await thread(tom, SHELL_A)).toEqual(['Hi Tom, from node A!', 'Hello Lena, node B here.']);

  await lena.context.close();
  await tom.context.close();
});

test('a photo uploaded through node A is listed, reviewed and shown through node B, from the shared bucket (spec §5)', async ({ browser }) => {
  const ida = await createMember(browser, { name: 'Ida', gender: 'female', baseURL: SHELL_A });
  const max = await createMember(browser, { name: 'Max', gender: 'male', baseURL: SHELL_B });

  const jpeg = await sharp({ create: { width: 640, height: 800, channels: 3, background: { r: 200, g: 90, b: 140 } } }).jpeg().toBuffer();
  const uploaded = await ida.page.request.post('/api/photos.php', { headers: { Origin: SHELL_A, 'content-type': 'image/jpeg' }, data: jpeg });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { image } = (await uploaded.json()) as { image: { id: number; filename: string; status: string } };
  expect(image.status).toBe('pending');

  // API B lists the photo API A stored (the member's session is valid on every node).
  const onB = await (await ida.page.request.get(`${SHELL_B}/api/photos.php`)).json();
  expect((onB.images as { filename: string }[]).map((i) => i.filename)).toEqual([image.filename]);

  // The operator approves it through API B (the photo CLI, compiled, with the CLIs' key).
  expect(await runTool('api/dist/cli/photos.js', ['approve', String(image.id)], { AMORA_API_URL: API_B })).toContain(`photo ${image.id}: active`);

  // The CDN serves the stored file from the bucket: the upload as WebP, inside the size limits.
  const { cdn_prefix } = await (await max.page.request.get('/api/settings.php')).json();
  const served = await max.page.request.get(`${cdn_prefix}${image.filename}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(await sharp(await served.body()).metadata()).toMatchObject({ format: 'webp', width: 640, height: 800 });

  // Max, on node B, sees it on Ida's profile, loaded.
  await max.page.goto(`/members/${ida.profileId}`);
  await expect(max.page.getByRole('heading', { level: 1, name: /Ida/ })).toBeVisible();
  // The full picture or its thumbnail (`….webp`, `…-thumb.webp`).
  const photo = max.page.locator(`img[src*="${image.filename.replace(/\.webp$/, '')}"]`).first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await ida.context.close();
  await max.context.close();
});
