import { useLocalizePath } from '@amora/shared';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a route of the site (without locale prefix) that works outside this remote's router
 * too, e.g. in the shell's sign-up modal: it pushes the localized URL and single-spa reroutes.
 * @param onNavigate called before navigating (the modal closes on it).
 */
export function SiteLink({ to, className, onNavigate, children }: { to: string; className?: string; onNavigate?: () => void; children?: ReactNode }) {
  const localize = useLocalizePath();
  const href = localize(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    window.history.pushState(null, '', href);
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
