import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { basename, extname } from 'node:path';
import { nextSequenceValue, type PrismaClient } from '@slipcase/db';
import {
  assignIsrc,
  checkArtwork,
  checkAudio,
  checkSilences,
  checkTrackCount,
  checkTrackDuration,
  EDITABLE_STATUSES,
  isEditable,
  readSettings,
  type ArtworkFormat,
  type AudioFormat,
  type ErrorCode,
  type FieldError,
  type Plan,
  type Settings,
} from '@slipcase/domain';
import { createAudioAnalyzer, inspectImage, type AudioAnalysis } from '@slipcase/plugin-contract';
import type { FileStorage, StoredFile } from '@slipcase/workflows/services/index';
import type { FileStore } from '@tus/file-store';
import { uploadField, type MediaSuccess, type UploadedCover, type UploadedTrack, type UploadKind } from '../../lib/media-upload';
import { findUpload, removeUpload } from './tus-store.server';

/**
 * What happens to a received file, a finished tus upload (docs/decisions/016) or a `/v1` body streamed to a
 * temporary file (decision 018): the file is checked for what it really is (audio read whole by one ffmpeg run, its
 * header and its silences; artwork's header by sharp) against the domain's rules, then copied into the release's
 * storage and recorded in one database write. A tus upload is removed whatever the outcome, and a refused or failed file
 * leaves no stored file and no row.
 */

/** A decompression bomb is refused from its header: no cover needs more than 10000 x 10000 pixels. */
export const ARTWORK_MAX_SIDE_PX = 10_000;
const ARTWORK_MAX_PIXELS = ARTWORK_MAX_SIDE_PX * ARTWORK_MAX_SIDE_PX;

/** ffmpeg's silencedetect settings: quieter than -50 dB for at least 10 s (001 §9) is reported. */
export const SILENCE_NOISE_DB = -50;
export const SILENCE_MIN_SECONDS = 10;

/**
 * Uploads received at the same time share ffmpeg runs (starting ffmpeg costs more than decoding a track): a file
 * waits up to 100 ms for others, up to sixteen files to a run, one run per processor but one, which is left to
 * this server's own thread. A label's bulk upload reads about twelve files a run this way, not four.
 */
export const analyzeReceivedAudio = createAudioAnalyzer({
  silence: { noiseDb: SILENCE_NOISE_DB, minSeconds: SILENCE_MIN_SECONDS },
  batchSize: 16,
  runs: Math.max(1, availableParallelism() - 1),
  lingerMs: 100,
});

const AUDIO_EXTENSIONS: Record<AudioFormat, string> = { wav: 'wav', flac: 'flac', mp3: 'mp3', aiff: 'aiff' };
const ARTWORK_EXTENSIONS: Record<ArtworkFormat, string> = { jpeg: 'jpg', png: 'png' };

export interface MediaDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  now: Date;
  /** Defaults to readSettings(process.env) (the ISRC prefix). */
  settings?: Settings;
}

export interface UploadDeps extends MediaDeps {
  /** The tus folder the upload was sent to. */
  uploads: FileStore;
}

export interface ProcessUploadInput {
  userId: string;
  uploadId: string;
  kind: UploadKind;
  releaseId: string;
  /** Audio only: the track whose audio is replaced. */
  trackId?: string | null;
}

/** A file on this machine, to be checked and filed. */
export interface ReceivedMedia {
  path: string;
  /** The name the user's file had: a new track's title when none is given. */
  filename: string;
  /** A new track's title (the file name's otherwise). */
  title?: string | null;
  /** Audio already read by analyzeReceivedAudio (several uploads' files read together). */
  analysis?: AudioAnalysis;
  /**
   * The file's SHA-256, when the caller wants a file sent again to find its track: a new track whose audio the
   * release already has is not added twice, that track is answered (`kept`).
   */
  sha256?: string;
}

export interface ProcessFileInput {
  userId: string;
  kind: UploadKind;
  releaseId: string;
  /** Audio only: the track whose audio is replaced. */
  trackId?: string | null;
  file: ReceivedMedia;
}

/** A refusal: the HTTP status it is answered with and the error (code, field, params). */
export interface MediaRefusal {
  ok: false;
  status: number;
  error: FieldError;
}

export type MediaResult = MediaSuccess | MediaRefusal;

const refuse = (status: number, code: ErrorCode, field: string, params?: FieldError['params']): MediaRefusal => ({
  ok: false,
  status,
  error: { code, field, ...(params && { params }) },
});

