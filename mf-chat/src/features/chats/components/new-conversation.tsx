import { ApiError, LoadError, Spinner } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/get-profile';
import { ConversationScreen } from './conversation-screen';
import { NotFound } from './not-found';

/**
 * `/members/{id}/chat` without an existing conversation: loads the partner with
 * `GET /api/profile.php?id=` and shows an empty conversation with a hint to say hello.
 * @param profileId the partner's profile id.
 */
export function NewConversation({ profileId }: { profileId: number }) {
  const { t } = useTranslation('chat');
  const { data: profile, error, isFetching, refetch } = useProfile(profileId);

  if (profile) return <ConversationScreen partner={profile} lastMessage={null} />;
  if (error instanceof ApiError && error.status === 404 && !isFetching) return <NotFound text={t('conversation.member_not_found')} />;
  return (
    <>
      <h1 className="visually-hidden">{t('conversation.title')}</h1>
      {error && !isFetching ? <LoadError error={error} onRetry={() => void refetch()} /> : <Spinner />}
    </>
  );
}
