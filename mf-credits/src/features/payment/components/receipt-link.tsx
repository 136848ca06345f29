import { useTranslation } from '@amora/shared';
import { FileDown } from 'lucide-react';

/**
 * "Download receipt (PDF)" of a completed or refunded payment (issue 32 "Receipts"): a plain link
 * to `GET /api/receipt.php?payment={id}`, which answers the PDF as an attachment in the member's
 * language (same origin: the shell proxies /api, so the session cookie goes along).
 */
export function ReceiptLink({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation('credits');
  return (
    <a className="btn btn-link btn-sm mt-2" href={`/api/receipt.php?payment=${paymentId}`} download>
      <FileDown size={16} aria-hidden="true" className="me-1 align-text-bottom" />
      {t('transactions.receipt')}
    </a>
  );
}
