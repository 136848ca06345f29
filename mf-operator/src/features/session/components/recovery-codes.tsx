import { useTranslation } from '@amora/shared';
import { useEffect, useRef } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';

/**
 * The 10 recovery codes, shown once right after enrolment (issue 31): the operator saves them and
 * confirms with "I have saved them". The heading takes the focus, so a screen reader starts here.
 */
export function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="operator-codes-title">
      <h2 id="operator-codes-title" ref={heading} tabIndex={-1} className="h5">
        {t('login.codes.title')}
      </h2>
      <p>{t('login.codes.text')}</p>
      <ol className="row row-cols-2 list-unstyled g-2 mb-4" aria-label={t('login.codes.label')}>
        {codes.map((code) => (
          <li key={code} className="col">
            <code className="fs-5">{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary w-100" onClick={onSaved}>
        {t('login.codes.saved')}
      </button>
    </section>
  );
}
