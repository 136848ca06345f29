import assert from 'node:assert/strict';
import { test } from 'node:test';
import { releaseArgs } from '../lib/args.mjs';

test('release tools read a remote, a site and a canary share (issue 14)', () => {
  assert.deepEqual(releaseArgs(['mf-landers']), { name: 'mf_landers', site: '', percent: 100 });
  assert.deepEqual(releaseArgs(['landers', '--canary', '10', '--site', 'De.Localhost'], { canary: true }), { name: 'mf_landers', site: 'de.localhost', percent: 10 });
  assert.deepEqual(releaseArgs(['mf_chat', '--version', '0.1.0-abc'], { version: true }), { name: 'mf_chat', site: '', percent: 100, version: '0.1.0-abc' });
  for (const share of ['0', '100', '12.5', 'ten']) assert.throws(() => releaseArgs(['mf-landers', '--canary', share], { canary: true }), /--canary/);
  assert.throws(() => releaseArgs(['mf-landers', '--canary', '10']), /Unknown option/, 'promote and rollback take no --canary');
  // Issue 31: the seventh remote, the operator console, is released like the others.
  assert.deepEqual(releaseArgs(['mf-operator', '--canary', '20'], { canary: true }), { name: 'mf_operator', site: '', percent: 20 });
  assert.throws(() => releaseArgs(['mf-nothing']), /Unknown remote/);
  assert.throws(() => releaseArgs([]), /name one remote/);
});

test('a canary may promote itself once it held: --auto-promote <minutes>[:<page views>] (issue 35)', () => {
  assert.deepEqual(releaseArgs(['mf-signup', '--canary', '50', '--auto-promote', '30'], { canary: true }), {
    name: 'mf_signup', site: '', percent: 50, autoPromote: { minutes: 30, pageViews: 200 },
  });
  assert.deepEqual(releaseArgs(['mf-landers', '--canary', '10', '--auto-promote', '60:500'], { canary: true }).autoPromote, { minutes: 60, pageViews: 500 });
  assert.throws(() => releaseArgs(['mf-landers', '--auto-promote', '30'], { canary: true }), /needs --canary/);
  for (const bad of ['0', 'soon', '30:0', '30:many']) assert.throws(() => releaseArgs(['mf-landers', '--canary', '10', '--auto-promote', bad], { canary: true }), /--auto-promote takes/);
  assert.throws(() => releaseArgs(['mf-landers', '--auto-promote', '30']), /Unknown option/, 'promote and rollback take no --auto-promote');
});
