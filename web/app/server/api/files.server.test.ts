import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { writeCover } from '@slipcase/plugin-contract/testing/test-media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as releasesRoute from '../../routes/v1.releases';
import * as releaseRoute from '../../routes/v1.releases.$id';
import * as artworkRoute from '../../routes/v1.releases.$id.artwork';
import * as tracksRoute from '../../routes/v1.releases.$id.tracks';
import * as audioRoute from '../../routes/v1.releases.$id.tracks.$trackId.audio';
import { callApi, createTokenUser } from '../../testing/api';
import { createUser, sessionCookie } from '../../testing/database';
import { createLabelWorkspace, type LabelWorkspace } from '../../testing/label-workspace';
import { createReleaseRow } from '../../testing/releases';
import { filesUnder, writeAudio } from '../../testing/uploads';

let workspace: LabelWorkspace;
let database: TestDatabase;
let storageDir: string;
let label: LabelWorkspace['label'];
let artistId: string;
const media: Record<string, string> = {};

beforeAll(async () => {
  workspace = await createLabelWorkspace('slipcase-v1-files-');
  ({ database, storageDir, label, artistId } = workspace);
  const at = (name: string) => (media[name] = join(workspace.mediaDir, name));
  await Promise.all([
    writeAudio(at('Night Drive.flac'), { seconds: 65, format: 'flac' }),
    writeAudio(at('Intro.mp3'), { seconds: 20 }),
    writeAudio(at('other.wav'), { seconds: 61, format: 'wav' }),
    writeAudio(at('short.mp3'), { seconds: 30 }),
    writeCover(at('cover.png'), { sizePx: 1500, format: 'png' }),
    writeCover(at('small.png'), { sizePx: 1499, format: 'png' }),
  ]);
});

afterAll(() => workspace?.drop());

const sha256 = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');

async function newDraft(token = label.token, artist = artistId): Promise<string> {
  const made = await callApi(releasesRoute, 'POST', '/v1/releases', {
    token,
    json: { title: 'Night Drive', artistId: artist, type: 'single', primaryGenre: 'electronic', language: 'en' },
  });
  expect(made.status).toBe(201);
  return made.body.release.id as string;
}

const send = async (file: string, contentType: string) => ({ body: await readFile(media[file]!), headers: { 'Content-Type': contentType } });

/** A body of `total` bytes, made as it is read, that counts how much of it was read. */
function countedStream(total: number, chunk = 256 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk;
      controller.enqueue(new Uint8Array(chunk));
    },
  }, { highWaterMark: 0 });
  return { stream, counter };
}

describe('PUT /v1/releases/{id}/artwork', () => {
  it('stores the image checked as the wizard checks it, answering its SHA-256', async () => {
    const releaseId = await newDraft();
    const answer = await callApi(artworkRoute, 'PUT', `/v1/releases/${releaseId}/artwork`, { token: label.token, ...(await send('cover.png', 'image/png')) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ cover: { format: 'png', width: 1500, height: 1500, bytes: expect.any(Number), sha256: await sha256(media['cover.png']!) } });
    const release = await callApi(releaseRoute, 'GET', `/v1/releases/${releaseId}`, { token: label.token });
    expect(release.body.release.cover).toEqual(answer.body.cover);
    expect(await filesUnder(storageDir)).toContain(`releases/${releaseId}/cover.png`);
  });

  it('refuses an image the rules refuse with the domain’s message, keeping nothing', async () => {
    const releaseId = await newDraft();
    const answer = await callApi(artworkRoute, 'PUT', `/v1/releases/${releaseId}/artwork`, { token: label.token, ...(await send('small.png', 'image/png')) });
    expect(answer).toMatchObject({
      status: 422,
      body: { error: { code: 'image_too_small', message: 'Image dimensions are too small. Minimum required size is 1500px.', field: 'artwork' } },
    });
    expect((await filesUnder(storageDir)).filter((key) => key.startsWith(`releases/${releaseId}/`))).toEqual([]);
  });

  it('stops reading a body past the size limit with the domain’s “too large”, and stores nothing', async () => {
    const releaseId = await newDraft();
    const { stream, counter } = countedStream(200 * 1024 * 1024);
    const answer = await callApi(artworkRoute, 'PUT', `/v1/releases/${releaseId}/artwork`, {
      token: label.token,
      body: stream,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(answer).toMatchObject({ status: 413, body: { error: { code: 'image_too_large', message: 'File is too large. Maximum allowed size is 20 MB.', field: 'artwork' } } });
    expect(counter.pulled).toBeLessThan(25 * 1024 * 1024);
    expect(await database.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).toMatchObject({ coverKey: null });

    // A Content-Length over the limit is refused before a byte is read.
    const declared = countedStream(1024);
    const early = await callApi(artworkRoute, 'PUT', `/v1/releases/${releaseId}/artwork`, {
      token: label.token,
      body: declared.stream,
      headers: { 'Content-Type': 'image/png', 'Content-Length': String(30 * 1024 * 1024) },
    });
    expect(early.status).toBe(413);
    expect(declared.counter.pulled).toBe(0);

    const empty = await callApi(artworkRoute, 'PUT', `/v1/releases/${releaseId}/artwork`, { token: label.token, body: new Uint8Array(0) });
    expect(empty).toMatchObject({ status: 422, body: { error: { code: 'upload_failed', field: 'artwork' } } });
  });

  it('refuses another account’s release (404) and a release in review (409) before reading the body', async () => {
    const stranger = await createTokenUser(database, 'stranger');
    const strangers = await createReleaseRow(database, { ownerId: stranger.id, title: 'Theirs', status: 'draft', cover: null });
    const { stream, counter } = countedStream(1024 * 1024);
    const notFound = await callApi(artworkRoute, 'PUT', `/v1/releases/${strangers.id}/artwork`, { token: label.token, body: stream });
    expect(notFound).toMatchObject({ status: 404, body: { error: { code: 'not_found', field: 'artwork' } } });
    expect(counter.pulled).toBe(0);
    expect(await database.prisma.release.findUniqueOrThrow({ where: { id: strangers.id } })).toMatchObject({ coverKey: null });

    const inReview = await createReleaseRow(database, { ownerId: label.id, title: 'Mine', status: 'in_review' });
    const refused = await callApi(artworkRoute, 'PUT', `/v1/releases/${inReview.id}/artwork`, { token: label.token, ...(await send('cover.png', 'image/png')) });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'invalid_transition' } } });
  });
});

