/** The profile feature's public entry: what other features of mf-members may use. */
export * from './components/match-alert';
export * from './humanize-key';
