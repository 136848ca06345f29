import { SignupButton } from '@amora/shared';
import type { ReactNode } from 'react';

/** Props of {@link JoinButton}. */
export interface JoinButtonProps {
  children: ReactNode;
  /** The profile the visitor wants to meet; the sign-up modal then starts with that member. */
  profile?: number;
  className?: string;
  /** Overrides the visible text as accessible name (e.g. icon buttons). */
  label?: string;
}

/** A call to action that opens the shell's sign-up modal (spec §2), or the sign-up page before the page's JavaScript runs (`SignupButton`). */
export function JoinButton({ children, profile, className = 'btn btn-primary', label }: JoinButtonProps) {
  return (
    <SignupButton profile={profile} className={className} label={label}>
      {children}
    </SignupButton>
  );
}
