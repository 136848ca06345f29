import { useTranslation } from 'react-i18next';

/** `/` — the visitor landing page (spec §2). */
export function Landing() {
  const { t } = useTranslation('landers');
  return (
    <section className="container py-5">
      <h1>{t('hero.title')}</h1>
    </section>
  );
}
