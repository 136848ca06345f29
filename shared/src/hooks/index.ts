/**
 * `@amora/shared/hooks` — hooks only the remotes' member screens use: a separate entry of
 * @amora/shared, shared as its own Module Federation singleton, so the visitor landing page (which
 * loads the main entry, docs/design.md §6 budget) does not download them.
 */
export { useNamespace } from './use-namespace';
export { useRegions } from './use-regions';