/** Thrown inside a transaction to undo it and answer with the refusal. */
class Refused extends Error {
  constructor(readonly refusal: MediaRefusal) {
    super(refusal.error.code);
  }
}

// ——— Who may upload where ———

export interface UploadTarget {
  /** `nextNumber`: the number a new track gets, after the highest one the release has. */
  release: { id: string; type: string; coverKey: string | null; plan: Plan; trackCount: number; nextNumber: number };
  /** The release's tracks by the SHA-256 of their audio. */
  trackByAudio: ReadonlyMap<string, string>;
  track: { id: string; number: number; title: string; audioKey: string } | null;
  /** Storage keys the release's files use now. */
  usedKeys: Set<string>;
}

/**
 * The release (and track) an upload goes to, if the user may upload there: their own release (else `not_found`,
 * 404: another account's release is not admitted to exist), still editable, a draft or a rejected release being fixed (`invalid_transition`, 409), the track one
 * of its (404), and for a new track room for one more on the release's type and the owner's plan (`track_limit`).
 * The tus endpoint asks this before accepting a byte; the processing asks again.
 */
export async function findUploadTarget(
  prisma: PrismaClient,
  input: { userId: string; releaseId: string; kind: UploadKind; trackId?: string | null },
): Promise<{ ok: true; target: UploadTarget } | MediaRefusal> {
  const field = uploadField(input.kind);
  const release = await prisma.release.findUnique({
    where: { id: input.releaseId },
    select: {
      id: true,
      ownerId: true,
      status: true,
      type: true,
      coverKey: true,
      owner: { select: { plan: true } },
      tracks: { select: { id: true, number: true, title: true, audioKey: true, audioSha256: true } },
    },
  });
  if (!release || release.ownerId !== input.userId) return refuse(404, 'not_found', field);
  if (!isEditable(release.status)) return refuse(409, 'invalid_transition', field);
  let track: UploadTarget['track'] = null;
  if (input.trackId) {
    if (input.kind !== 'audio') return refuse(400, 'invalid_input', field);
    track = release.tracks.find((candidate) => candidate.id === input.trackId) ?? null;
    if (!track) return refuse(404, 'not_found', field);
  }
  const target: UploadTarget['release'] = {
    id: release.id,
    type: release.type,
    coverKey: release.coverKey,
    plan: release.owner.plan,
    trackCount: release.tracks.length,
    nextNumber: Math.max(0, ...release.tracks.map((t) => t.number)) + 1,
  };
  const limit = input.kind === 'audio' && !track ? trackLimitRefusal(target, 1) : null;
  if (limit) return limit;
  return {
    ok: true,
    target: {
      release: target,
      track,
      usedKeys: new Set([...(release.coverKey ? [release.coverKey] : []), ...release.tracks.map((t) => t.audioKey)]),
      trackByAudio: new Map(release.tracks.map((t) => [t.audioSha256, t.id])),
    },
  };
}

/** `track_limit` (409, on `audio`) when `adding` more tracks would pass the release type's and the plan's limit. */
export function trackLimitRefusal(release: UploadTarget['release'], adding: number): MediaRefusal | null {
  const { type, plan, trackCount } = release;
  const [limit] = checkTrackCount({ type, trackCount: trackCount + adding, plan }, uploadField('audio')).filter((error) => error.code === 'track_limit');
  return limit ? { ok: false, status: 409, error: limit } : null;
}

// ——— One upload at a time per release ———

const releaseQueues = new Map<string, Promise<unknown>>();

/**
 * Runs uploads to one release one after the other in this process, so two tracks finishing together get numbers
 * 2 and 3 and never write the same storage key. (The database's unique track number refuses a clash across
 * processes; the web server is one process.)
 */
async function oneAtATime<T>(releaseId: string, run: () => Promise<T>): Promise<T> {
  const previous = releaseQueues.get(releaseId) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(run);
  releaseQueues.set(releaseId, current);
  try {
    return await current;
  } finally {
    if (releaseQueues.get(releaseId) === current) releaseQueues.delete(releaseId);
  }
}

// ——— Processing ———

/**
 * Checks a finished upload and files it: artwork becomes the release's cover, audio a new track (next number,
 * title from the file name, an assigned ISRC) or the new audio of `trackId`. Anything refused answers the
 * domain's error for the file's field (`audio` or `artwork`). The caller's upload is removed in every case
 * but one: an upload not yet complete is kept so the browser can resume it. An upload of another account is
 * `not_found` and left alone.
 */
