import { RELEASE_AGREEMENTS, trackDetails, type ContributorRole, type Instrument, type TrackDraft } from '@slipcase/domain';
import type { releaseChangesSchema } from '@slipcase/api-contract/release-schemas';
import type { trackChangesSchema } from '@slipcase/api-contract/track-schemas';
import type { z } from 'zod';
import type { ReadyRelease } from '../manifest';

export type ReleaseBody = z.input<typeof releaseChangesSchema>;
export type TrackBody = z.input<typeof trackChangesSchema>;

/**
 * `POST /v1/releases` (and the `PATCH` of a release made on an earlier run) for a manifest's release: its fields
 * as the wizard holds them, the account's artist found by name, and the agreements only when the label accepted
 * them (`--accept-agreements`), as on the web.
 */
export function releaseBody(ready: ReadyRelease, artistId: string, acceptAgreements: boolean): ReleaseBody {
  const { release } = ready;
  return {
    title: release.title,
    artistId,
    type: release.type as ReleaseBody['type'],
    // Never null: a release keeps its genre and language (the manifest's check reports them missing).
    primaryGenre: release.primaryGenre ?? undefined,
    secondaryGenre: release.secondaryGenre,
    language: release.language ?? undefined,
    label: release.label,
    upc: release.upc || null,
    featuredArtists: [...release.featuredArtists],
    platforms: [...release.platforms],
    ...(release.releaseDate && { releaseDate: release.releaseDate }),
    schedule: release.schedule as ReleaseBody['schedule'],
    presaveEnabled: release.presaveEnabled,
    presaveDate: release.presaveDate,
    ...(acceptAgreements && { agreements: [...RELEASE_AGREEMENTS] }),
  };
}

/** `PATCH /v1/releases/{id}/tracks/{trackId}`: a track's details and credits, every list given whole. */
export function trackBody(track: TrackDraft): TrackBody {
  const details = trackDetails(track);
  return {
    ...details,
    version: (details.version || null) as TrackBody['version'],
    isrc: details.isrc || null,
    contributors: details.contributors.map((each) => ({ ...each, role: each.role as ContributorRole })),
    performers: details.performers.map((each) => ({ name: each.name, instrument: (each.instrument ?? null) as Instrument | null })),
  };
}
