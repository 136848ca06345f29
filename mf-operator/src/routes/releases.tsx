import { usePageTitle, useTranslation } from '@amora/shared';
import { ReleasesBoard } from '../features/admin';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * `/operator/releases` (issue 31 "Releases"; permission `releases`, or `releases_landers` for
 * mf_landers only): each remote's versions, canaries and pins per site; activate, start a canary,
 * promote and roll back, each confirmed — the registry calls of `npm run release/promote/rollback`.
 * Issue 35: each canary beside its active version as real users measured them (differences,
 * significance, the judge's verdict), the judge's automatic decisions, and auto-promotion.
 */
export function Releases() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('sections.releases'));
  return (
    <>
      <h1 className="h3">{t('sections.releases')}</h1>
      <p className="text-body-secondary">{t('releases.intro')}</p>
      <ReleasesBoard />
    </>
  );
}
