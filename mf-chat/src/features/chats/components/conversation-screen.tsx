import type { ChatListEntry, Profile } from '@amora/shared';
import { MessageComposer } from '../../composer';
import { ConversationHeader } from './conversation-header';
import { LastMessage } from './last-message';

/**
 * One conversation (spec §2): the partner header, the messages (for now the latest one from the
 * chat list) and the composer with its character count.
 */
export function ConversationScreen({ partner, lastMessage }: { partner: Profile; lastMessage: ChatListEntry['last_message'] }) {
  return (
    <div className="d-flex flex-column">
      <ConversationHeader partner={partner} />
      <LastMessage message={lastMessage} partnerName={partner.name} />
      <MessageComposer partnerName={partner.name} />
    </div>
  );
}
