/** The navigation feature's public entry: what other features of mf-signup may use. */
export * from './site-link';
