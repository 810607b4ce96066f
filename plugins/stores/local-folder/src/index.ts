import { join } from 'node:path';
import { dataDir } from '@slipcase/db/runtime';
import {
  createDdexStore,
  LocalFolderTransport,
  type StorePlugin,
  type StoreProfile,
  type Transport,
} from '@slipcase/plugin-contract';

/** A store on this machine: every delivery lands as a DDEX batch in a folder, as it would on a store's SFTP server. */
export const localFolderProfile: StoreProfile = {
  id: 'local-folder',
  name: 'Local folder',
  tier: 'free',
  recipient: { dpid: 'PADPIDA0000000002Y', name: 'Local folder' },
  requirements: {
    audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 16 },
    artwork: { minPx: 1500, sizePx: 3000, format: 'jpeg' },
    leadTimeDays: 0,
    territories: ['Worldwide'],
  },
  feed: {
    standard: 'ern-4.3',
    deals: [
      { commercialModels: ['SubscriptionModel', 'AdvertisementSupportedModel'], useTypes: ['OnDemandStream', 'NonInteractiveStream'] },
      { commercialModels: ['PayAsYouGoModel'], useTypes: ['PermanentDownload'] },
    ],
  },
  capabilities: { acknowledgements: false, takedowns: true, updates: true },
  maxConcurrentDeliveries: 4,
};

export interface LocalFolderStoreOptions {
  /** The folder that receives batches. */
  dir: string;
  /** Wraps the folder's transport, e.g. to record every write in the contract suite. */
  wrapTransport?: (transport: Transport) => Transport;
}

export function createLocalFolderStore({ dir, wrapTransport }: LocalFolderStoreOptions): StorePlugin {
  const transport = new LocalFolderTransport(dir);
  return createDdexStore(localFolderProfile, wrapTransport ? wrapTransport(transport) : transport);
}

/** SLIPCASE_DELIVERY_DIR, else `<SLIPCASE_DATA_DIR or <repo>/.data>/deliveries`. */
export function defaultDeliveryDir(): string {
  return process.env.SLIPCASE_DELIVERY_DIR || join(dataDir(), 'deliveries');
}

export function defaultLocalFolderStore(): StorePlugin {
  return createLocalFolderStore({ dir: defaultDeliveryDir() });
}
