/** The signup feature's public entry: what other features of mf-signup may use. */
export * from './components/form-field';
export * from './rule-messages';
export * from './signup-form';
export * from './use-signup-engaged';
