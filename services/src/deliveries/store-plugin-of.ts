import { AppError } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';

/** The plugin of the store `id` among those this installation delivers to; a refusal when there is none. */
export function storePluginOf(stores: readonly StorePlugin[], id: string): StorePlugin {
  const plugin = stores.find((store) => store.id === id);
  if (!plugin) throw new AppError('not_found', 'store', {}, `No store plugin '${id}' is configured`);
  return plugin;
}
