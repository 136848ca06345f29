import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { PAGE_TOKEN_PATTERN, PAYMENT_METHODS } from '@amora/contracts/constants';
import { LOCALES, type Locale, type Settings } from '../types';

/** Federation names of the seven remotes (docs/design.md §1; `mf_operator`: the operator console, issue 31). */
export const REMOTE_NAMES = ['mf_members', 'mf_chat', 'mf_likes', 'mf_credits', 'mf_signup', 'mf_landers', 'mf_operator'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteOwner = RemoteName | 'shell';

/** Layouts of spec §2, and the operator console's (issue 31: none of the member chrome, modals or footer; pages not indexed). */
export type Layout = 'default' | 'chat' | 'lander' | 'empty' | 'operator';

/** What a param's value must be: matched in full by a RegExp, or one of a list of words. */
export type ParamRule = RegExp | readonly string[];

/** What a screen that draws several routes draws for one of them (a lander variant, a member lander design, a static page). */
export interface RoutePart {
  /** What the screen picks by (`video` → `LANDER_VARIANTS.video`, `faq` → the `faq` texts). */
  key: string;
  /** The file that draws or holds it, from the repository's root; `{locale}` stands for each locale's JSON file, which holds `key`. */
  file: string;
}

export interface RouteDef {
  /** Route name as in spec §2 (`members-id`, `credits-id-paymentmethod`, …). */
  name: string;
  /** Path without locale prefix; `:param` segments, a trailing `:param?` is optional. */
  pattern: string;
  owner: RouteOwner;
  /** The file that draws the route, from the repository's root (`mf-chat/src/routes/conversation.tsx`): its owner's screen map is keyed by it (docs/routes.md). */
  screen: string;
  /** What `screen` draws for this route when it draws several. */
  part?: RoutePart;
  layout: Layout;
  /** The values each param may take (decoded); a path whose param breaks its rule is not this route (404). */
  params?: Readonly<Record<string, ParamRule>>;
}

const LANDERS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'];
const PAGES = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'] as const;
export type StaticPage = (typeof PAGES)[number];
export const STATIC_PAGES: readonly StaticPage[] = PAGES;

/** The likes lists of `/likes/{type}` (spec §2), in tab order; `liked-me` is the default of `/likes`. */
export const LIKES_TYPES = ['liked-me', 'my-likes', 'matches'] as const;
export type LikesType = (typeof LIKES_TYPES)[number];

/** An entity id in a URL (member, conversation, bundle, payment): a positive integer of at most 10 digits (the API's ids are int4). */
const ID: ParamRule = /^[1-9]\d{0,9}$/;

const LANDER = 'mf-landers/src/routes/lander.tsx';
const MEMBER_LANDER = 'mf-landers/src/routes/member-lander.tsx';
/** A lander variant: its key in mf-landers' `LANDER_VARIANTS` and its file. */
const lander = (key: string): RoutePart => ({ key, file: `mf-landers/src/features/landers/${key}.tsx` });
/** A member lander design: its key in `DESIGNS` of mf-landers' member-lander.tsx and its file. */
const memberLander = (key: string): RoutePart => ({ key, file: `mf-landers/src/features/member-landers/${key}.tsx` });

/** One route of the table; its owner and screen keep their literal types, for `ScreenMap`. */
const r = <const O extends RouteOwner, const S extends string>(
  name: string,
  pattern: string,
  owner: O,
  screen: S,
  { layout = 'default', params, part }: { layout?: Layout; params?: RouteDef['params']; part?: RoutePart } = {},
): RouteDef & { owner: O; screen: S } => ({ name, pattern, owner, screen, layout, ...(params ? { params } : {}), ...(part ? { part } : {}) });

/** A route of the operator console (issue 31): owned by mf_operator, in the `operator` layout. */
const operator = <const S extends string>(name: string, pattern: string, screen: S, params?: RouteDef['params']) =>
  r(name, pattern, 'mf_operator', screen, { layout: 'operator', params });

/**
 * The route table of docs/design.md §1: every URL maps to one owner and the file that draws it
 * (listed in docs/routes.md, written from here by `npm run routes:doc`). Order matters (first match wins).
 * The shell server uses it for preload hints, single-spa for activity functions, the chrome for
 * layouts, each app for its screens (`TableRoutes` of `@amora/shared/router`, `ScreenMap`).
 */
const TABLE = [
  r('index', '/', 'mf_landers', 'mf-landers/src/routes/landing.tsx'),
  r('landers-tinderswipe', '/landers/tinderswipe', 'mf_landers', LANDER, { layout: 'lander', part: lander('tinderswipe') }),
  ...LANDERS.map((l) => r(`landers-${l}-slug`, `/landers/${l}/:slug?`, 'mf_landers', LANDER, { layout: 'lander', part: lander(l) })),
  r('members-id-chat', '/members/:id/chat', 'mf_chat', 'mf-chat/src/routes/conversation.tsx', { layout: 'chat', params: { id: ID } }),
  r('members-id-landing', '/members/:id/landing', 'mf_landers', MEMBER_LANDER, { layout: 'lander', params: { id: ID }, part: memberLander('profile-hero') }),
  r('members-id-signup', '/members/:id/signup', 'mf_signup', 'mf-signup/src/routes/member-signup.tsx', { layout: 'empty', params: { id: ID } }),
  r('members-id-landing2-slug', '/members/:id/landing2/:slug?', 'mf_landers', MEMBER_LANDER, { layout: 'lander', params: { id: ID }, part: memberLander('chat-invite') }),
  r('members-id-landing3-slug', '/members/:id/landing3/:slug?', 'mf_landers', MEMBER_LANDER, { layout: 'lander', params: { id: ID }, part: memberLander('photo-card') }),
  r('members', '/members', 'mf_members', 'mf-members/src/routes/member-search.tsx'),
  r('members-id', '/members/:id', 'mf_members', 'mf-members/src/routes/member-profile.tsx', { params: { id: ID } }),
  r('match-finder', '/match-finder', 'mf_members', 'mf-members/src/routes/match-finder.tsx'),
  r('swipe-game', '/swipe-game', 'mf_members', 'mf-members/src/routes/swipe-game.tsx'),
  r('profile', '/profile', 'mf_members', 'mf-members/src/routes/own-profile.tsx'),
  r('notifications', '/notifications', 'mf_members', 'mf-members/src/routes/notification-settings.tsx'),
  r('likes', '/likes', 'mf_likes', 'mf-likes/src/routes/likes.tsx'),
  r('likes-m-id', '/likes/m/:id', 'mf_likes', 'mf-likes/src/routes/like-profile.tsx', { params: { id: ID } }),
  r('likes-type', '/likes/:type', 'mf_likes', 'mf-likes/src/routes/likes.tsx', { params: { type: LIKES_TYPES } }),
  r('chats', '/chats', 'mf_chat', 'mf-chat/src/routes/conversation-list.tsx'),
  r('chats-id', '/chats/:id', 'mf_chat', 'mf-chat/src/routes/conversation.tsx', { layout: 'chat', params: { id: ID } }),
  r('credits-repeat-order', '/credits/repeat-order', 'mf_credits', 'mf-credits/src/routes/repeat-order.tsx'),
  r('credits', '/credits', 'mf_credits', 'mf-credits/src/routes/credits.tsx'),
  r('credits-id-paymentmethod', '/credits/:id/:paymentmethod?', 'mf_credits', 'mf-credits/src/routes/checkout.tsx', { params: { id: ID, paymentmethod: PAYMENT_METHODS } }),
  r('premium', '/premium', 'mf_credits', 'mf-credits/src/routes/premium.tsx'),
  r('pricing', '/pricing', 'mf_credits', 'mf-credits/src/routes/pricing.tsx'),
  r('transactions-id', '/transactions/:id?', 'mf_credits', 'mf-credits/src/routes/transactions.tsx', { params: { id: ID } }),
  r('directdebit', '/directdebit', 'mf_credits', 'mf-credits/src/routes/directdebit.tsx'),
  r('sandbox-pay', '/sandbox-pay/:id', 'mf_credits', 'mf-credits/src/routes/sandbox-pay.tsx', { params: { id: ID } }),
  r('signup', '/signup', 'mf_signup', 'mf-signup/src/routes/signup.tsx'),
  r('complete-signup', '/complete-signup', 'mf_signup', 'mf-signup/src/routes/complete-signup.tsx'),
  r('signup-matches', '/signup-matches', 'mf_signup', 'mf-signup/src/routes/signup-matches.tsx'),
  r('login', '/login', 'mf_signup', 'mf-signup/src/routes/login.tsx'),
  r('reset-password', '/reset-password', 'mf_signup', 'mf-signup/src/routes/reset-password.tsx'),
  r('reset-password-do', '/reset-password/do', 'mf_signup', 'mf-signup/src/routes/reset-password-do.tsx'),
  r('activate-done', '/activate/done', 'mf_signup', 'mf-signup/src/routes/activate-done.tsx'),
  r('activate-error', '/activate/error', 'mf_signup', 'mf-signup/src/routes/activate-error.tsx'),
  r('mail-change-do', '/mail-change/do', 'mf_signup', 'mf-signup/src/routes/mail-change-do.tsx'),
  r('account-deleted', '/account-deleted', 'mf_signup', 'mf-signup/src/routes/account-deleted.tsx'),
  r('complaints', '/complaints', 'shell', 'shell/src/pages/complaints.tsx'),
  r('lang-config', '/lang-config', 'shell', 'shell/src/pages/lang-config.tsx'),
  ...PAGES.map((p) => r(`pages-${p}`, `/pages/${p}`, 'shell', 'shell/src/pages/static-page.tsx', { part: { key: p, file: 'shell/src/i18n/pages/{locale}.json' } })),
  operator('operator', '/operator', 'mf-operator/src/routes/dashboard.tsx'),
  operator('operator-login', '/operator/login', 'mf-operator/src/routes/login.tsx'),
  operator('operator-photos', '/operator/photos', 'mf-operator/src/routes/photos.tsx'),
  operator('operator-reports', '/operator/reports', 'mf-operator/src/routes/reports.tsx'),
  operator('operator-complaints', '/operator/complaints', 'mf-operator/src/routes/complaints.tsx'),
  operator('operator-members', '/operator/members', 'mf-operator/src/routes/members.tsx'),
  operator('operator-members-id', '/operator/members/:id', 'mf-operator/src/routes/member.tsx', { id: ID }),
  operator('operator-audit', '/operator/audit', 'mf-operator/src/routes/audit.tsx'),
  operator('operator-settings', '/operator/settings', 'mf-operator/src/routes/settings.tsx'),
  operator('operator-releases', '/operator/releases', 'mf-operator/src/routes/releases.tsx'),
  operator('operator-operators', '/operator/operators', 'mf-operator/src/routes/operators.tsx'),
  operator('operator-campaigns', '/operator/campaigns', 'mf-operator/src/routes/campaigns.tsx'),
  operator('operator-pages', '/operator/pages', 'mf-operator/src/routes/pages.tsx'),
  operator('operator-sessions', '/operator/sessions', 'mf-operator/src/routes/sessions.tsx'),
  // The `{token}` static pages kept per site in the database (spec §2, issue 13): last, so any other route wins.
  r('token', '/:token', 'shell', 'shell/src/pages/token-page.tsx', { params: { token: PAGE_TOKEN_PATTERN } }),
];

/** The route table (see `TABLE`): every URL maps to one owner and one screen file. */
export const ROUTES: readonly RouteDef[] = TABLE;

/** The screen files of one owner's routes, as the table names them. */
export type ScreenOf<O extends RouteOwner> = Extract<(typeof TABLE)[number], { owner: O }>['screen'];

/** What every screen is given: the route it draws and the path's decoded params. */
export type ScreenProps = RouteMatch;

/**
 * An owner's screens by the table's file names (`'mf-chat/src/routes/conversation.tsx': Conversation`):
 * the compiler refuses a map that misses one of the owner's screens or names a file the table does not.
 */
export type ScreenMap<O extends RouteOwner> = { readonly [S in ScreenOf<O>]: ComponentType<ScreenProps> };

/** Route names of the members area (spec §2). */
export const MEMBERS_AREA = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'] as const;

/** Route names where an installed app shows a back button (spec §2). */
export const BACK_BUTTON_ROUTES = ['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'] as const;

/** Route names without the entry warning (spec §2). */
export const NO_ENTRY_WARNING_ROUTES = ['complete-signup', 'reset-password', 'reset-password-do'] as const;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const compiled = new Map<string, { keys: string[]; pattern: RegExp }>();

/**
 * Matches a path (without locale prefix) against one pattern (regexparam: `:param`, `:param?`).
 * @returns the decoded params, or null when the path does not match — a malformed percent-escape
 * (`/members/%E0`) is no match either, so the URL is a 404 and never an exception.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const route = compiled.get(pattern) ?? parse(pattern);
  compiled.set(pattern, route);
  const found = route.pattern.exec(path);
  if (!found) return null;
  const params: Record<string, string> = {};
  try {
    route.keys.forEach((key, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[key] = decodeURIComponent(value);
    });
  } catch {
    return null;
  }
  return params;
}

/** Whether every present param keeps its route's rule (an absent optional param has none to keep). */
function followsRules(params: Record<string, string>, rules: RouteDef['params']): boolean {
  if (!rules) return true;
  return Object.entries(params).every(([key, value]) => {
    const rule = rules[key];
    return !rule || (rule instanceof RegExp ? rule.test(value) : rule.includes(value));
  });
}

/**
 * Finds the route owning a path without locale prefix, or null (404). A param must keep its
 * route's rule (`RouteDef.params`): `/members/abc`, `/likes/liked_by` or `/credits/3/bitcoin` are
 * no route, so the shell server answers 404 and the chrome shows the 404 page. A single segment no
 * other route takes is a `{token}` page when it has a page token's shape; whether the site has
 * that page only the API knows (an unknown token is a 404 then).
 */
export function matchRoute(path: string): RouteMatch | null {
  if (lastMatch?.path === path) return lastMatch.match;
  const clean = path.replace(/\/+$/, '') || '/';
  let match: RouteMatch | null = null;
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, clean);
    if (params && followsRules(params, route.params)) {
      match = { route, params };
      break;
    }
  }
  lastMatch = { path, match };
  return match;
}

