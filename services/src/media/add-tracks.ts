import { isEditable, suggestSongTitle, type FieldError } from '@slipcase/domain';
import { sha256File } from '@slipcase/plugin-contract';
import { findOwnRelease } from '../releases/own-releases';
import { checkContextFor } from '../wizard/check-context';
import { checkTrackChanges, trackIndex, trackInput, type TrackChanges } from '../wizard/track-changes';
import { deleteTrack, writeTracks } from '../wizard/tracks';
import type { TrackOwner, WizardDeps } from '../wizard/wizard-inputs';
import { fileNewTracks, type NewTrackFile } from './file-new-tracks';
import type { MediaDeps } from './media-deps';
import { refuse, type MediaRefusal } from './media-refusal';
import { analyzeReceivedAudio, checkReadAudio } from './read-audio';
import { trackLimitRefusal, tracksFoundByAudio, type UploadTarget } from './upload-target';

/**
 * Every problem of the call, all of one kind (a file's audio, a track's details, a typed ISRC another track has),
 * fields named `tracks.<index>.…`.
 */
export interface TrackProblems {
  ok: false;
  errors: FieldError[];
}

export type AddTracksResult = { ok: true; trackIds: string[] } | MediaRefusal | TrackProblems;

const onTrack = (index: number, errors: readonly FieldError[]): FieldError[] => errors.map((error) => ({ ...error, field: `tracks.${index}.${error.field}` }));

/**
 * Adds the files as new tracks with their details, all of them or none: the audio of every file is read first
 * (together, in one ffmpeg run when it can) and checked as a single upload's; then they are filed together
 * (numbers in order, assigned ISRCs, one transaction); then every track's details are checked as PATCH checks
 * them. Any refusal removes the tracks this call made. A file whose very audio the release already has is not
 * added again: its track gets the details, so a call sent again (its first answer lost to a crash or a cut
 * connection, the first call perhaps still being filed) never makes a track twice. `found` is the release's
 * upload target as the caller found it before receiving the files.
 */
export async function addTracksWithDetails(
  deps: MediaDeps & WizardDeps,
  owner: TrackOwner,
  input: { found: UploadTarget; files: ReadonlyArray<{ path: string; filename: string }>; details: readonly TrackChanges[] },
): Promise<AddTracksResult> {
  const { found, files, details } = input;
  const target = found.release;
  const releaseId = target.id;
  const hashes = await Promise.all(files.map((file) => sha256File(file.path)));
  const limit = trackLimitRefusal(target, tracksFoundByAudio(found.tracksByAudio, hashes).filter((track) => !track).length);
  if (limit) return limit;

  const analyses = await Promise.all(files.map((file) => analyzeReceivedAudio(file.path)));
  const newFiles: NewTrackFile[] = [];
  const refused: FieldError[] = [];
  for (const [index, analysis] of analyses.entries()) {
    const title = details[index]!.title || suggestSongTitle(files[index]!.filename);
    const check = checkReadAudio(analysis, title, `tracks.${index}.audio`);
    if (check.ok) newFiles.push({ path: files[index]!.path, title, columns: check.columns, sha256: hashes[index] });
    else refused.push(check.error);
  }
  if (refused.length > 0) return { ok: false, errors: refused };

  const filed = await fileNewTracks(deps, { userId: owner.id, releaseId, files: newFiles });
  if (!filed.ok) return filed;
  const filedIds = filed.tracks.map((track) => track.id);
  const made = filed.tracks.filter((track) => !track.kept).map((track) => track.id);
  const undo = async () => {
    for (const trackId of made.reverse()) await deleteTrack(deps, releaseId, trackId);
  };
  try {
    const release = await findOwnRelease(deps.prisma, owner.id, releaseId);
    if (!release || !isEditable(release.status)) {
      await undo();
      return release ? refuse('invalid_transition', 'status', { status: release.status }) : refuse('not_found', 'id');
    }
    const context = await checkContextFor(deps, owner, release);
    const checks = filedIds.map((trackId, index) => checkTrackChanges(owner, release, trackIndex(release, trackId), details[index]!, context));
    const problems = checks.flatMap((check, index) => onTrack(index, check.errors));
    if (problems.length > 0) {
      await undo();
      return { ok: false, errors: problems };
    }
    const inputs = checks.map((check, index) => trackInput(filedIds[index]!, check.track));
    const written = await writeTracks(deps, owner, releaseId, inputs);
    if ('isrcTaken' in written) {
      await undo();
      return { ok: false, errors: onTrack(written.isrcTaken, [{ code: 'isrc_taken', field: 'isrc' }]) };
    }
  } catch (error) {
    await undo().catch(() => undefined);
    throw error;
  }
  return { ok: true, trackIds: filedIds };
}
