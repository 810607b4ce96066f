import { config } from '@slipcase/config';
import type { WizardStep } from '@slipcase/domain';
import { storeFeeds as buildStoreFeeds, type DeliveryReleaseRow, type StoreFeedProblem as FeedProblem } from '@slipcase/services';
import { encodeError } from '../../lib/error-messages';

export { wizardField } from '@slipcase/services';

/**
 * One reason a store would refuse the release: an encoded error code (errorMessage) or, for what the schema
 * rejects, libxml2's message; the wizard form field to fix, when there is one, and its step.
 */
export interface StoreFeedProblem {
  message: string;
  field: string | null;
  step: WizardStep;
}

export interface StoreFeed {
  storeId: string;
  name: string;
  /** The feed was built and the schema and the store's requirements accept it. */
  valid: boolean;
  problems: StoreFeedProblem[];
  /** The NewReleaseMessage, when asked for and when the release makes one (the data it needs may be missing). */
  xml?: string;
}

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
