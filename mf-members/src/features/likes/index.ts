/** The likes feature's public entry (issue 10): the one like call, the like toggle of lists, and clearing a new like on opening. */
export * from './api';
export * from './use-clear-new-like';
export * from './use-like-toggle';
