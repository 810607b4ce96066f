import { runFeedGolden } from '@slipcase/plugin-contract/testing/feed-golden';
import { amazonMusicProfile } from './index';

runFeedGolden(amazonMusicProfile);
