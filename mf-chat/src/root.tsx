import { QueryProvider } from '@amora/shared/query';
import { RemoteRoutes, Route } from '@amora/shared/router';
import { Conversation } from './routes/conversation';
import { ConversationList } from './routes/conversation-list';

/** Routes of mf_chat under the active locale's prefix (docs/design.md §1, spec §2), in the page's query client. */
export function Root() {
  return (
    <QueryProvider>
      <RemoteRoutes>
        <Route path="/chats" element={<ConversationList />} />
        <Route path="/chats/:id" element={<Conversation by="conversation" />} />
        <Route path="/members/:id/chat" element={<Conversation by="profile" />} />
      </RemoteRoutes>
    </QueryProvider>
  );
}
