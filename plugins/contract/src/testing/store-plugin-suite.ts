import { runArtistProfileContract } from './artist-profile-contract';
import { runAudioQualityContract } from './audio-quality-contract';
import { runSalesReportsContract } from './sales-reports-contract';
import { runStorePluginContract as runDeliveryContract, type ContractOptions, type MakePlugin } from './store-plugin-contract';
import { runTakedownFeedContract } from './takedown-feed-contract';

/**
 * The whole suite a store plugin runs from its own test file: its deliveries, its takedown feed, the artist's store
 * profile and the plan's audio quality in its feed, then its statements declaration.
 */
export function runStorePluginContract(makePlugin: MakePlugin, options: ContractOptions = {}): void {
  runDeliveryContract(makePlugin, options);
  runTakedownFeedContract(makePlugin, options);
  runArtistProfileContract(makePlugin, options);
  runAudioQualityContract(makePlugin, options);
  runSalesReportsContract(makePlugin);
}
