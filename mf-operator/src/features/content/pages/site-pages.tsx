import type { Locale } from '@amora/contracts/constants';
import { Spinner, useTranslation } from '@amora/shared';
import { Plus } from 'lucide-react';
import { LoadFailed } from '../../../components/load-failed';
import { SitePicker } from '../../../components/site-picker';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useLanguageName } from '../../../lib/language-name';
import { useConsoleLocale } from '../../../lib/use-console-locale';
import { type OperatorSite, useSiteChoice } from '../../../lib/use-sites';
import { DeletePageDialog } from './delete-page-dialog';
import { PageEditor } from './page-editor';
import { PagesList } from './pages-list';
import { usePagesFlow } from './use-pages-flow';
import { useSitePages } from './use-site-pages';

/** The pages of one site: the list beside the editor (stacked on a phone), "New page", the delete confirmation. */
function PagesOf({ site }: { site: OperatorSite }) {
  const { t } = useTranslation(OPERATOR_NS);
  const languageName = useLanguageName();
  const firstLocale: Locale = useConsoleLocale();
  const pages = useSitePages(site.domain);
  const flow = usePagesFlow(site.domain);
  const done = flow.done;
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-5">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 className="h5 mb-0">{t('pages.list_title', { site: site.name })}</h2>
          <button type="button" className="btn btn-sm btn-primary d-inline-flex align-items-center gap-1" onClick={() => flow.edit({})}>
            <Plus aria-hidden="true" size={16} />
            {t('pages.new')}
          </button>
        </div>
        <p className="text-success small" role="status">
          {done ? t(done.key, { token: done.token, language: done.locale ? languageName(done.locale) : '' }) : ''}
        </p>
        {pages.isPending && <Spinner />}
        {pages.isError && <LoadFailed onRetry={() => void pages.refetch()} />}
        {pages.data && <PagesList pages={pages.data} onEdit={flow.edit} onDelete={flow.askDelete} />}
      </div>
      <div className="col-12 col-lg-7">
        {flow.editing ? (
          <PageEditor key={flow.editing.key} target={flow.editing} firstLocale={firstLocale} saving={flow.saving} error={flow.saveError} onSave={flow.save} onClose={flow.closeEditor} />
        ) : (
          <p className="text-body-secondary">{t('pages.pick')}</p>
        )}
      </div>
      {flow.deleting && <DeletePageDialog deletion={flow.deleting} busy={flow.deletingBusy} error={flow.deleteError} onConfirm={flow.confirmDelete} onCancel={flow.cancelDelete} />}
    </div>
  );
}

/** The Pages screen's body (issue 31): the site picker (`?site=`) and that site's pages. */
export function SitePages() {
  const { t } = useTranslation(OPERATOR_NS);
  const choice = useSiteChoice();
  return (
    <>
      <SitePicker choice={choice} label={t('pages.site')} noSites={t('pages.no_sites')} />
      {choice.site && <PagesOf key={choice.site.domain} site={choice.site} />}
    </>
  );
}
