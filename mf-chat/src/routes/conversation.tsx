import { LoadError, LoginRequired, Spinner, useUser } from '@amora/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useChats } from '../features/chats/api/get-chats';
import { ConversationScreen } from '../features/chats/components/conversation-screen';
import { NewConversation } from '../features/chats/components/new-conversation';
import { NotFound } from '../features/chats/components/not-found';
import { useMarkRead } from '../features/chats/hooks/use-mark-read';

/**
 * `/chats/{id}` (`by="conversation"`, id = conversation id) and `/members/{id}/chat`
 * (`by="profile"`, id = the partner's profile id), spec §2. Finds the conversation in the chat
 * list (`useChats`), marks it read (spec §4) and shows it; a member without a conversation yet is
 * loaded from `GET /api/profile.php` and shown with an empty conversation.
 */
export function Conversation({ by }: { by: 'conversation' | 'profile' }) {
  const { t } = useTranslation('chat');
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const loggedOut = useUser((u) => u === null);
  const { chats, error, retry } = useChats();
  const entry = valid ? (chats?.find((c) => (by === 'conversation' ? c.id === id : c.profile_id === id)) ?? null) : null;
  useMarkRead(entry);

  let content: ReactNode;
  // Screens without their own heading (login, loading, error) get a hidden h1.
  let titled = false;
  if (loggedOut) {
    content = <LoginRequired text={t('login_required')} />;
  } else if (!valid) {
    content = <NotFound text={t(by === 'conversation' ? 'conversation.not_found' : 'conversation.member_not_found')} />;
    titled = true;
  } else if (entry) {
    content = <ConversationScreen partner={entry.profile} lastMessage={entry.last_message} />;
    titled = true;
  } else if (chats === null) {
    content = error ? <LoadError error={error} onRetry={retry} /> : <Spinner />;
  } else if (by === 'conversation') {
    content = <NotFound text={t('conversation.not_found')} />;
    titled = true;
  } else {
    content = <NewConversation profileId={id} />;
    titled = true;
  }

  return (
    <section className="container py-3" style={{ maxWidth: 760 }}>
      {!titled && <h1 className="visually-hidden">{t('conversation.title')}</h1>}
      {content}
    </section>
  );
}
