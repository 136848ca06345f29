/** The outcome of `subscribeToPush` (spec §4 push states). */
export type PushSubscribeResult = 'subscribed' | 'denied' | 'unsupported' | 'failed';

/** Path of the shell's service worker (served from the site root with `Service-Worker-Allowed: /`). */
export const SERVICE_WORKER_PATH = '/sw.js';
