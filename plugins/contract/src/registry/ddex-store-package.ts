import { join } from 'node:path';
import { createDdexStore } from '../batch/ddex-store';
import { LocalFolderTransport } from '../batch/local-folder-transport';
import type { Transport } from '../batch/transport';
import type { StorePlugin, StoreProfile } from '../store-plugin';
import { transportFromUrl } from '../transports/transport-from-url';
import { isPlaceholderDpid } from './profile-parts';
import { StoreConfigError } from './store-config-error';
import { readStoreEnv, storeEnvPrefix } from './store-env';
import type { StoreEnv, StoreLoadContext, StorePluginPackage } from './store-package';

/** A store as configured: its effective profile, and its transport URL (none: sandbox mode). */
export interface ConfiguredStore {
  profile: StoreProfile;
  url?: string;
}

/**
 * Applies SLIPCASE_STORE_<ID>_{URL,DPID,NAME,ACKS,MAX_CONCURRENT} to a profile. Without a URL the store is in
 * sandbox mode and awaits no acknowledgement, since no store writes back into a folder of ours.
 */
export function configureStoreFromEnv(base: StoreProfile, env: StoreEnv): ConfiguredStore {
  const settings = readStoreEnv(base.id, env);
  const prefix = storeEnvPrefix(base.id);
  const recipient = { dpid: settings.dpid ?? base.recipient.dpid, name: settings.name ?? base.recipient.name };
  if (settings.url && isPlaceholderDpid(recipient.dpid)) {
    throw new StoreConfigError(
      `${base.name} does not publish its DDEX party id: set the one it gave you before delivering to ${prefix}_URL`,
      `${prefix}_DPID`,
    );
  }
  const profile: StoreProfile = {
    ...base,
    recipient,
    capabilities: {
      ...base.capabilities,
      acknowledgements: settings.acknowledgements ?? (settings.url ? base.capabilities.acknowledgements : false),
    },
    maxConcurrentDeliveries: settings.maxConcurrentDeliveries ?? base.maxConcurrentDeliveries,
  };
  return { profile, ...(settings.url && { url: settings.url }) };
}

function transportFor({ profile, url }: ConfiguredStore, ctx: StoreLoadContext): Transport {
  if (!url) return new LocalFolderTransport(join(ctx.deliveryDir, profile.id));
  const secretsPrefix = storeEnvPrefix(profile.id);
  try {
    return transportFromUrl(url, { env: ctx.env, secretsPrefix });
  } catch (error) {
    throw new StoreConfigError((error as Error).message, `${secretsPrefix}_URL`);
  }
}

/** A configured store ready to deliver: through its URL's transport, or into `<deliveryDir>/<id>` in sandbox mode. */
export function createConfiguredStore(store: ConfiguredStore, ctx: StoreLoadContext): StorePlugin {
  const transport = transportFor(store, ctx);
  // In sandbox mode nothing comes back from a store: its trend files are the ones put in `<trendsDir>/<id>`.
  const trends = store.url ? undefined : { transport: new LocalFolderTransport(join(ctx.trendsDir ?? join(ctx.deliveryDir, '..', 'trends'), store.profile.id)), dir: '' };
  return { ...createDdexStore(store.profile, ctx.wrapTransport ? ctx.wrapTransport(transport) : transport, { trends }), sandbox: !store.url };
}

/** The usual store package: one DDEX store, its profile adjusted and its transport chosen by the environment. */
export function ddexStorePackage(profile: StoreProfile): StorePluginPackage {
  return {
    profiles: (ctx) => [configureStoreFromEnv(profile, ctx.env).profile],
    create: (ctx) => (ctx.enabled?.(profile.id) === false ? [] : [createConfiguredStore(configureStoreFromEnv(profile, ctx.env), ctx)]),
  };
}
