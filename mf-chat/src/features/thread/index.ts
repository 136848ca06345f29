/** The thread feature's public entry: one conversation's messages, sending and read marks. */
export * from './api/get-thread';
export * from './components/thread-view';
export * from './hooks/use-thread';
