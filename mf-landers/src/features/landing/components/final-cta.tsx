import { useSettings, useTranslation } from '@amora/shared';
import { JoinButton } from '../../../ui/join-button';
import { BAND_GRADIENT } from '../gradients';

/** The closing call to action of the landing: one line of encouragement and "Join for free" (opens sign-up). */
export function FinalCta() {
  const { t } = useTranslation('landers');
  const settings = useSettings();
  return (
    <section className="text-white text-center py-5" style={{ background: BAND_GRADIENT }} aria-labelledby="landing-final">
      <div className="container">
        <h2 id="landing-final" className="h3 fw-bold mb-2">
          {t('final.title')}
        </h2>
        <p className="mb-4">{t('final.text', { name: settings?.name ?? '' })}</p>
        <JoinButton className="btn btn-light btn-lg fw-bold px-4 text-primary-emphasis">{t('hero.join')}</JoinButton>
      </div>
    </section>
  );
}
