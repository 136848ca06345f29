import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';

/** Plain text split into paragraphs at blank lines (how the mail and the static pages lay it out). */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * A preview of a campaign mail's text (issue 31): the subject and the body's paragraphs as the
 * mail shows them; the mail itself adds the greeting, the sign-off and the unsubscribe footer.
 */
export function MailPreview({ subject, body, label }: { subject: string; body: string; label: string }) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <section className="border rounded bg-body-tertiary p-3 small h-100" aria-label={label}>
      <p className="fw-semibold mb-2">{subject.trim() || <span className="text-body-secondary">{t('campaigns.preview_no_subject')}</span>}</p>
      {paragraphs(body).map((paragraph, index) => (
        <p key={index} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </p>
      ))}
      <p className="text-body-secondary fst-italic mb-0">{t('campaigns.preview_note')}</p>
    </section>
  );
}
