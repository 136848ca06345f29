// The shell server of a test file (node:test): a temporary dist folder, the API and CDN stubbed by
// the MSW test kit (unhandled requests fail), the log kept for assertions.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { server as api, makeSettings } from '@amora/shared/testing';
import type { Settings } from '@amora/shared/types';
import { buildShellServer, type ShellServerOptions } from '../app';

export const API = 'http://api.test';
export const CDN = 'http://cdn.test';

export interface ShellServerContext {
  app: FastifyInstance;
  distDir: string;
  /** The server's log lines (level `warn` and above). */
  logLines: string[];
}

/**
 * Starts a shell server before the file's tests and stops it after; read `app` inside tests.
 * @param options besides `apiUrl`, `distDir` and `logger`, which this sets
 */
export function startShellServer(options: Partial<ShellServerOptions> = {}): ShellServerContext {
  const context = { logLines: [] } as unknown as ShellServerContext;
  before(async () => {
    api.listen({ onUnhandledRequest: 'error' });
    context.distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(context.distDir, 'entry-assets.json'), JSON.stringify({ main: { js: ['main.1.js'], css: ['main.1.css'] } }));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        context.logLines.push(String(chunk));
        done();
      },
    });
    context.app = await buildShellServer({ apiUrl: API, distDir: context.distDir, logger: { level: 'warn', stream }, ...options });
  });
  after(async () => {
    await context.app.close();
    api.close();
    rmSync(context.distDir, { recursive: true, force: true });
  });
  return context;
}

/** The boot data a page hands the client. */
export const bootOf = (html: string) => JSON.parse(/<script type="application\/json" id="amora-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');

/**
 * The API's settings answer for whichever host the shell asks about (`X-Forwarded-Host`): every
 * test host is a configured site, so tests may take a host each (the shell keeps a host's site 2 s).
 */
export const settingsForAnyHost =
  (over: Partial<Settings> = {}) =>
  ({ request }: { request: Request }): Settings =>
    makeSettings({ ...over, domain: (request.headers.get('x-forwarded-host') ?? 'localhost').split(':')[0] ?? 'localhost' });

const clockOffsets = new WeakMap<TestContext, { ms: number }>();

/**
 * Moves the clocks the shell server's caches read (`Date.now`, `performance.now`) `ms` ahead for
 * the rest of test `t`, instead of waiting that long (the registry's and a dev manifest's 2 s).
 * node:test mocks, undone after the test.
 */
export async function advanceClock(t: TestContext, ms: number): Promise<void> {
  let offset = clockOffsets.get(t);
  if (!offset) {
    const shift = { ms: 0 };
    const [dateNow, perfNow] = [Date.now.bind(Date), performance.now.bind(performance)];
    t.mock.method(Date, 'now', () => dateNow() + shift.ms);
    t.mock.method(performance, 'now', () => perfNow() + shift.ms);
    clockOffsets.set(t, shift);
    offset = shift;
  }
  offset.ms += ms;
  // lru-cache reuses the time it read last for 1 ms (its `ttlResolution`, by a 1 ms timer): let that timer run first.
  await new Promise((resolve) => setTimeout(resolve, 1));
}
