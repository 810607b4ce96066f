import { getPrisma } from '@slipcase/db';
import { sha256File } from '@slipcase/plugin-contract';
import type { FieldError } from '@slipcase/domain';
import {
  analyzeReceivedAudio,
  checkReadAudio,
  fileNewTracks,
  findUploadTarget,
  titleFromFileName,
  trackLimitRefusal,
  tracksFoundByAudio,
  type NewTrackFile,
  type UploadTarget,
} from '@slipcase/services';
import { z } from 'zod';
import { uploadMaxBytes } from '../../lib/media-upload';
import { apiError, type ApiCaller } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import { checkContextFor } from '../wizard/draft.server';
import { deleteTrack, writeTracks } from '../wizard/tracks.server';
import { refusal, tooLargeAnswer } from './files.server';
import { apiJson, defineOperation, JSON_BODY_MAX_BYTES } from './operation.server';
import { apiProblems, issueErrors } from './problems.server';
import { editableRelease, loadRelease, releaseJson } from './release-json.server';
import { withRequestForm, type FormFile } from './request-form.server';
import { trackChangesSchema, trackJsonSchema, type TrackChanges } from './track-schemas';
import { checkTrackChanges, trackIndex, trackInput } from './tracks.server';

/** Most tracks one call adds: an album's worth (the plan's and type's limits apply as well). */
export const TRACK_BATCH_MAX = 20;

/** The `tracks` field: each new track's details, in the order of the `audio` files. */
export const newTracksSchema = z.array(trackChangesSchema).min(1).max(TRACK_BATCH_MAX);

const onTrack = (index: number, errors: readonly FieldError[]): FieldError[] => errors.map((error) => ({ ...error, field: `tracks.${index}.${error.field}` }));

function parseDetails(text: string | null): { ok: true; value: TrackChanges[] } | { ok: false; response: Response } {
  let input: unknown;
  try {
    input = JSON.parse(text ?? '');
  } catch {
    return { ok: false, response: apiError(400, 'invalid_input', { field: 'tracks' }) };
  }
  const result = newTracksSchema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: apiProblems(400, issueErrors(result.error.issues).map((error) => ({ ...error, field: `tracks.${error.field}` }))) };
}

/**
 * Adds the files as new tracks with their details, all of them or none: the audio of every file is read first
 * (together, in one ffmpeg run when it can) and checked as a single upload's; then they are filed together
 * (numbers in order, assigned ISRCs, one transaction); then every track's details are checked as PATCH checks
 * them. Any refusal removes the tracks this call made. A file whose very audio the release already has is not
 * added again: its track gets the details, so a call sent again (its first answer lost to a crash or a cut
 * connection, the first call perhaps still being filed) never makes a track twice.
 */
async function addTracksFrom(caller: ApiCaller, found: UploadTarget, files: readonly FormFile[], details: readonly TrackChanges[]): Promise<Response> {
  const owner = caller.user;
  const target = found.release;
  const releaseId = target.id;
  const hashes = await Promise.all(files.map((file) => sha256File(file.path)));
  const limit = trackLimitRefusal(target, tracksFoundByAudio(found.tracksByAudio, hashes).filter((track) => !track).length);
  if (limit) return refusal(limit);

  const analyses = await Promise.all(files.map((file) => analyzeReceivedAudio(file.path)));
  const newFiles: NewTrackFile[] = [];
  const refused: FieldError[] = [];
  for (const [index, analysis] of analyses.entries()) {
    const title = details[index]!.title || titleFromFileName(files[index]!.filename, target.trackCount + index + 1);
    const check = checkReadAudio(analysis, title, `tracks.${index}.audio`);
    if (check.ok) newFiles.push({ path: files[index]!.path, title, columns: check.columns, sha256: hashes[index] });
    else refused.push(check.error);
  }
  if (refused.length > 0) return apiProblems(422, refused);

  const filed = await fileNewTracks(await serviceDeps(), { userId: owner.id, releaseId, files: newFiles });
  if (!filed.ok) return refusal(filed);
  const filedIds = filed.tracks.map((track) => track.id);
  const made = filed.tracks.filter((track) => !track.kept).map((track) => track.id);
  const undo = async () => {
    for (const trackId of made.reverse()) await deleteTrack(releaseId, trackId);
  };
  try {
    const release = await editableRelease(caller, releaseId);
    const context = await checkContextFor(owner, release);
    const checks = filedIds.map((trackId, index) => checkTrackChanges(owner, release, trackIndex(release, trackId), details[index]!, context));
    const problems = checks.flatMap((check, index) => onTrack(index, check.errors));
    if (problems.length > 0) {
      await undo();
      return apiProblems(400, problems);
    }
    const inputs = checks.map((check, index) => trackInput(filedIds[index]!, check.track));
    await writeTracks(owner, releaseId, inputs, { madeNow: made.length === filedIds.length });
  } catch (error) {
    await undo().catch(() => undefined);
    throw error;
  }
  const onRelease = releaseJson(await loadRelease(releaseId)).tracks;
  return apiJson({ tracks: filedIds.map((id) => onRelease.find((track) => track.id === id)) }, 201);
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
  async handle({ caller, params, request }) {
    // Refused before a byte of the form is read when the release is not the caller's, or is not editable.
    // Room for the tracks is checked once the files are hashed: those the release already has add none.
    const found = await findUploadTarget(getPrisma(), { userId: caller.user.id, releaseId: params.id ?? '', kind: 'audio', newAudio: [] });
    if (!found.ok) return refusal(found);
    const limits = { fileField: 'audio', maxFileBytes: uploadMaxBytes('audio'), maxTextBytes: JSON_BODY_MAX_BYTES };
    return withRequestForm(request, limits, async (form) => {
      if (!form.ok && form.reason === 'too_large') return tooLargeAnswer('audio');
      if (!form.ok) return apiError(400, 'invalid_input', { field: 'body' });
      const details = parseDetails(form.text('tracks'));
      if (!details.ok) return details.response;
      if (form.files.length !== details.value.length) return apiError(400, 'invalid_input', { field: 'audio' });
      return addTracksFrom(caller, found.target, form.files, details.value);
    });
  },
});
