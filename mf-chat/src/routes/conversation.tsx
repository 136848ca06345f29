import { ApiError, ErrorPage, type Gift, LoadError, LoginRequired, Spinner, usePageTitle, useSettings, useTranslation, useUser } from '@amora/shared';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from '@amora/shared/router';
import { ConversationHeader } from '../features/chats/components/conversation-header';
import { useLastChat } from '../features/chats/hooks/use-last-chat';
import { NotFound } from '../features/chats/components/not-found';
import { useChatListUpdates } from '../features/chats/hooks/use-chat-list-updates';
import { MessageComposer, MessageCost, PhotoAttach, RefusalNotice, ReplyBlocked, clip } from '../features/composer';
import { GiftModal } from '../features/gifts';
import { IcebreakerModal } from '../features/icebreakers';
import { ThreadView, useThread } from '../features/thread';

/**
 * `/chats/{id}` (`by="conversation"`, id = conversation id) and `/members/{id}/chat`
 * (`by="profile"`, id = the partner's profile id; an empty thread whose first message starts the
 * conversation), spec §2, §3, §4: the partner, the thread with older pages on demand, and the
 * composer with the cost of a message, "Send a gift" (opened at once by `?gift=1`, the profile
 * page's link) and, while there are no messages, icebreakers that fill the draft. Opening it sets
 * the unread count to 0 here and on the server. Refused sends keep the draft and say why (spec §8);
 * a member who may not write sees why instead of the composer. An unknown conversation or member
 * (API 404, or an id that is no number) is the 404 page.
 */
export function Conversation({ by }: { by: 'conversation' | 'profile' }) {
  const { t } = useTranslation('chat');
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const loggedOut = useUser((u) => u === null);
  const max = useSettings()?.message_length;
  const target = useMemo(() => ({ by, id }), [by, id]);
  const list = useChatListUpdates();
  const { query, conversation, messages, pending, refusal, send, retry, refuse } = useThread(target, valid && !loggedOut, { onSent: list.afterSend, onRead: list.afterRead });
  useLastChat(conversation?.profile);
  const notFound = !loggedOut && (!valid || (query.error instanceof ApiError && query.error.status === 404));
  usePageTitle(notFound ? null : conversation ? conversation.profile.name : t('conversation.title'));

  const [draft, setDraft] = useState('');
  const [dialog, setDialog] = useState<'gift' | 'icebreakers' | null>(() => (search.get('gift') === '1' ? 'gift' : null));
  const [focusField, setFocusField] = useState(0);
  const field = useRef<HTMLTextAreaElement>(null);

  // `?gift=1` opens the gift dialog once: drop it so a reload or Back does not open it again.
  useEffect(() => {
    if (search.has('gift'))
      setSearch(
        (current) => {
          current.delete('gift');
          return current;
        },
        { replace: true },
      );
  }, [search, setSearch]);
  // After an icebreaker the dialog has returned focus to its opener: move it on to the filled field.
  useEffect(() => {
    if (focusField > 0) field.current?.focus();
  }, [focusField]);

  const sendGift = (gift: Gift) => {
    setDialog(null);
    void send({ kind: 'gift', gift });
  };
  const sendPhotoFile = (file: File) => void send({ kind: 'photo', file, preview: URL.createObjectURL(file) });
  const chooseIcebreaker = (text: string) => {
    setDraft(clip(text, max));
    setDialog(null);
    setFocusField((n) => n + 1);
  };

  let content: ReactNode;
  let titled = true;
  if (notFound) {
    return (
      <ErrorPage status={404} message={t(by === 'conversation' ? 'conversation.not_found' : 'conversation.member_not_found')}>
        <Link className="btn btn-outline-primary mt-3 me-2" to="/chats">
          {t('conversation.back')}
        </Link>
      </ErrorPage>
    );
  }
  if (loggedOut) {
    content = <LoginRequired text={t('login_required')} />;
    titled = false;
  } else if (query.error instanceof ApiError && query.error.code === 'blocked') {
    content = <NotFound text={t('conversation.unavailable')} />;
  } else if (!conversation) {
    content = query.error && !query.isFetching ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : <Spinner />;
    titled = false;
  } else {
    const name = conversation.profile.name;
    const isNew = messages.length === 0 && pending.length === 0;
    const actions = (
      <>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setDialog('gift')}>
          <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false" className="me-1 align-text-bottom">
            <path d="M3 2.5a2.5 2.5 0 0 1 5 0 2.5 2.5 0 0 1 5 0v.006c0 .07 0 .27-.038.494H15a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1v7.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 1 14.5V7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h2.038A3 3 0 0 1 3 2.506zm1.068.5H7v-.5a1.5 1.5 0 1 0-3 0c0 .085.002.274.045.43zM9 3h2.932l.023-.07c.043-.156.045-.345.045-.43a1.5 1.5 0 0 0-3 0zM1 4v2h6V4zm8 0v2h6V4zm5 3H9v8h4.5a.5.5 0 0 0 .5-.5zm-7 8V7H2v7.5a.5.5 0 0 0 .5.5z" />
          </svg>
          {t('gift_dialog.open')}
        </button>
        <PhotoAttach onChoose={sendPhotoFile} onRefuse={refuse} />
        {isNew && (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setDialog('icebreakers')}>
            {t('icebreakers.open')}
          </button>
        )}
      </>
    );
    content = (
      <div className="d-flex flex-column">
        <ConversationHeader partner={conversation.profile} />
        <ThreadView
          messages={messages}
          pending={pending}
          partnerName={name}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
          onRetry={retry}
        />
        {conversation.can_reply ? (
          <MessageComposer
            partnerName={name}
            onSend={(text) => send({ kind: 'text', text })}
            draft={draft}
            onDraftChange={setDraft}
            fieldRef={field}
            cost={<MessageCost />}
            notice={<RefusalNotice refusal={refusal} />}
            actions={actions}
          />
        ) : (
          <ReplyBlocked reason={conversation.reply_blocked_reason} name={name} />
        )}
        {conversation.can_reply && dialog === 'gift' && <GiftModal partnerName={name} onChoose={sendGift} onClose={() => setDialog(null)} />}
        {conversation.can_reply && dialog === 'icebreakers' && <IcebreakerModal partnerName={name} onChoose={chooseIcebreaker} onClose={() => setDialog(null)} />}
      </div>
    );
  }

  return (
    <section className="container py-3" style={{ maxWidth: 760 }}>
      {!titled && <h1 className="visually-hidden">{t('conversation.title')}</h1>}
      {content}
    </section>
  );
}
