import { runFeedGolden } from '@slipcase/plugin-contract/testing/feed-golden';
import { youtubeMusicProfile } from './index';

runFeedGolden(youtubeMusicProfile);
