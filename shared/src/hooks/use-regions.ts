import { useEffect, useState } from 'react';
import { type RegionList, getRegions } from '@amora/shared';

/**
 * The region list of a country (`GET /api/regions.php`, cached per country). `null` while loading,
 * without a country, for a country without regions, or when the call failed: the region is always
 * optional, so its field then simply stays hidden.
 * @param country ISO 3166-1 alpha-2 code, or '' for none.
 */
export function useRegions(country: string): RegionList | null {
  const [regions, setRegions] = useState<{ country: string; list: RegionList | null }>({ country: '', list: null });

  useEffect(() => {
    if (!country) return;
    let active = true;
    getRegions(country).then(
      (list) => active && setRegions({ country, list }),
      () => active && setRegions({ country, list: null }),
    );
    return () => {
      active = false;
    };
  }, [country]);

  return country && regions.country === country ? regions.list : null;
}