/**
 * The last path matched and its answer: single-spa asks every remote's activity function, and the
 * chrome's hooks ask again, for the same URL (issue 12: a scan of every route each time).
 */
let lastMatch: { path: string; match: RouteMatch | null } | null = null;

const isLocale = (s: string | undefined): s is Locale => !!s && (LOCALES as readonly string[]).includes(s);

/**
 * Splits a URL path into its locale prefix and the route path (docs/design.md §5).
 * `/de/members` → { locale: 'de', path: '/members', prefix: '/de' }; `/members` → { locale: null, path: '/members', prefix: '' }.
 */
export function splitLocale(pathname: string): { locale: Locale | null; path: string; prefix: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`, prefix: `/${first}` };
  return { locale: null, path: pathname || '/', prefix: '' };
}

/** The URL prefix for a locale: none for the site's default locale, `/{locale}` for the others. */
export function localePrefix(locale: Locale, defaultLocale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** A route path with the locale prefix applied (`/members` → `/de/members`). */
export function localizePath(path: string, locale: Locale, defaultLocale: Locale): string {
  const prefix = localePrefix(locale, defaultLocale);
  return path === '/' && prefix ? prefix : `${prefix}${path}`;
}

/**
 * Chooses the locale (docs/design.md §5): URL prefix → locale cookie → first two letters of
 * `domain_language` → `en`.
 */
export function resolveLocale(urlLocale: string | null | undefined, cookieLocale: string | null | undefined, domainLanguage: string | null | undefined): Locale {
  if (isLocale(urlLocale ?? undefined)) return urlLocale as Locale;
  if (isLocale(cookieLocale ?? undefined)) return cookieLocale as Locale;
  const domain = domainLanguage?.slice(0, 2).toLowerCase();
  if (isLocale(domain)) return domain;
  return 'en';
}

/** The site's default (unprefixed) locale from `domain_language`, `en` when unsupported. */
export function defaultLocaleOf(domainLanguage: string | null | undefined): Locale {
  return resolveLocale(null, null, domainLanguage);
}

/**
 * The page title without its count (spec §2, issue 13): `Screen – Site` for a screen that names
 * itself, else the site's index title (else its name). One rule for the shell server's HTML and
 * the browser's `document.title`.
 */
export function screenTitle(pageTitle: string | null | undefined, settings: Pick<Settings, 'name' | 'index_title'>): string {
  if (!pageTitle) return settings.index_title || settings.name;
  return settings.name ? `${pageTitle} – ${settings.name}` : pageTitle;
}
