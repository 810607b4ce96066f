import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { writeCover } from '@slipcase/plugin-contract/testing/test-media';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediaResponse } from '../lib/media-upload';
import { findUpload, uploadStore } from '../server/media/tus-store.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { filesUnder, putFinishedUpload, writeAudio, writePixelBomb } from '../testing/uploads';
import { action } from './distributions.$id_.media';

let database: TestDatabase;
let workDir: string;
let storageDir: string;
let tusDir: string;
let owner: { id: string; cookie: string };
let stranger: { id: string; cookie: string };
let freeUser: { id: string; cookie: string };
const media: Record<string, string> = {};

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-media-route-'));
  storageDir = join(workDir, 'storage');
  tusDir = join(workDir, 'tus');
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  process.env.SLIPCASE_TUS_DIR = tusDir;

  const signedIn = async (username: string, plan: 'free' | 'pro') => {
    const user = await createUser(database, { username, password: 'pw-123456!', plan });
    return { id: user.id, cookie: await sessionCookie(user.id) };
  };
  [owner, stranger, freeUser] = await Promise.all([signedIn('owner', 'pro'), signedIn('stranger', 'pro'), signedIn('freebie', 'free')]);

  // Real files, small and quick to make: mono 8 kHz audio, covers drawn by sharp.
  const dir = join(workDir, 'media');
  await mkdir(dir);
  const at = (name: string) => (media[name] = join(dir, name));
  await Promise.all([
    writeAudio(at('Night Drive.flac'), { seconds: 65, format: 'flac' }),
    writeAudio(at('Intro.mp3'), { seconds: 20 }),
    writeAudio(at('short.mp3'), { seconds: 30 }),
    writeAudio(at('long.mp3'), { seconds: 21 * 60 }),
    writeAudio(at('gap.mp3'), { seconds: 72, silence: { at: 30, seconds: 12 } }),
    writeCover(at('cover.wav'), { sizePx: 1500, format: 'png' }),
    writeCover(at('cover.png'), { sizePx: 1500, format: 'png' }),
    writeCover(at('small.png'), { sizePx: 1499, format: 'png' }),
    sharp({ create: { width: 1600, height: 1500, channels: 3, background: '#345' } }).jpeg().toFile(at('wide.jpg')),
    writePixelBomb(at('bomb.png'), 12_000),
  ]);
});

