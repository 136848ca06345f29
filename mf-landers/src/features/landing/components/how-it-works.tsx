import { useTranslation } from '@amora/shared';

const STEPS = ['profile', 'discover', 'chat'] as const;

/** "How it works" in three numbered steps: free profile, discover and like, chat with credits (spec §1). */
export function HowItWorks() {
  const { t } = useTranslation('landers');
  return (
    <section className="container py-5" aria-labelledby="landing-steps">
      <h2 id="landing-steps" className="h3 fw-bold text-center mb-4">
        {t('steps.title')}
      </h2>
      <ol className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
        {STEPS.map((key, index) => (
          <li key={key} className="col text-center">
            <span className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary text-white fw-bold fs-5 mb-3" style={{ width: 48, height: 48 }} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="h5 fw-bold">{t(`steps.${key}.title`)}</h3>
            <p className="text-body-secondary mb-0 mx-auto" style={{ maxWidth: '20rem' }}>
              {t(`steps.${key}.text`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
