import { runFeedGolden } from '@slipcase/plugin-contract/testing/feed-golden';
import { tidalProfile } from './index';

runFeedGolden(tidalProfile);
