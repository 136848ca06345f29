import { BehaviorSubject, Subject, type Observable, filter, map } from 'rxjs';
import type { RumOutcome } from '@amora/contracts';
import type { ChatListEntry, ChatMessage, DiscountCode, LikedByEntry, LikesState, Locale, Profile, Settings, User } from '../types';

/** Navigation badges (spec §2): counts of unread messages and new likes, and the member's credits. */
export interface Badges {
  unread: number;
  newLikes: number;
  credits: number | null;
}

/**
 * Web push as the member has it (spec §3 "push state: capable, subscribed, last message", §4 "capable
 * or not, subscribed, denied, unknown"): `unsupported` when the browser cannot push, `denied` when
 * notifications are blocked, `subscribed` when this member gets pushes and the browser allows them,
 * `unknown` otherwise (capable, not asked or not subscribed); the last push the browser showed.
 */
export interface PushStatus {
  state: 'unsupported' | 'denied' | 'subscribed' | 'unknown';
  last_message: { title: string; body: string; url: string; received_at: string } | null;
}

/** The conversation the member opened last (spec §3 likes state: "last opened chat profile and date"). */
export interface LastChat {
  profile: Profile;
  /** ISO 8601, when it was opened. */
  opened_at: string;
}

/**
 * Typed domain events: `domain:event` → payload. Add an event here before emitting it.
 * `remote:failed` carries the federation name of a remote that failed to load or threw.
 * `remote:failed`, `remote:retry` and `rum:outcome` are also counted by the shell's real-user
 * measurements (issue 35, shell/src/rum/).
 */
export interface BusEvents {
  'auth:logged-in': { user: User };
  'auth:logged-out': { reason: 'logout' | 'authentication_required' };
  /** A chat message arrived on the live stream (the member's own from another tab too, `from_me`). */
  'chat:message': { message: ChatMessage };
  /** The member's unread count of a conversation went to 0 (read here, in another tab or device). */
  'chat:read': { conversation: number };
  /** A member liked this member (live stream); the likes lists reload through `likes:refresh`. */
  'like:received': { entry: LikedByEntry };
  'credits:changed': { credits: number };
  'chats:refresh': Record<string, never>;
  'likes:refresh': Record<string, never>;
  'signup:open': { profile?: number; message?: string };
  /** A like made a match: the shell shows mf_likes' full-screen match modal (spec §2). */
  'match:found': { profile: Profile };
  /**
   * A remote failed: `load` — its entry, a chunk or its `./app` could not be fetched or was refused
   * (contract mismatch); `render` — its code threw while bootstrapping, mounting or rendering.
   */
  'remote:failed': { name: string; error: string; kind: 'load' | 'render' };
  /**
   * A failed remote is tried again (issue 35): `button` — the retry button of its error;
   * `reload` — the page reloads after a chunk could not be fetched (spec §8). `name` is the
   * federation name, or null when only the chunk's `url` is known (a lazy screen's chunk).
   */
  'remote:retry': { name: string | null; url?: string; via: 'button' | 'reload' };
  /** A conversion happened in a remote (issue 35: counted per remote version); emitted by {@link reportOutcome}. */
  'rum:outcome': { remote: string; name: RumOutcome };
  'remote:mounted': { name: string };
  'toast:show': { text: string; variant?: 'success' | 'danger' | 'primary' };
  /** The live stream (docs/design.md §7) is connected (`true`) or lost and retrying (`false`). */
  'live:status': { connected: boolean };
}

type Envelope = { [K in keyof BusEvents]: { type: K; payload: BusEvents[K] } }[keyof BusEvents];

/**
 * The cross-app event bus (docs/design.md §1): state as BehaviorSubjects (late subscribers get the
 * current value) and typed one-shot events. One instance per page, kept on `globalThis` so a
 * second copy of this module would still share it.
 */
export class EventBus {
  /** Current member, `null` when logged out, `undefined` before the shell knows. */
  readonly auth$ = new BehaviorSubject<User | null | undefined>(undefined);
  readonly locale$ = new BehaviorSubject<Locale>('en');
  readonly settings$ = new BehaviorSubject<Settings | null>(null);
  readonly badges$ = new BehaviorSubject<Badges>({ unread: 0, newLikes: 0, credits: null });
  /** Latest `GET /api/chats.php` result, `null` until loaded. */
  readonly chats$ = new BehaviorSubject<ChatListEntry[] | null>(null);
  /**
   * Latest `GET /api/likes.php` result, `null` until loaded. With `chats$` and `lastChat$` it is
   * the likes state of spec §3 (likes, liked_by, chats, last opened chat profile and date).
   */
  readonly likes$ = new BehaviorSubject<LikesState | null>(null);
  /** Set by mf_chat when a conversation opens; `null` before any and after logout. */
  readonly lastChat$ = new BehaviorSubject<LastChat | null>(null);
  /**
   * The member's time bonus (spec §3 "Time bonus state", §4): the TIMEBONUS25 code with its
   * `expires`, loaded by the shell at login for members who are not paid users, `null` for
   * visitors, paid users, after it ended and after logout (spec §4 "login loads, logout clears").
   */
  readonly timeBonus$ = new BehaviorSubject<DiscountCode | null>(null);
  /**
   * The open screen's own title (`Search members`), set by the route's owner through
   * `usePageTitle`; `null` where the site's index title stands. The shell writes `document.title`.
   */
  readonly pageTitle$ = new BehaviorSubject<string | null>(null);
  /** Web push for this member and browser (issue 15), kept by the shell (shell/src/live/push-status.ts). */
  readonly push$ = new BehaviorSubject<PushStatus>({ state: 'unknown', last_message: null });
  private readonly events$ = new Subject<Envelope>();

  /** Publishes a typed event to current subscribers (no replay). */
  emit<K extends keyof BusEvents>(type: K, payload: BusEvents[K]): void {
    this.events$.next({ type, payload } as Envelope);
  }

  /** Observable of one event type's payloads. */
  on<K extends keyof BusEvents>(type: K): Observable<BusEvents[K]> {
    return this.events$.pipe(
      filter((e) => e.type === type),
      map((e) => e.payload as BusEvents[K]),
    );
  }
}

const GLOBAL_KEY = '__amoraBus__';
const holder = globalThis as unknown as Record<string, EventBus | undefined>;

/** The page's single bus. */
export const bus: EventBus = holder[GLOBAL_KEY] ?? new EventBus();
holder[GLOBAL_KEY] = bus;

/**
 * Reports a conversion for the real-user measurements of issue 35 ("outcomes per remote": the
 * canary judge compares its rate per page view between a canary and the active version). The
 * shell counts it for the version of `remote` this page runs; nothing personal travels. Never
 * throws; a page whose measurements are not sampled ignores it.
 * @param remote the federation name of the remote where it happened, e.g. `mf_signup`
 * @param name what happened: `signup_completed`, `message_sent`, `payment_started`,
 *   `payment_completed` or `lander_signup_click` (RUM_OUTCOMES of @amora/contracts)
 */
export function reportOutcome(remote: string, name: RumOutcome): void {
  bus.emit('rum:outcome', { remote, name });
}

/**
 * Derives the navigation badges from chats, likes and the user (spec §2):
 * unread = Σ num_unread_messages, newLikes = liked_by entries with like_new.
 */
export function computeBadges(chats: ChatListEntry[] | null, likes: LikesState | null, user: User | null | undefined): Badges {
  return {
    unread: (chats ?? []).reduce((sum, c) => sum + c.num_unread_messages, 0),
    newLikes: (likes?.liked_by ?? []).filter((l) => l.like_new).length,
    credits: user ? user.credits : null,
  };
}
