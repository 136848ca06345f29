import { type ChatListEntry, unreadBadge, useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { Avatar } from './avatar';
import { RelativeTime } from './relative-time';

/**
 * One row of the conversation overview (spec §2): photo, name and age, the last message (or a
 * "say hello" hint), how long ago, the unread badge (capped at 99+) and a delete button.
 * The row links to `/chats/{id}`.
 */
export function ConversationItem({ entry, onDelete }: { entry: ChatListEntry; onDelete: (entry: ChatListEntry) => void }) {
  const { t } = useTranslation('chat');
  const { profile, last_message: last } = entry;
  // A photo or a gift without words says what it was.
  const lastText = (m: NonNullable<ChatListEntry['last_message']>) => m.text || (m.kind === 'photo' ? t('list.last_photo') : m.kind === 'gift' ? t('list.last_gift') : '');
  const badge = unreadBadge(entry.num_unread_messages);
  const unread = entry.num_unread_messages > 0;
  return (
    <li className="list-group-item d-flex align-items-center gap-2 py-3 px-2 px-sm-3">
      <Link to={`/chats/${entry.id}`} className="d-flex align-items-center gap-3 flex-grow-1 text-reset text-decoration-none" style={{ minWidth: 0 }}>
        <Avatar profile={profile} size={56} />
        <span className="flex-grow-1" style={{ minWidth: 0 }}>
          <span className="d-flex align-items-baseline justify-content-between gap-2">
            <span className={`text-truncate ${unread ? 'fw-bold' : 'fw-semibold'}`}>{t('profile.name_age', { name: profile.name, age: profile.age })}</span>
            <RelativeTime iso={last?.created_at ?? entry.updated_at} className="small text-body-secondary flex-shrink-0" />
          </span>
          <span className="d-flex align-items-center justify-content-between gap-2">
            <span className={`text-truncate small ${unread ? 'text-body fw-semibold' : 'text-body-secondary'}`}>
              {last ? (last.from_me ? t('list.you', { text: lastText(last) }) : lastText(last)) : <em>{t('list.say_hello')}</em>}
            </span>
            {badge && (
              <>
                <span className="badge rounded-pill bg-unread-messages flex-shrink-0" aria-hidden="true" data-badge>
                  {badge}
                </span>
                <span className="visually-hidden">{t('list.unread', { count: entry.num_unread_messages })}</span>
              </>
            )}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="btn btn-link text-body-secondary p-2 flex-shrink-0"
        aria-label={t('list.delete', { name: profile.name })}
        title={t('list.delete', { name: profile.name })}
        onClick={() => onDelete(entry)}
      >
        <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z" />
          <path d="M14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z" />
        </svg>
      </button>
    </li>
  );
}
