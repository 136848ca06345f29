import { useCallback, useEffect, useState } from 'react';

/** The geolocation permission of spec §4: unsupported, unknown, or the browser's state. */
export type GeolocationPermission = 'unsupported' | 'unknown' | 'granted' | 'denied' | 'prompt';

function initial(): GeolocationPermission {
  return typeof navigator !== 'undefined' && navigator.geolocation ? 'unknown' : 'unsupported';
}

/**
 * The geolocation permission (spec §4): `unsupported` without `navigator.geolocation`; else the state
 * of `navigator.permissions.query({name: 'geolocation'})` (`granted`/`denied`/`prompt`, followed as it
 * changes), or `unknown` where the Permissions API is missing. `set` records what a position request
 * revealed (a refusal means `denied` even where the Permissions API cannot tell).
 */
export function useGeolocationPermission(): [GeolocationPermission, (state: GeolocationPermission) => void] {
  const [state, setState] = useState<GeolocationPermission>(initial);

  useEffect(() => {
    if (initial() === 'unsupported' || !navigator.permissions?.query) return;
    let status: PermissionStatus | null = null;
    let active = true;
    const onChange = () => status && active && setState(status.state);
    navigator.permissions.query({ name: 'geolocation' }).then(
      (result) => {
        if (!active) return;
        status = result;
        setState(result.state);
        result.addEventListener('change', onChange);
      },
      () => undefined,
    );
    return () => {
      active = false;
      status?.removeEventListener('change', onChange);
    };
  }, []);

  const set = useCallback((next: GeolocationPermission) => setState(next), []);
  return [state, set];
}
