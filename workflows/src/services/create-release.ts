import { randomUUID } from 'node:crypto';
import { nextSequenceValue, type PrismaClient } from '@slipcase/db';
import {
  AppError,
  assignIsrc,
  assignUpc,
  checkArtwork,
  checkAudio,
  readSettings,
  type ArtworkFormat,
  type AudioFormat,
  type FieldError,
  type Settings,
} from '@slipcase/domain';
import { inspectImage, probeAudio } from '@slipcase/plugin-contract';
import type { FileStorage, StoredFile } from './storage';

export interface UploadedFile {
  /** Where the upload sits on this machine (a temporary file); it is copied into storage, not moved. */
  path: string;
  /** The name the user gave it; only informative, the real format is read from the content. */
  fileName: string;
}

export interface CreateSingleReleaseInput {
  ownerId: string;
  artistId: string;
  title: string;
  /** YYYY-MM-DD */
  releaseDate: string;
  trackTitle: string;
  explicit?: boolean;
  audio: UploadedFile;
  cover: UploadedFile;
}

export interface CreateReleaseDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  now: Date;
  /** Defaults to readSettings(process.env). */
  settings?: Settings;
}

/** Every problem found in a release's input at once; `errors` name the input fields they concern. */
export class ReleaseValidationError extends AppError {
  constructor(readonly errors: FieldError[]) {
    const first = errors[0];
    super(
      first?.code ?? 'server_error',
      first?.field,
      first?.params,
      `Invalid release: ${errors.map((e) => `${e.field} ${e.code}`).join(', ')}`,
    );
    this.name = 'ReleaseValidationError';
  }
}

const AUDIO_EXTENSIONS: Record<AudioFormat, string> = { wav: 'wav', flac: 'flac', mp3: 'mp3', aiff: 'aiff' };
const ARTWORK_EXTENSIONS: Record<ArtworkFormat, string> = { jpeg: 'jpg', png: 'png' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : null;
}

async function checkInput(prisma: PrismaClient, input: CreateSingleReleaseInput) {
  const errors: FieldError[] = [];
  const required = (field: keyof CreateSingleReleaseInput, present: boolean) => {
    if (!present) errors.push({ code: 'required', field });
  };
  required('title', Boolean(input.title?.trim()));
  required('artistId', Boolean(input.artistId));
  required('trackTitle', Boolean(input.trackTitle?.trim()));
  required('audio', Boolean(input.audio?.path));
  required('cover', Boolean(input.cover?.path));

  // The error catalogue has no "malformed" code: a date that is not YYYY-MM-DD counts as missing.
  const releaseDate = input.releaseDate ? parseIsoDate(input.releaseDate) : null;
  if (!releaseDate) {
    errors.push({ code: 'required', field: 'releaseDate', ...(input.releaseDate ? { params: { format: 'YYYY-MM-DD' } } : {}) });
  }

  if (input.artistId) {
    const artist = await prisma.artist.findUnique({ where: { id: input.artistId }, select: { ownerId: true } });
    if (artist?.ownerId !== input.ownerId) errors.push({ code: 'not_found', field: 'artistId' });
  }

  const audio = input.audio?.path ? await probeAudio(input.audio.path) : null;
  if (audio) errors.push(...checkAudio(audio, 'audio'));
  const cover = input.cover?.path ? await inspectImage(input.cover.path) : null;
  if (cover) errors.push(...checkArtwork(cover, 'cover'));

  if (errors.length > 0 || !releaseDate || !audio?.format || !cover?.format) {
    throw new ReleaseValidationError(errors);
  }
  return { releaseDate, audio: { ...audio, format: audio.format }, cover: { ...cover, format: cover.format } };
}

/**
 * Creates a draft single from an uploaded track and cover. Nothing is half-done: either the release, its track,
 * its 'created' event and both stored files all exist, or none of them does.
 */
export async function createSingleRelease(
  deps: CreateReleaseDeps,
  input: CreateSingleReleaseInput,
): Promise<{ releaseId: string }> {
  const { prisma, storage, now } = deps;
  const settings = deps.settings ?? readSettings(process.env);
  const { releaseDate, audio, cover } = await checkInput(prisma, input);

  const releaseId = randomUUID();
  const stored: StoredFile[] = [];
  try {
    const coverFile = await storage.put(
      `releases/${releaseId}/cover.${ARTWORK_EXTENSIONS[cover.format]}`,
      input.cover.path,
    );
    stored.push(coverFile);
    const audioFile = await storage.put(
      `releases/${releaseId}/tracks/01.${AUDIO_EXTENSIONS[audio.format]}`,
      input.audio.path,
    );
    stored.push(audioFile);

    await prisma.$transaction(async (tx) => {
      const upc = assignUpc(settings.upcCompanyPrefix, await nextSequenceValue(tx, 'upc'));
      const isrc = assignIsrc(settings.isrcPrefix, now.getUTCFullYear(), await nextSequenceValue(tx, 'isrc'));
      await tx.release.create({
        data: {
          id: releaseId,
          ownerId: input.ownerId,
          artistId: input.artistId,
          title: input.title.trim(),
          type: 'single',
          status: 'draft',
          releaseDate,
          upc,
          coverKey: coverFile.key,
          coverFormat: cover.format,
          coverWidth: cover.width,
          coverHeight: cover.height,
          coverBytes: coverFile.bytes,
          coverSha256: coverFile.sha256,
          createdAt: now,
          tracks: {
            create: {
              number: 1,
              title: input.trackTitle.trim(),
              isrc,
              explicit: input.explicit ?? false,
              audioKey: audioFile.key,
              audioFormat: audio.format,
              audioBytes: audioFile.bytes,
              audioSha256: audioFile.sha256,
              durationMs: Math.round(audio.durationSeconds * 1000),
              sampleRate: audio.sampleRate ?? null,
              channels: audio.channels ?? null,
              bitsPerSample: audio.bitsPerSample ?? null,
              createdAt: now,
            },
          },
        },
      });
      await tx.activityEvent.create({
        data: {
          ownerId: input.ownerId,
          actorId: input.ownerId,
          actorRole: 'artist',
          releaseId,
          type: 'created',
          toStatus: 'draft',
          createdAt: now,
        },
      });
    });
  } catch (error) {
    await Promise.allSettled(stored.map((file) => storage.remove(file.key)));
    throw error;
  }
  return { releaseId };
}
