import { campaignText } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useLanguageName } from '../../../lib/language-name';
import { MailPreview } from './mail-preview';
import type { CampaignValues } from './use-campaign-form';

/** Most characters of a campaign's subject and body: the contract's `campaignText`. */
const SUBJECT_MAX = campaignText.shape.subject.maxLength ?? undefined;
const BODY_MAX = campaignText.shape.body.maxLength ?? undefined;

/**
 * One language of a campaign (issue 31 "Campaigns"): its subject (1–200 characters) and plain-text
 * body (1–20,000, paragraphs split by a blank line), the mail's preview beside them, and "Remove
 * this language" when there is another.
 */
export function LocaleTexts({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const languageName = useLanguageName();
  const { register, formState, control } = useFormContext<CampaignValues>();
  const text = useWatch({ control, name: `texts.${index}` }) ?? { locale: 'en', subject: '', body: '' };
  const errors = formState.errors.texts?.[index];
  const language = languageName(text.locale);
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 mb-2">{language}</legend>
      <div className="row g-3">
        <div className="col-12 col-lg-6">
          <TextField id={`${id}-subject`} label={t('campaigns.subject')} maxLength={SUBJECT_MAX} error={errors?.subject ? t('campaigns.errors.subject') : null} {...register(`texts.${index}.subject`)} />
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-body`}>
              {t('campaigns.body')}
            </label>
            <textarea
              id={`${id}-body`}
              className={`form-control${errors?.body ? ' is-invalid' : ''}`}
              rows={8}
              maxLength={BODY_MAX}
              aria-invalid={errors?.body ? true : undefined}
              aria-describedby={`${id}-body-help${errors?.body ? ` ${id}-body-error` : ''}`}
              {...register(`texts.${index}.body`)}
            />
            {errors?.body && (
              <div id={`${id}-body-error`} className="invalid-feedback" role="alert">
                {t('campaigns.errors.body')}
              </div>
            )}
            <div id={`${id}-body-help`} className="form-text">
              {t('campaigns.body_help')}
            </div>
          </div>
          {onRemove && (
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove}>
              {t('campaigns.remove_language', { language })}
            </button>
          )}
        </div>
        <div className="col-12 col-lg-6">
          <MailPreview subject={text.subject} body={text.body} label={t('campaigns.preview', { language })} />
        </div>
      </div>
    </fieldset>
  );
}
