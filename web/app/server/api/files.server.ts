import { fileMedia, findUploadTarget, type MediaRefusal, type MediaSuccess } from '@slipcase/services';
import { BODY_TOO_LARGE, SERVER_FAILURE } from '@slipcase/api-contract/http-status';
import { z } from 'zod';
import { fileTooLargeError, uploadField, uploadMaxBytes, type UploadKind } from '../../lib/media-upload';
import { apiError, type ApiCaller } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import { apiJson, defineOperation, type HeaderSpec } from './operation.server';
import { coverJson, loadCover, loadTrack, trackJson } from './release-json.server';
import { withRequestFile } from './request-file.server';
import { coverJsonSchema, newTrackQuerySchema, trackJsonSchema } from '@slipcase/api-contract/track-schemas';

// Files go as the raw request body (decision 018): streamed to a temporary file, then the wizard's checks and
// storage (fileMedia, as a finished tus upload gets them).

const FILENAME_HEADER = 'X-Filename';

const filenameHeader: HeaderSpec = {
  name: FILENAME_HEADER,
  description: 'The file’s name (percent-encoded if it is not ASCII): a new track’s title when `title` is not given.',
  // Visible ASCII and spaces (what a header carries safely; other characters percent-encoded), a file name's length.
  schema: z.string().max(255).regex(/^[\x20-\x7e]*$/),
};

/** A refused file as the API answers it. */
export const refusal = (refused: MediaRefusal) =>
  apiError(refused.error.code, { field: refused.error.field, params: refused.error.params });

function filenameOf(request: Request): string {
  const raw = request.headers.get(FILENAME_HEADER) ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The body as a file of `kind` for the caller's release, refused before a byte is read when the release (or the
 * track) is not the caller's, cannot be changed, or has no room for another track.
 */
async function receive(
  caller: ApiCaller,
  request: Request,
  input: { releaseId: string; kind: UploadKind; trackId?: string; title?: string },
): Promise<MediaSuccess | Response> {
  const userId = caller.user.id;
  const deps = await serviceDeps();
  const target = await findUploadTarget(deps.prisma, { userId, releaseId: input.releaseId, kind: input.kind, trackId: input.trackId });
  if (!target.ok) return refusal(target);
  return withFile(request, input.kind, async (path) => {
    const file = { path, filename: filenameOf(request), title: input.title ?? null };
    try {
      const result = await fileMedia(deps, { ...input, userId, file });
      return result.ok ? result : refusal(result);
    } catch (error) {
      console.error('[v1] processing a file failed', error);
      return apiError('upload_failed', { status: SERVER_FAILURE, field: uploadField(input.kind) });
    }
  });
}

/** 413 for a file of `kind` over its limit (`audio_too_large`, `image_too_large`). */
export function tooLargeAnswer(kind: UploadKind): Response {
  const tooLarge = fileTooLargeError(kind);
  return apiError(tooLarge.code, { status: BODY_TOO_LARGE, field: tooLarge.field, params: tooLarge.params });
}

async function withFile<T>(request: Request, kind: UploadKind, handle: (path: string) => Promise<T | Response>): Promise<T | Response> {
  return withRequestFile(request, { maxBytes: uploadMaxBytes(kind) }, async (file) => {
    if (file.ok) return handle(file.path);
    // An empty file is read like any other and is no audio or image: refused by the upload rules.
    if (file.reason === 'empty') return apiError('upload_failed', { field: uploadField(kind) });
    return tooLargeAnswer(kind);
  });
}

const FILE_REFUSALS = [400, 404, 409, 413, 422] as const;

export const putArtwork = defineOperation({
  operationId: 'putArtwork',
  method: 'PUT',
  path: '/v1/releases/{id}/artwork',
  scope: 'write',
  tag: 'Files',
  summary: 'Set the cover',
  description: 'The image as the body: a square JPEG or PNG of at least 1500 px, under 20 MB, checked as the wizard checks it.',
  file: 'artwork',
  responses: { 200: { description: 'The stored cover', schema: z.object({ cover: coverJsonSchema }) } },
  refusals: FILE_REFUSALS,
  async handle({ caller, params, request }) {
    const releaseId = params.id ?? '';
    const received = await receive(caller, request, { releaseId, kind: 'artwork' });
    if (received instanceof Response) return received;
    return apiJson({ cover: coverJson(await loadCover(releaseId)) });
  },
});

async function trackAnswer(releaseId: string, received: MediaSuccess, status: number): Promise<Response> {
  const track = received.kind === 'audio' ? await loadTrack(releaseId, received.track.id) : null;
  if (!track) return apiError('invalid_transition', { field: 'audio' });
  return apiJson({ track: trackJson(track) }, status);
}

export const addTrack = defineOperation({
  operationId: 'addTrack',
  method: 'POST',
  path: '/v1/releases/{id}/tracks',
  scope: 'write',
  tag: 'Files',
  summary: 'Add a track, its audio as the body',
  description:
    'MP3, WAV, FLAC or AIFF of at most 100 MB, 1 to 20 minutes (intros and outros may be shorter), no silence over 10 seconds. The track gets the next number and an assigned ISRC; set its details with PATCH.',
  file: 'audio',
  query: newTrackQuerySchema,
  headers: [filenameHeader],
  responses: { 201: { description: 'The new track', schema: z.object({ track: trackJsonSchema }) } },
  refusals: FILE_REFUSALS,
  creates: { at: '/v1/releases/{id}/tracks/{trackId}', pointer: '/track/id' },
  async handle({ caller, params, query, request }) {
    const releaseId = params.id ?? '';
    const received = await receive(caller, request, { releaseId, kind: 'audio', title: query.title });
    return received instanceof Response ? received : trackAnswer(releaseId, received, 201);
  },
});

export const putTrackAudio = defineOperation({
  operationId: 'putTrackAudio',
  method: 'PUT',
  path: '/v1/releases/{id}/tracks/{trackId}/audio',
  scope: 'write',
  tag: 'Files',
  summary: 'Replace a track’s audio',
  description: 'The audio as the body, checked as a new track’s; the track keeps its number, title and ISRC.',
  file: 'audio',
  headers: [filenameHeader],
  responses: { 200: { description: 'The track with its new audio', schema: z.object({ track: trackJsonSchema }) } },
  refusals: FILE_REFUSALS,
  async handle({ caller, params, request }) {
    const releaseId = params.id ?? '';
    if (!params.trackId) return apiError('not_found', { field: 'trackId' });
    const received = await receive(caller, request, { releaseId, kind: 'audio', trackId: params.trackId });
    return received instanceof Response ? received : trackAnswer(releaseId, received, 200);
  },
});