export async function processUpload(deps: UploadDeps, input: ProcessUploadInput): Promise<MediaResult> {
  const field = uploadField(input.kind);
  return oneAtATime(input.releaseId, async () => {
    const upload = await findUpload(deps.uploads, input.uploadId);
    if (!upload || upload.metadata.userId !== input.userId) return refuse(404, 'not_found', field);
    if (!upload.complete) return refuse(409, 'upload_failed', field);
    try {
      const trackId = input.trackId ?? upload.metadata.trackId;
      const { metadata } = upload;
      if (metadata.kind !== input.kind || metadata.releaseId !== input.releaseId || (metadata.trackId ?? null) !== (trackId ?? null)) {
        return refuse(400, 'invalid_input', field);
      }
      const file = { path: upload.path, filename: metadata.filename };
      return await fileMedia(deps, { userId: input.userId, releaseId: input.releaseId, kind: input.kind, trackId, file });
    } finally {
      await removeUpload(deps.uploads, upload.id);
    }
  });
}

/**
 * Checks a file already on this machine and files it as processUpload does (the same target checks, rules and
 * storage); the caller owns the file and removes it.
 */
export async function processFile(deps: MediaDeps, input: ProcessFileInput): Promise<MediaResult> {
  return oneAtATime(input.releaseId, () => fileMedia(deps, input));
}

async function fileMedia(deps: MediaDeps, input: ProcessFileInput): Promise<MediaResult> {
  const found = await findUploadTarget(deps.prisma, { userId: input.userId, releaseId: input.releaseId, kind: input.kind, trackId: input.trackId });
  if (!found.ok) return found;
  return input.kind === 'audio'
    ? fileAudio(deps, input.file, found.target, input.userId)
    : fileArtwork(deps, input.file, found.target, input.userId);
}

/** The file's name without its extension, as a first title ("Intro.wav" → "Intro"); `Track <n>` if nothing is left. */
export function titleFromFileName(fileName: string, number: number): string {
  const name = basename(fileName.replaceAll('\\', '/'));
  const title = name
    .slice(0, name.length - extname(name).length)
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return title || `Track ${number}`;
}

/** `preferred`, or a variant of it with a random suffix when the release already uses that key. */
function freshKey(usedKeys: ReadonlySet<string>, stem: string, extension: string): string {
  const preferred = `${stem}.${extension}`;
  return usedKeys.has(preferred) ? `${stem}-${randomBytes(4).toString('hex')}.${extension}` : preferred;
}

