/** The account feature's public entry: what other features of mf-signup may use. */
export * from './components/logged-in-notice';
