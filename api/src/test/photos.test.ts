import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { mediaDir } from '../config.js';
import { DEMO_ANNA, DEMO_BEN } from '../seed/index.js';
import type { Image, OwnPhotos, PhotoQueueResponse, ProfileDetail, User } from '../types.js';
import { appWith, body, login, request, setupTestApp, type TestContext } from './helpers.js';

/** A test picture: a colour gradient-ish block with EXIF (camera, orientation) and GPS metadata. */
async function picture(format: 'jpeg' | 'png' | 'webp', width = 400, height = 200, exif = true): Promise<Buffer> {
  let img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  if (exif) {
    img = img
      .withExif({
        IFD0: { Make: 'AmoraTestCam', Copyright: 'secret owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' },
      })
      .withMetadata({ orientation: 6 });
  }
  return img.toFormat(format).toBuffer();
}

describe('photos (/api/photos.php)', () => {
  let ctx: TestContext;
  let anna: string;
  let ben: string;
  let benId: number;
  let media: string;
  let operator: Record<string, string>;

  const mine = async (cookie = ben) => body<OwnPhotos>(await request(ctx.app, { method: 'GET', url: '/api/photos.php', cookie }));
  const upload = (data: Buffer, type: string, cookie = ben) =>
    request(ctx.app, { method: 'POST', url: '/api/photos.php', cookie, headers: { 'content-type': type }, payload: data });
  const queue = async () =>
    body<PhotoQueueResponse>(await request(ctx.app, { method: 'GET', url: '/api/operator/photos.php?kind=profile&limit=50', headers: operator })).photos;
  const review = (id: number, decision: 'approve' | 'reject', headers = operator) =>
    request(ctx.app, { method: 'POST', url: '/api/operator/photos.php', headers, payload: { kind: 'profile', id, decision } });
  const seenByAnna = async () =>
    body<{ profile: ProfileDetail }>(await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${benId}`, cookie: anna })).profile;

  before(async () => {
    ctx = await setupTestApp();
    anna = await login(ctx.app, DEMO_ANNA);
    ben = await login(ctx.app, DEMO_BEN);
    benId = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben })).profile.id;
    media = mediaDir(ctx.config);
    operator = { authorization: `Bearer ${ctx.config.cliKey}` };
  });
  after(async () => {
    await ctx.close();
  });

  it('lists the member’s photos with the limit and the main photo', async () => {
    const own = await mine();
    assert.deepEqual(Object.keys(own).sort(), ['images', 'limit', 'main_image_id']);
    assert.equal(own.limit, 3);
    assert.equal(own.images.length, 1);
    assert.equal(own.main_image_id, own.images[0]?.id);
    assert.equal((await mine(anna)).limit, 25);
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/photos.php' })).statusCode, 403);
  });

  it('deleting a seeded photo keeps the shared avatar file and clears the main photo', async () => {
    const [seeded] = (await mine()).images;
    assert.ok(seeded);
    const res = await request(ctx.app, { method: 'DELETE', url: '/api/photos.php', cookie: ben, payload: { image: seeded.id } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body<OwnPhotos>(res).images, []);
    assert.equal(body<OwnPhotos>(res).main_image_id, null);
    assert.ok(fs.existsSync(path.join(media, seeded.filename)), 'the shared avatar stays');
  });

  let first: Image;
  it('stores an upload rotated, resized, as WebP without metadata, pending, as the main photo', async () => {
    const input = await picture('jpeg');
    const inputMeta = await sharp(input).metadata();
    assert.ok(inputMeta.exif && inputMeta.orientation === 6, 'the test picture carries EXIF');
    const res = await upload(input, 'image/jpeg');
    assert.equal(res.statusCode, 201, res.body);
    const { image } = body<{ image: Image }>(res);
    first = image;
    assert.deepEqual(Object.keys(image).sort(), ['filename', 'id', 'premium', 'status', 'thumb_filename']);
    assert.equal(image.status, 'pending');
    assert.equal(image.premium, false);
    assert.match(image.filename, new RegExp(`^photos/${benId}/[0-9a-f]{24}\\.webp$`));
    assert.equal(image.thumb_filename, image.filename.replace(/\.webp$/, '-thumb.webp'));
    const stored = await sharp(path.join(media, image.filename)).metadata();
    assert.equal(stored.format, 'webp');
    assert.equal(stored.exif, undefined, 'EXIF/GPS stripped');
    assert.equal(stored.xmp, undefined);
    assert.equal(stored.orientation, undefined);
    // Orientation 6 (90° clockwise): the 400×200 picture is stored upright as 200×400.
    assert.equal(stored.width, 200);
    assert.equal(stored.height, 400);
    const thumb = await sharp(path.join(media, image.thumb_filename)).metadata();
    assert.deepEqual([thumb.format, thumb.width, thumb.height, thumb.exif], ['webp', 96, 96, undefined]);
    const own = await mine();
    assert.equal(own.main_image_id, image.id);
    assert.deepEqual(own.images, [image]);
    // The owner sees his pending main photo in his User object.
    const user = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben }));
    assert.equal(user.profile.main_image?.id, image.id);
  });

  it('keeps pending photos from others until the operator approves them', async () => {
    const before = await seenByAnna();
    assert.deepEqual(before.images, []);
    assert.equal(before.main_image, null);
    assert.equal(before.images_count, 0);
    const ownPage = body<{ profile: ProfileDetail }>(await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${benId}`, cookie: ben })).profile;
    assert.equal(ownPage.images.length, 1);

    const noToken = await request(ctx.app, { method: 'GET', url: '/api/operator/photos.php', cookie: ben });
    assert.equal(noToken.statusCode, 401);
    assert.equal(body(noToken).error, 'operator_authentication_required');
    const wrong = await request(ctx.app, { method: 'GET', url: '/api/operator/photos.php', headers: { authorization: 'Bearer nope' } });
    assert.equal(wrong.statusCode, 401);
    const queued = (await queue()).find((i) => i.id === first.id);
    assert.ok(queued);
    assert.equal(queued.member.profile_id, benId);

    const denied = await request(ctx.app, { method: 'POST', url: '/api/operator/photos.php', cookie: ben, payload: { kind: 'profile', id: first.id, decision: 'approve' } });
    assert.equal(denied.statusCode, 401);
    const approved = await review(first.id, 'approve');
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal((await mine()).images.find((i) => i.id === first.id)?.status, 'active');
    assert.equal((await review(99999999, 'approve')).statusCode, 404);

    const after = await seenByAnna();
    assert.deepEqual(after.images.map((i) => i.id), [first.id]);
    assert.equal(after.main_image?.id, first.id);
    assert.equal(after.images_count, 1);
    assert.ok(!(await queue()).some((i) => i.id === first.id));
  });

  it('refuses the 4th photo of a free member with 403 photo_limit', async () => {
    assert.equal((await upload(await picture('png', 300, 300, false), 'image/png')).statusCode, 201);
    assert.equal((await upload(await picture('webp', 2400, 1600, false), 'image/webp')).statusCode, 201);
    const dir = path.join(media, 'photos', String(benId));
    const files = fs.readdirSync(dir).length;
    const res = await upload(await picture('jpeg'), 'image/jpeg');
    assert.equal(res.statusCode, 403);
    assert.deepEqual(body(res), { error: 'photo_limit', message: 'You can upload up to 3 photos.', limit: 3 });
    assert.equal(fs.readdirSync(dir).length, files, 'no files left behind');
    const own = await mine();
    assert.equal(own.images.length, 3);
    const big = own.images[2];
    assert.ok(big);
    const meta = await sharp(path.join(media, big.filename)).metadata();
    assert.deepEqual([meta.width, meta.height], [1200, 800], 'resized inside 1200×1200');
  });

  it('rejected photos stay hidden from others', async () => {
    const second = (await mine()).images[1];
    assert.ok(second);
    assert.equal((await review(second.id, 'reject')).statusCode, 200);
    assert.ok(!(await seenByAnna()).images.some((i) => i.id === second.id));
    assert.equal((await mine()).images.find((i) => i.id === second.id)?.status, 'disabled');
  });

  it('sets the main photo (PUT) only among the member’s own photos', async () => {
    const own = await mine();
    const third = own.images[2];
    assert.ok(third);
    const res = await request(ctx.app, { method: 'PUT', url: '/api/photos.php', cookie: ben, payload: { image: third.id, main: true } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body<OwnPhotos>(res).main_image_id, third.id);
    // Pending main photo: others see no main photo.
    assert.equal((await seenByAnna()).main_image, null);
    const annaImage = (await mine(anna)).images[0];
    assert.ok(annaImage);
    const foreign = await request(ctx.app, { method: 'PUT', url: '/api/photos.php', cookie: ben, payload: { image: annaImage.id, main: true } });
    assert.equal(foreign.statusCode, 404);
    const bad = await request(ctx.app, { method: 'PUT', url: '/api/photos.php', cookie: ben, payload: { image: third.id } });
    assert.equal(bad.statusCode, 400);
  });

  it('deletes a photo with its files; the main photo moves to the next one', async () => {
    const own = await mine();
    const main = own.images.find((i) => i.id === own.main_image_id);
    assert.ok(main);
    const res = await request(ctx.app, { method: 'DELETE', url: '/api/photos.php', cookie: ben, payload: { image: main.id } });
    assert.equal(res.statusCode, 200);
    const after = body<OwnPhotos>(res);
    assert.equal(after.images.length, 2);
    // The next main photo is an active one (the first upload), not the disabled one.
    assert.equal(after.main_image_id, first.id);
    assert.ok(!fs.existsSync(path.join(media, main.filename)));
    assert.ok(!fs.existsSync(path.join(media, main.thumb_filename)));
    const again = await request(ctx.app, { method: 'DELETE', url: '/api/photos.php', cookie: ben, payload: { image: main.id } });
    assert.equal(again.statusCode, 404);
    const foreign = (await mine(anna)).images[0];
    assert.ok(foreign);
    assert.equal((await request(ctx.app, { method: 'DELETE', url: '/api/photos.php', cookie: ben, payload: { image: foreign.id } })).statusCode, 404);
  });

  it('answers 415 unsupported_image, 400 invalid_image and 413 image_too_large', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } }).gif().toBuffer();
    for (const [data, type] of [
      [gif, 'image/gif'],
      [gif, 'image/png'],
      [Buffer.from('{"a":1}'), 'application/json'],
      [Buffer.from('hello'), 'text/plain'],
    ] as const) {
      const res = await upload(data, type);
      assert.equal(res.statusCode, 415, `${type}: ${res.body}`);
      assert.equal(body(res).error, 'unsupported_image');
    }
    const garbage = await upload(Buffer.from('not really a jpeg'), 'image/jpeg');
    assert.equal(garbage.statusCode, 400);
    assert.equal(body(garbage).error, 'invalid_image');
    const empty = await upload(Buffer.alloc(0), 'image/jpeg');
    assert.equal(empty.statusCode, 400);
    const huge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1), 'image/jpeg');
    assert.equal(huge.statusCode, 413);
    assert.equal(body(huge).error, 'image_too_large');
    assert.equal(body(huge).max_bytes, 10 * 1024 * 1024);
    const loggedOut = await request(ctx.app, { method: 'POST', url: '/api/photos.php', headers: { 'content-type': 'image/png' }, payload: gif });
    assert.equal(loggedOut.statusCode, 403);
    // Other routes still refuse image bodies.
    const elsewhere = await request(ctx.app, { method: 'POST', url: '/api/complaints.php', headers: { 'content-type': 'image/png' }, payload: gif });
    assert.equal(elsewhere.statusCode, 415);
    assert.equal(body(elsewhere).error, 'unsupported_media_type');
  });

  it('refuses every operator call in production without AMORA_CLI_KEY', async () => {
    const prod = await appWith(ctx, { nodeEnv: 'production', cliKey: null });
    try {
      const res = await request(prod, { method: 'GET', url: '/api/operator/photos.php', headers: { authorization: 'Bearer dev-cli-key' } });
      assert.equal(res.statusCode, 401);
    } finally {
      await prod.close();
    }
  });
});
