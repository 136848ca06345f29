import { useSettings, Link, useTranslation } from '@amora/shared';
import { JoinButton } from '../../../ui/join-button';
import { HERO_GRADIENT } from '../gradients';
import { HeroIllustration } from './hero-illustration';

/**
 * The landing hero (spec §2 index): site name (`settings.name`), the h1 (`settings.index_title`
 * when set, else the localized headline), a sub-line, "Join for free" (opens sign-up) and a
 * "Log in" link to `/login`.
 */
export function Hero() {
  const { t } = useTranslation('landers');
  const settings = useSettings();
  return (
    <section className="text-white" style={{ background: HERO_GRADIENT }}>
      <div className="container py-5">
        <div className="row align-items-center g-4 py-lg-4">
          <div className="col-lg-7">
            {settings?.name && <p className="text-uppercase fw-semibold small mb-2" style={{ letterSpacing: '.12em', color: '#bfe3f1' }}>{settings.name}</p>}
            <h1 className="display-5 fw-bold mb-3">{settings?.index_title || t('hero.headline')}</h1>
            <p className="lead mb-4" style={{ maxWidth: '36rem' }}>
              {t('hero.subline')}
            </p>
            <div className="d-flex flex-wrap align-items-center gap-3">
              <JoinButton className="btn btn-light btn-lg fw-bold px-4 text-primary-emphasis">{t('hero.join')}</JoinButton>
              <span>
                {t('hero.member')}{' '}
                <Link to="/login" className="link-light fw-semibold">
                  {t('hero.login')}
                </Link>
              </span>
            </div>
          </div>
          <div className="col-lg-5 d-none d-lg-block">
            <HeroIllustration />
          </div>
        </div>
      </div>
    </section>
  );
}
