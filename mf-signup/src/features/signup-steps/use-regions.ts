import { useEffect, useState } from 'react';
import { type RegionList, getRegions } from './api/get-regions';

/** The regions of `country` (`GET /api/regions.php`, cached): null while loading, without a country or when it has none. */
export function useRegions(country: string): RegionList | null {
  const [loaded, setLoaded] = useState<{ country: string; regions: RegionList | null } | null>(null);
  useEffect(() => {
    if (!country) return;
    let live = true;
    getRegions(country).then((regions) => {
      if (live) setLoaded({ country, regions });
    });
    return () => {
      live = false;
    };
  }, [country]);
  return loaded && loaded.country === country ? loaded.regions : null;
}
