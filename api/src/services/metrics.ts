import { type Kysely, sql } from 'kysely';
import { exposition, requestDurationHistogram } from '@amora/contracts/metrics';
import { Counter, Gauge, Registry } from 'prom-client';
import type { DB } from '../db/schema.js';
import type { ReadCaches } from '../repositories/index.js';
import type { MailSender } from './mail-types.js';

/** What the metrics read at scrape time, from the app as it is then. */
export interface MetricSources {
  db(): Kysely<DB>;
  /** Open event streams of this process (`app.live.streamCount`). */
  streams(): number;
  caches(): ReadCaches;
  /** Chat send batches committed by this process and the sends they carried (repositories/messages.ts). */
  sendBatches(): { batches: number; sends: number };
}

/** Sets `gauge` to `values` by its one label; label values seen before and absent now are 0. */
function setAll(gauge: Gauge<string>, label: string, values: [string, number][], seen: Set<string>): void {
  for (const [value] of values) seen.add(value);
  const now = new Map(values);
  for (const value of seen) gauge.set({ [label]: value }, now.get(value) ?? 0);
}

/**
 * The API's metrics (issue 33 "Observability"; api/README.md "Metrics"), one registry per app:
 * - `amora_http_request_duration_seconds{method, route, status_code}` histogram (the route's
 *   pattern, `(unmatched)` for none; operations endpoints not counted);
 * - `amora_live_streams_open` gauge; `amora_mail_sends_total{result: sent|failed}` counter (send
 *   attempts of this process's mail worker; a failed one is retried);
 * - `amora_cache_lookups_total{cache: sessions|chats, result: hit|miss}` counter;
 * - `amora_chat_send_batches_total` and `amora_chat_sends_total` counters: the transactions that
 *   committed chat sends and the sends in them (sends that arrive together share one, issue 34);
 * - from the database at scrape time ({@link ApiMetrics.refresh}): `amora_notification_queue_depth{kind}`
 *   (jobs due and not sent) and `amora_notification_queue_oldest_seconds{kind}` (how long the
 *   oldest of them has been due), `amora_payments{status}` (payments by state).
 */
export function createApiMetrics(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  const requests = requestDurationHistogram(registry);
  const mailSends = new Counter({ name: 'amora_mail_sends_total', help: 'Mails handed to SMTP (or the development outbox) by this process, by result', labelNames: ['result'] as const, registers });
  new Gauge({
    name: 'amora_live_streams_open',
    help: 'Open live event streams of this process',
    registers,
    collect() {
      this.set(sources.streams());
    },
  });
  new Counter({
    name: 'amora_cache_lookups_total',
    help: 'Reads of the in-process caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, { stats }] of Object.entries(sources.caches())) {
        this.inc({ cache, result: 'hit' }, stats.hits);
        this.inc({ cache, result: 'miss' }, stats.misses);
      }
    },
  });
  new Counter({
    name: 'amora_chat_send_batches_total',
    help: 'Database transactions of this process that committed chat sends (sends that arrive together share one)',
    registers,
    collect() {
      this.reset();
      this.inc(sources.sendBatches().batches);
    },
  });
  new Counter({
    name: 'amora_chat_sends_total',
    help: 'Chat sends of this process, committed in the batches of amora_chat_send_batches_total',
    registers,
    collect() {
      this.reset();
      this.inc(sources.sendBatches().sends);
    },
  });
  const queueDepth = new Gauge({ name: 'amora_notification_queue_depth', help: 'Mails and pushes due and not yet sent, by kind', labelNames: ['kind'] as const, registers });
  const queueOldest = new Gauge({ name: 'amora_notification_queue_oldest_seconds', help: 'How long the oldest due job of each kind has waited, in seconds', labelNames: ['kind'] as const, registers });
  const payments = new Gauge({ name: 'amora_payments', help: 'Payments by state', labelNames: ['status'] as const, registers });
  const seen = { kinds: new Set<string>(), statuses: new Set<string>() };

  return {
    registry,
    /** Records one answered request (plugins/metrics.ts, onResponse). */
    observeRequest(labels: { method: string; route: string; status_code: string }, seconds: number): void {
      requests.observe(labels, seconds);
    },
    /** `sender` counting its sends in `amora_mail_sends_total` (the mail worker's transport, plugins/mail.ts). */
    countMailSends<T extends MailSender>(sender: T): T {
      const send: MailSender['send'] = async (mail) => {
        try {
          await sender.send(mail);
          mailSends.inc({ result: 'sent' });
        } catch (error) {
          mailSends.inc({ result: 'failed' });
          throw error;
        }
      };
      return new Proxy(sender, { get: (target, key, receiver) => (key === 'send' ? send : Reflect.get(target, key, receiver)) });
    },
    /** Reads the queue and the payments from the database (two grouped counts over indexed or small sets). */
    async refresh(): Promise<void> {
      const db = sources.db();
      const [queue, states] = await Promise.all([
        db
          .selectFrom('notification_jobs')
          .select(['kind', sql<number>`count(*)::int`.as('depth'), sql<number>`extract(epoch from (now() - min(run_at)))::float8`.as('oldest')])
          .where('status', '=', 'pending')
          .where('run_at', '<=', sql<Date>`now()`)
          .groupBy('kind')
          .execute(),
        db.selectFrom('payments').select(['status', sql<number>`count(*)::int`.as('count')]).groupBy('status').execute(),
      ]);
      setAll(queueDepth, 'kind', queue.map((r) => [r.kind, Number(r.depth)]), seen.kinds);
      setAll(queueOldest, 'kind', queue.map((r) => [r.kind, Math.max(0, Number(r.oldest))]), seen.kinds);
      setAll(payments, 'status', states.map((r) => [r.status, Number(r.count)]), seen.statuses);
    },
    /** The Prometheus text of this process and this app. */
    async exposition(): Promise<string> {
      return exposition(registry);
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
