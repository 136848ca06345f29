// Stands in for `@module-federation/enhanced/runtime` in the bench's monolith build
// (tools/monolith.webpack.js): the registry is ignored and every `remote/module` id is imported
// from the same build.
import { exposed } from 'amora-monolith-exposed';

/** No registry in a monolith. */
export function registerRemotes() {}

/** No runtime plugins in a monolith. */
export function registerPlugins() {}

/** The exposed module `id` (`mf_chat/app`) of the same build. @throws Error for an unknown id. */
export async function loadRemote(id) {
  const load = exposed[id];
  if (!load) throw new Error(`The monolith has no module ${id}`);
  return load();
}
