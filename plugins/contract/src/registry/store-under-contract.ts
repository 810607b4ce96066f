import type { StorePlugin } from '../store-plugin';
import type { ContractHarness } from '../testing/store-plugin-contract';
import type { StoreEnv, StorePluginPackage } from './store-package';

/**
 * The store a package makes for the contract suite: in the harness's folder (sandbox mode unless `env` gives a
 * URL), its transport observed. `env` is the whole environment the package sees, never process.env, so a
 * developer's own settings cannot change what the suite checks.
 */
export function storeUnderContract(
  pkg: StorePluginPackage,
  harness: ContractHarness,
  options: { env?: StoreEnv; storeId?: string } = {},
): StorePlugin {
  const plugins = pkg.create({ env: options.env ?? {}, deliveryDir: harness.dir, wrapTransport: harness.observe });
  const chosen = options.storeId ? plugins.filter((plugin) => plugin.id === options.storeId) : plugins;
  const [plugin] = chosen;
  if (chosen.length !== 1 || !plugin) {
    const made = plugins.map((candidate) => candidate.id).join(', ') || 'none';
    throw new Error(`The package made ${made}: name the store to test with { storeId }, or configure exactly one`);
  }
  return plugin;
}
