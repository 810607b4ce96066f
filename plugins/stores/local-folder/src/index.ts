import {
  createDdexStore,
  ddexStorePackage,
  DOWNLOAD_DEAL,
  GENERIC_CSV_MAPPING,
  LocalFolderTransport,
  STREAMING_DEAL,
  WORLDWIDE,
  type StorePlugin,
  type StorePluginPackage,
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
    territories: WORLDWIDE,
  },
  feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL, DOWNLOAD_DEAL] },
  capabilities: { acknowledgements: false, takedowns: true, updates: true },
  maxConcurrentDeliveries: 4,
  // Batches land on this machine and reach no listener: a test store for operators, never an artist's choice.
  operatorsOnly: true,
  // The demo store: the reports a person drops in are DSR flat files or the generic CSV (README, Statement formats).
  salesReports: { formats: ['dsr', 'csv'], csv: GENERIC_CSV_MAPPING },
};

export interface LocalFolderStoreOptions {
  /** The folder that receives batches. */
  dir: string;
  /** Wraps the folder's transport, e.g. to record every write in the contract suite. */
  wrapTransport?: (transport: Transport) => Transport;
}

export function createLocalFolderStore({ dir, wrapTransport }: LocalFolderStoreOptions): StorePlugin {
  const transport = new LocalFolderTransport(dir);
  // A folder on this machine: nothing is ever sent to a store.
  return { ...createDdexStore(localFolderProfile, wrapTransport ? wrapTransport(transport) : transport), sandbox: true };
}

/**
 * The package the store registry loads: like every store without a URL, it delivers into `<deliveryDir>/local-folder`
 * (`.data/deliveries/local-folder/<batch id>/`); SLIPCASE_STORE_LOCAL_FOLDER_URL points it at another folder.
 */
export const storePlugins: StorePluginPackage = ddexStorePackage(localFolderProfile);
