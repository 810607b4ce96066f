import { config } from '@slipcase/config';
import { resolve, join } from 'node:path';
import { acknowledges } from '../acknowledges';
import type { StorePlugin, StoreProfile, TransportInfo } from '../store-plugin';
import { discoverStorePackages, type DiscoveredStorePackage, type StorePackageSource } from './discover-store-packages';
import { enabledStoreIds } from './enabled-stores';
import { StoreConfigError } from './store-config-error';
import type { StoreEnv, StoreLoadContext } from './store-package';

export interface StoreRegistryOptions {
  /** The Slipcase installation: its `plugins/stores/*` and `node_modules` are searched. */
  rootDir: string;
  /** Default: the environment the configuration was read from (config().env). */
  env?: StoreEnv;
  /** Default: config().dirs.delivery (SLIPCASE_DELIVERY_DIR, else `deliveries/` in the data directory). */
  deliveryDir?: string;
  /** Default: config().dirs.trends (SLIPCASE_TRENDS_DIR, else `trends/` in the data directory). */
  trendsDir?: string;
  /** Packages already discovered; default: discoverStorePackages({ rootDir }). */
  packages?: readonly DiscoveredStorePackage[];
}

/** A store some package provides, as configured. */
export interface FoundStore {
  profile: StoreProfile;
  package: { name: string; source: StorePackageSource };
  enabled: boolean;
}

interface Found {
  ctx: StoreLoadContext;
  packages: readonly DiscoveredStorePackage[];
  stores: FoundStore[];
  /** The package object each store comes from, by store id. */
  sources: Map<string, DiscoveredStorePackage>;
}

const STORE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function describeError(pkg: DiscoveredStorePackage, error: unknown): Error {
  if (error instanceof StoreConfigError) return error;
  return new StoreConfigError(`The store plugin package ${pkg.name} failed: ${(error as Error).message}`);
}

async function findStores(options: StoreRegistryOptions): Promise<Found> {
  const env = options.env ?? config().env;
  const ctx: StoreLoadContext = { env, deliveryDir: options.deliveryDir ?? config().dirs.delivery, trendsDir: options.trendsDir ?? config().dirs.trends };
  const packages = options.packages ?? (await discoverStorePackages({ rootDir: options.rootDir }));
  const provided = new Map<string, { profile: StoreProfile; package: DiscoveredStorePackage }>();
  for (const pkg of packages) {
    let profiles: StoreProfile[];
    try {
      profiles = pkg.storePlugins.profiles(ctx);
    } catch (error) {
      throw describeError(pkg, error);
    }
    for (const profile of profiles) {
      if (!STORE_ID.test(profile.id)) {
        throw new StoreConfigError(`The store plugin package ${pkg.name} provides a store with the id ${JSON.stringify(profile.id)}: ids are lower-case letters and digits joined by '-'`);
      }
      const other = provided.get(profile.id);
      if (other) {
        throw new StoreConfigError(
          `Two store plugins have the id "${profile.id}": ${other.package.name} (${other.package.source}) and ${pkg.name} (${pkg.source}); uninstall or rename one`,
        );
      }
      provided.set(profile.id, { profile, package: pkg });
    }
  }
  const enabled = enabledStoreIds(env.SLIPCASE_STORES, [...provided.keys()]);
  const stores = [...provided.values()].map(({ profile, package: pkg }) => ({
    profile,
    package: { name: pkg.name, source: pkg.source },
    enabled: enabled.has(profile.id),
  }));
  const sources = new Map([...provided].map(([id, entry]) => [id, entry.package]));
  return { ctx, packages, stores, sources };
}

/**
 * Refuses a store whose plugin could wait for acknowledgements it cannot read, or that the web app and the CLI,
 * reading its profile, would believe to acknowledge when the worker does not (or the reverse).
 */
