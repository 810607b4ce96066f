import type { ReleaseLifecycle } from '@slipcase/api-contract/lifecycle-schemas';
import type { ReleaseView } from '@slipcase/services/releases/release-view';

/** The release view's history as `/v1` answers it beside the release's fields. */
export function releaseLifecycle(view: ReleaseView): ReleaseLifecycle {
  return { stores: view.stores, timeline: view.timeline, rejections: view.rejections, takedowns: view.takedowns, takedownWait: view.takedownWait };
}
