/**
 * Turning mail off for an address because the mail provider said so (issue 32 "Bounces and
 * complaints", spec §4 "E-mail notifications can be disabled due to spam complaint, bounce or
 * unsubscribe"). Provider-neutral: routes/mail-webhook.ts calls it after checking the provider's
 * signature (services/mailgun-webhook.ts).
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AuditRepository } from '../repositories/audit.js';
import { NOTIFICATIONS_DISABLED_REASONS, type NotificationsDisabledReason } from '../types.js';

/** The audit role of a mail provider's changes (the actor is the provider's name, e.g. `mailgun`). */
export const MAIL_PROVIDER_ROLE = 'mail_provider';

/** One provider event about an address: the reason mail goes off, who says so and why (audited). */
export interface MailSuppressionInput {
  /** The recipient's address as the provider gives it (matched case-insensitively). */
  email: string;
  reason: NotificationsDisabledReason;
  /** The provider's name, the audit row's actor (`mailgun`). */
  provider: string;
  /** What the provider said (event, severity, SMTP answer, event id), the audit row's reason. */
  detail: string;
  /** The address the delivery came from. */
  ip: string;
}

/**
 * Adds `reason` to `notifications_disabled` of every account with the address (any site, any
 * case), each with one audit row in `trx` (`member.mail_disable`, actor = the provider, role
 * `mail_provider`, before/after, the provider's detail as reason) — what the operator console's
 * member page shows under "E-mail" and "History"; support switches it on again there
 * (`mail_enable`). An account that already has the reason is left alone (no row). Returns the
 * number of accounts changed (0 for an unknown address).
 */
export async function suppressMail(trx: Kysely<DB>, audit: AuditRepository, input: MailSuppressionInput): Promise<number> {
  const accounts = await trx
    .selectFrom('users')
    .select(['id', 'site_id', 'notifications_disabled'])
    .where(sql<string>`lower(email)`, '=', input.email.trim().toLowerCase())
    .orderBy('id')
    .forUpdate()
    .execute();
  let changed = 0;
  for (const account of accounts) {
    const stored: unknown[] = Array.isArray(account.notifications_disabled) ? account.notifications_disabled : [];
    const before = NOTIFICATIONS_DISABLED_REASONS.filter((r) => stored.includes(r));
    if (before.includes(input.reason)) continue;
    const after = NOTIFICATIONS_DISABLED_REASONS.filter((r) => r === input.reason || before.includes(r));
    await trx.updateTable('users').set({ notifications_disabled: JSON.stringify(after) }).where('id', '=', account.id).execute();
    await audit.record(
      {
        operatorId: null,
        actor: input.provider,
        role: MAIL_PROVIDER_ROLE,
        siteId: account.site_id,
        action: 'member.mail_disable',
        targetType: 'member',
        targetId: account.id,
        userId: account.id,
        before: { notifications_disabled: before },
        after: { notifications_disabled: after },
        reason: input.detail,
        ip: input.ip,
      },
      trx,
    );
    changed += 1;
  }
  return changed;
}
