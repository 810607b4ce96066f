import { isReopeningReasonCode, statusLabelKey } from '@slipcase/domain';
import type { ReleaseLifecycle } from '@slipcase/api-contract/lifecycle-schemas';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { DeliveryView, ReleaseView, TrackView } from '@slipcase/services/releases/release-view';

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
    id: release.id,
    title: release.title,
    type: release.type,
    status: release.status,
    statusLabelKey: statusLabelKey(release.status),
    upc: release.upc,
    releaseDate: release.releaseDate,
    submittedAt: release.submittedAt,
    createdAt: release.createdAt,
    artist: release.artist,
    owner: { username: owner },
    cover: release.cover,
    tracks: release.tracks.map((track) => ({
      id: track.id,
      number: track.number,
      title: track.title,
      isrc: track.isrc,
      explicit: track.explicit,
      durationMs: track.audio.durationMs,
      audio: {
        format: track.audio.format,
        bytes: track.audio.bytes,
        sha256: track.audio.sha256,
        sampleRate: track.audio.sampleRate,
        channels: track.audio.channels,
        bitsPerSample: track.audio.bitsPerSample,
      },
    })),
    deliveries,
    timeline: lifecycle.timeline,
    rejections: lifecycle.rejections.map((rejection) => ({ ...rejection, reasonCodes: rejection.reasonCodes.filter(isReopeningReasonCode) })),
    takedowns: lifecycle.takedowns,
    takedownWait: lifecycle.takedownWait,
  };
}
