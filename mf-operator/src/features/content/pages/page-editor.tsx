import { sitePageBody } from '@amora/contracts';
import { LOCALES, type Locale } from '@amora/contracts/constants';
import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { issueFields } from '../../../lib/api-error';
import { useLanguageName } from '../../../lib/language-name';
import type { PageTarget } from './use-pages-flow';
import type { PageInput } from './use-site-pages';

/** Props of {@link PageEditor}. */
interface PageEditorProps {
  target: PageTarget;
  /** The language a new page starts with. */
  firstLocale: Locale;
  saving: boolean;
  /** The localized error of the last save, and the error itself (for the fields it names). */
  error: string | null;
  onSave: (input: PageInput) => Promise<void>;
  onClose: () => void;
}

/** The page as the contract's `sitePageBody` takes it (the site is the screen's). */
const pageSchema = sitePageBody.omit({ site: true });
const { title: titleRule, body: bodyRule } = pageSchema.shape;

/**
 * The editor of a `/{token}` page in one language (issue 31 "static pages"): a new page (its
 * address and language), a new language of a page, or an existing version; title (1–200
 * characters) and plain-text body (paragraphs split by a blank line). Checked by the contract's
 * `sitePageBody`, as the API checks it: the address is lower-case letters and digits joined by
 * hyphens, 2–64, not another page of the site. A refusal keeps what was typed, the reason at the
 * address or in an alert.
 */
export function PageEditor({ target, firstLocale, saving, error, onSave, onClose }: PageEditorProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const languageName = useLanguageName();
  const free = LOCALES.filter((locale) => !target.used?.includes(locale));
  const defaults = { token: target.token ?? '', locale: (target.locale ?? (free.includes(firstLocale) ? firstLocale : free[0]) ?? 'en') as Locale, title: target.page?.title ?? '', body: target.page?.body ?? '' };
  const { register, handleSubmit, formState, setError } = useForm<PageInput>({ resolver: zodResolver(pageSchema), defaultValues: defaults });
  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (failure) {
      if (issueFields(failure, 'body.').includes('token')) setError('token', { type: 'server' }, { shouldFocus: true });
    }
  });
  const title = target.page ? t('pages.edit_title', { token: target.token, language: languageName(defaults.locale) }) : target.token ? t('pages.add_language_title', { token: target.token }) : t('pages.new_title');
  return (
    <form onSubmit={submit} noValidate aria-busy={saving} aria-labelledby={`${id}-title`} className="card card-body">
      <h2 id={`${id}-title`} className="h5">
        {title}
      </h2>
      {!target.token && (
        <TextField id={`${id}-token`} label={t('pages.token')} help={t('pages.token_help')} spellCheck={false} autoCapitalize="none" maxLength={64} error={formState.errors.token ? t('pages.errors.token') : null} {...register('token')} />
      )}
      {!target.page && (
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-locale`}>
            {t('pages.language')}
          </label>
          <select id={`${id}-locale`} className="form-select" {...register('locale')}>
            {free.map((locale) => (
              <option key={locale} value={locale}>
                {languageName(locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField id={`${id}-page-title`} label={t('pages.page_title')} maxLength={titleRule.maxLength ?? undefined} error={formState.errors.title ? t('pages.errors.title') : null} {...register('title')} />
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-body`}>
          {t('pages.body')}
        </label>
        <textarea
          id={`${id}-body`}
          className={`form-control${formState.errors.body ? ' is-invalid' : ''}`}
          rows={14}
          maxLength={bodyRule.maxLength ?? undefined}
          aria-invalid={formState.errors.body ? true : undefined}
          aria-describedby={`${id}-body-help${formState.errors.body ? ` ${id}-body-error` : ''}`}
          {...register('body')}
        />
        {formState.errors.body && (
          <div id={`${id}-body-error`} className="invalid-feedback" role="alert">
            {t('pages.errors.body')}
          </div>
        )}
        <div id={`${id}-body-help`} className="form-text">
          {t('pages.body_help')}
        </div>
      </div>
      {error && !formState.errors.token && (
        <p className="alert alert-danger" role="alert">
          {t(error)}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('pages.saving') : t('pages.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('pages.close')}
        </button>
      </div>
    </form>
  );
}
