// The role matrix of the operator console (issue 31 "Tests: role matrix"): every operator
// endpoint × every role — allowed (any answer but 401/403) or 403 `forbidden_role` exactly as
// OPERATOR_PERMISSIONS says; without an operator session (nothing, a member's session, the old
// shared token, the deploy token) 401 everywhere. A new operator endpoint must be added here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_CALLS, OPERATOR_ROLES, type OperatorPermission, type OperatorRole, operatorMay } from '@amora/contracts';
import { DEV_DEPLOY_TOKEN } from '../config.js';
import { DEMO_ANNA } from '../seed/index.js';
import { body, login, request, setupTestApp, type TestContext } from './helpers.js';
import { signInOperator } from './operator-helpers.js';

/** An id no row has: an allowed call answers 404 for it, never a change. */
const NONE = 2_147_480_000;

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  /** The permission the call needs; null = any signed-in operator. */
  permission: OperatorPermission | null;
}

const CASES: Case[] = [
  { method: 'GET', url: '/api/operator/sites.php', permission: null },
  { method: 'DELETE', url: '/api/operator/claims.php?queue=reports', permission: null },
  { method: 'GET', url: '/api/operator/counts.php', permission: null },
  { method: 'GET', url: '/api/operator/sessions.php', permission: null },
  { method: 'GET', url: '/api/operator/releases.php', permission: null },
  { method: 'POST', url: '/api/operator/releases.php', payload: { name: 'mf_chat', action: 'rollback', site: 'nowhere.test' }, permission: 'releases' },
  { method: 'POST', url: '/api/operator/releases.php', payload: { name: 'mf_landers', action: 'rollback', site: 'nowhere.test' }, permission: 'releases_landers' },
  { method: 'GET', url: '/api/operator/audit.php', permission: 'audit' },
  { method: 'GET', url: '/api/operator/audit-export.php?member=1', permission: 'audit' },
  { method: 'GET', url: '/api/operator/operators.php', permission: 'operators' },
  { method: 'POST', url: '/api/operator/operators.php', payload: { email: 'not-an-address', role: 'support' }, permission: 'operators' },
  { method: 'PUT', url: '/api/operator/operators.php', payload: { id: NONE, role: 'support' }, permission: 'operators' },
  { method: 'GET', url: '/api/operator/settings.php?site=nowhere.test', permission: 'settings' },
  { method: 'PUT', url: '/api/operator/settings.php', payload: { site: 'nowhere.test', settings: {} }, permission: 'settings' },
  { method: 'GET', url: '/api/operator/campaigns.php?site=nowhere.test', permission: 'content' },
  { method: 'POST', url: '/api/operator/campaigns.php', payload: { site: 'nowhere.test', kind: 'news', texts: { en: { subject: 'S', body: 'B' } } }, permission: 'content' },
  { method: 'GET', url: '/api/operator/pages.php?site=nowhere.test', permission: 'content' },
  { method: 'PUT', url: '/api/operator/pages.php', payload: { site: 'nowhere.test', token: 'x-page', locale: 'en', title: 'T', body: 'B' }, permission: 'content' },
  { method: 'DELETE', url: '/api/operator/pages.php?site=nowhere.test&token=x-page', permission: 'content' },
  { method: 'GET', url: '/api/operator/members.php?q=anna', permission: 'members' },
  { method: 'GET', url: `/api/operator/member.php?id=${NONE}`, permission: 'members' },
  { method: 'POST', url: '/api/operator/member.php', payload: { id: NONE, action: 'note', text: 'x' }, permission: 'member_support' },
  { method: 'POST', url: '/api/operator/member.php', payload: { id: NONE, action: 'end_sessions' }, permission: 'member_support' },
  { method: 'POST', url: '/api/operator/member.php', payload: { id: NONE, action: 'mail_enable' }, permission: 'member_support' },
  { method: 'POST', url: '/api/operator/member.php', payload: { id: NONE, action: 'credits', amount: 5, reason: 'x' }, permission: 'payments' },
  { method: 'POST', url: '/api/operator/member.php', payload: { id: NONE, action: 'ban', reason: 'x' }, permission: 'ban' },
  { method: 'POST', url: '/api/operator/member.php', payload: { id: NONE, action: 'unban', reason: 'x' }, permission: 'ban' },
  { method: 'POST', url: '/api/operator/member.php', payload: { id: NONE, action: 'disable', reason: 'x' }, permission: 'ban' },
  { method: 'POST', url: '/api/operator/member.php', payload: { id: NONE, action: 'enable', reason: 'x' }, permission: 'ban' },
  { method: 'POST', url: '/api/operator/refund.php', payload: { payment_id: NONE, reason: 'x' }, permission: 'payments' },
  { method: 'GET', url: '/api/operator/photos.php?limit=1', permission: 'photos' },
  { method: 'POST', url: '/api/operator/photos.php', payload: { kind: 'profile', id: NONE, decision: 'approve' }, permission: 'photos' },
  { method: 'GET', url: '/api/operator/reports.php?limit=1', permission: 'reports' },
  { method: 'POST', url: '/api/operator/reports.php', payload: { id: NONE, action: 'dismiss', reason: 'x' }, permission: 'reports' },
  { method: 'GET', url: '/api/operator/complaints.php?limit=1', permission: 'complaints' },
  { method: 'POST', url: '/api/operator/complaints.php', payload: { id: NONE, reply: 'x' }, permission: 'complaints' },
  { method: 'PUT', url: '/api/operator/complaints.php', payload: { id: NONE, status: 'closed' }, permission: 'complaints' },
];

