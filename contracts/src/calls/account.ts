/**
 * The member's account (spec §7 `user.php`, sign-up, activation, password reset, e-mail change,
 * deletion): response bodies. Requests are validated by the routes with the rules of ../rules.
 */
import { z } from 'zod';
import { ALERT_KINDS } from '../constants';
import { user } from '../entities';

/** `POST /api/user.php` (login), `GET`/`PUT /api/user.php`, `POST /api/signup.php` → the member. `POST ?push=1` and some `PUT`s → `{ok}`. */
export const userResponse = z.union([user, z.object({ ok: z.literal(true) })]);

/** `DELETE /api/user.php` → `{ok, reactivate_until}` (ISO 8601, 14 days on, spec §4). */
export const deleteAccountResponse = z.object({ ok: z.literal(true), reactivate_until: z.string() });

/** `POST /api/mail-change.php` → `{ok, email}`: the confirmed new address. */
export const mailChangeResponse = z.object({ ok: z.literal(true), email: z.string() });

/** `PUT /api/alerts.php` → when each alert was dismissed (ISO 8601, spec §4 dismissible alerts). */
export const alertsResponse = z.object({ alerts_dismissed: z.partialRecord(z.enum(ALERT_KINDS), z.string()) });

/**
 * One of the member's sessions (issue 16, the list on `/profile`): a public id, when it started
 * and was last used (ISO 8601), the browser (User-Agent, and its browser and system names read
 * from it, '' when unknown) and address that started it, and whether it is this request's session.
 */
export const sessionInfo = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** `GET /api/sessions.php` → the member's live sessions, last used first. */
export const sessionsResponse = z.object({ sessions: z.array(sessionInfo) });
