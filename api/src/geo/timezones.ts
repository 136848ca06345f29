/**
 * Time zones of the members (users.timezone, IANA names). A new account gets the zone of its
 * profile's country (the capital's zone; the US gets New York); the member may pick another one
 * with `PUT /api/profile.php {timezone}`. The swipe game's day ends at the member's local midnight
 * (spec §6 "Swipe game: 4 likes per day").
 */

/** Default zone per served country (the 16 countries of the seeded sites). */
export const COUNTRY_TIMEZONES: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  DK: 'Europe/Copenhagen',
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  PL: 'Europe/Warsaw',
};

/** The zone used when a country has none in {@link COUNTRY_TIMEZONES}. */
export const DEFAULT_TIMEZONE = 'UTC';

/** The default IANA zone of an ISO alpha-2 country (upper or lower case); UTC when unknown. */
export function timezoneForCountry(country: string | null | undefined): string {
  return (country && COUNTRY_TIMEZONES[country.toUpperCase()]) || DEFAULT_TIMEZONE;
}

/**
 * The canonical spelling of an IANA time zone the JavaScript runtime knows (`Intl`), e.g.
 * "europe/amsterdam" → "Europe/Amsterdam", or null for an unknown name. Offsets like "+02:00"
 * are refused. The database must know the zone too; PUT /api/profile.php checks both.
 */
export function canonicalTimezone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