describe('POST /v1/releases/{id}/tracks and PUT …/tracks/{trackId}/audio', () => {
  it('adds tracks (title from ?title= or X-Filename), then replaces one’s audio, each answered with its SHA-256', async () => {
    const releaseId = await newDraft();
    const flac = await callApi(tracksRoute, 'POST', `/v1/releases/${releaseId}/tracks`, {
      token: label.token,
      ...(await send('Night Drive.flac', 'audio/flac')),
      headers: { 'Content-Type': 'audio/flac', 'X-Filename': encodeURIComponent('Night Drive.flac') },
    });
    expect(flac.status).toBe(201);
    expect(flac.body.track).toMatchObject({
      number: 1,
      title: 'Night Drive',
      isrc: expect.stringMatching(/^QZSLC\d{7}$/),
      audio: { format: 'flac', sampleRate: 8000, channels: 1, sha256: await sha256(media['Night Drive.flac']!) },
    });

    // An intro may be shorter than a minute: its title, given up front, is what the rule reads.
    const intro = await callApi(tracksRoute, 'POST', `/v1/releases/${releaseId}/tracks?title=Intro`, { token: label.token, ...(await send('Intro.mp3', 'audio/mpeg')) });
    expect(intro).toMatchObject({ status: 201, body: { track: { number: 2, title: 'Intro', audio: { format: 'mp3' } } } });

    const short = await callApi(tracksRoute, 'POST', `/v1/releases/${releaseId}/tracks?title=Song`, { token: label.token, ...(await send('short.mp3', 'audio/mpeg')) });
    expect(short).toMatchObject({ status: 422, body: { error: { code: 'audio_too_short', message: 'The track is too short. Minimum length is 1 minute.', field: 'audio' } } });

    const trackId = flac.body.track.id as string;
    const replaced = await callApi(audioRoute, 'PUT', `/v1/releases/${releaseId}/tracks/${trackId}/audio`, { token: label.token, ...(await send('other.wav', 'audio/wav')) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.track).toMatchObject({ id: trackId, number: 1, title: 'Night Drive', isrc: flac.body.track.isrc, audio: { format: 'wav', sha256: await sha256(media['other.wav']!) } });

    const release = await callApi(releaseRoute, 'GET', `/v1/releases/${releaseId}`, { token: label.token });
    expect(release.body.release.tracks.map((track: { number: number; title: string; audio: { sha256: string } }) => [track.number, track.title, track.audio.sha256])).toEqual([
      [1, 'Night Drive', await sha256(media['other.wav']!)],
      [2, 'Intro', await sha256(media['Intro.mp3']!)],
    ]);
    // The replaced file left the storage.
    expect((await filesUnder(storageDir)).filter((key) => key.startsWith(`releases/${releaseId}/tracks/`))).toEqual(['releases/' + releaseId + '/tracks/01.wav', 'releases/' + releaseId + '/tracks/02.mp3']);
  });

  it('refuses a track over the plan’s limit (409 track_limit) and an unknown track (404)', async () => {
    const free = await createUser(database, { username: 'free-artist', password: 'pw-123456!', plan: 'free' });
    const freeArtist = await database.prisma.artist.create({ data: { ownerId: free.id, name: 'Free Act' } });
    const cookie = await sessionCookie(free.id);
    const made = await callApi(releasesRoute, 'POST', '/v1/releases', {
      headers: { Cookie: cookie },
      json: { title: 'Free single', artistId: freeArtist.id, type: 'single', primaryGenre: 'pop', language: 'en' },
    });
    const releaseId = made.body.release.id as string;
    const add = async () => callApi(tracksRoute, 'POST', `/v1/releases/${releaseId}/tracks`, { headers: { Cookie: cookie }, body: await readFile(media['other.wav']!) });
    expect((await add()).status).toBe(201);
    expect(await add()).toMatchObject({ status: 409, body: { error: { code: 'track_limit', field: 'audio' } } });

    const unknown = await callApi(audioRoute, 'PUT', `/v1/releases/${releaseId}/tracks/nope/audio`, { headers: { Cookie: cookie }, body: await readFile(media['other.wav']!) });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });
});
