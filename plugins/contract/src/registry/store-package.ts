import type { Transport } from '../batch/transport';
import type { StorePlugin, StoreProfile } from '../store-plugin';

export type StoreEnv = Readonly<Record<string, string | undefined>>;

/** What a store package is given to make its stores. */
export interface StoreLoadContext {
  env: StoreEnv;
  /** Where stores without a configured transport deliver: each into `<deliveryDir>/<store id>` (sandbox mode). */
  deliveryDir: string;
  /** Where stores without a configured transport read their daily trend files: `<trendsDir>/<store id>`. */
  trendsDir?: string;
  /** The stores to make (all when absent): a disabled store's transport is never built, nor its secrets read. */
  enabled?: (storeId: string) => boolean;
  /** Wraps every transport the package makes, e.g. so the contract suite sees each write. */
  wrapTransport?: (transport: Transport) => Transport;
}

/**
 * What the entry of a store plugin package exports as `storePlugins`. A package may provide several stores
 * (the generic DDEX one provides one per configured recipient).
 */
export interface StorePluginPackage {
  /** The stores, as configured by `ctx.env`, without building any transport: for the web app and the CLI. */
  profiles(ctx: StoreLoadContext): StoreProfile[];
  /** The stores ready to deliver. */
  create(ctx: StoreLoadContext): StorePlugin[];
}

export function isStorePluginPackage(value: unknown): value is StorePluginPackage {
  const candidate = value as Partial<StorePluginPackage> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.profiles === 'function' && typeof candidate.create === 'function';
}
