import { navigate, useLocalizePath, useUser } from '@amora/shared';
import { useEffect } from 'react';
import { FinalCta } from '../features/landing/components/final-cta';
import { Hero } from '../features/landing/components/hero';
import { HowItWorks } from '../features/landing/components/how-it-works';
import { MembersStrip } from '../features/landing/components/members-strip';
import { ValueProps } from '../features/landing/components/value-props';

/**
 * `/` — the visitor landing page (spec §2 index): hero, value props, members online now,
 * how it works and a closing call to action. Logged-in members go straight to `/members`.
 * Kept tiny and image-free above the fold for the budget of docs/design.md §6.
 */
export function Landing() {
  const user = useUser();
  const localize = useLocalizePath();
  useEffect(() => {
    if (user) navigate(localize('/members'), { replace: true });
  }, [user, localize]);
  if (user) return null;
  return (
    <>
      <Hero />
      <ValueProps />
      <MembersStrip />
      <HowItWorks />
      <FinalCta />
    </>
  );
}
