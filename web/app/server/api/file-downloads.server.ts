import { basename } from 'node:path';
import { mediaTypeOf } from '@slipcase/plugin-contract';
import { z } from 'zod';
import { API_HEADERS, apiError } from '../api-auth.server';
import { coverExportFile, trackExportFile, type ExportFile } from '@slipcase/services';
import { openStoredFile } from '../stored-file.server';
import { defineOperation, type HeaderSpec } from './operation.server';
import { ownRelease } from './release-json.server';

// The stored originals, streamed as they are (never read whole), for exports and backups.

const FILE_HEADERS: readonly HeaderSpec[] = [
  { name: 'Content-Length', description: 'The file’s size in bytes', schema: z.string() },
  { name: 'ETag', description: 'The SHA-256 the database holds for the file, hex, quoted', schema: z.string() },
  { name: 'Repr-Digest', description: 'The same SHA-256 as RFC 9530 writes it: `sha-256=:<base64>:`', schema: z.string() },
  {
    name: 'Content-Disposition',
    description: 'attachment, with the name an export gives the file (`<UPC>_01_<NN>.<ext>`, `<UPC>.<ext>`)',
    schema: z.string(),
  },
];

async function fileAnswer(file: ExportFile, field: string): Promise<Response> {
  const stored = await openStoredFile(file.key);
  if (!stored) {
    console.error(`[v1] the stored file ${file.key} is missing`);
    return apiError('not_found', { field });
  }
  return new Response(stored.body, {
    headers: {
      ...API_HEADERS,
      'Content-Type': mediaTypeOf(file.format),
      'Content-Length': String(stored.size),
      ETag: `"${file.sha256}"`,
      'Repr-Digest': `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`,
      'Content-Disposition': `attachment; filename="${basename(file.path)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export const getArtwork = defineOperation({
  operationId: 'getArtwork',
  method: 'GET',
  path: '/v1/releases/{id}/artwork',
  scope: 'read',
  tag: 'Files',
  summary: 'The cover as it was uploaded',
  description: 'The stored image streamed as it is, with the SHA-256 that `GET /v1/releases/{id}` gives for it. 404 when the release has no cover.',
  responses: { 200: { description: 'The image', media: ['image/jpeg', 'image/png'], headers: FILE_HEADERS } },
  refusals: [404],
  async handle({ caller, params }) {
    const file = coverExportFile(await ownRelease(caller, params.id ?? ''));
    return file ? fileAnswer(file, 'artwork') : apiError('not_found', { field: 'artwork' });
  },
});

export const getTrackAudio = defineOperation({
  operationId: 'getTrackAudio',
  method: 'GET',
  path: '/v1/releases/{id}/tracks/{trackId}/audio',
  scope: 'read',
  tag: 'Files',
  summary: 'A track’s audio as it was uploaded',
  description: 'The stored file streamed as it is (MP3, WAV, FLAC or AIFF), with the SHA-256 that `GET /v1/releases/{id}` gives for it.',
  responses: {
    200: { description: 'The audio', media: ['audio/mpeg', 'audio/wav', 'audio/flac', 'audio/aiff'], headers: FILE_HEADERS },
  },
  refusals: [404],
  async handle({ caller, params }) {
    const release = await ownRelease(caller, params.id ?? '');
    const track = release.tracks.find((each) => each.id === params.trackId);
    return track ? fileAnswer(trackExportFile(release, track), 'audio') : apiError('not_found', { field: 'trackId' });
  },
});
