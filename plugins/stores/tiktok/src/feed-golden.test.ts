import { runFeedGolden } from '@slipcase/plugin-contract/testing/feed-golden';
import { tiktokProfile } from './index';

runFeedGolden(tiktokProfile);
