import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';

/** What a queue screen last told the operator: a done action (`status`) or a failure (`alert`), as an i18n key and its values. */
export interface Notice {
  kind: 'status' | 'alert';
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The queue screens' message line (issue 31): a done action in a `role="status"` region that is
 * always in the page (so each new message is announced), a failure as a `role="alert"` box.
 */
export function QueueNotice({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation(OPERATOR_NS);
  const status = notice?.kind === 'status';
  return (
    <>
      <div role="status" className={status ? 'alert alert-success py-2' : undefined}>
        {status && t(notice.key, notice.values)}
      </div>
      {notice?.kind === 'alert' && (
        <div role="alert" className="alert alert-danger py-2">
          {t(notice.key, notice.values)}
        </div>
      )}
    </>
  );
}
