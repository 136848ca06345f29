/** The composer feature's public entry: the text field and what is shown around it. */
export * from './components/message-composer';
export * from './components/message-cost';
export * from './components/refusal-notice';
export * from './components/reply-blocked';
export * from './components/photo-attach';
