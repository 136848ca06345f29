// Issue 33 "A multi-node topology on this machine": the settings of `npm run start:cluster`
// (tools/cluster/config.cjs) and its nginx configuration (tools/cluster/nginx.mjs) — the local one
// passes `nginx -t`, and compose.yaml's file is the one the same code writes. The cluster itself
// runs in the e2e suite (e2e/playwright.cluster.config.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { clusterSettings, DEFAULT_DATABASE_URL, toolEnv } from '../cluster/config.cjs';
import { COMPOSE_NGINX_CONF, composeNginxConfig, localNginxConfig, NGINX_BIN, writeNginxConfig } from '../cluster/nginx.mjs';

/** Debian's nginx is here (CI installs it); elsewhere the `nginx -t` test is skipped. */
const HAS_NGINX = Boolean(process.env.CI) || !spawnSync(NGINX_BIN, ['-v']).error;

describe('cluster settings (tools/cluster/config.cjs)', () => {
  it('defaults to ports clear of the development platform, on the local PostgreSQL', () => {
    const settings = clusterSettings({});
    assert.deepEqual(settings.ports, { public: 3400, shellA: 3401, shellB: 3402, cdn: 3410, s3: 3420, control: 3490, apiA: 4401, apiB: 4402, apiFrontA: 4411, apiFrontB: 4412, redis: 6390 });
    for (const port of Object.values(settings.ports)) assert.ok(![3000, 3100, 4000, 3190].includes(port) && !(port >= 3001 && port <= 3007));
    assert.equal(settings.urls.public, 'http://localhost:3400');
    assert.equal(settings.databaseUrl, DEFAULT_DATABASE_URL);
    assert.equal(settings.redisUrl, 'redis://127.0.0.1:6390');
  });

  it('takes each port from its variable, and refuses a malformed or clashing one by name', () => {
    assert.equal(clusterSettings({ CLUSTER_PORT: '8400' }).urls.public, 'http://localhost:8400');
    assert.throws(() => clusterSettings({ CLUSTER_SHELL_A_PORT: 'x' }), /CLUSTER_SHELL_A_PORT must be a port number/);
    assert.throws(() => clusterSettings({ CLUSTER_CDN_PORT: '3401' }), /CLUSTER_(CDN|SHELL_A)_PORT \(3401\) is also the port of another part/);
  });

  it("uses DATABASE_URL's server with its own database, CLUSTER_DATABASE_URL as given", () => {
    assert.equal(clusterSettings({ DATABASE_URL: 'postgres://amora:pw@db.internal:5433/amora_test' }).databaseUrl, 'postgres://amora:pw@db.internal:5433/amora_cluster');
    assert.equal(clusterSettings({ DATABASE_URL: 'postgres://a@h/x', CLUSTER_DATABASE_URL: 'postgres://b@h/y' }).databaseUrl, 'postgres://b@h/y');
    assert.throws(() => clusterSettings({ DATABASE_URL: 'mysql://h/x' }), /DATABASE_URL must start with postgres:\/\//);
  });

  it("names the tools' environment: API A, the CDN, the bucket, the database", () => {
    const env = toolEnv(clusterSettings({}));
    assert.equal(env.API_URL, 'http://127.0.0.1:4401');
    assert.equal(env.AMORA_CDN_URL, 'http://localhost:3410');
    assert.equal(env.S3_ENDPOINT, 'http://127.0.0.1:3420');
    assert.equal(env.S3_BUCKET, 'amora-cluster');
    assert.equal(env.DATABASE_URL, DEFAULT_DATABASE_URL);
  });
});

describe("the cluster's nginx (tools/cluster/nginx.mjs)", () => {
  it('balances the public port over both shells, keeping a session on one, and fronts each API with the other as backup', () => {
    const text = localNginxConfig(clusterSettings({}), '/tmp/x');
    assert.match(text, /listen 127\.0\.0\.1:3400 default_server;/);
    assert.match(text, /hash \$amora_affinity consistent;\s+server 127\.0\.0\.1:3401 [^;]*;\s+server 127\.0\.0\.1:3402 /);
    assert.match(text, /upstream api_a \{\s+server 127\.0\.0\.1:4401 max_fails=1 fail_timeout=2s;\s+server 127\.0\.0\.1:4402 backup;/);
    assert.match(text, /upstream api_b \{\s+server 127\.0\.0\.1:4402 max_fails=1 fail_timeout=2s;\s+server 127\.0\.0\.1:4401 backup;/);
    assert.match(text, /proxy_set_header X-Request-Id \$request_id;/);
    assert.match(text, /location = \/metrics \{\s+return 404;/);
  });

  it('writes a configuration nginx -t accepts, everything under its own folder', { skip: HAS_NGINX ? false : 'needs nginx (Debian: apt-get install nginx; CI installs it)' }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'amora-nginx-'));
    try {
      const file = await writeNginxConfig(clusterSettings({}), dir);
      assert.equal(path.dirname(file), dir);
      assert.match(readFileSync(file, 'utf8'), new RegExp(`pid ${dir}/nginx\\.pid;`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is compose.yaml's nginx configuration too (node tools/cluster/nginx.mjs --compose wrote the file)", () => {
    assert.equal(readFileSync(COMPOSE_NGINX_CONF, 'utf8'), composeNginxConfig());
    assert.match(readFileSync(path.join(path.dirname(COMPOSE_NGINX_CONF), '../../compose.yaml'), 'utf8'), /\.\/tools\/cluster\/nginx\.compose\.conf:\/etc\/nginx\/amora\.conf:ro/);
  });
});
