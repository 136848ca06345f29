/**
 * Data a server render used, handed to the hydrating client so it does not fetch it again
 * (issue 12): the HTML carries it in `<script type="application/json" id="amora-ssr-data">`
 * as `{ [remote]: { [key]: value } }`.
 */
export const SSR_DATA_ID = 'amora-ssr-data';

type Store = Record<string, Record<string, unknown>>;

let store: Store | null = null;
/** Keys a server render asked for and did not have (the server fetches them and renders again). */
const wanted = new Set<string>();

/** The data in hand; in the browser the page's data block is read (and taken out) the first time. */
function readStore(): Store {
  store ??= {};
  const node = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
  if (node) {
    try {
      Object.assign(store, JSON.parse(node.textContent || '{}'));
    } catch {
      // A broken block: the page fetches its data as if it had not been drawn on the server.
    }
    node.remove();
  }
  return store;
}

/**
 * The value a server render had for `remote`/`key`, or undefined. In the browser it is given
 * once (the hydrating mount), so a later mount fetches fresh data; on the server a missing key is
 * noted for {@link wantedSsrData}.
 */
export function takeSsrData<T>(remote: string, key: string): T | undefined {
  const own = readStore()[remote];
  const value = own?.[key] as T | undefined;
  if (typeof document === 'undefined') {
    if (value === undefined) wanted.add(key);
  } else if (own) delete own[key];
  return value;
}

/** Server side: the data of the next render of `remote` (clears the list of wanted keys). */
export function provideSsrData(remote: string, data: Record<string, unknown>): void {
  store = { [remote]: data };
  wanted.clear();
}

/** Server side: the keys the last render asked for and did not have. */
export function wantedSsrData(): string[] {
  return [...wanted];
}
