// A local S3-compatible server (s3rver, a dev dependency) for tests and the local multi-node
// topology (issue 33): `startLocalS3()` in a test, or `node tools/lib/s3-local.mjs [--port 4568]
// [--dir .data/s3] [--bucket amora-media …]` as a process. Not for production.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it checks signatures made with them). */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver on 127.0.0.1:`port` (0 = a free one) with `buckets` created, keeping its objects in
 * `dir` (default a new temporary folder, removed by `close`). Resolves with `{endpoint, port, dir,
 * env(bucket), close()}`; `env(bucket)` is the S3_* environment that points the API and the tools
 * at `bucket` there.
 */
export async function startLocalS3({ port = 0, dir, buckets = ['amora-media'], address = '127.0.0.1' } = {}) {
  const directory = dir ?? mkdtempSync(path.join(tmpdir(), 'amora-s3-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port, address, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const listening = await server.run();
  const endpoint = `http://${address}:${listening.port}`;
  return {
    endpoint,
    port: listening.port,
    dir: directory,
    env: (bucket = buckets[0]) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    }),
    async close() {
      await server.close();
      if (!dir) rmSync(directory, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4568' }, dir: { type: 'string', default: '.data/s3' }, bucket: { type: 'string', multiple: true } } });
  const s3 = await startLocalS3({ port: Number(values.port), dir: path.resolve(values.dir), buckets: values.bucket ?? ['amora-media'] });
  console.log(`local S3 on ${s3.endpoint} (buckets ${(values.bucket ?? ['amora-media']).join(', ')}; objects in ${s3.dir})`);
  const stop = () => void s3.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
