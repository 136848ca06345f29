import { useCallback, useEffect, useRef } from 'react';
import { markRead } from '../api/mark-read';

/**
 * Read marks of the open conversation (spec §4 "opening a conversation sets its unread count to
 * 0"): `PUT /api/chat.php?read=1` when it opens with `unread > 0`, and again through the returned
 * `markSeen(messageId)` for each partner message that arrives while it is open. After the server
 * took it, `onRead(conversation)` (the screen sets the chat list's count to 0, so the nav badge
 * follows). A failed mark is dropped: the next opening tries again.
 * @param conversation the conversation id, null for a thread not started yet.
 * @param unread the member's `num_unread_messages` as `GET /api/chat.php` answered it.
 */
export function useReadMarks(conversation: number | null, unread: number, onRead?: (conversation: number) => void): (messageId: number) => void {
  const done = useRef(new Set<string>());
  const listener = useRef(onRead);
  listener.current = onRead;

  const mark = useCallback(
    (id: number, reason: string) => {
      if (done.current.has(reason)) return;
      done.current.add(reason);
      markRead(id).then(
        () => listener.current?.(id),
        () => undefined,
      );
    },
    []
  );

  // Another conversation in the same screen (the route's id changed): coming back is a new opening.
  const shown = useRef(conversation);
  useEffect(() => {
    if (shown.current !== conversation) done.current.clear();
    shown.current = conversation;
    if (conversation !== null && unread > 0) mark(conversation, `open-${conversation}`);
  }, [conversation, unread, mark]);

  return useCallback((messageId: number) => {
    if (conversation !== null) mark(conversation, `message-${messageId}`);
  }, [conversation, mark]);
}
