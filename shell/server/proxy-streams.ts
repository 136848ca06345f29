/**
 * The live event streams the shell proxies to the API (issue 33 "Health and shutdown"): each
 * answer's body passes through here, so that a stopping shell can end every open stream cleanly
 * (a complete chunked answer, not a cut connection). EventSource then reconnects by itself, through
 * the load balancer to another shell, and resumes with Last-Event-ID; an event cut in half is not
 * dispatched by the browser and comes again in the replay.
 */
import { PassThrough, type Readable } from 'node:stream';

/** The relay of one shell server: `relay` each stream's body through it, `endAll` when stopping, `size` for `/metrics`. */
export function createStreamRelay() {
  const open = new Set<() => void>();
  return {
    /** `upstream` (the API's stream body) as the body to send: ends when it ends or at {@link endAll}; the client leaving ends it upstream. */
    relay(upstream: Readable): Readable {
      const body = new PassThrough();
      const end = () => {
        upstream.unpipe(body);
        body.end();
      };
      open.add(end);
      upstream.on('error', (error) => body.destroy(error));
      body.on('close', () => {
        open.delete(end);
        upstream.destroy();
      });
      upstream.pipe(body);
      return body;
    },
    /** Ends every open stream (a stopping shell). */
    endAll(): void {
      for (const end of [...open]) end();
    },
    /** Streams open now. */
    get size(): number {
      return open.size;
    },
  };
}

export type StreamRelay = ReturnType<typeof createStreamRelay>;
