import type { MediaDeps } from './media-deps';
import type { MediaRefusal } from './media-refusal';
import type { AudioColumns } from './read-audio';
import { recordNewTracks, type NewTrackRow } from './record-tracks';
import { fileUnderReleaseLock } from './release-lock';
import { AUDIO_EXTENSIONS, freshKey, trackStem } from './stored-files';
import { lockedTarget } from './locked-target';
import { tracksFoundByAudio } from './upload-target';

/** A file of a batch of new tracks: read and checked (checkReadAudio) by the caller. */
export interface NewTrackFile {
  path: string;
  title: string;
  columns: AudioColumns;
  /** The file's SHA-256 when a file the release already has should find its track (`kept`, tracksFoundByAudio) rather than add one. */
  sha256?: string;
}

export type NewTracksResult = { ok: true; tracks: Array<{ id: string; kept: boolean }> } | MediaRefusal;

/**
 * Files several files as new tracks of the release at once (a `/v1` batch), numbered in order after its tracks:
 * the target checks of a single upload (room for them all on the release's type and the plan), then every file
 * stored and every track recorded in one transaction, or nothing. A file whose `sha256` the release already has
 * adds no track: that track is answered, `kept`, so a batch sent again never makes a track twice.
 */
export async function fileNewTracks(deps: MediaDeps, input: { userId: string; releaseId: string; files: readonly NewTrackFile[] }): Promise<NewTracksResult> {
  return fileUnderReleaseLock(deps, input.releaseId, async (tx, store) => {
    const newAudio = input.files.map((file) => file.sha256);
    const target = await lockedTarget(tx, { userId: input.userId, releaseId: input.releaseId, kind: 'audio', newAudio });
    const { release, tracksByAudio } = target;
    const existing = tracksFoundByAudio(tracksByAudio, newAudio);
    const usedKeys = new Set(target.usedKeys);
    const rows: NewTrackRow[] = [];
    const places = input.files.map((file, index) => {
      const kept = existing[index];
      if (kept) return kept;
      const number = release.nextNumber + rows.length;
      const key = freshKey(usedKeys, trackStem(release.id, number), AUDIO_EXTENSIONS[file.columns.audioFormat]);
      usedKeys.add(key);
      rows.push({ number, title: file.title, columns: file.columns, key, path: file.path, performer: release.ownerName });
      return rows.length - 1;
    });
    const made = await recordNewTracks(deps, tx, store, release.id, rows);
    const tracks = places.map((place) => (typeof place === 'string' ? { id: place, kept: true } : { id: made[place]!.id, kept: false }));
    return { ok: true as const, tracks };
  });
}
