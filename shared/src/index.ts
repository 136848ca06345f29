/**
 * @amora/shared — the Module Federation singleton every app imports (docs/design.md §1).
 * One entry per concern: bus, api, i18n, ui, mf, routes, types, constants.
 */
export * from './bus';
export * from './api';
export * from './i18n';
export * from './ui';
export * from './mf';
export * from './routes';
export * from './types';
export * from './constants';
export * from './push';
export { SSR_DATA_ID, takeSsrData } from './ssr/data';
