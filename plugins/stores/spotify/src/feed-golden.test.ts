import { runFeedGolden } from '@slipcase/plugin-contract/testing/feed-golden';
import { spotifyProfile } from './index';

runFeedGolden(spotifyProfile);
