import { type ChatListEntry, errorKey, LoadError, LoginRequired, Spinner, usePageTitle, useTranslation, useUser } from '@amora/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from '@amora/shared/router';
import { ConfirmDeleteModal } from '../features/chats/components/confirm-delete-modal';
import { ConversationItem } from '../features/chats/components/conversation-item';
import { useDeleteConversationMutation } from '../features/chats/api/delete-conversation';
import { useChats } from '../features/chats/api/get-chats';

/**
 * `/chats` — the conversation overview (spec §2): the chat list query (loaded with a progress
 * indicator only when no list is known yet, spec §7), an empty state that leads to the member
 * search, and removal of a conversation after confirmation (spec §4); a failed removal is shown in a
 * browser alert and the list is reloaded (spec §8).
 */
export function ConversationList() {
  const { t } = useTranslation('chat');
  usePageTitle(t('list.title'));
  const loggedOut = useUser((u) => u === null);
  const { chats, error, retry } = useChats();
  const remove = useDeleteConversationMutation();
  const [pending, setPending] = useState<ChatListEntry | null>(null);
  const [removed, setRemoved] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  // After a removal the focused delete button is gone: move focus to the heading.
  useEffect(() => {
    if (removed > 0) heading.current?.focus();
  }, [removed]);

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    setRemoved((n) => n + 1);
    remove.mutate(pending.id, { onError: (e) => window.alert(t(errorKey(e))) });
  };

  let content: ReactNode;
  if (loggedOut) content = <LoginRequired text={t('login_required')} />;
  else if (chats === null) content = error ? <LoadError error={error} onRetry={retry} /> : <Spinner />;
  else if (chats.length === 0) {
    content = (
      <div className="text-center py-5 px-3 border rounded-3 bg-body-tertiary">
        <h2 className="h5">{t('list.empty_title')}</h2>
        <p className="text-body-secondary">{t('list.empty_text')}</p>
        <Link className="btn btn-primary" to="/members">
          {t('list.search_members')}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className="list-group list-group-flush border rounded-3 bg-body">
        {chats.map((entry) => (
          <ConversationItem key={entry.id} entry={entry} onDelete={setPending} />
        ))}
      </ul>
    );
  }

  return (
    <section className="container py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3 mb-3" ref={heading} tabIndex={-1}>
        {t('list.title')}
      </h1>
      {content}
      {pending && <ConfirmDeleteModal name={pending.profile.name} onConfirm={confirm} onCancel={() => setPending(null)} />}
    </section>
  );
}
