import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

/**
 * Whether Debian's `redis-server` is installed here: a developer's machine may lack it and skips
 * the tests that need it; in CI (`CI=true`, where .ci/run installs it) they always run, and fail
 * when it is missing rather than pass by skipping.
 */
export const HAS_REDIS_SERVER = Boolean(process.env.CI) || !spawnSync('redis-server', ['--version']).error;

/** Why a test needing Redis is skipped when {@link HAS_REDIS_SERVER} is false. */
export const NO_REDIS_SERVER = 'needs redis-server (Debian: apt-get install redis-server; CI installs it)';

/** A real redis-server of one test: its URL, and stop/start to take it away and bring it back on the same port. */
export interface TestRedis {
  url: string;
  port: number;
  /** Kills the server (SIGKILL) and waits for its exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is saved). */
  start(): Promise<void>;
}

/** A free TCP port on the loopback (the kernel's choice). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns redis-server on `port` (nothing saved to disk); resolves once it accepts connections, rejects with its output when it exits first. */
function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'notice'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server on port ${port} exited with ${code}:\n${output}`)));
  });
}

/**
 * Starts a redis-server on a free loopback port (`--save '' --appendonly no`: nothing on disk)
 * for one test file; a port taken meanwhile by someone else is retried on another one.
 */
export async function startRedis(): Promise<TestRedis> {
  let child: ChildProcess | null = null;
  let port = 0;
  for (let attempt = 1; !child; attempt++) {
    port = await freePort();
    try {
      child = await spawnRedis(port);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  let current: ChildProcess | null = child;
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      const running = current;
      current = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async start() {
      if (current) return;
      current = await spawnRedis(port);
    },
  };
  return redis;
}
