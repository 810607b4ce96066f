import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { CoverJson, TrackJson } from '@slipcase/api-contract/track-schemas';
import type { COVER_FIELDS } from './own-releases';
import { storedCredits, trackDescription, type ReleaseDraftRow as DraftRow } from './release-draft';

// The release as `/v1` answers it, for the web's `/v1` operations and the CLI's local mode alike.

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function trackJson(track: DraftRow['tracks'][number]): TrackJson {
  return {
    id: track.id,
    number: track.number,
    title: track.title,
    version: track.version,
    isrc: track.isrc,
    isrcEntered: track.isrcEntered,
    ...trackDescription(track),
    composerName: track.composerName,
    composerSpotifyUri: track.composerSpotifyUri,
    ...storedCredits(track),
    audio: {
      format: track.audioFormat,
      bytes: track.audioBytes,
      sha256: track.audioSha256,
      durationMs: track.durationMs,
      sampleRate: track.sampleRate,
      channels: track.channels,
      bitsPerSample: track.bitsPerSample,
    },
  };
}

export function coverJson(release: Pick<DraftRow, keyof typeof COVER_FIELDS>): CoverJson | null {
  if (!release.coverKey) return null;
  return {
    format: release.coverFormat,
    width: release.coverWidth,
    height: release.coverHeight,
    bytes: release.coverBytes,
    sha256: release.coverSha256,
  };
}

/** The release as `/v1` answers it: what may be changed, the status, and every stored file's SHA-256. */
export function releaseJson(release: DraftRow): ReleaseJson {
  return {
    id: release.id,
    status: release.status,
    title: release.title,
    artist: { id: release.artistId, name: release.artist.name },
    type: release.type,
    primaryGenre: release.primaryGenre,
    secondaryGenre: release.secondaryGenre,
    language: release.language,
    label: release.label,
    upc: release.upc,
    upcEntered: release.upcEntered,
    featuredArtists: release.featuredArtists,
    platforms: release.platforms,
    releaseDate: isoDay(release.releaseDate),
    schedule: release.schedule,
    presaveEnabled: release.presaveEnabled,
    presaveDate: release.presaveDate ? isoDay(release.presaveDate) : null,
    agreements: release.agreements,
    submittedAt: release.submittedAt?.toISOString() ?? null,
    createdAt: release.createdAt.toISOString(),
    updatedAt: release.updatedAt.toISOString(),
    cover: coverJson(release),
    tracks: release.tracks.map(trackJson),
  };
}
