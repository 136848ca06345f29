/**
 * Domain types of the product spec §3, with the API's snake_case field names kept end to end.
 * The API (`api/`) answers with exactly these shapes; see api/README.md for each call.
 */

/** The 11 interface languages (spec §1). */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The wire contract: the API's response shapes (api/src/types.ts, documented in api/README.md) are
 * the one definition, used here as types only (nothing of the API is bundled).
 */
export type {
  AlertKind,
  ChatListEntry,
  CompanyInfo,
  CreditBundle,
  DiscountCode,
  Image,
  LikedByEntry,
  NotificationsDisabledReason,
  Profile,
  RemoteVersion,
  Settings,
  User,
} from '@amora/api/types';
import type { LikedByEntry, Profile, RemoteVersion, Settings, User } from '@amora/api/types';

/** `GET /api/likes.php` (spec §7). */
export interface LikesState {
  likes: Profile[];
  liked_by: LikedByEntry[];
  matches: Profile[];
}

/** `GET /api/members.php` (spec §3 Search state). */
export interface MemberSearchResult {
  profiles: Profile[];
  total: number;
  pageNumber: number;
  numResults: number;
  similar: Profile[];
}

/** The boot data the shell server injects into every HTML render (DESIGN.md §2, §3). */
export interface BootData {
  settings: Settings;
  user: User | null;
  locale: Locale;
  default_locale: Locale;
  remotes: Pick<RemoteVersion, 'name' | 'version' | 'manifest_url'>[];
}
