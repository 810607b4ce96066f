import { config } from '@slipcase/config';
import { storeFeeds as buildStoreFeeds, type DeliveryReleaseRow, type StoreFeed as ServiceStoreFeed, type StoreFeedProblem as FeedProblem } from '@slipcase/services';
import { encodeError } from '../../lib/error-messages';

export { wizardField } from '@slipcase/services';

/** A reason a store would refuse the release, as an encoded error code (errorMessage) or the validator's words. */
export type StoreFeedProblem = Omit<FeedProblem, 'reason'> & { message: string };

/** Each store's feed as the service builds it, its problems encoded for the page. */
export type StoreFeed = Omit<ServiceStoreFeed, 'problems'> & { problems: StoreFeedProblem[] };

const message = ({ reason }: FeedProblem) => ('text' in reason ? reason.text : encodeError(reason));

/** Each store's feed of the release and what it would refuse (the service storeFeeds), its problems encoded for the page. */
export async function storeFeeds(
  row: DeliveryReleaseRow & { platforms: readonly string[] },
  options: { now: Date; storeIds?: readonly string[]; withXml?: boolean },
): Promise<StoreFeed[]> {
  const deps = { settings: config().settings, now: options.now, storageDir: config().dirs.storage, storeEnv: config().env };
  const feeds = await buildStoreFeeds(deps, { row, storeIds: options.storeIds, withXml: options.withXml });
  return feeds.map((feed) => ({ ...feed, problems: feed.problems.map((problem) => ({ message: message(problem), field: problem.field, step: problem.step })) }));
}
