/**
 * A minimal Server-Sent Events reader for the tests of the live stream (`GET /api/events.php`):
 * opens the stream over a real listening server with Node's fetch (inject does not stream) and
 * parses its frames.
 */
import assert from 'node:assert/strict';

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

/** What {@link Stream.settle} needs of the app's live hub (`app.live`). */
export interface MarkerPublisher {
  publish(userIds: readonly number[], event: { type: 'read'; data: { conversation_id: number; num_unread_messages: 0 } }): Promise<number>;
}

/** Markers published so far by this test process (each marker's conversation id is minus its number). */
let markers = 0;

/** An open SSE connection: the frames read so far, and a wait for more. */
export class Stream {
  readonly frames: Frame[] = [];
  readonly #markers = new Set<number>();
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
    if (data.length === 0) return;
    const parsed: unknown = JSON.parse(data.join('\n'));
    const marker = event === 'read' ? (parsed as { conversation_id?: number }).conversation_id : undefined;
    if (marker !== undefined && marker < 0) this.#markers.add(marker);
    else this.frames.push({ id, event, data: parsed });
  }

  #wake(): void {
    for (const w of this.#waiters.splice(0)) w();
  }

  /** Waits until `predicate` holds over the frames (or the stream ends), at most `ms`. */
  until(predicate: (frames: Frame[]) => boolean, ms = 5000): Promise<void> {
    return this.#until(() => predicate(this.frames), ms);
  }

  /**
   * Waits until everything published to this stream's member before the call has arrived, instead
   * of sleeping to see that nothing more comes: publishes a marker event through `live` (the app's
   * hub) and waits for it. A member's events reach his streams in the order they committed, so an
   * event committed before the marker is in `frames` once the marker is here. Markers (`read` of
   * conversation -n, which no conversation has) are kept out of `frames`, but they are stored
   * events: they count in `live_events` and take a cursor value each.
   */
  async settle(live: MarkerPublisher, userId: number, ms = 5000): Promise<void> {
    const marker = -(++markers);
    const stored = await live.publish([userId], { type: 'read', data: { conversation_id: marker, num_unread_messages: 0 } });
    assert.equal(stored, 1, `no member ${userId} to publish a marker to`);
    await this.#until(() => this.#markers.has(marker), ms);
  }

  /** Waits until `done()` (checked after each read), at most `ms`; fails if the stream ends first. */
  async #until(done: () => boolean, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done()) {
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

  /** Waits until the stream ended (the server closed it), at most `ms`. */
  endedWithin(ms = 5000): Promise<void> {
    return this.#until(() => this.ended, ms);
  }

  close(): void {
    this.#abort.abort();
  }
}

