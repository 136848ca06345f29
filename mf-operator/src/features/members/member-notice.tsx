import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../i18n/load-locale';
import type { MemberMessage } from './member-error';

/**
 * The member page's status line (issue 31): the result of the last action in a `role="status"`
 * region that is always in the page (so each new result is announced), kept in view at the top
 * while scrolling, with a button to dismiss it.
 */
export function MemberNotice({ notice, onDismiss }: { notice: MemberMessage | null; onDismiss: () => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <div className="sticky-top">
      <div role="status" className={notice ? 'alert alert-success py-2 d-flex align-items-center gap-2' : undefined}>
        {notice && (
          <>
            <span className="me-auto">{t(notice.key, notice.values)}</span>
            <button type="button" className="btn-close" aria-label={t('member.dismiss')} onClick={onDismiss} />
          </>
        )}
      </div>
    </div>
  );
}
