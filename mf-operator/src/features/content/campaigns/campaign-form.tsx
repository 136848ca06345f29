import type { Locale } from '@amora/contracts/constants';
import { Modal, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { OperatorSite } from '../../../lib/use-sites';
import { AddLanguage } from './add-language';
import { LocaleTexts } from './locale-texts';
import { useCampaignForm } from './use-campaign-form';

const KINDS = ['promotions', 'news'] as const;

/**
 * "New campaign" for one site (issue 31 "Campaigns"): the kind (the mail type members opt into:
 * promotions or news), a subject and body per language — starting with `firstLocale`, "Add a
 * language" for more — each with its preview; "Queue…" asks "Queue this campaign for all members
 * of <site> who want <kind>?" before anything is sent, then says how many mails were queued.
 */
export function CampaignForm({ site, firstLocale }: { site: OperatorSite; firstLocale: Locale }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { form, texts, review, asking, confirm, cancel, queued, sending, error } = useCampaignForm(site.domain, firstLocale);
  const footer = (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={cancel}>
        {t('campaigns.cancel')}
      </button>
      <button type="button" className="btn btn-primary" disabled={sending} onClick={confirm}>
        {sending ? t('campaigns.queueing') : t('campaigns.queue')}
      </button>
    </>
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={review} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="h5">
          {t('campaigns.new_title')}
        </h2>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('campaigns.kind')}</legend>
          {KINDS.map((kind) => (
            <div key={kind} className="form-check form-check-inline">
              <input className="form-check-input" type="radio" id={`${id}-${kind}`} value={kind} {...form.register('kind')} />
              <label className="form-check-label" htmlFor={`${id}-${kind}`}>
                {t(`campaigns.kinds.${kind}`)}
              </label>
            </div>
          ))}
        </fieldset>
        {texts.fields.map((field, index) => (
          <LocaleTexts key={field.id} index={index} onRemove={texts.fields.length > 1 ? () => texts.remove(index) : undefined} />
        ))}
        <AddLanguage used={texts.fields.map((field) => field.locale)} onAdd={(locale) => texts.append({ locale, subject: '', body: '' })} label={t('campaigns.add_language')} />
        <button type="submit" className="btn btn-primary">
          {t('campaigns.review')}
        </button>
        <p className="text-success mt-3" role="status">
          {queued !== null ? t('campaigns.queued', { count: queued }) : ''}
        </p>
      </form>
      {asking && (
        <Modal title={t('campaigns.confirm_title')} onClose={cancel} closeLabel={t('campaigns.close')} footer={footer}>
          <p>{t(`campaigns.confirm.${asking.kind}`, { site: site.name, domain: site.domain })}</p>
          <p className="small text-body-secondary mb-0">{t('campaigns.confirm_languages', { languages: asking.texts.map((text) => text.locale).join(', ') })}</p>
          {error && (
            <p className="alert alert-danger mt-3 mb-0" role="alert">
              {t(error)}
            </p>
          )}
        </Modal>
      )}
    </FormProvider>
  );
}