afterAll(async () => {
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

let release: Awaited<ReturnType<typeof createReleaseRow>>;
beforeEach(async () => {
  // Some tests leave an upload behind on purpose (not the caller's, or the caller signed out).
  await rm(tusDir, { recursive: true, force: true });
  await mkdir(tusDir, { recursive: true });
  release = await createReleaseRow(database, { ownerId: owner.id, title: 'Night Drive', status: 'draft' });
});

async function callMedia(releaseId: string, body: unknown, cookie: string | null, query = ''): Promise<{ status: number; body: MediaResponse }> {
  const request = new Request(`http://localhost/distributions/${releaseId}/media${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) },
    body: JSON.stringify(body),
  });
  const response = (await action({ request, params: { id: releaseId }, context: {} })) as Response;
  return { status: response.status, body: (await response.json()) as MediaResponse };
}

/** Uploads a file as the tus endpoint would (finished), then asks the route to process it. */
async function upload(
  file: string,
  kind: 'audio' | 'artwork',
  { releaseId = release.id, trackId, user = owner }: { releaseId?: string; trackId?: string; user?: typeof owner } = {},
) {
  const filename = file.split('/').pop() ?? '';
  const uploadId = await putFinishedUpload(uploadStore(), media[file] ?? file, { userId: user.id, kind, releaseId, trackId, filename });
  return { uploadId, ...(await callMedia(releaseId, { uploadId, kind, ...(trackId && { trackId }) }, user.cookie)) };
}

/** What the release has now: its tracks and cover, to compare before and after a refusal. */
async function snapshot() {
  const row = await database.prisma.release.findUniqueOrThrow({ where: { id: release.id }, include: { tracks: { orderBy: { number: 'asc' } } } });
  return { row, storage: await filesUnder(storageDir) };
}

describe('POST /distributions/:id/media refuses a wrong file with its message, and keeps nothing', () => {
  it.each([
    ['short.mp3', 'audio', 'audio_too_short', { min: 1 }, 'The track is too short. Minimum length is 1 minute.'],
    ['long.mp3', 'audio', 'audio_too_long', { max: 20 }, 'The track is too long. Maximum length is 20 minutes.'],
    [
      'gap.mp3',
      'audio',
      'silence_too_long',
      { seconds: 12, at: '0:30', max: 10 },
      'The track has 12 seconds of silence starting at 0:30. Silence may last at most 10 seconds.',
    ],
    ['cover.wav', 'audio', 'audio_format_unsupported', {}, 'Unsupported audio format. Use WAV, FLAC, AIFF or MP3.'],
    ['small.png', 'artwork', 'image_too_small', { min: 1500 }, 'Image dimensions are too small. Minimum required size is 1500px.'],
    ['wide.jpg', 'artwork', 'image_not_square', {}, 'The cover must be square.'],
    ['bomb.png', 'artwork', 'image_too_large', { max: '10000x10000 px' }, 'File is too large. Maximum allowed size is 10000x10000 px.'],
    ['Night Drive.flac', 'artwork', 'image_format_invalid', {}, 'Invalid image format. Use JPEG or PNG.'],
  ] as const)('%s as %s: %s', async (file, kind, code, params, message) => {
    const before = await snapshot();
    const started = Date.now();
    const { status, body } = await upload(file, kind);
    expect({ status, body }).toEqual({ status: 422, body: { ok: false, error: { code, message, field: kind, params } } });
    expect(await snapshot()).toEqual(before);
    expect(await filesUnder(tusDir)).toEqual([]);
    // The bomb is refused from its header, long before anything could decode 144 million pixels.
    if (file === 'bomb.png') expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers in the language of the page (?lang=es)', async () => {
    const uploadId = await putFinishedUpload(uploadStore(), media['small.png']!, {
      userId: owner.id,
      kind: 'artwork',
      releaseId: release.id,
      filename: 'small.png',
    });
    const { body } = await callMedia(release.id, { uploadId, kind: 'artwork' }, owner.cookie, '?lang=es');
    expect(body.ok === false && body.error.message).toMatch(/1500/);
    expect(body.ok === false && body.error.message).not.toBe('Image dimensions are too small. Minimum required size is 1500px.');
  });
});

describe('POST /distributions/:id/media files a good upload', () => {
  it('makes a new track: next number, title from the file name, an assigned ISRC, what ffprobe read', async () => {
    const { status, body } = await upload('Night Drive.flac', 'audio');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      kind: 'audio',
      replaced: false,
      track: { number: 2, title: 'Night Drive', audioFormat: 'flac', sampleRate: 8000, channels: 1 },
    });
    if (!body.ok || body.kind !== 'audio') throw new Error('not a track');
    expect(body.track.isrc).toMatch(/^QZSLC\d{7}$/);
    expect(body.track.durationMs).toBeGreaterThan(64_000);
    expect(body.track.durationMs).toBeLessThan(66_000);

    const row = await database.prisma.track.findUniqueOrThrow({ where: { id: body.track.id } });
    expect(row.audioKey).toBe(`releases/${release.id}/tracks/02.flac`);
    const stored = await readFile(join(storageDir, row.audioKey));
    expect(stored.equals(await readFile(media['Night Drive.flac']!))).toBe(true);
    expect(row.audioBytes).toBe(stored.length);
    expect(await filesUnder(tusDir)).toEqual([]);
  });

  it('takes an intro shorter than a minute (its title says so)', async () => {
    const { status, body } = await upload('Intro.mp3', 'audio');
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, track: { number: 2, title: 'Intro', audioFormat: 'mp3' } });
  });

  it('replaces the audio of a track, keeping its title, number and ISRC', async () => {
    const [track] = await database.prisma.track.findMany({ where: { releaseId: release.id } });
    const { status, body } = await upload('Night Drive.flac', 'audio', { trackId: track!.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, replaced: true, track: { id: track!.id, number: 1, title: track!.title, isrc: track!.isrc, audioFormat: 'flac' } });
    const row = await database.prisma.track.findUniqueOrThrow({ where: { id: track!.id } });
    expect(row.audioKey).toBe(`releases/${release.id}/tracks/01.flac`);
    expect(await database.prisma.track.count({ where: { releaseId: release.id } })).toBe(1);
  });

  it('sets the cover, and a second cover replaces the first file', async () => {
    const first = await upload('cover.png', 'artwork');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, kind: 'artwork', cover: { format: 'png', width: 1500, height: 1500 } });
    let row = await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } });
    expect(row).toMatchObject({ coverKey: `releases/${release.id}/cover.png`, coverFormat: 'png', coverWidth: 1500, coverHeight: 1500 });
    if (first.body.ok && first.body.kind === 'artwork') expect(first.body.cover.url).toBe(`/distributions/${release.id}/cover?v=${row.coverSha256?.slice(0, 12)}`);

    const second = await upload('cover.wav', 'artwork'); // a PNG, whatever its name
    expect(second.status).toBe(200);
    row = await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } });
    expect(row.coverKey).toMatch(new RegExp(`^releases/${release.id}/cover-[0-9a-f]{8}\\.png$`));
    expect((await filesUnder(join(storageDir, 'releases', release.id))).filter((f) => f.startsWith('cover'))).toEqual([row.coverKey?.split('/').pop()]);
    expect(await filesUnder(tusDir)).toEqual([]);
  });
});

describe('POST /distributions/:id/media: who may', () => {
  it('answers 401 without a session, and leaves the upload for when the user is back', async () => {
    const uploadId = await putFinishedUpload(uploadStore(), media['cover.png']!, { userId: owner.id, kind: 'artwork', releaseId: release.id, filename: 'c.png' });
    const { status, body } = await callMedia(release.id, { uploadId, kind: 'artwork' }, null);
    expect(status).toBe(401);
    expect(body).toMatchObject({ ok: false, error: { code: 'session_expired' } });
    expect(await findUpload(uploadStore(), uploadId)).not.toBeNull();
  });

  it("answers 404 for another account's release, creating nothing there", async () => {
    const theirs = await createReleaseRow(database, { ownerId: stranger.id, title: 'Theirs', status: 'draft' });
    const { status, body } = await upload('Night Drive.flac', 'audio', { releaseId: theirs.id });
    expect(status).toBe(404);
    expect(body).toMatchObject({ ok: false, error: { code: 'not_found', message: 'Not found.' } });
    expect(await database.prisma.track.count({ where: { releaseId: theirs.id } })).toBe(1);
    expect(await filesUnder(tusDir)).toEqual([]);
  });

  it('answers 400 to a call naming the wrong kind, and keeps the finished upload for the right call', async () => {
    const uploadId = await putFinishedUpload(uploadStore(), media['cover.png']!, { userId: owner.id, kind: 'artwork', releaseId: release.id, filename: 'c.png' });
    const wrong = await callMedia(release.id, { uploadId, kind: 'audio' }, owner.cookie);
    expect(wrong).toMatchObject({ status: 400, body: { ok: false, error: { code: 'invalid_input' } } });
    expect(await findUpload(uploadStore(), uploadId)).not.toBeNull();
    expect((await callMedia(release.id, { uploadId, kind: 'artwork' }, owner.cookie)).status).toBe(200);
  });

  it("answers 404 for another account's upload, and leaves it alone", async () => {
    const theirs = await putFinishedUpload(uploadStore(), media['cover.png']!, { userId: stranger.id, kind: 'artwork', releaseId: release.id, filename: 'c.png' });
    const { status } = await callMedia(release.id, { uploadId: theirs, kind: 'artwork' }, owner.cookie);
    expect(status).toBe(404);
    expect(await findUpload(uploadStore(), theirs)).not.toBeNull();
    expect((await database.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).coverKey).toBe(release.coverKey);
  });

  it('answers 409 once the release is in review, and takes a new cover for a rejected release being fixed', async () => {
    const submitted = await createReleaseRow(database, { ownerId: owner.id, title: 'Sent', status: 'in_review' });
    const { status, body } = await upload('cover.png', 'artwork', { releaseId: submitted.id });
    expect(status).toBe(409);
    expect(body).toMatchObject({ ok: false, error: { code: 'invalid_transition' } });
    expect(await filesUnder(tusDir)).toEqual([]);

    const rejected = await createReleaseRow(database, { ownerId: owner.id, title: 'Blurry', status: 'rejected' });
    const fixed = await upload('cover.png', 'artwork', { releaseId: rejected.id });
    expect(fixed.status).toBe(200);
    const saved = await database.prisma.release.findUniqueOrThrow({ where: { id: rejected.id } });
    expect(saved.coverKey).not.toBe(rejected.coverKey);
    expect(saved.status).toBe('rejected');
  });

  it('answers 409 track_limit past the plan’s tracks per release (free: one)', async () => {
    const single = await createReleaseRow(database, { ownerId: freeUser.id, title: 'Free single', status: 'draft' });
    const { status, body } = await upload('Night Drive.flac', 'audio', { releaseId: single.id, user: freeUser });
    expect(status).toBe(409);
    expect(body).toMatchObject({ ok: false, error: { code: 'track_limit', params: { max: 1 } } });
    expect(await database.prisma.track.count({ where: { releaseId: single.id } })).toBe(1);
  });

  it('answers 400 to a call that names no upload or kind', async () => {
    expect((await callMedia(release.id, { kind: 'video', uploadId: 'x' }, owner.cookie)).status).toBe(400);
    expect((await callMedia(release.id, { kind: 'audio' }, owner.cookie)).status).toBe(400);
  });
});
