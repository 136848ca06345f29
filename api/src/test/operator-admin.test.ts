// The console's administration (issue 31): operator accounts, the audit log and its CSV export,
// site settings, releases — each allowed to its role only and each an audit row.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuditRow, OperatorAccount, RemoteVersion } from '@amora/contracts';
import { DEV_CLI_KEY, DEV_DEPLOY_TOKEN } from '../config.js';
import { body, request, setupTestApp, type TestContext } from './helpers.js';
import { operatorCookie, signInOperator, type TestOperator } from './operator-helpers.js';

describe('operator console administration (issue 31)', () => {
  let ctx: TestContext;
  let admin: TestOperator;
  before(async () => {
    ctx = await setupTestApp();
    admin = await signInOperator(ctx, 'admin');
  });
  after(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: unknown) =>
    request(ctx.app, { method, url, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const lastAudit = async (action: string) => (await ctx.app.repos.audit.list({ action, limit: 1 }))[0];

  it('creates an operator through the CLI key with a first password, who then enrols TOTP at sign-in', async () => {
    const res = await request(ctx.app, { method: 'POST', url: '/api/operator/operators.php', headers: { authorization: `Bearer ${DEV_CLI_KEY}` }, payload: { email: 'first.admin@staff.amora.test', role: 'admin' } });
    assert.equal(res.statusCode, 201, res.body);
    const { operator, password } = body<{ operator: OperatorAccount; password: string }>(res);
    assert.deepEqual([operator.role, operator.sites, operator.totp_enrolled], ['admin', null, false]);
    assert.ok(password.length >= 20);
    assert.equal((await lastAudit('operator.create'))?.actor, 'cli');
    const login = await request(ctx.app, { method: 'POST', url: '/api/operator/login.php', payload: { email: 'first.admin@staff.amora.test', password } });
    assert.equal(body<{ mfa: string }>(login).mfa, 'enrol');
    assert.ok(operatorCookie(login));
    const again = await request(ctx.app, { method: 'POST', url: '/api/operator/operators.php', headers: { authorization: `Bearer ${DEV_CLI_KEY}` }, payload: { email: 'FIRST.admin@staff.amora.test', role: 'support' } });
    assert.equal(again.statusCode, 409);
  });

  it('lets only admins manage operators; an admin cannot take away their own access; changes end the sessions', async () => {
    const support = await signInOperator(ctx, 'support');
    assert.equal((await call('GET', '/api/operator/operators.php', support.cookie)).statusCode, 403);
    assert.equal((await call('POST', '/api/operator/operators.php', support.cookie, { email: 'x@staff.amora.test', role: 'admin' })).statusCode, 403);
    const made = body<{ operator: OperatorAccount }>(await call('POST', '/api/operator/operators.php', admin.cookie, { email: 'de.mod@staff.amora.test', role: 'moderator', sites: ['de.localhost'] }));
    assert.deepEqual(made.operator.sites, ['de.localhost']);
    assert.equal((await call('POST', '/api/operator/operators.php', admin.cookie, { email: 'y@staff.amora.test', role: 'moderator', sites: ['nowhere.test'] })).statusCode, 400);
    assert.equal((await call('PUT', '/api/operator/operators.php', admin.cookie, { id: admin.id, role: 'support' })).statusCode, 409);
    const changed = await call('PUT', '/api/operator/operators.php', admin.cookie, { id: support.id, role: 'finance' });
    assert.equal(body<{ operator: OperatorAccount }>(changed).operator.role, 'finance');
    assert.deepEqual([(await lastAudit('operator.update'))?.before, (await lastAudit('operator.update'))?.after].map((v) => (v as OperatorAccount).role), ['support', 'finance']);
    assert.equal((await call('GET', '/api/operator/sessions.php', support.cookie)).statusCode, 401, 'the changed operator signs in again');
    const reset = body<{ operator: OperatorAccount; password: string }>(await call('PUT', '/api/operator/operators.php', admin.cookie, { id: support.id, reset_mfa: true, reset_password: true }));
    assert.equal(reset.operator.totp_enrolled, false);
    assert.ok(reset.password);
  });

  it('lists the audit log with filters, pages it, and exports it as CSV that a spreadsheet cannot run', async () => {
    const moderator = await signInOperator(ctx, 'moderator');
    assert.equal((await call('GET', '/api/operator/audit.php', moderator.cookie)).statusCode, 403);
    await ctx.app.repos.audit.record({ operatorId: admin.id, actor: admin.email, role: 'admin', siteId: null, action: 'member.note', targetType: 'member', targetId: 1, userId: 1, reason: '=HYPERLINK("http://evil.test")', ip: '127.0.0.1' });
    const page = body<{ entries: AuditRow[]; next_before: number | null }>(await call('GET', '/api/operator/audit.php?member=1&limit=1', admin.cookie));
    assert.equal(page.entries.length, 1);
    assert.equal(page.entries[0]?.action, 'member.note');
    assert.equal(body<{ entries: AuditRow[] }>(await call('GET', `/api/operator/audit.php?operator=${moderator.id}`, admin.cookie)).entries.every((e) => e.operator_id === moderator.id), true);
    assert.equal((await call('GET', '/api/operator/audit.php?action=bad', admin.cookie)).statusCode, 400);
    const csv = await call('GET', '/api/operator/audit-export.php?member=1', admin.cookie);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.match(String(csv.headers['content-disposition']), /attachment; filename="amora-audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, row] = csv.body.split('\r\n');
    assert.equal(header, 'id,created_at,actor,role,site,action,target_type,target_id,user_id,reason,before,after,ip');
    assert.match(row ?? '', /,"'=HYPERLINK\(""http:\/\/evil\.test""\)",/);
    assert.equal((await lastAudit('audit.export'))?.actor, admin.email);
  });

  it('edits a site\'s settings with the contract\'s schema, audits what changed and the site shows it', async () => {
    const marketing = await signInOperator(ctx, 'marketing');
    assert.equal((await call('GET', '/api/operator/settings.php?site=localhost', marketing.cookie)).statusCode, 403);
    const { settings } = body<{ settings: Record<string, unknown> }>(await call('GET', '/api/operator/settings.php?site=localhost', admin.cookie));
    assert.equal(settings.domain, undefined, 'the domain is not a setting');
    const bad = await call('PUT', '/api/operator/settings.php', admin.cookie, { site: 'localhost', settings: { ...settings, message_credits: -1 } });
    assert.equal(bad.statusCode, 400);
    const ok = await call('PUT', '/api/operator/settings.php', admin.cookie, { site: 'localhost', settings: { ...settings, message_credits: 7, refund_days: 30 } });
    assert.equal(ok.statusCode, 200, ok.body);
    const row = await lastAudit('site.settings');
    assert.deepEqual([row?.site, row?.before, row?.after], ['localhost', { message_credits: settings.message_credits, refund_days: settings.refund_days }, { message_credits: 7, refund_days: 30 }]);
    const live = body<{ message_credits: number; domain: string }>(await request(ctx.app, { method: 'GET', url: '/api/settings.php' }));
    assert.deepEqual([live.message_credits, live.domain], [7, 'localhost']);
    await call('PUT', '/api/operator/settings.php', admin.cookie, { site: 'localhost', settings });
    const limited = await signInOperator(ctx, 'admin', await ctx.app.repos.sites.idsOf(['de.localhost']));
    assert.equal((await call('GET', '/api/operator/settings.php?site=localhost', limited.cookie)).statusCode, 404);
    assert.deepEqual(body<{ sites: { domain: string }[] }>(await call('GET', '/api/operator/sites.php', limited.cookie)).sites.map((s) => s.domain), ['de.localhost']);
  });

  it('releases through the registry: marketing the landers only, admins every remote, each audited', async () => {
    const deploy = { authorization: `Bearer ${DEV_DEPLOY_TOKEN}` };
    for (const [name, version] of [['mf_landers', '9.0.0'], ['mf_landers', '9.1.0'], ['mf_chat', '9.0.0']] as const) {
      const res = await request(ctx.app, { method: 'POST', url: '/api/remotes.php', headers: deploy, payload: { name, version, manifest_url: `http://localhost:3100/${name}/${version}/mf-manifest.json` } });
      assert.equal(res.statusCode, 201, res.body);
    }
    const marketing = await signInOperator(ctx, 'marketing');
    const listed = body<{ remotes: { name: string; versions: RemoteVersion[] }[] }>(await call('GET', '/api/operator/releases.php', marketing.cookie));
    assert.deepEqual(listed.remotes.map((r) => r.name), ['mf_landers']);
    assert.equal((await call('POST', '/api/operator/releases.php', marketing.cookie, { name: 'mf_chat', action: 'rollback' })).statusCode, 403);
    const canary = await call('POST', '/api/operator/releases.php', marketing.cookie, { name: 'mf_landers', action: 'canary', version: '9.0.0', site: 'localhost', percent: 10 });
    assert.equal(canary.statusCode, 200, canary.body);
    const promoted = await call('POST', '/api/operator/releases.php', marketing.cookie, { name: 'mf_landers', action: 'promote', site: 'localhost' });
    assert.equal(body<{ remote: RemoteVersion }>(promoted).remote.version, '9.0.0');
    assert.equal((await call('POST', '/api/operator/releases.php', marketing.cookie, { name: 'mf_landers', action: 'promote', site: 'localhost' })).statusCode, 409);
    assert.equal((await call('POST', '/api/operator/releases.php', marketing.cookie, { name: 'mf_landers', action: 'activate', version: '0.0.1' })).statusCode, 404);
    assert.equal((await call('POST', '/api/operator/releases.php', admin.cookie, { name: 'mf_chat', action: 'rollback' })).statusCode, 409, 'one version only: nothing to go back to');
    const row = await lastAudit('release.promote');
    assert.deepEqual([row?.actor, row?.target_id, row?.site], [marketing.email, 'mf_landers', 'localhost']);
  });
});