/** Stores the file, runs the database write; the stored file is removed again if the write fails or is refused. */
async function storeThenRecord<T>(
  storage: FileStorage,
  key: string,
  path: string,
  record: (file: StoredFile) => Promise<T>,
): Promise<T | MediaRefusal> {
  const file = await storage.put(key, path);
  try {
    return await record(file);
  } catch (error) {
    await storage.remove(file.key).catch(() => undefined);
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

async function fileAudio(deps: MediaDeps, upload: ReceivedMedia, target: UploadTarget, userId: string): Promise<MediaResult> {
  const { prisma, storage, now } = deps;
  const field = uploadField('audio');
  const releaseId = target.release.id;
  const replacing = target.track;
  const same = !replacing && upload.sha256 ? target.trackByAudio.get(upload.sha256) : undefined;
  if (same) return { ok: true, kind: 'audio', track: trackOf(await prisma.track.findUniqueOrThrow({ where: { id: same } })), replaced: false, kept: true };
  const probe = upload.analysis ?? (await analyzeReceivedAudio(upload.path));
  const durationMs = Math.round(probe.durationSeconds * 1000);
  const number = replacing?.number ?? target.release.nextNumber;
  const title = replacing?.title ?? (upload.title || titleFromFileName(upload.filename, number));
  const refused = audioRefusal(probe, title, field);
  if (refused || !probe.format) return refused ?? refuse(422, 'audio_format_unsupported', field);

  const stem = `releases/${releaseId}/tracks/${String(number).padStart(2, '0')}`;
  const key = freshKey(target.usedKeys, stem, AUDIO_EXTENSIONS[probe.format]);
  const audio = {
    audioFormat: probe.format,
    durationMs,
    sampleRate: probe.sampleRate ?? null,
    channels: probe.channels ?? null,
    bitsPerSample: probe.bitsPerSample ?? null,
  };
  const draft = { id: releaseId, ownerId: userId, status: { in: [...EDITABLE_STATUSES] } };

  const saved = await storeThenRecord(storage, key, upload.path, async (file) => {
    const facts = { ...audio, audioKey: file.key, audioBytes: file.bytes, audioSha256: file.sha256 };
    if (replacing) {
      const { count } = await prisma.track.updateMany({ where: { id: replacing.id, release: draft }, data: facts });
      if (count === 0) throw new Refused(refuse(409, 'invalid_transition', field));
      return prisma.track.findUniqueOrThrow({ where: { id: replacing.id } });
    }
    const settings = deps.settings ?? readSettings(process.env);
    return prisma.$transaction(async (tx) => {
      // The release is checked again inside the write: it may have been submitted or deleted meanwhile.
      if ((await tx.release.count({ where: draft })) === 0) throw new Refused(refuse(409, 'invalid_transition', field));
      const isrc = assignIsrc(settings.isrcPrefix, now.getUTCFullYear(), await nextSequenceValue(tx, 'isrc'));
      return tx.track.create({ data: { releaseId, number, title, isrc, createdAt: now, ...facts } });
    });
  });
  if ('ok' in saved) return saved;
  if (replacing && replacing.audioKey !== saved.audioKey) await storage.remove(replacing.audioKey).catch(() => undefined);
  return { ok: true, kind: 'audio', track: trackOf(saved), replaced: Boolean(replacing) };
}

/**
 * The upload rules on read audio (001 §9), as a 422 refusal of `field`, or null: size and real format first; then
 * the duration, which spares intros and outros (by `title`) the minimum; silence last.
 */
export function audioRefusal(probe: AudioAnalysis, title: string, field: string): MediaRefusal | null {
  const durationMs = Math.round(probe.durationSeconds * 1000);
  let errors: FieldError[] = checkAudio(probe, field).filter((e) => e.code !== 'audio_too_short' && e.code !== 'audio_too_long');
  if (errors.length === 0) errors = checkTrackDuration({ durationMs, title }, field);
  if (errors.length === 0) errors = checkSilences({ silences: probe.silences, durationMs }, field);
  const [error] = errors;
  if (error) return refuse(422, error.code, field, error.params);
  return probe.format ? null : refuse(422, 'audio_format_unsupported', field);
}

function trackOf(track: UploadedTrack): UploadedTrack {
  const { id, number, title, isrc, durationMs, audioFormat, audioBytes, sampleRate, channels, bitsPerSample } = track;
  return { id, number, title, isrc, durationMs, audioFormat, audioBytes, sampleRate, channels, bitsPerSample };
}

async function fileArtwork(deps: MediaDeps, upload: ReceivedMedia, target: UploadTarget, userId: string): Promise<MediaResult> {
  const { prisma, storage } = deps;
  const field = uploadField('artwork');
  const releaseId = target.release.id;
  const image = await inspectImage(upload.path, { limitInputPixels: ARTWORK_MAX_PIXELS });
  if (image.overPixelLimit) {
    return refuse(422, 'image_too_large', field, { max: `${ARTWORK_MAX_SIDE_PX}x${ARTWORK_MAX_SIDE_PX} px` });
  }
  const [error] = checkArtwork(image, field);
  if (error || !image.format) return refuse(422, error?.code ?? 'image_format_invalid', field, error?.params);

  const key = freshKey(target.usedKeys, `releases/${releaseId}/cover`, ARTWORK_EXTENSIONS[image.format]);
  const saved = await storeThenRecord(storage, key, upload.path, async (file) => {
    const { count } = await prisma.release.updateMany({
      where: { id: releaseId, ownerId: userId, status: { in: [...EDITABLE_STATUSES] } },
      data: {
        coverKey: file.key,
        coverFormat: image.format,
        coverWidth: image.width,
        coverHeight: image.height,
        coverBytes: file.bytes,
        coverSha256: file.sha256,
      },
    });
    if (count === 0) throw new Refused(refuse(409, 'invalid_transition', field));
    return file;
  });
  if ('ok' in saved) return saved;
  if (target.release.coverKey && target.release.coverKey !== saved.key) {
    await storage.remove(target.release.coverKey).catch(() => undefined);
  }
  const cover: UploadedCover = {
    format: image.format,
    width: image.width,
    height: image.height,
    bytes: saved.bytes,
    url: `/distributions/${encodeURIComponent(releaseId)}/cover?v=${saved.sha256.slice(0, 12)}`,
  };
  return { ok: true, kind: 'artwork', cover };
}
