import { api, takeSsrData } from '@amora/shared';
import { useEffect, useRef, useState } from 'react';
import { loadPageData } from '../api/page-data';

/** A page's data: `loading`, `ready` with the value, or `failed` (marketing pages then leave that part out). */
export type PageDataState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

const settle = <T,>(value: T | null): PageDataState<T> => (value === null ? { status: 'failed' } : { status: 'ready', value });

/**
 * The data of `key` (see `loadPageData`) for a marketing page. A server-drawn page starts from
 * what the server drew with (`takeSsrData`, null when it failed there) and does not ask again
 * (issue 12); otherwise it is fetched once per key. `enabled` false skips it (`failed`).
 */
export function usePageData<T>(key: string, enabled = true): PageDataState<T> {
  const fromServer = useRef<T | null | undefined>(undefined);
  const [state, setState] = useState<PageDataState<T>>(() => {
    if (!enabled) return { status: 'failed' };
    fromServer.current = takeSsrData<T | null>('mf_landers', key);
    return fromServer.current === undefined ? { status: 'loading' } : settle(fromServer.current);
  });

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'failed' });
      return;
    }
    if (fromServer.current !== undefined) {
      fromServer.current = undefined;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadPageData(key, (path, query) => api.get(path, query, { signal: controller.signal })).then(
      (value) => !controller.signal.aborted && setState({ status: 'ready', value: value as T }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [key, enabled]);

  return state;
}
