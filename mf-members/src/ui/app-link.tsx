import { navigate, useLocalizePath } from '@amora/shared';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** Props of {@link AppLink}: those of an `<a>`, with a route path instead of `href`. */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Route path without locale prefix (`/members/12/chat`); the active locale's prefix is added. */
  to: string;
}

/**
 * A link that needs no react-router: a real `<a href>` with the locale prefix (so opening in a new tab
 * works), and a plain click navigates without a reload through {@link navigate} of @amora/shared. Used by the
 * exposed profile view, which mf_likes renders inside its own router (docs/design.md §1).
 */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps) {
  const localize = useLocalizePath();
  const href = localize(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
