import { GEOLOCATION_CACHE_MAX_AGE_MS } from '../../constants';
import { geocode, geocodeCacheKey } from '../places';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const AMSTERDAM = { city: 'Amsterdam', region: 'Noord-Holland', region_code: 'NL-NH', country: 'NL', lat: 52.37403, lon: 4.88969 };

beforeEach(() => {
  localStorage.clear();
  global.fetch = jest.fn(async () => json(AMSTERDAM)) as unknown as typeof fetch;
});

describe('geocode (spec §3 "Geolocation permission and geocode", §7)', () => {
  it('asks GET /api/geocode.php once per rounded position and hour, then again', async () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(await geocode(52.3731, 4.8922, now)).toEqual(AMSTERDAM);
    const url = new URL(String((global.fetch as jest.Mock).mock.calls[0][0]), 'http://localhost');
    expect([url.pathname, url.searchParams.get('lat'), url.searchParams.get('lon')]).toEqual(['/api/geocode.php', '52.37310', '4.89220']);

    // A few metres further, 59 minutes later: from the cache.
    expect(await geocode(52.3729, 4.8918, now + GEOLOCATION_CACHE_MAX_AGE_MS - 60_000)).toEqual(AMSTERDAM);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(geocodeCacheKey(52.3731, 4.8922))).toContain('Amsterdam');

    // After the hour the answer is fetched again.
    await geocode(52.3731, 4.8922, now + GEOLOCATION_CACHE_MAX_AGE_MS + 1);
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('keys the cache by coordinates rounded to 2 decimals', () => {
    expect(geocodeCacheKey(52.3731, 4.8922)).toBe(geocodeCacheKey(52.3749, 4.8851));
    expect(geocodeCacheKey(52.3731, 4.8922)).not.toBe(geocodeCacheKey(52.3851, 4.8922));
  });

  it('does not cache a failure', async () => {
    global.fetch = jest.fn(async () => json({ error: 'not_found', message: 'Nothing near' }, 404)) as unknown as typeof fetch;
    await expect(geocode(0, -30)).rejects.toMatchObject({ status: 404 });
    expect(localStorage.length).toBe(0);
  });
});
