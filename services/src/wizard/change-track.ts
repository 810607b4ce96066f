import type { FieldError } from '@slipcase/domain';
import type { ReleaseDraftRow } from '../releases/release-draft';
import { checkContextFor } from './check-context';
import { checkTrackChanges, trackIndex, trackInput, type TrackChanges } from './track-changes';
import { writeTrack } from './tracks';
import type { TrackOwner, WizardDeps } from './wizard-inputs';

/**
 * What a change of a track's details came to: `not_found` (the release has no such track), `refused` (the tracks
 * step's problems of the fields sent, nothing stored), `conflict` (a typed ISRC another track has, nothing stored),
 * or `done` with the rules' warnings.
 */
export type TrackChangeResult =
  | { outcome: 'not_found' }
  | { outcome: 'refused'; errors: FieldError[] }
  | { outcome: 'conflict'; errors: FieldError[] }
  | { outcome: 'done'; trackId: string; warnings: FieldError[] };

/**
 * Changes the fields sent of one track of an editable release (`release`, the owner's, as findOwnRelease reads
 * it), only if every one of them passes the tracks step's rules: `PATCH /v1/releases/{id}/tracks/{trackId}` and
 * `slipcase upload` both change a track here.
 */
export async function changeTrack(
  deps: WizardDeps,
  owner: TrackOwner,
  release: ReleaseDraftRow,
  trackId: string | undefined,
  changes: TrackChanges,
): Promise<TrackChangeResult> {
  const index = trackIndex(release, trackId);
  const track = release.tracks[index];
  if (!track) return { outcome: 'not_found' };
  const check = checkTrackChanges(owner, release, index, changes, await checkContextFor(deps, owner, release));
  if (check.errors.length > 0) return { outcome: 'refused', errors: check.errors };
  const written = await writeTrack(deps, owner, release.id, trackInput(track.id, check.track));
  if ('isrcTaken' in written) return { outcome: 'conflict', errors: [{ code: 'isrc_taken', field: 'isrc' }] };
  if ('notFound' in written) return { outcome: 'not_found' };
  return { outcome: 'done', trackId: track.id, warnings: check.warnings };
}
