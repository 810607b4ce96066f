import type { StoreProfile } from './store-plugin';

type DeclaredStore = Pick<StoreProfile, 'id' | 'capabilities'>;

/**
 * Whether the store acknowledges what it receives: a delivery to it waits for its answer, and the consoles raise one
 * that is late. Its profile's word, which the web app and the CLI read as the worker does: a plugin that declares
 * acknowledgements reads them back (the contract suite and the loader hold it to that).
 */
export function acknowledges(store: Pick<StoreProfile, 'capabilities'>): boolean {
  return store.capabilities.acknowledgements;
}

/** The ids of those of `stores` that acknowledge what they receive. */
export function acknowledgingStores(stores: readonly DeclaredStore[]): string[] {
  return stores.filter(acknowledges).map((store) => store.id);
}
