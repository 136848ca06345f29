import { type AnchorHTMLAttributes, type FormEvent, type MouseEvent, type ReactNode, useSyncExternalStore } from 'react';
import { bus } from '../bus';
import { type RouteMatch, matchRoute, splitLocale } from '../routes';
import { useLocalizePath } from './hooks';

const NAVIGATE_EVENT = 'amora:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

/**
 * Client-side navigation without a reload, from any app, inside a router or none (the shell chrome
 * and the landing page use no router library, for the JS budget of docs/design.md §6). Through
 * single-spa's `navigateToUrl` when single-spa runs, so the owning remote mounts and every router
 * follows; without single-spa (a module rendered alone, tests) through the History API plus the
 * `popstate` event routers listen to. {@link useLocationPath} subscribers are told either way.
 * @param to a full path including the locale prefix (use `useLocalizePath()`).
 * @param options `replace` replaces the current history entry instead of adding one.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const singleSpaNavigate = (window as Window & { singleSpaNavigate?: (url: string) => void }).singleSpaNavigate;
  if (singleSpaNavigate && !options.replace) singleSpaNavigate(to);
  else {
    if (options.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    // single-spa's patched history tells the routers itself.
    if (!singleSpaNavigate) window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

/** The path a server render draws (`@amora/shared/ssr` sets it per render); the browser uses its own address. */
let serverPath = '/';

/** Sets the address a server render draws (issue 12); only `@amora/shared/ssr` calls it. */
export function setServerLocation(path: string): void {
  serverPath = path;
}

const clientPath = () => window.location.pathname;
// While hydrating, React reads the server snapshot in the browser too: there it is the address itself.
const serverSnapshot = () => (typeof window === 'undefined' ? serverPath : window.location.pathname);

/** The current `location.pathname`, re-rendering on every navigation. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, clientPath, serverSnapshot);
}

/** The current route of the docs/design.md §1 table (path without locale prefix, owner, params), or null (404). */
export function useRoute(): { path: string; match: RouteMatch | null } {
  const { path } = splitLocale(useLocationPath());
  return { path, match: matchRoute(path) };
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Route path without locale prefix (`/members/3`); the active locale's prefix is added. */
  to: string;
  /** Class added when the current route path starts with `to` (nav links). */
  activeClassName?: string;
}

/** An anchor that navigates client-side (modified clicks open normally) and marks itself active. */
export function Link({ to, activeClassName, className, onClick, ...rest }: LinkProps) {
  const localize = useLocalizePath();
  const { path } = useRoute();
  const href = localize(to);
  const active = activeClassName && (path === to || (to !== '/' && path.startsWith(`${to}/`)));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} className={[className, active ? activeClassName : ''].filter(Boolean).join(' ') || undefined} aria-current={active ? 'page' : undefined} onClick={handleClick} {...rest} />;
}

/** Props of {@link SignupButton}. */
export interface SignupButtonProps {
  children: ReactNode;
  /** The member the visitor wants to meet: the sign-up starts with them. */
  profile?: number;
  className?: string;
  /** An accessible name other than the visible text (an icon or a photo tile). */
  label?: string;
}

/**
 * A call to action that opens the shell's sign-up modal (`signup:open`, spec §2) — and, before the
 * page's JavaScript has run, the sign-up page itself (`/signup`, or `/members/{id}/signup` with a
 * profile): a server-drawn landing page or lander works from its first paint (issue 12/13). The
 * form around the button takes no room of its own (`display: contents`).
 */
export function SignupButton({ children, profile, className = 'btn btn-primary', label }: SignupButtonProps) {
  const localize = useLocalizePath();
  const open = (event: FormEvent) => {
    event.preventDefault();
    bus.emit('signup:open', profile === undefined ? {} : { profile });
  };
  return (
    <form method="get" action={localize(profile === undefined ? '/signup' : `/members/${profile}/signup`)} style={{ display: 'contents' }} onSubmit={open}>
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
