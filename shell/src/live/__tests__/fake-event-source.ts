import type { LiveSource } from '../live-stream';

/**
 * A stand-in for the browser's EventSource (jsdom has none): records the URL it was opened with and
 * lets a test deliver frames and errors as the API stream would.
 */
export class FakeEventSource extends EventTarget implements LiveSource {
  /** Every source opened since the last `reset()`, oldest first. */
  static opened: FakeEventSource[] = [];
  static reset(): void {
    FakeEventSource.opened = [];
  }
  /** The newest source. */
  static get last(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }
  /** A factory for `createSource`. */
  static create = (url: string): FakeEventSource => new FakeEventSource(url);

  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  get closed(): boolean {
    return this.readyState === 2;
  }
  close(): void {
    this.readyState = 2;
  }
  /** Delivers one frame `id: <id>\nevent: <type>\ndata: <JSON of data>` (`raw` sends `data` as is). */
  frame(type: string, data: unknown, id: number | string, { raw = false } = {}): void {
    this.readyState = 1;
    this.dispatchEvent(new MessageEvent(type, { data: raw ? data : JSON.stringify(data), lastEventId: String(id) }));
  }
  /** A lost connection the browser retries (`retrying`), or an error answer it gives up on. */
  fail({ retrying }: { retrying: boolean }): void {
    this.readyState = retrying ? 0 : 2;
    this.dispatchEvent(new Event('error'));
  }
}
