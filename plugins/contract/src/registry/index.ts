export { configureStoreFromEnv, createConfiguredStore, ddexStorePackage, type ConfiguredStore } from './ddex-store-package';
export { discoverStorePackages, type DiscoveredStorePackage, type StorePackageSource } from './discover-store-packages';
export { enabledStoreIds } from './enabled-stores';
export {
  describeStorePlugins,
  loadStorePlugins,
  loadStoreProfiles,
  type FoundStore,
  type StoreDescription,
  type StoreRegistryDescription,
  type StoreRegistryOptions,
} from './load-stores';
export { ddexStoreProfile, STORE_ARTWORK, type DdexStoreProfileInput } from './ddex-store-profile';
export { DDEX_CAPABILITIES, DOWNLOAD_DEAL, isPlaceholderDpid, placeholderDpid, STREAMING_DEAL, WORLDWIDE } from './profile-parts';
export { StoreConfigError } from './store-config-error';
export { readStoreEnv, storeEnvPrefix, type StoreEnvSettings } from './store-env';
export { isStorePluginPackage, type StoreEnv, type StoreLoadContext, type StorePluginPackage } from './store-package';
export { storeUnderContract } from './store-under-contract';
