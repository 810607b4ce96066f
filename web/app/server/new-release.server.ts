import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getPrisma } from '@slipcase/db';
import { ARTWORK_MAX_BYTES, AUDIO_MAX_BYTES, checkArtwork, checkAudio, type FieldError } from '@slipcase/domain';
import { createSingleRelease, defaultStorage, ReleaseValidationError } from '@slipcase/workflows/services/index';
import { encodeError } from '../lib/error-messages';
import { newReleaseSchema } from '../lib/new-release-schema';
import { withMultipartForm } from './uploads.server';

type FileField = 'audio' | 'cover';
const FILE_FIELDS: FileField[] = ['audio', 'cover'];

/**
 * Streaming limits: a little above the rules, which createSingleRelease applies exactly; they only stop a huge
 * upload early. Past a limit the field gets the error the domain rule gives for a file that is too large.
 */
const STREAM_LIMITS: Record<FileField, { maxBytes: number; tooLarge: () => FieldError | undefined }> = {
  audio: {
    maxBytes: AUDIO_MAX_BYTES + 1024 * 1024,
    tooLarge: () => checkAudio({ format: 'wav', durationSeconds: 0, sizeBytes: Number.MAX_SAFE_INTEGER }, 'audio')[0],
  },
  cover: {
    maxBytes: ARTWORK_MAX_BYTES + 1024 * 1024,
    tooLarge: () =>
      checkArtwork({ format: 'png', width: 0, height: 0, sizeBytes: Number.MAX_SAFE_INTEGER }, 'cover')[0],
  },
};

function groupByField(errors: readonly FieldError[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const error of errors) (grouped[error.field] ??= []).push(encodeError(error));
  return grouped;
}

export type NewReleaseResult = { releaseId: string } | { reply: SubmissionResult<string[]> };

/**
 * Receives the new-release form (files streamed to a temporary directory, removed afterwards) and creates the
 * draft; or gives the form's errors, each field's as error codes with their parameters.
 */
export async function receiveNewRelease(request: Request, ownerId: string): Promise<NewReleaseResult> {
  const maxBytes = Object.fromEntries(FILE_FIELDS.map((field) => [field, STREAM_LIMITS[field].maxBytes]));
  return withMultipartForm(request, { maxBytes }, async (form): Promise<NewReleaseResult> => {
    if (!form.ok) {
      const error = STREAM_LIMITS[form.tooLarge as FileField].tooLarge();
      return { reply: { status: 'error', error: error ? groupByField([error]) : { '': ['upload_failed'] } } };
    }
    const submission = parseWithZod(form.formData, { schema: newReleaseSchema });
    const audio = form.file('audio');
    const cover = form.file('cover');
    if (submission.status !== 'success' || !audio || !cover) {
      return { reply: submission.reply({ hideFields: FILE_FIELDS }) };
    }
    try {
      const { audio: _audio, cover: _cover, ...fields } = submission.value;
      return await createSingleRelease(
        { prisma: getPrisma(), storage: defaultStorage(), now: new Date() },
        { ...fields, ownerId, audio, cover },
      );
    } catch (error) {
      if (!(error instanceof ReleaseValidationError)) throw error;
      return { reply: submission.reply({ fieldErrors: groupByField(error.errors), hideFields: FILE_FIELDS }) };
    }
  });
}

export { releasePath } from '../lib/paths';
