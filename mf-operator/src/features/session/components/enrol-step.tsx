import { Spinner, useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { type MfaInput, useMfaEnrolment } from '../api/mfa';
import { CodeForm } from './code-form';

/** The QR code's SVG markup as an image address: drawn by the browser as a picture, never inserted into the page as HTML. */
export const qrImageSrc = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** The TOTP secret in groups of four characters, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * First set-up of the second factor (issue 31, RFC 6238): the QR code of `GET /api/operator/mfa.php`
 * for the authenticator app, the secret as text for entering it by hand, then the first code.
 */
export function EnrolStep({ sending, onSubmit }: { sending: boolean; onSubmit: (input: MfaInput) => Promise<void> }) {
  const { t } = useTranslation(OPERATOR_NS);
  const enrolment = useMfaEnrolment(true);
  return (
    <section aria-labelledby="operator-enrol-title">
      <h2 id="operator-enrol-title" className="h5">
        {t('login.enrol.title')}
      </h2>
      <p>{t('login.enrol.scan')}</p>
      {enrolment.isError && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>{t('login.enrol.loading_failed')}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void enrolment.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      )}
      {enrolment.isPending && !enrolment.isError && <Spinner />}
      {enrolment.data && (
        <>
          <img src={qrImageSrc(enrolment.data.qr_svg)} alt={t('login.enrol.qr_alt')} width={200} height={200} className="d-block mx-auto mb-3 border rounded bg-white p-2" />
          <p className="mb-1">{t('login.enrol.manual')}</p>
          <p>
            <code className="fs-5" data-testid="totp-secret">
              {grouped(enrolment.data.secret)}
            </code>
          </p>
          <p>{t('login.enrol.then')}</p>
          <CodeForm sending={sending} onSubmit={onSubmit} />
        </>
      )}
    </section>
  );
}
