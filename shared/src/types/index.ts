/**
 * Domain types of the product spec §3, with the API's snake_case field names kept end to end.
 * The API (`api/`) answers with exactly these shapes; see api/README.md for each call.
 */

/** The 11 interface languages (spec §1), from the contract (zod-free entry). */
export { LOCALES, type Locale } from '@amora/contracts/constants';
import type { Locale } from '@amora/contracts/constants';

/**
 * The wire contract: the API's data shapes are defined once, as zod schemas in @amora/contracts;
 * here they are types only (nothing of zod reaches a bundle).
 */
export type {
  AlertKind,
  ChatConversation,
  ChatListEntry,
  ChatMessage,
  Gift,
  CompanyInfo,
  CreditBundle,
  DirectDebitMandate,
  DiscountCode,
  Image,
  LikedByEntry,
  LikesState,
  LookingFor,
  MemberSearchResult,
  NotificationSettings,
  NotificationsDisabledReason,
  NotificationsState,
  OwnPhotos,
  OwnProfileDetail,
  Payment,
  Profile,
  ProfileDetail,
  RemoteActivation,
  RemoteVersion,
  SessionInfo,
  SitePage,
  Settings,
  SwipeState,
  User,
} from '@amora/contracts';
import type { RemoteVersion, Settings, User } from '@amora/contracts';

/** The boot data the shell server injects into every HTML render (docs/design.md §2, §3). */
export interface BootData {
  settings: Settings;
  user: User | null;
  locale: Locale;
  default_locale: Locale;
  /**
   * The version of each remote this page runs (the registry's, the visitor's side of a split, or a
   * developer's override: issue 14). `entry_url`: its `remoteEntry.js`, which the browser loads
   * (the server read the manifest). `refused`: the shell will not run it (a contract mismatch),
   * its outlet shows the remote error.
   */
  remotes: (Pick<RemoteVersion, 'name' | 'version' | 'manifest_url'> & { entry_url: string; refused?: true })[];
  /** The visitor passed the site-entry warning before (its cookie, spec §2). */
  entry_warning_dismissed?: boolean;
  /**
   * The member's live stream cursor when the server read their state (docs/design.md §7): the stream
   * opens from it, so what happened since is replayed. Null for visitors.
   */
  live_cursor?: number | null;
  /**
   * The share of this site's page views whose real-user measurements the shell sends (issue 35;
   * 0–1, the site's setting as `GET /api/remotes.php` answers it). Absent means 1: every page view.
   */
  rum_sample_rate?: number;
}
