import { useTranslation } from '@amora/shared';

/** The small reassurance under a lander's call to action: free sign-up, no subscription (spec §1). */
export function FreeNote({ className = 'small opacity-75 mt-2 mb-0' }: { className?: string }) {
  const { t } = useTranslation('landers');
  return <p className={className}>{t('lander.free_note')}</p>;
}
