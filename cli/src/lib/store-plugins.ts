import { config } from '@slipcase/config';
import { repoRoot } from '@slipcase/db/runtime';
import {
  describeStorePlugins,
  isPlaceholderDpid,
  storeEnvPrefix,
  type StoreDescription,
  type StoreEnv,
  type StoreProfile,
  type StoreRegistryDescription,
} from '@slipcase/plugin-contract';
import { refusingStoreConfig } from './store-config-failure';

/** One store as `slipcase plugins list` shows it. */
export interface ListedStore extends StoreProfile {
  enabled: boolean;
  package: StoreDescription['package'];
  /** Where it delivers; null when its transport cannot be built (see `problem`). */
  transport: StoreDescription['transport'];
  problem?: string;
  /** The recipient is a placeholder party id: set SLIPCASE_STORE_<ID>_DPID before configuring a URL. */
  placeholderDpid: boolean;
  /** SLIPCASE_STORE_<ID>: the prefix of its variables. */
  envPrefix: string;
}

export interface StorePluginsList {
  rootDir: string;
  deliveryDir: string;
  /** SLIPCASE_STORES as set, or null: every store found is enabled. */
  enabledSetting: string | null;
  /** Every package found, with the ids of its stores. */
  packages: StoreRegistryDescription['packages'];
  stores: ListedStore[];
}

/** Every store plugin this installation finds, as configured by `env`. */
export async function listStorePlugins(env: StoreEnv = config().env, rootDir = repoRoot()): Promise<StorePluginsList> {
  const { deliveryDir, packages, stores } = await refusingStoreConfig(() => describeStorePlugins({ rootDir, env }));
  return {
    rootDir,
    deliveryDir,
    enabledSetting: env.SLIPCASE_STORES?.trim() || null,
    packages,
    stores: stores.map(({ profile, enabled, package: pkg, transport, problem }) => ({
      ...profile,
      enabled,
      package: pkg,
      transport,
      ...(problem !== undefined && { problem }),
      placeholderDpid: isPlaceholderDpid(profile.recipient.dpid),
      envPrefix: storeEnvPrefix(profile.id),
    })),
  };
}
