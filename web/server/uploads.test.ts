import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPrisma } from '@slipcase/db';
import type { TestDatabase } from '@slipcase/db/testing';
import { ARTWORK_MAX_BYTES, AUDIO_MAX_BYTES } from '@slipcase/domain';
import { Metadata } from '@tus/server';
import * as tusClient from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_PATH } from '../app/lib/media-upload';
import { action as mediaAction } from '../app/routes/distributions.$id_.media';
import { findUpload, sweepExpiredUploads, uploadStore } from '../app/server/media/tus-store.server';
import { createUser, sessionCookie, useTestDatabase } from '../app/testing/database';
import { createReleaseRow } from '../app/testing/releases';
import { filesUnder, writeAudio } from '../app/testing/uploads';
import { createApp } from './app';
import { tusUploads } from './uploads';

let database: TestDatabase;
let workDir: string;
let tusDir: string;
let server: Server;
let origin: string;
let owner: { id: string; cookie: string };
let stranger: { id: string; cookie: string };
let releaseId: string;
let audio: Buffer;

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-tus-'));
  tusDir = join(workDir, 'tus');
  process.env.SLIPCASE_STORAGE_DIR = join(workDir, 'storage');
  process.env.SLIPCASE_TUS_DIR = tusDir;

  const signedIn = async (username: string) => {
    const user = await createUser(database, { username, password: 'pw-123456!', plan: 'pro' });
    return { id: user.id, cookie: await sessionCookie(user.id) };
  };
  [owner, stranger] = await Promise.all([signedIn('owner'), signedIn('stranger')]);
  ({ id: releaseId } = await createReleaseRow(database, { ownerId: owner.id, title: 'Night Drive', status: 'draft' }));
  audio = await readFile(await writeAudio(join(workDir, 'night-drive.wav'), { seconds: 65, format: 'wav' }));

  // The web server as it runs, but with a Remix stand-in: what matters here is what comes before it.
  const app = createApp({
    log: false,
    uploads: tusUploads({ store: uploadStore(), prisma: getPrisma }),
    remix: (_req, res) => {
      res.status(404).send('remix');
    },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** A tus request as the browser's tus client makes it: same origin, the session cookie, the protocol's header. */
function tus(
  method: string,
  path: string,
  { cookie, headers = {}, body }: { cookie?: string | null; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method,
    headers: { 'Tus-Resumable': '1.0.0', Origin: origin, ...(cookie && { Cookie: cookie }), ...headers },
    ...(body && { body: new Uint8Array(body) }),
  });
}

function create(
  cookie: string | null,
  { length, kind = 'audio', release = releaseId, extra = {} }: { length: number; kind?: string; release?: string; extra?: Record<string, string> },
): Promise<Response> {
  return tus('POST', TUS_PATH, {
    cookie,
    headers: {
      'Upload-Length': String(length),
      'Upload-Metadata': Metadata.stringify({ kind, releaseId: release, filename: 'Night Drive.wav', ...extra }),
    },
  });
}

const patch = (location: string, offset: number, chunk: Buffer, cookie = owner.cookie) =>
  tus('PATCH', location, {
    cookie,
    headers: { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: chunk,
  });

const uploadIdOf = (location: string) => location.split('/').pop() ?? '';

describe('the tus endpoint', () => {
  it('refuses anybody signed out with 401, before taking anything', async () => {
    const response = await create(null, { length: 1000 });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'session_expired' } });
    expect(await filesUnder(tusDir)).toEqual([]);
  });

  it('refuses a file over its kind’s limit with 413 before a byte is sent: audio 100 MB, artwork under 20 MB', async () => {
    expect((await create(owner.cookie, { length: AUDIO_MAX_BYTES + 1 })).status).toBe(413);
    expect((await create(owner.cookie, { length: ARTWORK_MAX_BYTES, kind: 'artwork' })).status).toBe(413);
    expect(await filesUnder(tusDir)).toEqual([]);

    const allowed = await create(owner.cookie, { length: ARTWORK_MAX_BYTES - 1, kind: 'artwork' });
    expect(allowed.status).toBe(201);
    expect((await tus('DELETE', allowed.headers.get('Location') ?? '', { cookie: owner.cookie })).status).toBe(204);
    expect(await filesUnder(tusDir)).toEqual([]);
  });

  it("refuses another account's release (404) and a release no longer a draft (409)", async () => {
    const theirs = await createReleaseRow(database, { ownerId: stranger.id, title: 'Theirs', status: 'draft' });
    const submitted = await createReleaseRow(database, { ownerId: owner.id, title: 'Sent', status: 'in_review' });
    expect((await create(owner.cookie, { length: 1000, release: theirs.id })).status).toBe(404);
    const refused = await create(owner.cookie, { length: 1000, release: submitted.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_transition' } });
    expect((await create(owner.cookie, { length: 1000, kind: 'video' })).status).toBe(400);
    expect(await filesUnder(tusDir)).toEqual([]);
  });

  it('refuses a request from another site (the CSRF check) and serves no file back', async () => {
    const created = await create(owner.cookie, { length: 10 });
    const location = created.headers.get('Location') ?? '';
    const forged = await fetch(`${origin}${location}`, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        Origin: 'https://evil.example',
        Cookie: owner.cookie,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(10),
    });
    expect(forged.status).toBe(403);
    expect((await tus('GET', location, { cookie: owner.cookie })).status).toBe(405);
    expect((await tus('DELETE', location, { cookie: owner.cookie })).status).toBe(204);
  });

  it('resumes an interrupted upload from the offset the server has, then the media route files it', async () => {
    const created = await create(owner.cookie, { length: audio.length, extra: { userId: stranger.id } });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location') ?? '';
    expect(location).toMatch(new RegExp(`^${TUS_PATH}/[0-9a-f]{32}$`));
    // The owner is the session's, whatever the browser claimed.
    expect((await findUpload(uploadStore(), uploadIdOf(location)))?.metadata).toMatchObject({ userId: owner.id, kind: 'audio', releaseId });

    const half = Math.floor(audio.length / 2);
    const first = await patch(location, 0, audio.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('Upload-Offset')).toBe(String(half));

    // Someone else, or nobody, cannot see or continue it.
    expect((await tus('HEAD', location, { cookie: stranger.cookie })).status).toBe(404);
    expect((await patch(location, half, audio.subarray(half), stranger.cookie)).status).toBe(404);
    expect((await tus('HEAD', location)).status).toBe(401);

    // The connection dropped: the client asks where to go on, and a wrong offset is refused.
    const head = await tus('HEAD', location, { cookie: owner.cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get('Upload-Offset')).toBe(String(half));
    expect(head.headers.get('Upload-Length')).toBe(String(audio.length));
    expect((await patch(location, 0, audio.subarray(0, half))).status).toBe(409);
    const rest = await patch(location, half, audio.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('Upload-Offset')).toBe(String(audio.length));

    const request = new Request(`${origin}/distributions/${releaseId}/media`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: owner.cookie },
      body: JSON.stringify({ uploadId: uploadIdOf(location), kind: 'audio' }),
    });
    const processed = (await mediaAction({ request, params: { id: releaseId }, context: {} })) as Response;
    expect(processed.status).toBe(200);
    expect(await processed.json()).toMatchObject({ ok: true, track: { number: 2, title: 'Night Drive', audioFormat: 'wav' } });
    expect(await filesUnder(tusDir)).toEqual([]);
  });

  it('sweeps away uploads begun more than a day ago, finished or not', async () => {
    const created = await create(owner.cookie, { length: 20 });
    const location = created.headers.get('Location') ?? '';
    await patch(location, 0, Buffer.alloc(5));
    const store = uploadStore();
    expect(await sweepExpiredUploads(store)).toBe(0);
    expect(await filesUnder(tusDir)).toHaveLength(2);
    expect(await sweepExpiredUploads(store, { now: new Date(Date.now() + 25 * 60 * 60 * 1000) })).toBe(1);
    expect(await filesUnder(tusDir)).toEqual([]);
  });

  it('works with the tus client the widget uses: chunks, an interruption, and resuming from what the server has', async () => {
    // In memory, what the browser keeps in localStorage: the upload's URL under the file's fingerprint.
    const saved = new Map<string, tusClient.PreviousUpload & { fingerprint: string }>();
    const urlStorage = {
      findAllUploads: () => Promise.resolve([...saved.values()]),
      findUploadsByFingerprint: (fingerprint: string) => Promise.resolve([...saved.values()].filter((u) => u.fingerprint === fingerprint)),
      removeUpload: (key: string) => Promise.resolve(void saved.delete(key)),
      addUpload: (fingerprint: string, upload: tusClient.PreviousUpload) => {
        const key = `tus::${fingerprint}::${saved.size}`;
        saved.set(key, { ...upload, fingerprint, urlStorageKey: key });
        return Promise.resolve(key);
      },
    };
    const chunkSize = 64 * 1024;
    const options = (events: Partial<tusClient.UploadOptions>): tusClient.UploadOptions => ({
      endpoint: `${origin}${TUS_PATH}`,
      chunkSize,
      retryDelays: [],
      headers: { Cookie: owner.cookie, Origin: origin },
      metadata: { kind: 'audio', releaseId, filename: 'Second Take.wav' },
      fingerprint: () => Promise.resolve(`audio:${releaseId}:second-take`),
      urlStorage,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      ...events,
    });

    // The first attempt stops after two chunks (the tab was closed, say).
    const interrupted = new tusClient.Upload(audio, options({}));
    await new Promise<void>((resolve, reject) => {
      interrupted.options.onChunkComplete = (_size, accepted) => {
        if (accepted >= 2 * chunkSize) void interrupted.abort().then(resolve);
      };
      interrupted.options.onError = reject;
      interrupted.start();
    });
    const uploadUrl = interrupted.url ?? '';
    expect((await findUpload(uploadStore(), uploadIdOf(uploadUrl)))?.offset).toBe(2 * chunkSize);

    // A new attempt with the same file finds it and sends only the rest.
    const resumed = new tusClient.Upload(audio, options({}));
    const [previous] = await resumed.findPreviousUploads();
    expect(previous?.uploadUrl).toBe(uploadUrl);
    resumed.resumeFromPreviousUpload(previous!);
    const firstProgress: number[] = [];
    await new Promise<void>((resolve, reject) => {
      resumed.options.onProgress = (sent) => void firstProgress.push(sent);
      resumed.options.onSuccess = () => resolve();
      resumed.options.onError = reject;
      resumed.start();
    });
    expect(resumed.url).toBe(uploadUrl);
    // Progress counts from the offset the server reported: nothing before it is sent again.
    expect(Math.min(...firstProgress)).toBe(2 * chunkSize);
    expect(saved.size).toBe(0);
    const upload = await findUpload(uploadStore(), uploadIdOf(uploadUrl));
    expect(upload).toMatchObject({ complete: true, offset: audio.length });
    expect((await readFile(upload!.path)).equals(audio)).toBe(true);
  });
});
