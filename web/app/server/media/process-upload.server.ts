import { randomBytes } from 'node:crypto';
import { basename, extname } from 'node:path';
import { nextSequenceValue, type PrismaClient, type Track } from '@slipcase/db';
import { assignIsrc, checkArtwork, EDITABLE_STATUSES, readSettings, type ArtworkFormat, type AudioFormat, type Settings } from '@slipcase/domain';
import { inspectImage, type AudioAnalysis } from '@slipcase/plugin-contract';
import type { FileStorage, StoredFile } from '@slipcase/services';
import type { FileStore } from '@tus/file-store';
import { uploadField, type MediaSuccess, type UploadedCover, type UploadedTrack, type UploadKind } from '../../lib/media-upload';
import { analyzeReceivedAudio, checkReadAudio, type AudioColumns } from './read-audio.server';
import { findUpload, removeUpload } from './tus-store.server';
import { findUploadTarget, refuse, tracksFoundByAudio, type MediaRefusal, type UploadTarget } from './upload-target.server';

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
}

export interface ProcessFileInput {
  userId: string;
  kind: UploadKind;
  releaseId: string;
  /** Audio only: the track whose audio is replaced. */
  trackId?: string | null;
  file: ReceivedMedia;
}

export type MediaResult = MediaSuccess | MediaRefusal;

