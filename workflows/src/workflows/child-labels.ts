import { workflowInfo } from '@temporalio/workflow';
import { RELEASE_STATUS_ATTRIBUTE, STORE_ATTRIBUTE, releaseSummary, type DeliveryWorkflowInput, type ReleaseLabels } from '../contracts';

/**
 * A delivery child is found in the Temporal UI as its parent is (release id, UPC, artist, owner), under its own
 * store, and reads as the release it delivers. The release's status stays the parent's: a child's copy would go
 * stale. Workflows started without labels (older histories) start their children as they did.
 */
export function childLabels(store: string, kind: DeliveryWorkflowInput['kind'], labels: ReleaseLabels | undefined) {
  if (!labels) return {};
  const inherited = workflowInfo().typedSearchAttributes.updateCopy([
    { key: STORE_ATTRIBUTE, value: [store] },
    { key: RELEASE_STATUS_ATTRIBUTE, value: null },
  ]);
  return { typedSearchAttributes: inherited, staticSummary: releaseSummary(labels, `${kind === 'takedown' ? 'Takedown' : 'Delivery'} to ${store}`) };
}
