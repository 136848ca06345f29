import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { ONLINE_WINDOW_MINUTES } from '../config.js';

/**
 * The order of every "online first" profile list (issue 34 "Search"): a profile's activity is
 * `'infinity'` while it is flagged online, else when its member was last seen, else when it signed
 * up; lists run newest activity first, ties by id. Online members come first because they were
 * seen last, and the same expression says who is online (seen within ONLINE_WINDOW_MINUTES,
 * spec §4), so the order, the cards and the next page's cursor always agree. Written exactly as in
 * migration 026's indexes (alias `p`), which serve this order.
 */
export const activity = sql<Date>`coalesce(case when p.online then 'infinity'::timestamptz else p.last_seen_at end, p.created_at)`;

/** Whether profile `p` is online now: active within ONLINE_WINDOW_MINUTES (spec §4 online status). */
export const onlineNow = sql<boolean>`(${activity} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}))`;

/** The activity of `p` as exact text for a cursor: `infinity`, or UTC with microseconds (`2026-11-28T08:00:00.123456Z`). */
export const activityText = sql<string>`case when ${activity} = 'infinity'::timestamptz then 'infinity' else to_char(${activity} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') end`;

/** Where the next page of an activity-ordered list starts: right after the profile `id` of activity `activity`. */
export interface ActivityCursor {
  /** `infinity` or an ISO 8601 UTC timestamp with microseconds. */
  activity: string;
  id: number;
  /** The list's count as its first page had it (the member search: capped at 1,001), carried so later pages need not count again. */
  count?: number;
}

const cursorSchema = z.union([
  z.tuple([z.union([z.literal('infinity'), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)]), z.number().int().positive()]),
  z.tuple([z.union([z.literal('infinity'), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)]), z.number().int().positive(), z.number().int().min(0).max(1_000_000)]),
]);

/** The cursor after a row (`activity_cursor` = {@link activityText}, `id`) and the list's `count` if given, as an opaque URL-safe string. */
export function encodeCursor(row: { activity_cursor: string; id: number }, count?: number): string {
  return Buffer.from(JSON.stringify(count === undefined ? [row.activity_cursor, row.id] : [row.activity_cursor, row.id, count])).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one this API made. */
export function decodeCursor(text: string): ActivityCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const [activity, id, count] = parsed.data;
    return count === undefined ? { activity, id } : { activity, id, count };
  } catch {
    return null;
  }
}

/** SQL: profile `p` comes after `cursor` in the activity order (a row comparison the indexes serve). */
export function afterCursor(cursor: ActivityCursor): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${activity}, p.id) < (${cursor.activity}::timestamptz, ${cursor.id})`;
}