/** Thrown inside a transaction to undo it and answer with the refusal. */
class Refused extends Error {
  constructor(readonly refusal: MediaRefusal) {
    super(refusal.error.code);
  }
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

/** Stores the files, runs the database write; the stored files are removed again if the write fails or is refused. */
async function storeAllThenRecord<T>(
  storage: FileStorage,
  files: ReadonlyArray<{ key: string; path: string }>,
  record: (stored: StoredFile[]) => Promise<T>,
): Promise<T | MediaRefusal> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) stored.push(await storage.put(file.key, file.path));
    return await record(stored);
  } catch (error) {
    await Promise.all(stored.map((file) => storage.remove(file.key).catch(() => undefined)));
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** storeAllThenRecord for one file. */
function storeThenRecord<T>(storage: FileStorage, key: string, path: string, record: (stored: StoredFile) => Promise<T>): Promise<T | MediaRefusal> {
  return storeAllThenRecord(storage, [{ key, path }], ([stored]) => record(stored!));
}

async function fileAudio(deps: MediaDeps, upload: ReceivedMedia, target: UploadTarget, userId: string): Promise<MediaResult> {
  const { prisma, storage } = deps;
  const field = uploadField('audio');
  const releaseId = target.release.id;
  const replacing = target.track;
  const probe = upload.analysis ?? (await analyzeReceivedAudio(upload.path));
  const number = replacing?.number ?? target.release.nextNumber;
  const title = replacing?.title ?? (upload.title || titleFromFileName(upload.filename, number));
  const checked = checkReadAudio(probe, title, field);
  if (!checked.ok) return checked;
  const key = freshKey(target.usedKeys, trackStem(releaseId, number), AUDIO_EXTENSIONS[checked.columns.audioFormat]);

  if (!replacing) {
    const made = await recordNewTracks(deps, userId, releaseId, [{ number, title, columns: checked.columns, key, path: upload.path }]);
    return Array.isArray(made) ? { ok: true, kind: 'audio', track: trackOf(made[0]!), replaced: false } : made;
  }
  const draft = { id: releaseId, ownerId: userId, status: { in: [...EDITABLE_STATUSES] } };
  const saved = await storeThenRecord(storage, key, upload.path, async (file) => {
    const facts = { ...checked.columns, audioKey: file.key, audioBytes: file.bytes, audioSha256: file.sha256 };
    const { count } = await prisma.track.updateMany({ where: { id: replacing.id, release: draft }, data: facts });
    if (count === 0) throw new Refused(refuse(409, 'invalid_transition', field));
    return prisma.track.findUniqueOrThrow({ where: { id: replacing.id } });
  });
  if ('ok' in saved) return saved;
  if (replacing.audioKey !== saved.audioKey) await storage.remove(replacing.audioKey).catch(() => undefined);
  return { ok: true, kind: 'audio', track: trackOf(saved), replaced: true };
}

/** Where a track's audio is stored, before its extension: `releases/<id>/tracks/07`. */
const trackStem = (releaseId: string, number: number) => `releases/${releaseId}/tracks/${String(number).padStart(2, '0')}`;

/** A new track to record: its number and title, its checked audio, and the file to store under `key`. */
interface NewTrackRow {
  number: number;
  title: string;
  columns: AudioColumns;
  key: string;
  path: string;
}

/**
 * Stores the files and records the new tracks in one transaction (each with the next assigned ISRC), or none:
 * the tracks in the order of `rows`, or the refusal.
 */
async function recordNewTracks(deps: MediaDeps, userId: string, releaseId: string, rows: readonly NewTrackRow[]): Promise<Track[] | MediaRefusal> {
  if (rows.length === 0) return [];
  const { prisma, now } = deps;
  const settings = deps.settings ?? readSettings(process.env);
  const draft = { id: releaseId, ownerId: userId, status: { in: [...EDITABLE_STATUSES] } };
  return storeAllThenRecord(deps.storage, rows, (files) =>
    prisma.$transaction(async (tx) => {
      // The release is checked again inside the write: it may have been submitted or deleted meanwhile.
      if ((await tx.release.count({ where: draft })) === 0) throw new Refused(refuse(409, 'invalid_transition', uploadField('audio')));
      const firstIsrc = await nextSequenceValue(tx, 'isrc', rows.length);
      const made = await tx.track.createManyAndReturn({
        data: rows.map((row, index) => ({
          releaseId,
          number: row.number,
          title: row.title,
          isrc: assignIsrc(settings.isrcPrefix, now.getUTCFullYear(), firstIsrc + index),
          createdAt: now,
          ...row.columns,
          audioKey: files[index]!.key,
          audioBytes: files[index]!.bytes,
          audioSha256: files[index]!.sha256,
        })),
      });
      return rows.map((row) => made.find((track) => track.number === row.number)!);
    }),
  );
}

/** A file of a batch of new tracks: read and checked (checkReadAudio) by the caller. */
export interface NewTrackFile {
  path: string;
  title: string;
  columns: AudioColumns;
  /** The file's SHA-256 when a file the release already has should find its track (`kept`, tracksFoundByAudio) rather than add one. */
  sha256?: string;
}

export type NewTracksResult = { ok: true; tracks: Array<{ id: string; kept: boolean }> } | MediaRefusal;

/**
 * Files several files as new tracks of the release at once (a `/v1` batch), numbered in order after its tracks:
 * the target checks of a single upload (room for them all on the release's type and the plan), then every file
 * stored and every track recorded in one transaction, or nothing. A file whose `sha256` the release already has
 * adds no track: that track is answered, `kept`, so a batch sent again never makes a track twice.
 */
export async function fileNewTracks(deps: MediaDeps, input: { userId: string; releaseId: string; files: readonly NewTrackFile[] }): Promise<NewTracksResult> {
  return oneAtATime(input.releaseId, async () => {
    const newAudio = input.files.map((file) => file.sha256);
    const found = await findUploadTarget(deps.prisma, { userId: input.userId, releaseId: input.releaseId, kind: 'audio', newAudio });
    if (!found.ok) return found;
    const { release, tracksByAudio } = found.target;
    const existing = tracksFoundByAudio(tracksByAudio, newAudio);
    const usedKeys = new Set(found.target.usedKeys);
    const rows: NewTrackRow[] = [];
    const places = input.files.map((file, index) => {
      const kept = existing[index];
      if (kept) return kept;
      const number = release.nextNumber + rows.length;
      const key = freshKey(usedKeys, trackStem(release.id, number), AUDIO_EXTENSIONS[file.columns.audioFormat]);
      usedKeys.add(key);
      rows.push({ number, title: file.title, columns: file.columns, key, path: file.path });
      return rows.length - 1;
    });
    const made = await recordNewTracks(deps, input.userId, release.id, rows);
    if (!Array.isArray(made)) return made;
    return { ok: true, tracks: places.map((place) => (typeof place === 'string' ? { id: place, kept: true } : { id: made[place]!.id, kept: false })) };
  });
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
