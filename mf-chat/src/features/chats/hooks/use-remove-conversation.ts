import { errorKey } from '@amora/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { removeConversation } from '../remove-conversation';

/**
 * Returns `remove(conversationId)`: local removal first, then the DELETE call; a failure is shown
 * in a browser alert with the localized error and the list is reloaded (spec §4, §8).
 */
export function useRemoveConversation(): (conversation: number) => Promise<void> {
  const { t } = useTranslation('chat');
  return useCallback((conversation: number) => removeConversation(conversation, (error) => window.alert(t(errorKey(error)))), [t]);
}
