/**
 * `@amora/shared/query` — the page's one TanStack Query client (issue 8 "one data layer").
 *
 * A separate entry of @amora/shared, shared as its own Module Federation singleton, so the visitor
 * landing page (which loads the main entry) does not pay for TanStack Query; the first remote that
 * needs server state loads it once for every app. Each call lives in the owning app's
 * `features/<feature>/api/` as `getX` / `xQueryOptions` / `useX`; the bus carries session, locale,
 * settings, badges and domain events, and `connectBus` turns the events into invalidations.
 */
import { type QueryKey, QueryClient, QueryClientContext, QueryClientProvider, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { bus, useUser } from '@amora/shared';
import { type ReactNode, useContext, useEffect, useRef } from 'react';
import type { BehaviorSubject } from 'rxjs';

/**
 * A query client with the platform's defaults. TanStack Query retries nothing: the platform's one
 * retry policy is `apiRequest`'s (safe calls and keyed writes up to 5 times with exponential delay,
 * spec §7), which also serves the calls made outside a query; a second layer would multiply it.
 * Data stays fresh 30 s; the shell's refresh loop (spec §9) and bus events refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The query keys more than one app reads or writes, made in one place so that an answer cached by
 * one app is the entry another app updates. An app's own keys stay in its `features/<x>/api/`.
 */
export const queryKeys = {
  /** A profile by its id (`GET /api/profile.php?id=`, the owner's too): mf_members, mf_signup. */
  profile: (id: number) => ['profile', id] as const,
  /** The conversation overview (`GET /api/chats.php`): mf_chat's list, invalidated by `chats:refresh`, watched by the shell's badges. */
  chats: () => ['chats'] as const,
  /** The likes lists (`GET /api/likes.php`): mf_likes' lists, invalidated by `likes:refresh`, watched by the shell's badges. */
  likes: () => ['likes'] as const,
};

const GLOBAL_KEY = '__amoraQueryClient__';
const holder = globalThis as unknown as Record<string, QueryClient | undefined>;

/** The page's single query client (kept on `globalThis`, like the bus, should a second copy load). */
export const queryClient: QueryClient = holder[GLOBAL_KEY] ?? createQueryClient();
if (!holder[GLOBAL_KEY]) {
  holder[GLOBAL_KEY] = queryClient;
  connectBus(queryClient);
}

/**
 * Lets bus events drive the cache: `<domain>:refresh` invalidates every query whose key starts
 * with `<domain>` (`chats:refresh` → `['chats', …]`); a logout (or authentication_required) drops
 * all cached member data so nothing leaks between accounts, a login reloads what is cached.
 * @returns a function that disconnects.
 */
export function connectBus(client: QueryClient): () => void {
  const subs = [
    bus.on('chats:refresh').subscribe(() => void client.invalidateQueries({ queryKey: queryKeys.chats() })),
    bus.on('likes:refresh').subscribe(() => void client.invalidateQueries({ queryKey: queryKeys.likes() })),
    bus.on('auth:logged-out').subscribe(() => client.clear()),
    // A visitor who logs in or signs up keeps the screen they are on (a sign-up form in the middle
    // of its steps): what the visitor saw is reloaded as the member, not dropped.
    bus.on('auth:logged-in').subscribe(() => void client.invalidateQueries()),
  ];
  return () => {
    for (const s of subs) s.unsubscribe();
  };
}

/** What {@link useBusQuery} gives a screen. */
export interface BusQueryState<T> {
  /** The data; `null` until it is known (show progress only then, spec §7). */
  data: T | null;
  /** The error of the last load if it failed and nothing is retrying; else `null`. */
  error: unknown;
  /** Loads again (a retry button). */
  retry: () => void;
}

/**
 * A member's list that lives both in a query and on the bus (the chat list on `bus.chats$`, the
 * likes on `bus.likes$`, which the shell's badges read): loads with `options` while a member is
 * logged in (visitors send no request) and adopts every newer value published on `subject` (the
 * refresh loop, spec §9). The owning app publishes its own loads on `subject`.
 */
export function useBusQuery<T>(options: { queryKey: QueryKey }, subject: BehaviorSubject<T | null>): BusQueryState<T> {
  const client = useQueryClient();
  const loggedOut = useUser((u) => u === null);
  const query = useQuery({ ...(options as UseQueryOptions<T, Error, T, QueryKey>), enabled: !loggedOut });
  // The latest key without re-subscribing on each render (callers build their options inline).
  const key = useRef(options.queryKey);
  key.current = options.queryKey;

  useEffect(() => {
    const sub = subject.subscribe((value) => {
      if (value && value !== client.getQueryData(key.current)) client.setQueryData(key.current, value);
    });
    return () => sub.unsubscribe();
  }, [client, subject]);

  return { data: query.data ?? null, error: query.isFetching ? null : query.error, retry: () => void query.refetch() };
}

/**
 * Wraps a remote's root, or a module exposed on its own, in the page's query client (each remote's
 * `root.tsx`). Inside another provider and without an explicit `client` it adds nothing: an
 * exposed module rendered by another app (or a test's fresh client) keeps the outer client.
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const outer = useContext(QueryClientContext);
  if (outer && !client) return <>{children}</>;
  return <QueryClientProvider client={client ?? queryClient}>{children}</QueryClientProvider>;
}

export { QueryClient, queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery, infiniteQueryOptions, useInfiniteQuery, skipToken } from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseQueryResult, UseMutationResult } from '@tanstack/react-query';
