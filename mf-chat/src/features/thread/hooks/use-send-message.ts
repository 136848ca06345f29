import { ApiError, type ChatMessage, type Gift, bus, reportOutcome } from '@amora/shared';
import { useQueryClient } from '@amora/shared/query';
import { useCallback, useRef, useState } from 'react';
import { type ThreadTarget, addMessage, patchConversation, threadQueryOptions } from '../api/get-thread';
import { sendMessage } from '../api/send-message';
import { sendPhoto } from '../api/send-photo';

/**
 * What the member sends: a text, a gift (spec §3; `gift_credits`) or a photo (`photo_credits`;
 * `preview` is an object URL of the file for the pending bubble).
 */
export type Outgoing = { kind: 'text'; text: string } | { kind: 'gift'; gift: Gift } | { kind: 'photo'; file: File; preview: string };

/**
 * A message on its way, shown at once as a bubble: `sending`, or `failed` after a network error or
 * a 5xx (the API client has retried already, spec §7); Retry sends it again with the same
 * `client_message_id`, which the API applies once.
 */
export type PendingMessage = Outgoing & { client_message_id: string; status: 'sending' | 'failed' };

/**
 * Why the last send was refused (nothing was stored, the draft stays, spec §8): the API's error
 * code (`not_enough_credits`, `free_conversation_limit`, `message_length`, …) and, for the free
 * limit, the number of conversations a free member may start. `null` when nothing was refused.
 */
export type SendRefusal = { code: string; limit?: number } | null;

/** A 4xx answer: the API refused the message and stored nothing. A 5xx or no answer may have lost it on the way. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Puts the sender's balance from a send's answer on the bus (`bus.auth$` and `credits:changed`),
 * so the nav's credits badge follows at once (spec §2). Nothing when it did not change.
 * @param credits the balance after the send, in credits.
 */
function publishCredits(credits: number): void {
  const user = bus.auth$.value;
  if (!user || user.credits === credits) return;
  bus.auth$.next({ ...user, credits });
  bus.emit('credits:changed', { credits });
}

/**
 * Sending in one conversation (spec §3, §5, §8; docs/design.md §7). `send(outgoing)` makes a
 * `client_message_id` (`crypto.randomUUID()`), shows a pending bubble at once and posts it; on
 * success the stored message replaces the bubble, the balance goes on the bus, the `message_sent`
 * outcome is reported (issue 35) and `onSent(message)` is called (the screen updates the chat list). A refused send
 * removes the bubble and sets `refusal`; 403 `partner_unconfirmed` / `blocked` also turn the
 * conversation's `can_reply` off. A network error or 5xx keeps a failed bubble for `retry`.
 * @returns `{pending, refusal, send, retry, refuse, settle}` (`refuse(code)` shows a refusal found
 * before sending, e.g. a photo over the size limit); `send` resolves `true` when the composer may
 * clear its draft (sent, or kept by a failed bubble), `false` when it was refused; `settle(message)`
 * drops the bubble a stored message (e.g. one that arrived live) stands for.
 */
export function useSendMessage(target: ThreadTarget, onSent?: (message: ChatMessage) => void) {
  const client = useQueryClient();
  const listener = useRef(onSent);
  listener.current = onSent;
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [refusal, setRefusal] = useState<SendRefusal>(null);

  const settle = useCallback((message: ChatMessage) => {
    if (message.client_message_id) setPending((list) => list.filter((p) => p.client_message_id !== message.client_message_id));
  }, []);

  const deliver = useCallback(
    async (item: PendingMessage): Promise<boolean> => {
      setPending((list) => [...list.filter((p) => p.client_message_id !== item.client_message_id), { ...item, status: 'sending' }]);
      const id = client.getQueryData(threadQueryOptions(target).queryKey)?.pages[0]?.conversation.id ?? null;
      const to = id !== null ? { conversation: id } : { [target.by]: target.id };
      try {
        const { message, credits } =
          item.kind === 'photo'
            ? await sendPhoto(to as { conversation: number } | { profile: number }, item.client_message_id, item.file)
            : await sendMessage({
                ...to,
                client_message_id: item.client_message_id,
                ...(item.kind === 'text' ? { kind: 'text' as const, text: item.text } : { kind: 'gift' as const, gift_id: item.gift.id }),
              });
        addMessage(client, target, message);
        settle(message);
        publishCredits(credits);
        reportOutcome('mf_chat', 'message_sent');
        listener.current?.(message);
        return true;
      } catch (error) {
        if (!isRefusal(error)) {
          setPending((list) => list.map((p) => (p.client_message_id === item.client_message_id ? { ...p, status: 'failed' } : p)));
          return true;
        }
        setPending((list) => list.filter((p) => p.client_message_id !== item.client_message_id));
        setRefusal({ code: error.code, limit: typeof error.body.limit === 'number' ? error.body.limit : undefined });
        if (error.code === 'partner_unconfirmed' || error.code === 'blocked') patchConversation(client, target, { can_reply: false, reply_blocked_reason: error.code });
        return false;
      }
    },
    [client, target, settle],
  );

  const send = useCallback(
    (outgoing: Outgoing) => {
      setRefusal(null);
      return deliver({ ...outgoing, client_message_id: crypto.randomUUID(), status: 'sending' });
    },
    [deliver],
  );
  const retry = useCallback((item: PendingMessage) => void deliver(item), [deliver]);
  const refuse = useCallback((code: string) => setRefusal({ code }), []);

  return { pending, refusal, send, retry, refuse, settle };
}
