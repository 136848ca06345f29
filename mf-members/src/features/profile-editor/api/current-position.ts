/** Why no position came: the member refused, or the device could not tell (unavailable, timeout). */
export class PositionError extends Error {
  constructor(readonly reason: 'denied' | 'unavailable') {
    super(reason);
    this.name = 'PositionError';
  }
}

/**
 * The device's position through `navigator.geolocation` (spec §4), in degrees. A position up to
 * 1 hour old is good enough for a home town.
 * @throws PositionError `denied` when the member or browser refused, `unavailable` otherwise.
 */
export function currentPosition(maximumAgeMs: number): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new PositionError('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(new PositionError(error.code === error.PERMISSION_DENIED || error.code === 1 ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: maximumAgeMs },
    );
  });
}
