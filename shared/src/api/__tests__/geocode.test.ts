import { apiError, mockApi, recordRequests } from '@amora/shared/testing';
import { GEOLOCATION_CACHE_MAX_AGE_MS } from '../../constants';
import { geocode, geocodeCacheKey } from '../places';

const AMSTERDAM = { city: 'Amsterdam', region: 'Noord-Holland', region_code: 'NL-NH', country: 'NL', lat: 52.37403, lon: 4.88969 };

const requests = recordRequests();

beforeEach(() => {
  localStorage.clear();
  mockApi('get', '/api/geocode.php', AMSTERDAM);
});

describe('geocode (spec §3 "Geolocation permission and geocode", §7)', () => {
  it('asks GET /api/geocode.php once per rounded position and hour, then again', async () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(await geocode(52.3731, 4.8922, now)).toEqual(AMSTERDAM);
    const calls = requests.calls('/api/geocode.php', 'get');
    expect(calls).toHaveLength(1);
    expect([calls[0]?.url.searchParams.get('lat'), calls[0]?.url.searchParams.get('lon')]).toEqual(['52.37310', '4.89220']);

    // A few metres further, 59 minutes later: from the cache.
    expect(await geocode(52.3729, 4.8918, now + GEOLOCATION_CACHE_MAX_AGE_MS - 60_000)).toEqual(AMSTERDAM);
    expect(requests.calls('/api/geocode.php')).toHaveLength(1);
    expect(localStorage.getItem(geocodeCacheKey(52.3731, 4.8922))).toContain('Amsterdam');

    // After the hour the answer is fetched again.
    await geocode(52.3731, 4.8922, now + GEOLOCATION_CACHE_MAX_AGE_MS + 1);
    expect(requests.calls('/api/geocode.php')).toHaveLength(2);
  });

  it('keys the cache by coordinates rounded to 2 decimals', () => {
    expect(geocodeCacheKey(52.3731, 4.8922)).toBe(geocodeCacheKey(52.3749, 4.8851));
    expect(geocodeCacheKey(52.3731, 4.8922)).not.toBe(geocodeCacheKey(52.3851, 4.8922));
  });

  it('does not cache a failure', async () => {
    mockApi('get', '/api/geocode.php', () => apiError(404, 'not_found'));
    await expect(geocode(0, -30)).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(requests.calls('/api/geocode.php')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });
});
