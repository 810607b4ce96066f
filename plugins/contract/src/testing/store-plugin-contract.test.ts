import { createDdexStore } from '../batch/ddex-store';
import { LocalFolderTransport } from '../batch/local-folder-transport';
import type { StoreProfile } from '../store-plugin';
import { runStorePluginContract } from './store-plugin-contract';

// The suite run on the plain DDEX store over a folder, with every capability on, so its own checks (the
// acknowledgement round trip among them) are proven to pass on a correct plugin.
const profile: StoreProfile = {
  id: 'contract-ddex-store',
  name: 'Contract DDEX store',
  tier: 'premium',
  recipient: { dpid: 'PADPIDA0000000003Z', name: 'Contract store' },
  requirements: {
    audio: { codec: 'flac', sampleRate: 48_000, bitDepth: 24 },
    artwork: { minPx: 1400, sizePx: 1400, format: 'jpeg' },
    leadTimeDays: 0,
    territories: ['US', 'CA', 'MX'],
  },
  feed: {
    standard: 'ern-4.3',
    deals: [
      { commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream', 'NonInteractiveStream'] },
      { commercialModels: ['AdvertisementSupportedModel'], useTypes: ['OnDemandStream'] },
      { commercialModels: ['PayAsYouGoModel'], useTypes: ['PermanentDownload'] },
    ],
  },
  capabilities: { acknowledgements: true, takedowns: true, updates: true },
  maxConcurrentDeliveries: 2,
};

runStorePluginContract(({ dir, observe }) => createDdexStore(profile, observe(new LocalFolderTransport(dir))));
