import { autofixPerformers, checkWizardStep, trackDetails, type CheckResult, type FieldError, type ReleaseCheckContext, type TrackDraft } from '@slipcase/domain';
import { toReleaseDraft, type ReleaseDraftRow } from '../releases/release-draft';
import { trackFormName } from './track-errors';
import type { TrackInput, TrackOwner } from './wizard-inputs';

/** Fields of a track sent to change it (`/v1`): any of its details and credits. */
export type TrackChanges = Partial<ReturnType<typeof trackDetails>>;

/** A problem of track `index` of the release on that track's own path (`contributors.1.name`); others are dropped. */
function onTrack(errors: readonly FieldError[], index: number): FieldError[] {
  return errors.flatMap((error) => {
    const field = trackFormName(error.field, index);
    return field === null ? [] : [{ ...error, field: field.replace(/\[(\d+)\]/g, '.$1') }];
  });
}

/** The track as it would be with the changes: with no performer, the account holder (001 §5's autofix, as writeTrack). */
function changedTrack(owner: TrackOwner, track: TrackDraft, changes: TrackChanges): TrackDraft {
  const changed = { ...track, ...changes };
  return { ...changed, performers: autofixPerformers({ performers: changed.performers }, owner.name) };
}

/**
 * The tracks step's rules on the release with the track changed: the problems and warnings of the fields sent.
 * `context` is checkContextFor(deps, owner, release).
 */
export function checkTrackChanges(
  owner: TrackOwner,
  release: ReleaseDraftRow,
  index: number,
  changes: TrackChanges,
  context: ReleaseCheckContext,
): CheckResult & { track: TrackDraft } {
  const draft = toReleaseDraft(release);
  const track = changedTrack(owner, draft.tracks[index]!, changes);
  const tracks = draft.tracks.map((each, at) => (at === index ? track : each));
  const { errors, warnings } = checkWizardStep('tracks', { ...draft, tracks }, context);
  const sent = (error: FieldError) => Object.hasOwn(changes, error.field.split('.')[0] ?? '');
  return { errors: onTrack(errors, index).filter(sent), warnings: onTrack(warnings, index).filter(sent), track };
}

/** What writeTrack stores of a changed track. */
export function trackInput(trackId: string, track: TrackDraft): TrackInput {
  return { trackId, ...trackDetails(track) };
}

/** The track's place on the release (-1 when it has no such track). */
export const trackIndex = (release: ReleaseDraftRow, trackId: string | undefined) => release.tracks.findIndex((track) => track.id === trackId);
