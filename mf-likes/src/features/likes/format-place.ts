/**
 * Where a member lives, for cards: city (or region) and the country's name in the active
 * locale via Intl.DisplayNames, e.g. "Amsterdam, Netherlands".
 * @param country ISO 3166-1 alpha-2 code.
 */
export function formatPlace(city: string | null, region: string | null, country: string, locale: string): string {
  let countryName = country;
  try {
    countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    // An unknown code stays as it is.
  }
  return [city ?? region, countryName].filter(Boolean).join(', ');
}
