import { Spinner, usePageTitle, useSettings, useTranslation, useUser } from '@amora/shared';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from '@amora/shared/router';
import { LoggedInNotice } from '../../account';
import { SignupForm, useSignupEngaged } from '../../signup';
import { PartnerCard } from './partner-card';
import { usePartnerProfile } from '../api/get-profile';

/**
 * Sign-up tied to a member (`/members/{id}/signup`, spec §1, §2; the member landers of mf-landers lead here):
 * the partner's card (omitted when the profile cannot be shown), a first message to them
 * (`signup_message`) and the sign-up form, which receives the partner and the message; one column.
 */
export function PartnerSignup() {
  const { t } = useTranslation('signup');
  const { id = '' } = useParams();
  const profileId = Number(id);
  const profile = usePartnerProfile(profileId);
  const user = useUser();
  const settings = useSettings();
  const navigate = useNavigate();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [engaged, onProgress] = useSignupEngaged();

  const title = profile ? t('partner.title', { name: profile.name }) : t('signup.title');
  usePageTitle(title);
  return (
    <section className="container py-4" style={{ maxWidth: 560 }}>
      <h1 className="h2 mb-4">{title}</h1>
      {profile === undefined ? (
        <Spinner />
      ) : (
        <div className="row g-4">
          {profile && (
            <div className="col-12">
              <PartnerCard profile={profile} />
            </div>
          )}
          <div className="col-12">
            {user && !engaged ? (
              <LoggedInNotice user={user}>
                {profile && (
                  <Link className="btn btn-outline-primary btn-sm" to={`/members/${profile.id}/chat`}>
                    {t('partner.write_now', { name: profile.name })}
                  </Link>
                )}
              </LoggedInNotice>
            ) : (
              <div className="card shadow-sm">
                <div className="card-body p-4">
                  {profile && !user && (
                    <div className="mb-4">
                      <label htmlFor={messageId} className="form-label fw-medium">
                        {t('partner.message_label', { name: profile.name })}
                      </label>
                      <textarea
                        id={messageId}
                        className="form-control"
                        rows={3}
                        value={message}
                        maxLength={settings?.message_length || undefined}
                        placeholder={t('partner.message_placeholder')}
                        onChange={(e) => setMessage(e.target.value)}
                      />
                    </div>
                  )}
                  <SignupForm
                    profile={profile ? profile.id : undefined}
                    message={profile ? message : undefined}
                    onProgress={onProgress}
                    onDone={() => navigate('/members?api_signup_complete=1')}
                    onLeave={() => {}}
                  />
                </div>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
