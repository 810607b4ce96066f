import type { ReleaseStatus } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { getReleaseView, type ReleaseView } from '../releases/release-view';

export interface ReleaseDeliveries {
  release: { id: string; status: ReleaseStatus };
  /** Each store's delivery (the release's own and its takedown's), oldest first, with its steps. */
  deliveries: ReleaseView['deliveries'];
}

/** Where the release's deliveries stand; null when there is no such release. */
export async function releaseDeliveries(
  deps: Pick<ServiceDeps, 'prisma' | 'now' | 'settings'>,
  input: { releaseId: string },
): Promise<ReleaseDeliveries | null> {
  const view = await getReleaseView(deps.prisma, input.releaseId, { now: deps.now, settings: deps.settings });
  return view && { release: { id: view.id, status: view.status }, deliveries: view.deliveries };
}
