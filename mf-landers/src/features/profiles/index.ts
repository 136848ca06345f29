/** The profiles feature's public entry: what other features of mf-landers may use. */
export * from './components/profile-photo';
export * from './hooks/use-members';
export * from './hooks/use-page-data';
