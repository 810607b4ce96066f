import { isReopeningReasonCode } from '@slipcase/domain';
import type { ReleaseLifecycle } from '@slipcase/api-contract/lifecycle-schemas';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import { headlineView, type DeliveryView, type ReleaseView, type TrackView } from '@slipcase/services/releases/release-view';

/**
 * What `release status` shows and prints under `--json`: the web's release view. Locally it is the view itself;
 * from a server it lacks what only the server's own storage and accounts know (storage keys, the owner's id).
 */
export type ReleaseShown = Omit<ReleaseView, 'owner' | 'cover' | 'tracks'> & {
  owner: Pick<ReleaseView['owner'], 'username'>;
  cover: Omit<NonNullable<ReleaseView['cover']>, 'key'> | null;
  tracks: Array<Omit<TrackView, 'audio'> & { audio: Omit<TrackView['audio'], 'key'> }>;
};

/** `GET /v1/releases/{id}` (the release and its lifecycle) and `…/deliveries` as the release view. */
export function releaseShownOf(
  answer: { release: ReleaseJson; lifecycle: ReleaseLifecycle },
  deliveries: DeliveryView[],
  owner: string,
): ReleaseShown {
  const { release, lifecycle } = answer;
  return {
    ...headlineView(release),
    owner: { username: owner },
    cover: release.cover,
    tracks: release.tracks.map(({ id, number, title, isrc, explicit, audio: { durationMs, ...audio } }) => ({
      id,
      number,
      title,
      isrc,
      explicit,
      durationMs,
      audio,
    })),
    deliveries,
    stores: lifecycle.stores,
    timeline: lifecycle.timeline,
    rejections: lifecycle.rejections.map((rejection) => ({ ...rejection, reasonCodes: rejection.reasonCodes.filter(isReopeningReasonCode) })),
    takedowns: lifecycle.takedowns,
    takedownWait: lifecycle.takedownWait,
  };
}
