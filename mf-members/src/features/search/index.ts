/** The search feature's public entry: what other features of mf-members may use. */
export * from './filters';
export * from './stores/search-store';
