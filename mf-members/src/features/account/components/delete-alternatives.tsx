import { useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import type { InvisibleState } from '../hooks/use-delete-account';
import { StayDiscountOffer } from './stay-discount-offer';

/** Props of {@link DeleteAlternatives}. */
export interface DeleteAlternativesProps {
  /** `delete_discount` of company info, percent; the offer is left out at 0. */
  discount: number;
  invisible: InvisibleState;
  onInvisible: () => void;
}

/**
 * The body of step 1 of the account deletion modal (spec §2 "account deletion with alternatives"): go
 * invisible instead (done, or a "try later" alert when it failed), fewer e-mails (link to
 * /notifications) and, with a discount, `StayDiscountOffer`.
 */
export function DeleteAlternatives({ discount, invisible, onInvisible }: DeleteAlternativesProps) {
  const { t } = useTranslation('members');
  return (
    <>
      <p>{t('account.delete.alternatives_intro')}</p>
      <ul className="list-group">
        <li className="list-group-item py-3">
          <h3 className="h6 mb-1">{t('account.delete.invisible_title')}</h3>
          <p className="small text-body-secondary mb-2">{t('account.delete.invisible_text')}</p>
          {invisible === 'done' ? (
            <p className="alert alert-success py-2 small mb-0" role="status">
              {t('account.delete.invisible_done')}
            </p>
          ) : (
            <>
              <button type="button" className="btn btn-sm btn-outline-primary" disabled={invisible === 'busy'} onClick={onInvisible}>
                {t('account.delete.invisible_button')}
              </button>
              {invisible === 'failed' && (
                <p className="text-danger small mt-2 mb-0" role="alert">
                  {t('common:errors.try_later')}
                </p>
              )}
            </>
          )}
        </li>
        <li className="list-group-item py-3">
          <h3 className="h6 mb-1">{t('account.delete.emails_title')}</h3>
          <p className="small text-body-secondary mb-2">{t('account.delete.emails_text')}</p>
          <Link className="btn btn-sm btn-outline-primary" to="/notifications">
            {t('account.delete.emails_link')}
          </Link>
        </li>
        {discount > 0 && (
          <li className="list-group-item py-3">
            <StayDiscountOffer percent={discount} />
          </li>
        )}
      </ul>
    </>
  );
}
