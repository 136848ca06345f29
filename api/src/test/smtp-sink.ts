import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body, CRLF line ends). */
  raw: string;
  /** `performance.now()` when the DATA ended. */
  at: number;
}

/** A real SMTP server on the loopback (`smtp-server`) that keeps what it receives, for tests. */
export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Mails whose DATA has begun and not yet been answered. */
  inFlight: number;
  /** Waits this long before answering each DATA, ms (a slow server). */
  delayMs: number;
  /** Resolves with the first received mail that matches, now or when it arrives; rejects after `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Resolves once some mail's DATA has begun and not ended. */
  waitForInFlight(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts an SMTP server (no auth, no TLS) on `port` (0: a free one) of 127.0.0.1. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const sink: SmtpSink = {
    port: 0,
    url: '',
    received: [],
    inFlight: 0,
    delayMs: 0,
    waitFor(match, timeoutMs = 10_000) {
      return until(() => sink.received.find(match), timeoutMs, 'a matching mail');
    },
    async waitForInFlight(timeoutMs = 10_000) {
      await until(() => (sink.inFlight > 0 ? true : undefined), timeoutMs, 'a mail being sent');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  /** Resolves with `check()` once it is defined, re-checked at each event of the server. */
  function until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const listener = () => {
        const found = check();
        if (found === undefined) return;
        listeners.delete(listener);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`the SMTP server did not see ${what} within ${timeoutMs} ms (${sink.received.length} received)`));
      }, timeoutMs);
      listeners.add(listener);
      listener();
    });
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      sink.inFlight++;
      notify();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          sink.inFlight--;
          sink.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: performance.now(),
          });
          callback();
          notify();
        }, sink.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  return sink;
}

/** The value of a header of a raw message (first occurrence, unfolded); '' when absent. */
export function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? (match[1] ?? '').replace(/\r?\n[ \t]/g, ' ') : '';
}

/** Decodes a quoted-printable body (soft line breaks and =XX escapes) as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The leaf parts of a MIME message (RFC 2046; enough for what nodemailer writes): each part's
 * content type (without parameters) and its body decoded from quoted-printable or base64.
 */
export function mimeParts(raw: string): { type: string; body: string }[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const type = header(head, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const decoded = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return [{ type: (type.split(';')[0] ?? '').trim().toLowerCase(), body: decoded }];
}
