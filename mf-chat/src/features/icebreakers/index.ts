/** The icebreakers feature's public entry: openers for a conversation without messages. */
export * from './components/icebreaker-modal';
export * from './icebreakers';
