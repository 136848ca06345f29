import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_ANNA, DEMO_BEN } from '../seed/index.js';
import { NOTIFICATION_TYPES, type NotificationsState, type User } from '../types.js';
import { body, login, request, setupTestApp, type TestContext } from './helpers.js';

describe('notifications and alerts', () => {
  let ctx: TestContext;
  let ben: string;

  const notifications = async (cookie = ben) => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/notifications.php', cookie });
    assert.equal(res.statusCode, 200, res.body);
    return body<NotificationsState>(res);
  };
  const user = async () => body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben }));

  before(async () => {
    ctx = await setupTestApp();
    ben = await login(ctx.app, DEMO_BEN);
  });
  after(async () => {
    await ctx.close();
  });

  it('starts with every type on and nothing disabled', async () => {
    const state = await notifications();
    assert.deepEqual(Object.keys(state).sort(), ['notifications_disabled', 'settings']);
    assert.deepEqual(Object.keys(state.settings).sort(), [...NOTIFICATION_TYPES].sort());
    assert.ok(Object.values(state.settings).every((v) => v === true));
    assert.deepEqual(state.notifications_disabled, []);
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/notifications.php' })).statusCode, 403);
  });

  it('saves preferences per type', async () => {
    const res = await request(ctx.app, { method: 'PUT', url: '/api/notifications.php', cookie: ben, payload: { settings: { promotions: false, news: false } } });
    assert.equal(res.statusCode, 200, res.body);
    const saved = body<NotificationsState>(res);
    assert.equal(saved.settings.promotions, false);
    assert.equal(saved.settings.news, false);
    assert.equal(saved.settings.like, true);
    const again = await request(ctx.app, { method: 'PUT', url: '/api/notifications.php', cookie: ben, payload: { settings: { news: true } } });
    assert.equal(body<NotificationsState>(again).settings.news, true);
    assert.equal(body<NotificationsState>(again).settings.promotions, false);
    assert.deepEqual(await notifications(), body<NotificationsState>(again));
    // Another member is untouched.
    const anna = await login(ctx.app, DEMO_ANNA);
    assert.equal((await notifications(anna)).settings.promotions, true);
    for (const payload of [{ settings: { spam: true } }, { settings: { news: 'yes' } }, { news: true }, {}]) {
      const bad = await request(ctx.app, { method: 'PUT', url: '/api/notifications.php', cookie: ben, payload });
      assert.equal(bad.statusCode, 400, JSON.stringify(payload));
      assert.equal(body(bad).error, 'invalid_request');
    }
  });

  it('shows why e-mail is off, and POST ?enable=1 switches it on again', async () => {
    // As the mail provider's webhook leaves it (mail-webhook.test.ts): a complaint, then a bounce.
    await ctx.db.updateTable('users').set({ notifications_disabled: JSON.stringify(['spam_complaint', 'bounce']) }).where('email', '=', DEMO_BEN).execute();
    assert.deepEqual((await notifications()).notifications_disabled, ['spam_complaint', 'bounce']);
    assert.deepEqual([...(await user()).notifications_disabled].sort(), ['bounce', 'spam_complaint']);
    const res = await request(ctx.app, { method: 'POST', url: '/api/notifications.php?enable=1', cookie: ben });
    assert.equal(res.statusCode, 200, res.body);
    const state = body<NotificationsState>(res);
    assert.deepEqual(state.notifications_disabled, []);
    assert.equal(state.settings.promotions, false, 'preferences stay');
    assert.deepEqual((await user()).notifications_disabled, []);
    assert.equal((await request(ctx.app, { method: 'POST', url: '/api/notifications.php', cookie: ben })).statusCode, 400);
    assert.equal((await request(ctx.app, { method: 'POST', url: '/api/notifications.php?enable=1' })).statusCode, 403);
  });

  it('stores alert dismissals in User.alerts_dismissed', async () => {
    const t0 = Date.now();
    const res = await request(ctx.app, { method: 'PUT', url: '/api/alerts.php', cookie: ben, payload: { alert: 'photo' } });
    assert.equal(res.statusCode, 200, res.body);
    const { alerts_dismissed } = body<{ alerts_dismissed: Record<string, string> }>(res);
    assert.deepEqual(Object.keys(alerts_dismissed), ['photo']);
    const at = Date.parse(alerts_dismissed.photo ?? '');
    assert.ok(at >= t0 - 1000 && at <= Date.now() + 1000);
    const second = await request(ctx.app, { method: 'PUT', url: '/api/alerts.php', cookie: ben, payload: { alert: 'notifications' } });
    assert.deepEqual(Object.keys(body<{ alerts_dismissed: object }>(second).alerts_dismissed).sort(), ['notifications', 'photo']);
    assert.deepEqual((await user()).alerts_dismissed, body<{ alerts_dismissed: object }>(second).alerts_dismissed);
    assert.equal((await request(ctx.app, { method: 'PUT', url: '/api/alerts.php', cookie: ben, payload: { alert: 'banner' } })).statusCode, 400);
    assert.equal((await request(ctx.app, { method: 'PUT', url: '/api/alerts.php', payload: { alert: 'photo' } })).statusCode, 403);
  });
});
