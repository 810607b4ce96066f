import { runFeedGolden } from '@slipcase/plugin-contract/testing/feed-golden';
import { deezerProfile } from './index';

runFeedGolden(deezerProfile);
