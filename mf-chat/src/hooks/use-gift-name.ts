import { useCallback } from 'react';
import { useTranslation } from '@amora/shared';

/**
 * Names gifts in the active locale: returns `(key) => name` from `gifts.<key>` of the chat
 * namespace (rose, heart, champagne, teddy, chocolate, ring, star, kiss); an unknown key (a gift
 * added to the catalogue before its texts) is shown as the key itself.
 */
export function useGiftName(): (key: string) => string {
  const { t } = useTranslation('chat');
  return useCallback((key: string) => t(`gifts.${key}`, { defaultValue: key }), [t]);
}
