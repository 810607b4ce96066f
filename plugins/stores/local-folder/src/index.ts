import {
  createDdexStore,
  DDEX_CAPABILITIES,
  ddexStorePackage,
  ddexStoreProfile,
  DOWNLOAD_DEAL,
  GENERIC_CSV_MAPPING,
  LocalFolderTransport,
  STORE_ARTWORK,
  STREAMING_DEAL,
  type StorePlugin,
  type StorePluginPackage,
  type Transport,
} from '@slipcase/plugin-contract';

/** A store on this machine: every delivery lands as a DDEX batch in a folder, as it would on a store's SFTP server. */
export const localFolderProfile = ddexStoreProfile('local-folder', 'Local folder', {
  dpid: 'PADPIDA0000000002Y',
  audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 16 },
  artwork: { ...STORE_ARTWORK, minPx: 1500 },
  leadTimeDays: 0,
  deals: [STREAMING_DEAL, DOWNLOAD_DEAL],
  capabilities: { ...DDEX_CAPABILITIES, acknowledgements: false },
  // Batches land on this machine and reach no listener: a test store for operators, never an artist's choice.
  operatorsOnly: true,
  // The demo store: the reports a person drops in are DSR flat files or the generic CSV (README, Statement formats).
  salesReports: { formats: ['dsr', 'csv'], csv: GENERIC_CSV_MAPPING },
});

export interface LocalFolderStoreOptions {
  /** The folder that receives batches. */
  dir: string;
  /** Wraps the folder's transport, e.g. to record every write in the contract suite. */
  wrapTransport?: (transport: Transport) => Transport;
  /** Where its daily trend files are read (`<day>.csv`); default `trends/` inside `dir`. */
  trendsDir?: string;
}

export function createLocalFolderStore({ dir, wrapTransport, trendsDir }: LocalFolderStoreOptions): StorePlugin {
  const transport = new LocalFolderTransport(dir);
  const trends = trendsDir ? { transport: new LocalFolderTransport(trendsDir), dir: '' } : undefined;
  // A folder on this machine: nothing is ever sent to a store.
  return { ...createDdexStore(localFolderProfile, wrapTransport ? wrapTransport(transport) : transport, { trends }), sandbox: true };
}

/**
 * The package the store registry loads: like every store without a URL, it delivers into `<deliveryDir>/local-folder`
 * (`.data/deliveries/local-folder/<batch id>/`); SLIPCASE_STORE_LOCAL_FOLDER_URL points it at another folder.
 */
export const storePlugins: StorePluginPackage = ddexStorePackage(localFolderProfile);
