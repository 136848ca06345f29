import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, assertPrefix, contentTypeOf, type Storage } from './storage.js';

/** Whether an error is "no such file or directory". */
const missing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** The temporary name of a write in progress. */
const PARTIAL = /\.[0-9a-f]{12}\.part$/;

/** Every file under `dir`, as paths relative to `base` with `/` separators. */
async function* walk(base: string, dir: string): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (missing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(base, full);
    // A write in progress (`<name>.<12 hex>.part`, see put) is not an object yet.
    else if (entry.isFile() && !PARTIAL.test(entry.name)) yield path.relative(base, full).split(path.sep).join('/');
  }
}

/**
 * The local backend (issue 33; the default of a fresh clone): files under `root`
 * (`<AMORA_CDN_DIR>/media`), served by the local CDN (tools/cdn-server.mjs) at
 * `<AMORA_CDN_URL>/media/<key>`. A write goes to a temporary name in the same folder and is
 * renamed, so the CDN never serves half a file. Content types come from the extension.
 */
export function createLocalStorage(root: string): Storage {
  const file = (key: string): string => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const storage: Storage = {
    kind: 'local',
    location: root,
    async put(key, body) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
      try {
        await fs.writeFile(partial, body);
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = file(key);
      try {
        const stat = await fs.stat(target);
        if (!stat.isFile()) return null;
        return { body: createReadStream(target), contentType: contentTypeOf(key), length: stat.size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(file(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertPrefix(prefix);
      let count = 0;
      for await (const key of storage.list(prefix)) {
        await fs.rm(file(key), { force: true });
        count++;
      }
      // The emptied folder goes too (`photos/12/`), as the purge removed it before.
      if (prefix !== '') await fs.rm(path.join(root, ...prefix.split('/')), { recursive: true, force: true });
      return count;
    },
    async *list(prefix = '') {
      assertPrefix(prefix);
      yield* walk(root, prefix === '' ? root : path.join(root, ...prefix.slice(0, -1).split('/')));
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
  return storage;
}
