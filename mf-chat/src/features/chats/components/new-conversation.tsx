import { ApiError, Spinner } from '@amora/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProfileDetail, getProfile } from '../api/get-profile';
import { ConversationScreen } from './conversation-screen';
import { LoadError } from './load-error';
import { NotFound } from './not-found';

type State = { status: 'loading' } | { status: 'ready'; profile: ProfileDetail } | { status: 'failed'; error: unknown };

/**
 * `/members/{id}/chat` without an existing conversation: loads the partner with
 * `GET /api/profile.php?id=` and shows an empty conversation with a hint to say hello.
 * @param profileId the partner's profile id.
 */
export function NewConversation({ profileId }: { profileId: number }) {
  const { t } = useTranslation('chat');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load when the member retries
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    getProfile(profileId).then(
      (profile) => !cancelled && setState({ status: 'ready', profile }),
      (error: unknown) => !cancelled && setState({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [profileId, attempt]);

  if (state.status === 'failed' && state.error instanceof ApiError && state.error.status === 404) return <NotFound text={t('conversation.member_not_found')} />;
  if (state.status !== 'ready') {
    return (
      <>
        <h1 className="visually-hidden">{t('conversation.title')}</h1>
        {state.status === 'loading' ? <Spinner /> : <LoadError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />}
      </>
    );
  }
  return <ConversationScreen partner={state.profile} lastMessage={null} />;
}
