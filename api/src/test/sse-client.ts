/**
 * A minimal Server-Sent Events reader for the tests of the live stream (`GET /api/events.php`):
 * opens the stream over a real listening server with Node's fetch (inject does not stream) and
 * parses its frames.
 */

/**
 * Starts `app` on a free local port (streams need a real socket: inject does not stream).
 * @returns its base URL, `http://127.0.0.1:<port>`.
 */
export async function listenOnFreePort(app: { listen(o: { port: number; host: string }): Promise<unknown>; server: { address(): unknown } }): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number } | null;
  if (!address || typeof address !== 'object') throw new Error('the app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

/** One frame as read: `id` (cursor), event name, parsed JSON data. */
export interface Frame {
  id: number | null;
  event: string;
  data: unknown;
}

/** An open SSE connection: the frames read so far, and a wait for more. */
export class Stream {
  readonly frames: Frame[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  ended = false;
  #waiters: (() => void)[] = [];
  readonly #abort = new AbortController();
  status = 0;
  headers: Headers = new Headers();

  static async open(base: string, cookie: string, options: { lastEventId?: number; query?: string } = {}): Promise<Stream> {
    const stream = new Stream();
    const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
    if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
    const res = await fetch(`${base}/api/events.php${options.query ?? ''}`, { headers, signal: stream.#abort.signal });
    stream.status = res.status;
    stream.headers = res.headers;
    if (res.body) void stream.#read(res.body);
    return stream;
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of body) {
        text += decoder.decode(chunk, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          this.#parse(text.slice(0, end));
          text = text.slice(end + 2);
          end = text.indexOf('\n\n');
        }
        this.#wake();
      }
    } catch {
      // aborted by close()
    }
    this.ended = true;
    this.#wake();
  }

  #parse(block: string): void {
    let id: number | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
      else if (line.startsWith('id: ')) id = Number(line.slice(4));
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) this.frames.push({ id, event, data: JSON.parse(data.join('\n')) });
  }

  #wake(): void {
    for (const w of this.#waiters.splice(0)) w();
  }

  /** Waits until `predicate` holds over the frames (or the stream ends), at most `ms`. */
  async until(predicate: (frames: Frame[]) => boolean, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!predicate(this.frames)) {
      if (this.ended) throw new Error(`stream ended; frames: ${JSON.stringify(this.frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; frames: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the `ready` frame. */
  ready(): Promise<void> {
    return this.until((f) => f.some((x) => x.event === 'ready'));
  }

  /** Events of the publishable types (not ready/resync). */
  get events(): Frame[] {
    return this.frames.filter((f) => f.event !== 'ready' && f.event !== 'resync');
  }

  /** Waits until the stream ended (the server closed it). */
  async endedWithin(ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('stream still open');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close(): void {
    this.#abort.abort();
  }
}

