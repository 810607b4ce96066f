import { runFeedGolden } from '@slipcase/plugin-contract/testing/feed-golden';
import { localFolderProfile } from './index';

runFeedGolden(localFolderProfile);
