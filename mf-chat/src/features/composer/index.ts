/** The composer feature's public entry: what other features of mf-chat may use. */
export * from './components/message-composer';