function checkAcknowledgements(pkg: DiscoveredStorePackage, profile: StoreProfile, plugin: StorePlugin): void {
  if (acknowledges(plugin) && !plugin.readAcknowledgements) {
    throw new StoreConfigError(`The store "${plugin.id}" of ${pkg.name} declares acknowledgements but cannot read them`);
  }
  if (acknowledges(plugin) !== acknowledges(profile)) {
    throw new StoreConfigError(`The store "${plugin.id}" of ${pkg.name} ${acknowledges(profile) ? 'cannot read the acknowledgements its profile declares' : 'reads acknowledgements its profile does not declare'}`);
  }
}

/** Makes the stores `wanted` accepts, package by package, in the order the packages list them. */
function createStores({ ctx, packages, stores, sources }: Found, wanted: (id: string) => boolean): StorePlugin[] {
  const made = new Map<string, StorePlugin>();
  for (const pkg of packages) {
    const ids = stores.map((store) => store.profile.id).filter((id) => sources.get(id) === pkg && wanted(id));
    if (ids.length === 0) continue;
    let plugins: StorePlugin[];
    try {
      plugins = pkg.storePlugins.create({ ...ctx, enabled: (id) => ids.includes(id) });
    } catch (error) {
      throw describeError(pkg, error);
    }
    for (const id of ids) {
      const plugin = plugins.find((candidate) => candidate.id === id);
      if (!plugin) throw new StoreConfigError(`The store plugin package ${pkg.name} lists the store "${id}" but did not create it`);
      const found = stores.find((store) => store.profile.id === id);
      if (found) checkAcknowledgements(pkg, found.profile, plugin);
      made.set(id, plugin);
    }
  }
  return stores.flatMap((store) => made.get(store.profile.id) ?? []);
}

/** The profiles of the enabled stores (SLIPCASE_STORES, default all), without building any transport: for the web app. */
export async function loadStoreProfiles(options: StoreRegistryOptions): Promise<StoreProfile[]> {
  return (await findStores(options)).stores.filter((store) => store.enabled).map((store) => store.profile);
}

/** The enabled stores, ready to deliver: for the worker. Throws StoreConfigError on any configuration problem. */
export async function loadStorePlugins(options: StoreRegistryOptions): Promise<StorePlugin[]> {
  const found = await findStores(options);
  const enabled = new Set(found.stores.filter((store) => store.enabled).map((store) => store.profile.id));
  return createStores(found, (id) => enabled.has(id));
}

export interface StoreDescription extends FoundStore {
  /** Where the store delivers; null when its transport cannot be built (see `problem`). */
  transport: (TransportInfo & { sandbox: boolean }) | null;
  problem?: string;
}

export interface StoreRegistryDescription {
  deliveryDir: string;
  /** Every package found, with the ids of the stores it provides (none: e.g. the generic DDEX one unconfigured). */
  packages: Array<{ name: string; source: StorePackageSource; stores: string[] }>;
  stores: StoreDescription[];
}

/**
 * Every store found with the transport it would use, each built on its own so that one store's missing secret
 * does not hide the others: for `slipcase plugins list`. Nothing is connected or written.
 */
export async function describeStorePlugins(options: StoreRegistryOptions): Promise<StoreRegistryDescription> {
  const found = await findStores(options);
  const packages = found.packages.map((pkg) => ({
    name: pkg.name,
    source: pkg.source,
    stores: found.stores.map((store) => store.profile.id).filter((id) => found.sources.get(id) === pkg),
  }));
  const { deliveryDir } = found.ctx;
  const stores = found.stores.map((store): StoreDescription => {
    try {
      const [plugin] = createStores(found, (id) => id === store.profile.id);
      if (!plugin) throw new Error('not created');
      const sandbox = plugin.transport.kind === 'folder' && resolve(plugin.transport.location) === resolve(join(deliveryDir, store.profile.id));
      return { ...store, transport: { ...plugin.transport, sandbox } };
    } catch (error) {
      return { ...store, transport: null, problem: (error as Error).message };
    }
  });
  return { deliveryDir, packages, stores };
}
