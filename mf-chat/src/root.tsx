import type { ScreenMap, ScreenProps } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { TableRoutes } from '@amora/shared/router';
import { Conversation } from './routes/conversation';
import { ConversationList } from './routes/conversation-list';

/** `/chats/{id}` opens a conversation by its id, `/members/{id}/chat` by the partner's profile id (spec §2). */
const ConversationScreen = ({ route }: ScreenProps) => <Conversation by={route.name === 'members-id-chat' ? 'profile' : 'conversation'} />;

/** The screens of mf_chat's routes, by the route table's file names (docs/routes.md). */
const SCREENS: ScreenMap<'mf_chat'> = {
  'mf-chat/src/routes/conversation-list.tsx': ConversationList,
  'mf-chat/src/routes/conversation.tsx': ConversationScreen,
};

/** Routes of mf_chat, made from the route table (docs/design.md §1, spec §2), in the page's query client. */
export function Root() {
  return (
    <QueryProvider>
      <TableRoutes owner="mf_chat" screens={SCREENS} />
    </QueryProvider>
  );
}
