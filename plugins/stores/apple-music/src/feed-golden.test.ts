import { runFeedGolden } from '@slipcase/plugin-contract/testing/feed-golden';
import { appleMusicProfile } from './index';

runFeedGolden(appleMusicProfile);
