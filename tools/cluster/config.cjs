// The settings of the local multi-node topology (issue 33 "A multi-node topology on this machine";
// `npm run start:cluster`, tools/start-cluster.mjs): its ports, addresses, database, bucket and
// Redis, read from the environment with defaults that stay clear of the development platform
// (3000/3100/4000, 3001–3007, 3190). Shared by the start script and the cluster's Playwright
// config (e2e/playwright.cluster.config.ts), so both name the same places.
// CommonJS, so that the Playwright config (TypeScript run as CommonJS by Playwright) can require it
// and the tools (ES modules) import it.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** Each port of the cluster: its environment variable and default. */
const PORT_VARIABLES = {
  public: ['CLUSTER_PORT', 3400],
  shellA: ['CLUSTER_SHELL_A_PORT', 3401],
  shellB: ['CLUSTER_SHELL_B_PORT', 3402],
  cdn: ['CLUSTER_CDN_PORT', 3410],
  s3: ['CLUSTER_S3_PORT', 3420],
  control: ['CLUSTER_CONTROL_PORT', 3490],
  apiA: ['CLUSTER_API_A_PORT', 4401],
  apiB: ['CLUSTER_API_B_PORT', 4402],
  apiFrontA: ['CLUSTER_API_A_FRONT_PORT', 4411],
  apiFrontB: ['CLUSTER_API_B_FRONT_PORT', 4412],
  redis: ['CLUSTER_REDIS_PORT', 6390],
};

/** The database of the cluster when nothing names one: the local PostgreSQL 15 of CI and this machine (role amora/amora). */
const DEFAULT_DATABASE_URL = 'postgres://amora:amora@127.0.0.1:5432/amora_cluster';
/** The database's name on a server that `DATABASE_URL` names (never that URL's own database: the API suite's). */
const CLUSTER_DATABASE = 'amora_cluster';
/** The bucket of the local S3-compatible store (media under `media/`, releases under `mf_<name>/<version>/`). */
const CLUSTER_BUCKET = 'amora-cluster';

/** A port variable of `env`, else its default. @throws Error naming the variable when it is no port number */
function portOf(env, [name, fallback]) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 65_535) throw new Error(`${name} must be a port number (1–65535), not "${value}"`);
  return Number(value);
}

/**
 * The database URL of the cluster (issue 33): `CLUSTER_DATABASE_URL` as given; else the server of
 * `DATABASE_URL` (its role, password, host and port) with the database {@link CLUSTER_DATABASE};
 * else {@link DEFAULT_DATABASE_URL}.
 * @throws Error naming the variable when the URL is not postgres:// or postgresql://
 */
function clusterDatabaseUrl(env = process.env) {
  const [name, given] = env.CLUSTER_DATABASE_URL?.trim() ? ['CLUSTER_DATABASE_URL', env.CLUSTER_DATABASE_URL.trim()] : ['DATABASE_URL', env.DATABASE_URL?.trim()];
  if (!given) return DEFAULT_DATABASE_URL;
  let url;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${name} is not a URL (postgres://user:password@host:5432/database)`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error(`${name} must start with postgres:// or postgresql://`);
  if (name === 'DATABASE_URL') url.pathname = `/${CLUSTER_DATABASE}`;
  return url.toString();
}

/**
 * Everything the cluster is made of, from `env` (issue 33):
 * - `ports`: each of {@link PORT_VARIABLES} (numbers);
 * - `host`: where the public and browser-facing listeners bind (`CLUSTER_HOST`, default 127.0.0.1);
 * - `urls`: `public` (nginx, the site: http://localhost:3400), `shellA`/`shellB` (each shell on its
 *   own port), `apiA`/`apiB` (each API, loopback), `apiFrontA`/`apiFrontB` (nginx in front of each
 *   API: that API first, the other as backup), `cdn`, `s3`, `control` (the start script's control
 *   endpoint, loopback only);
 * - `databaseUrl` ({@link clusterDatabaseUrl}), `redisUrl`, `bucket`, `dataDir` (`CLUSTER_DATA_DIR`,
 *   default `<repo>/.data/cluster`: the bucket's files, nginx's config, temp files and logs).
 * @throws Error naming a malformed variable
 */
function clusterSettings(env = process.env) {
  const ports = Object.fromEntries(Object.entries(PORT_VARIABLES).map(([key, variable]) => [key, portOf(env, variable)]));
  const taken = Object.entries(ports).find(([key, port]) => Object.entries(ports).some(([other, p]) => other !== key && p === port));
  if (taken) throw new Error(`${PORT_VARIABLES[taken[0]][0]} (${taken[1]}) is also the port of another part of the cluster`);
  const host = env.CLUSTER_HOST?.trim() || '127.0.0.1';
  const local = (port) => `http://127.0.0.1:${port}`;
  return {
    ports,
    host,
    urls: {
      public: `http://localhost:${ports.public}`,
      shellA: `http://localhost:${ports.shellA}`,
      shellB: `http://localhost:${ports.shellB}`,
      cdn: `http://localhost:${ports.cdn}`,
      apiA: local(ports.apiA),
      apiB: local(ports.apiB),
      apiFrontA: local(ports.apiFrontA),
      apiFrontB: local(ports.apiFrontB),
      s3: local(ports.s3),
      control: local(ports.control),
    },
    databaseUrl: clusterDatabaseUrl(env),
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    bucket: CLUSTER_BUCKET,
    dataDir: env.CLUSTER_DATA_DIR ? path.resolve(env.CLUSTER_DATA_DIR) : path.join(ROOT, '.data', 'cluster'),
  };
}

/**
 * The S3_* environment that points a process at the cluster's bucket on the local store (s3rver's
 * fixed credentials, path style; tools/lib/s3-local.mjs).
 */
function s3Env(settings) {
  return {
    S3_ENDPOINT: settings.urls.s3,
    S3_BUCKET: settings.bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
}

/**
 * The environment under which the repository's tools act on the cluster (issue 33): `npm run
 * release` / `rollback` / `remotes` (API_URL = API A, AMORA_CDN_URL, S3_*), the operator CLIs
 * (AMORA_API_URL), `npm run backup` / `restore` (DATABASE_URL, S3_*). E.g.
 * `env $(node tools/start-cluster.mjs --print-env) npm run release -- mf-chat`.
 */
function toolEnv(settings) {
  return {
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    API_URL: settings.urls.apiA,
    AMORA_API_URL: settings.urls.apiA,
    AMORA_CDN_URL: settings.urls.cdn,
    PUBLIC_URL: settings.urls.public,
    ...s3Env(settings),
  };
}

module.exports = { PORT_VARIABLES, DEFAULT_DATABASE_URL, CLUSTER_DATABASE, CLUSTER_BUCKET, clusterDatabaseUrl, clusterSettings, s3Env, toolEnv };
