import { changeTrack, deleteTrack, trackIndex } from '@slipcase/services';
import { z } from 'zod';
import { apiError } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';
import { warningsSchema } from '@slipcase/api-contract/problem-schemas';
import { apiProblems, problemOf } from './problems.server';
import { editableRelease, loadRelease, loadTrack, releaseJson, trackJson } from './release-json.server';
import { releaseJsonSchema } from '@slipcase/api-contract/release-schemas';
import { trackChangesSchema, trackJsonSchema } from '@slipcase/api-contract/track-schemas';

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
    const changed = await changeTrack(await serviceDeps(), caller.user, release, params.trackId, body);
    if (changed.outcome === 'refused') return apiProblems(400, changed.errors);
    if (changed.outcome === 'conflict') return apiProblems(409, changed.errors);
    const track = changed.outcome === 'done' ? await loadTrack(release.id, changed.trackId) : null;
    if (changed.outcome !== 'done' || !track) return apiError('not_found', { field: 'trackId' });
    return apiJson({ track: trackJson(track), warnings: changed.warnings.map(problemOf) });
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
    if (trackIndex(release, params.trackId) < 0 || !(await deleteTrack(await serviceDeps(), release.id, params.trackId ?? ''))) {
      return apiError('not_found', { field: 'trackId' });
    }
    return apiJson({ release: releaseJson(await loadRelease(release.id)) });
  },
});
