/**
 * Country calling codes of the countries the sites serve, and whether their national numbers
 * start with a trunk `0` that the international form drops (`06 1234 5678` in NL is
 * `+31 6 1234 5678`; Italy, Denmark, Norway, Poland and Spain have no trunk prefix).
 */
const CALLING_CODES: Readonly<Record<string, { code: string; trunk: boolean }>> = {
  AT: { code: '43', trunk: true },
  BE: { code: '32', trunk: true },
  CH: { code: '41', trunk: true },
  DE: { code: '49', trunk: true },
  DK: { code: '45', trunk: false },
  ES: { code: '34', trunk: false },
  FI: { code: '358', trunk: true },
  FR: { code: '33', trunk: true },
  GB: { code: '44', trunk: true },
  IE: { code: '353', trunk: true },
  IT: { code: '39', trunk: false },
  NL: { code: '31', trunk: true },
  NO: { code: '47', trunk: false },
  PL: { code: '48', trunk: false },
  SE: { code: '46', trunk: true },
  US: { code: '1', trunk: false },
};

/**
 * A mobile number as typed on the direct-debit form (contract `directDebitMandateBody.mobile`:
 * digits, spaces, `()-`, an optional leading `+`) in E.164, which SMS providers require
 * (issue 32 "SMS"): `+…` stays, `00…` becomes `+…`, a national number gets the calling code of
 * the member's `country` (ISO alpha-2) without its trunk `0`. A national number of a country not
 * in the table is returned with separators removed only (the provider then refuses it).
 */
export function toE164(mobile: string, country: string | null | undefined): string {
  const digits = mobile.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\+/g, '')}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const calling = CALLING_CODES[(country ?? '').toUpperCase()];
  if (!calling) return digits;
  return `+${calling.code}${calling.trunk ? digits.replace(/^0/, '') : digits}`;
}
