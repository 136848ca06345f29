import { formatMoney, useLocale, useSettings, useUser, useTranslation } from '@amora/shared';

/**
 * What a message costs, shown where the member pays (spec §2, §3 Settings): "A message costs
 * {message_credits} credits"; for a free member (not `paid_user`) also the cheapest price of a
 * message in his country (`settings.minimum_message_costs[country]`, major units, e.g. 0.45 EUR)
 * when the settings have one. Nothing before the settings are known.
 */
export function MessageCost() {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const locale = useLocale();
  const country = useUser((u) => (u && !u.paid_user ? u.profile.country : null));
  if (!settings) return null;
  const price = country ? settings.minimum_message_costs[country] : undefined;
  return price
    ? t('composer.cost_price', { count: settings.message_credits, price: formatMoney(Math.round(price.costs * 100), price.currency, locale) })
    : t('composer.cost', { count: settings.message_credits });
}
