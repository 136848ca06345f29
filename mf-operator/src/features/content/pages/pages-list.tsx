import type { SitePage } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { Plus, Trash2 } from 'lucide-react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useLanguageName } from '../../../lib/language-name';
import type { PageTarget } from './use-pages-flow';

/** Props of {@link PagesList}. */
interface PagesListProps {
  pages: readonly SitePage[];
  onEdit: (target: PageTarget) => void;
  onDelete: (target: { token: string; locale?: string; count: number }) => void;
}

/** The pages grouped by token (in the order of the list), each with its versions. */
export function byToken(pages: readonly SitePage[]): [string, SitePage[]][] {
  const groups = new Map<string, SitePage[]>();
  for (const page of pages) groups.set(page.token, [...(groups.get(page.token) ?? []), page]);
  return [...groups.entries()];
}

/**
 * A site's `/{token}` pages grouped by token (issue 31 "static pages"): per page its address, and
 * per language "Edit" (the language's name) and "Delete", then "Add a language" and "Delete page".
 */
export function PagesList({ pages, onEdit, onDelete }: PagesListProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const languageName = useLanguageName();
  if (pages.length === 0) return <p className="text-body-secondary">{t('pages.empty')}</p>;
  return (
    <ul className="list-group mb-3">
      {byToken(pages).map(([token, versions]) => (
        <li key={token} className="list-group-item">
          <h3 className="h6 mb-2">
            <code>/{token}</code>
          </h3>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={t('pages.languages_of', { token })}>
            {versions.map((page) => (
              <li key={page.locale} className="d-inline-flex gap-1">
                <button type="button" className="btn btn-sm btn-outline-primary" aria-label={t('pages.edit_label', { token, language: languageName(page.locale) })} onClick={() => onEdit({ token, locale: page.locale, page })}>
                  {languageName(page.locale)}
                </button>
                <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('pages.delete_locale_label', { token, language: languageName(page.locale) })} onClick={() => onDelete({ token, locale: page.locale, count: 1 })}>
                  <Trash2 aria-hidden="true" size={14} />
                </button>
              </li>
            ))}
          </ul>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1" onClick={() => onEdit({ token, used: versions.map((page) => page.locale) })}>
              <Plus aria-hidden="true" size={14} />
              {t('pages.add_language')}
              <span className="visually-hidden"> /{token}</span>
            </button>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => onDelete({ token, count: versions.length })}>
              {t('pages.delete_page')}
              <span className="visually-hidden"> /{token}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
