import { campaignBody, campaignText } from '@amora/contracts';
import { LOCALES, type Locale } from '@amora/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorKey } from '../../../lib/api-error';
import { useStartCampaign } from './use-campaigns';

/**
 * The campaign form's values as the contract's `campaignBody` takes them: the kind, and one
 * subject (1–200 characters) and body (1–20,000) per locale, in the order added; trimmed.
 */
const campaignSchema = z.object({ kind: campaignBody.shape.kind, texts: z.array(campaignText.extend({ locale: z.enum(LOCALES) })) });
export type CampaignValues = z.infer<typeof campaignSchema>;

const ERRORS = { invalid_request: 'campaigns.errors.invalid', not_found: 'campaigns.errors.not_found', forbidden_role: 'campaigns.errors.forbidden' };

/**
 * The "New campaign" form of one site (issue 31 "Campaigns"): react-hook-form with a subject and
 * body per locale (`texts`, starting with `firstLocale`); `review` checks it (`campaignSchema`) and asks for
 * confirmation (`asking`), `confirm` queues it (`POST`), then says how many mails were queued
 * (`queued`) and empties the form. A refusal keeps the dialog and what was typed, with the
 * localized error (`error`).
 */
export function useCampaignForm(site: string, firstLocale: Locale) {
  const empty = (): CampaignValues => ({ kind: 'promotions', texts: [{ locale: firstLocale, subject: '', body: '' }] });
  const form = useForm<CampaignValues>({ resolver: zodResolver(campaignSchema), defaultValues: empty() });
  const texts = useFieldArray({ control: form.control, name: 'texts' });
  const start = useStartCampaign(site);
  const [asking, setAsking] = useState<CampaignValues | null>(null);
  const [queued, setQueued] = useState<number | null>(null);
  const review = form.handleSubmit((values) => {
    start.reset();
    setQueued(null);
    setAsking(values);
  });
  const confirm = () => {
    if (!asking) return;
    const body = Object.fromEntries(asking.texts.map(({ locale, subject, body: text }) => [locale, { subject, body: text }]));
    start.mutate(
      { kind: asking.kind, texts: body },
      {
        onSuccess: (answer) => {
          setAsking(null);
          setQueued(answer.queued);
          form.reset(empty());
        },
      },
    );
  };
  return {
    form,
    texts,
    review,
    asking,
    confirm,
    cancel: () => setAsking(null),
    queued,
    sending: start.isPending,
    error: start.isError ? apiErrorKey(start.error, ERRORS) : null,
  };
}
