import { errorKey, useTranslation } from '@amora/shared';
import { useState } from 'react';
import { downloadData } from '../api/download-data';

/**
 * "Your data" on `/profile` (issue 16 GDPR Art. 15/20): what the archive holds and a button that
 * fetches `GET /api/export.php` and saves the zip under the API's file name. While it is being
 * made the button shows a spinner; an error (too many archives, network) shows in an alert.
 */
export function DataExportCard() {
  const { t } = useTranslation('members');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, filename } = await downloadData();
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: filename });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(t(errorKey(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="data-export-title">
      <div className="card-body">
        <h2 className="h5 mb-2" id="data-export-title">
          {t('account.data.title')}
        </h2>
        <p className="small text-body-secondary">{t('account.data.intro')}</p>
        {error && (
          <p className="alert alert-danger py-2 small" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={download}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {busy ? t('account.data.preparing') : t('account.data.download')}
        </button>
      </div>
    </section>
  );
}
