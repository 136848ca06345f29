/**
 * A country's name in the given locale via Intl.DisplayNames ("NL" → "Netherlands"); the code
 * itself when the runtime does not know it.
 * @param country ISO 3166-1 alpha-2 code.
 */
export function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/** Where a member lives, for cards: city (or region) and country name, e.g. "Amsterdam, Netherlands". */
export function formatPlace(profile: { city: string | null; region: string | null; country: string }, locale: string): string {
  return [profile.city ?? profile.region, countryName(profile.country, locale)].filter(Boolean).join(', ');
}
