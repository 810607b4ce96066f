import { addTracksWithDetails, findUploadTarget, type UploadTarget } from '@slipcase/services';
import { problemsStatus } from '@slipcase/api-contract/http-status';
import { z } from 'zod';
import { uploadMaxBytes } from '../../lib/media-upload';
import { apiError, type ApiCaller } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import { refusal, tooLargeAnswer } from './files.server';
import { apiJson, defineOperation, JSON_BODY_MAX_BYTES } from './operation.server';
import { apiProblems, issueErrors } from './problems.server';
import { loadRelease, releaseJson } from './release-json.server';
import { withRequestForm, type FormFile } from './request-form.server';
import { trackChangesSchema, trackJsonSchema, type TrackChanges } from '@slipcase/api-contract/track-schemas';

/** Most tracks one call adds: an album's worth (the plan's and type's limits apply as well). */
export const TRACK_BATCH_MAX = 20;

/** The `tracks` field: each new track's details, in the order of the `audio` files. */
export const newTracksSchema = z.array(trackChangesSchema).min(1).max(TRACK_BATCH_MAX);

function parseDetails(text: string | null): { ok: true; value: TrackChanges[] } | { ok: false; response: Response } {
  let input: unknown;
  try {
    input = JSON.parse(text ?? '');
  } catch {
    return { ok: false, response: apiError('invalid_input', { field: 'tracks' }) };
  }
  const result = newTracksSchema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: apiProblems(400, issueErrors(result.error.issues).map((error) => ({ ...error, field: `tracks.${error.field}` }))) };
}

/** The new tracks as the release now has them, in the order of the files. */
async function addTracksFrom(caller: ApiCaller, found: UploadTarget, files: readonly FormFile[], details: readonly TrackChanges[]): Promise<Response> {
  const added = await addTracksWithDetails(await serviceDeps(), caller.user, { found, files, details });
  if ('errors' in added) return apiProblems(problemsStatus(added.errors), added.errors);
  if (!added.ok) return refusal(added);
  const onRelease = releaseJson(await loadRelease(found.release.id)).tracks;
  return apiJson({ tracks: added.trackIds.map((id) => onRelease.find((track) => track.id === id)) }, 201);
}

export const addTracks = defineOperation({
  operationId: 'addTracks',
  method: 'POST',
  path: '/v1/releases/{id}/tracks/batch',
  scope: 'write',
  tag: 'Files',
  summary: 'Add several tracks with their details at once',
  description:
    'A `multipart/form-data` body: `tracks`, a JSON array of each new track’s details (the fields of PATCH on a track; `title` defaults to the file name), then one `audio` file per track, in the same order. Every file is checked as a single track’s audio and every track’s details as PATCH checks them; all the tracks are added, numbered in that order after the existing ones, or none is (every problem answered, fields named `tracks.<index>.…`). A file whose very audio (SHA-256) the release already has is not added again: that track gets the details and is answered (the second file with some audio finds the second track with it), so a call sent again after its answer was lost never makes a track twice. The tracks are answered in the order of the files.',
  form: { json: { name: 'tracks', schema: newTracksSchema }, files: { name: 'audio', kind: 'audio' } },
  responses: { 201: { description: 'The new tracks', schema: z.object({ tracks: z.array(trackJsonSchema) }) } },
  refusals: [400, 404, 409, 413, 422],
  creates: { at: '/v1/releases/{id}/tracks/{trackId}', pointer: '/tracks/0/id' },
  async handle({ caller, params, request }) {
    // Refused before a byte of the form is read when the release is not the caller's, or is not editable.
    // Room for the tracks is checked once the files are hashed: those the release already has add none.
    const found = await findUploadTarget((await serviceDeps()).prisma, { userId: caller.user.id, releaseId: params.id ?? '', kind: 'audio', newAudio: [] });
    if (!found.ok) return refusal(found);
    const limits = { fileField: 'audio', maxFileBytes: uploadMaxBytes('audio'), maxTextBytes: JSON_BODY_MAX_BYTES };
    return withRequestForm(request, limits, async (form) => {
      if (!form.ok && form.reason === 'too_large') return tooLargeAnswer('audio');
      if (!form.ok) return apiError('invalid_input', { field: 'body' });
      const details = parseDetails(form.text('tracks'));
      if (!details.ok) return details.response;
      if (form.files.length !== details.value.length) return apiError('invalid_input', { field: 'audio' });
      return addTracksFrom(caller, found.target, form.files, details.value);
    });
  },
});
