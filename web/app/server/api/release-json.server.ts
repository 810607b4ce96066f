import { isEditable } from '@slipcase/domain';
import { COVER_FIELDS, findOwnRelease, loadDraft, loadCover as loadCoverColumns, loadTrack as loadTrackRow, ownsRelease, storedCredits, trackDescription } from '@slipcase/services';
import { apiError, type ApiCaller } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import type { DraftRow } from '../wizard/draft.server';
import type { ReleaseJson } from '@slipcase/api-contract/release-schemas';
import type { CoverJson, TrackJson } from '@slipcase/api-contract/track-schemas';

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

const db = async () => (await serviceDeps()).prisma;

export async function loadRelease(releaseId: string): Promise<DraftRow> {
  return loadDraft(await db(), releaseId);
}

/** The release's cover fields only, for an answer about the cover. */
export async function loadCover(releaseId: string): Promise<Pick<DraftRow, keyof typeof COVER_FIELDS>> {
  return loadCoverColumns(await db(), releaseId);
}

/** One track of the release with its credits (as loadRelease reads it), for an answer about that track; null if gone. */
export async function loadTrack(releaseId: string, trackId: string): Promise<DraftRow['tracks'][number] | null> {
  return loadTrackRow(await db(), releaseId, trackId);
}

/** The caller's release; another account's is not found (404), never shown. */
export async function ownRelease(caller: ApiCaller, releaseId: string): Promise<DraftRow> {
  return (await findOwnRelease(await db(), caller.user.id, releaseId)) ?? notFound();
}

/** Refuses (404) a release that is not the caller's, as ownRelease does, reading no more than its id. */
export async function requireOwnRelease(caller: ApiCaller, releaseId: string): Promise<void> {
  if (!(await ownsRelease(await db(), caller.user.id, releaseId))) notFound();
}

function notFound(): never {
  throw apiError('not_found', { field: 'id' });
}

/** The caller's release, which may still be changed: a draft, or a rejected release being fixed (else 409). */
export async function editableRelease(caller: ApiCaller, releaseId: string): Promise<DraftRow> {
  const release = await ownRelease(caller, releaseId);
  if (!isEditable(release.status)) throw apiError('invalid_transition', { field: 'status', params: { status: release.status } });
  return release;
}
