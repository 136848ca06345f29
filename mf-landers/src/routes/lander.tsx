import { ErrorPage, type ScreenProps } from '@amora/shared';
import { useMembers } from '../features/profiles/hooks/use-members';
import { landerFor } from '../features/landers/variants';
import '../features/landers/landers.scss';

/** How many profiles every lander asks for (`GET /api/members.php?numResults=12`). */
export const LANDER_STRIP_SIZE = 12;

/**
 * `/landers/tinderswipe` and `/landers/{variant}/:slug?` (spec §2): the marketing page of the
 * variant the route table names (`route.part`: its key in `LANDER_VARIANTS`, its file in
 * docs/routes.md), fed by the shared profile strip (hidden silently on failure); every call to
 * action opens sign-up. `:slug` is a tracking value that only stays in the URL. Unknown variant →
 * the 404 page. Loaded lazily, so `/` never downloads this code.
 */
export function Lander({ route, params }: ScreenProps) {
  const variant = route.part?.key;
  const Variant = landerFor(variant, params.slug);
  const members = useMembers(LANDER_STRIP_SIZE, Variant !== null);
  if (!Variant) return <ErrorPage status={404} />;
  return (
    <div className={`lander lander-${variant}`}>
      <Variant members={members} />
    </div>
  );
}