/** The sign-in calls: reachable before there is a session (tested in operator-auth.test.ts). */
const SIGN_IN = ['POST /api/operator/login.php', 'GET /api/operator/session.php', 'DELETE /api/operator/session.php', 'GET /api/operator/mfa.php', 'POST /api/operator/mfa.php'];

describe('operator role matrix (issue 31)', () => {
  let ctx: TestContext;
  let cookies: Record<OperatorRole, string>;
  before(async () => {
    ctx = await setupTestApp();
    cookies = Object.fromEntries(await Promise.all(OPERATOR_ROLES.map(async (role) => [role, (await signInOperator(ctx, role)).cookie]))) as Record<OperatorRole, string>;
  });
  after(async () => {
    await ctx.close();
  });

  const send = (c: Case, auth: { cookie?: string; headers?: Record<string, string> }) =>
    request(ctx.app, { method: c.method, url: c.url, ...(c.payload ? { payload: c.payload } : {}), ...auth });

  it('covers every operator endpoint of the contract', () => {
    const covered = new Set([...CASES.map((c) => `${c.method} ${c.url.split('?')[0]}`), ...SIGN_IN, 'DELETE /api/operator/sessions.php']);
    const operatorCalls = API_CALLS.filter((c) => c.path.startsWith('/api/operator/')).map((c) => `${c.method} ${c.path}`);
    assert.deepEqual(operatorCalls.filter((c) => !covered.has(c)), []);
  });

  for (const role of OPERATOR_ROLES) {
    it(`${role}: allowed exactly where OPERATOR_PERMISSIONS says, else 403 forbidden_role`, async () => {
      for (const c of CASES) {
        const res = await send(c, { cookie: cookies[role] });
        const label = `${role} ${c.method} ${c.url} ${JSON.stringify(c.payload ?? {})}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (c.permission === null || operatorMay(role, c.permission)) {
          assert.ok(![401, 403].includes(res.statusCode), label);
          assert.ok(res.statusCode < 500, label);
        } else {
          assert.equal(res.statusCode, 403, label);
          assert.equal(body<{ error: string }>(res).error, 'forbidden_role', label);
        }
      }
    });
  }

  it('answers 401 without an operator session: nothing, a member\'s session, the old shared token, the deploy token', async () => {
    const member = await login(ctx.app, DEMO_ANNA);
    const callers = [{}, { cookie: member }, { headers: { authorization: 'Bearer dev-operator-token' } }, { headers: { authorization: `Bearer ${DEV_DEPLOY_TOKEN}` } }];
    for (const caller of callers) {
      for (const c of CASES) {
        const res = await send(c, caller);
        assert.equal(res.statusCode, 401, `${JSON.stringify(caller).slice(0, 40)} ${c.method} ${c.url}: ${res.body.slice(0, 120)}`);
        assert.equal(body<{ error: string }>(res).error, 'operator_authentication_required');
      }
    }
  });
});
