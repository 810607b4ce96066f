import { createDdexStore } from '../batch/ddex-store';
import { LocalFolderTransport } from '../batch/local-folder-transport';
import { sampleProfile } from '../registry/sample-profile';
import type { StoreProfile } from '../store-plugin';
import { runStorePluginContract } from './store-plugin-contract';

// The suite run on the plain DDEX store over a folder, with every capability on, so its own checks (the
// acknowledgement round trip among them) are proven to pass on a correct plugin.
const profile: StoreProfile = sampleProfile('contract-ddex-store', {
  tier: 'premium',
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
});

runStorePluginContract(({ dir, observe }) => createDdexStore(profile, observe(new LocalFolderTransport(dir))));
