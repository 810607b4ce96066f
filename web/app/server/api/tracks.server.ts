import { autofixPerformers, checkWizardStep, trackDetails, type CheckResult, type FieldError, type ReleaseCheckContext, type TrackDraft } from '@slipcase/domain';
import { z } from 'zod';
import type { TrackInput } from '../../lib/wizard-schemas';
import { apiError } from '../api-auth.server';
import { checkContextFor, toReleaseDraft, type DraftRow } from '../wizard/draft.server';
import { deleteTrack, trackFormName, writeTrack } from '../wizard/tracks.server';
import { apiJson, defineOperation } from './operation.server';
import { warningsSchema } from '@slipcase/api-contract/problem-schemas';
import { apiProblems, problemOf } from './problems.server';
import type { Owner } from './release-changes.server';
import { editableRelease, loadRelease, loadTrack, releaseJson, trackJson } from './release-json.server';
import { releaseJsonSchema } from '@slipcase/api-contract/release-schemas';
import { trackChangesSchema, trackJsonSchema, type TrackChanges } from '@slipcase/api-contract/track-schemas';

/** A problem of track `index` of the release on that track's own path (`contributors.1.name`); others are dropped. */
function onTrack(errors: readonly FieldError[], index: number): FieldError[] {
  return errors.flatMap((error) => {
    const field = trackFormName(error.field, index);
    return field === null ? [] : [{ ...error, field: field.replace(/\[(\d+)\]/g, '.$1') }];
  });
}

/** The track as it would be with the changes: with no performer, the account holder (001 §5's autofix, as writeTrack). */
function changedTrack(owner: Owner, track: TrackDraft, changes: TrackChanges): TrackDraft {
  const changed = { ...track, ...changes };
  return { ...changed, performers: autofixPerformers({ performers: changed.performers }, owner.name) };
}

/**
 * The tracks step's rules on the release with the track changed: the problems and warnings of the fields sent.
 * `context` is checkContextFor(owner, release).
 */
export function checkTrackChanges(
  owner: Owner,
  release: DraftRow,
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

export function trackInput(trackId: string, track: TrackDraft): TrackInput {
  return { trackId, ...trackDetails(track) };
}

export const trackIndex = (release: DraftRow, trackId: string | undefined) => release.tracks.findIndex((track) => track.id === trackId);

export const updateTrack = defineOperation({
  operationId: 'updateTrack',
  method: 'PATCH',
  path: '/v1/releases/{id}/tracks/{trackId}',
  scope: 'write',
  tag: 'Tracks',
  summary: 'Change a track’s details and credits',
  description: 'Only the fields sent change, and only if every one of them passes the wizard’s rules: otherwise nothing is stored (400, every problem).',
  body: trackChangesSchema,
  responses: { 200: { description: 'The track as changed', schema: z.object({ track: trackJsonSchema, warnings: warningsSchema }) } },
  refusals: [400, 404, 409],
  async handle({ caller, params, body }) {
    const release = await editableRelease(caller, params.id ?? '');
    const index = trackIndex(release, params.trackId);
    if (index < 0) return apiError(404, 'not_found', { field: 'trackId' });
    const check = checkTrackChanges(caller.user, release, index, body, await checkContextFor(caller.user, release));
    if (check.errors.length > 0) return apiProblems(400, check.errors);
    const trackId = release.tracks[index]!.id;
    const written = await writeTrack(caller.user, release.id, trackInput(trackId, check.track));
    const track = 'notFound' in written ? null : await loadTrack(release.id, trackId);
    if (!track) return apiError(404, 'not_found', { field: 'trackId' });
    return apiJson({ track: trackJson(track), warnings: check.warnings.map(problemOf) });
  },
});

export const deleteTrackOperation = defineOperation({
  operationId: 'deleteTrack',
  method: 'DELETE',
  path: '/v1/releases/{id}/tracks/{trackId}',
  scope: 'write',
  tag: 'Tracks',
  summary: 'Remove a track (the others renumbered)',
  responses: { 200: { description: 'The release without the track', schema: z.object({ release: releaseJsonSchema }) } },
  refusals: [404, 409],
  async handle({ caller, params }) {
    const release = await editableRelease(caller, params.id ?? '');
    if (trackIndex(release, params.trackId) < 0 || !(await deleteTrack(release.id, params.trackId ?? ''))) {
      return apiError(404, 'not_found', { field: 'trackId' });
    }
    return apiJson({ release: releaseJson(await loadRelease(release.id)) });
  },
});
