import { ApiError, LoadError, LoginRequired, Spinner, formatMoney, useLocale, useSettings, useUser } from '@amora/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useChats } from '../features/chats/api/get-chats';
import { ConversationHeader } from '../features/chats/components/conversation-header';
import { NotFound } from '../features/chats/components/not-found';
import { useMarkRead } from '../features/chats/hooks/use-mark-read';
import { MessageComposer } from '../features/composer';
import { type SendRefusal, ThreadView, useThread } from '../features/thread';

/**
 * `/chats/{id}` (`by="conversation"`, id = conversation id) and `/members/{id}/chat`
 * (`by="profile"`, id = the partner's profile id; the first message starts the conversation),
 * spec §2, §3, §4: the partner, the thread with older pages on demand, and the composer with the
 * cost of a message. Opening it sets the unread count to 0 here and on the server. Refused sends
 * keep the draft and say why (spec §8); a member who may not reply sees why instead of the composer.
 */
export function Conversation({ by }: { by: 'conversation' | 'profile' }) {
  const { t } = useTranslation('chat');
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const loggedOut = useUser((u) => u === null);
  const target = useMemo(() => ({ by, id }), [by, id]);
  const { query, conversation, messages, pending, refusal, send, retry } = useThread(target, valid && !loggedOut);
  const { chats } = useChats();
  useMarkRead(chats?.find((c) => c.id === conversation?.id) ?? null);

  let content: ReactNode;
  let titled = true;
  const notFound = t(by === 'conversation' ? 'conversation.not_found' : 'conversation.member_not_found');
  if (loggedOut) {
    content = <LoginRequired text={t('login_required')} />;
    titled = false;
  } else if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    content = <NotFound text={notFound} />;
  } else if (query.error instanceof ApiError && query.error.code === 'blocked') {
    content = <NotFound text={t('conversation.unavailable')} />;
  } else if (!conversation) {
    content = query.error && !query.isFetching ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : <Spinner />;
    titled = false;
  } else {
    const name = conversation.profile.name;
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
          <MessageComposer partnerName={name} onSend={send} cost={<MessageCost />} notice={<RefusalNotice refusal={refusal} name={name} />} />
        ) : (
          <p className="alert alert-secondary mt-3 mb-0" role="status">
            {t(conversation.reply_blocked_reason === 'partner_unconfirmed' ? 'composer.partner_unconfirmed' : 'composer.cannot_reply', { name })}
          </p>
        )}
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

/**
 * The cost of a message where the member pays (spec §2, §9): `message_credits`, and for the
 * member's country the cheapest price of a message (`minimum_message_costs`) in its currency.
 */
function MessageCost() {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const locale = useLocale();
  const country = useUser((u) => u?.profile.country ?? null);
  if (!settings) return null;
  const price = country ? settings.minimum_message_costs[country] : undefined;
  return price
    ? t('composer.cost_price', { count: settings.message_credits, price: formatMoney(Math.round(price.costs * 100), price.currency, locale) })
    : t('composer.cost', { count: settings.message_credits });
}

/** Why the last send was refused, with the way out (spec §8: 'You do not have enough credits' and a link to buy). */
function RefusalNotice({ refusal, name }: { refusal: SendRefusal; name: string }) {
  const { t } = useTranslation('chat');
  if (!refusal) return null;
  const [text, link] =
    refusal.code === 'not_enough_credits'
      ? [t('common:errors.not_enough_credits'), <Link key="l" to="/credits" className="alert-link">{t('composer.buy_credits')}</Link>]
      : refusal.code === 'free_conversation_limit'
        ? [t('composer.free_limit', { count: refusal.limit ?? 2 }), <Link key="l" to="/premium" className="alert-link">{t('composer.get_premium')}</Link>]
        : refusal.code === 'partner_unconfirmed'
          ? [t('composer.partner_unconfirmed', { name }), null]
          : refusal.code === 'blocked'
            ? [t('composer.cannot_reply', { name }), null]
            : [t('composer.not_sent'), null];
  return (
    <p className="alert alert-warning py-2 small" role="alert">
      {text} {link}
    </p>
  );
}
