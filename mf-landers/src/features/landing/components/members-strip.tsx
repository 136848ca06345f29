import { type Profile, useSettings, useTranslation } from '@amora/shared';
import { JoinButton } from '../../../ui/join-button';
import { ProfilePhoto, useMembers } from '../../profiles';

/** How many profiles the landing shows (spec §2 index). */
export const STRIP_SIZE = 8;
// Phones and small tablets: a sideways-scrolling strip (2½ or 3 cards visible); md–lg: rows of 4;
// xl: all 8 in one row. Every breakpoint leaves ≥ 96 px inside a card for the photo.
const COLUMNS = 'row flex-nowrap flex-md-wrap overflow-auto row-cols-md-4 g-3 list-unstyled mb-0 pb-1';
const COLUMN = 'col-5 col-sm-4 col-xl';

function MemberCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('landers');
  return (
    <JoinButton profile={profile.id} className="btn bg-body border shadow-sm w-100 h-100 d-flex flex-column align-items-center p-3 p-xl-2" label={t('members.meet', { name: profile.name })}>
      <span className="position-relative mb-2">
        <ProfilePhoto profile={profile} width={96} height={96} round />
        {profile.online && <span className="position-absolute bottom-0 end-0 p-2 bg-success border border-2 border-white rounded-circle" />}
      </span>
      <span className="fw-semibold text-truncate mw-100">
        {profile.name}, {profile.age}
      </span>
      <span className="small text-body-secondary text-truncate mw-100">{profile.city ?? '\u00a0'}</span>
    </JoinButton>
  );
}

/** A card-sized grey block standing in for a member while the list loads, so nothing shifts. */
function CardSkeleton() {
  return (
    <div className="bg-body border rounded-3 w-100 d-flex flex-column align-items-center p-3 p-xl-2" aria-hidden="true">
      <span className="rounded-circle bg-body-secondary mb-2" style={{ width: 96, height: 96 }} />
      <span className="rounded bg-body-secondary" style={{ width: '70%', height: '1.5rem' }} />
      <span className="rounded bg-body-secondary mt-1" style={{ width: '50%', height: '1.1rem' }} />
    </div>
  );
}

/**
 * "Members online now" (spec §2 index): when `settings.logged_out_search` allows visitors to search,
 * up to 8 profiles from `GET /api/members.php?numResults=8` as cards (96×96 lazy thumb, name, age,
 * city); a click opens sign-up with that profile. Hidden silently when not allowed, empty or failed.
 */
export function MembersStrip() {
  const { t } = useTranslation('landers');
  const settings = useSettings();
  const members = useMembers(STRIP_SIZE, settings?.logged_out_search === true);
  if (members.status === 'hidden') return null;
  return (
    <section className="bg-body-tertiary py-5" aria-labelledby="landing-members" aria-busy={members.status === 'loading'}>
      <div className="container">
        <h2 id="landing-members" className="h4 fw-bold mb-4 d-flex align-items-center gap-2">
          <span className="d-inline-block bg-success rounded-circle" style={{ width: 10, height: 10 }} aria-hidden="true" />
          {t('members.title')}
        </h2>
        {members.status === 'loading' ? (
          <div className={COLUMNS}>
            {Array.from({ length: STRIP_SIZE }, (_, i) => (
              <div key={i} className={COLUMN}>
                <CardSkeleton />
              </div>
            ))}
          </div>
        ) : (
          <ul className={COLUMNS}>
            {members.profiles.map((profile) => (
              <li key={profile.id} className={COLUMN}>
                <MemberCard profile={profile} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
