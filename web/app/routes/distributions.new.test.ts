import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestDatabase } from '@slipcase/db/testing';
import { writeTestMedia } from '@slipcase/workflows/testing/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../server/session.server';
import { createUser, useTestDatabase } from '../testing/database';
import { action } from './distributions.new';
import { action as uploadAction } from './distributions.new_.upload';

let database: TestDatabase;
let workDir: string;
let storageDir: string;
let cookie: string;
let artistId: string;
let audio: File;
let cover: File;
let smallCover: File;

async function fileAt(path: string, name: string, type: string): Promise<File> {
  return new File([await readFile(path)], name, { type });
}

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-web-new-release-'));
  storageDir = join(workDir, 'storage');
  process.env.SLIPCASE_STORAGE_DIR = storageDir;

  const user = await createUser(database, { username: 'uploader', password: 'pw-123456!' });
  ({ id: artistId } = await database.prisma.artist.create({ data: { ownerId: user.id, name: 'Nova Lane' } }));
  const signIn = await createUserSession(new Request('http://localhost/auth/login'), user.id, '/dashboard');
  cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';

  // Real media: a 65 s WAV and a 1500 px JPEG, and a cover far below the minimum size.
  const media = join(workDir, 'media');
  await writeTestMedia(media);
  audio = await fileAt(join(media, 'audio/a440.wav'), 'A440.wav', 'audio/wav');
  cover = await fileAt(join(media, 'covers/cover.jpg'), 'cover.jpg', 'image/jpeg');
  const small = join(workDir, 'small.png');
  await promisify(execFile)('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=300x300', '-frames:v', '1', small]);
  smallCover = await fileAt(small, 'small.png', 'image/png');
});

afterAll(async () => {
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

function post(fields: Record<string, string | File>, to: 'page' | 'upload' = 'page'): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const url = to === 'page' ? 'http://localhost/distributions/new' : 'http://localhost/distributions/new/upload';
  const request = new Request(url, { method: 'POST', body, headers: { Cookie: cookie } });
  return (to === 'page' ? action : uploadAction)({ request, params: {}, context: {} }) as Promise<Response>;
}

const validFields = () => ({
  artistId,
  title: 'Night Drive',
  releaseDate: '2031-05-01',
  trackTitle: 'Night Drive (Original Mix)',
  explicit: 'on',
  audio,
  cover,
});

interface ErrorReply {
  reply: { error?: Record<string, string[]> };
}

describe('new release action', () => {
  it('answers field errors with their codes and parameters, and creates nothing', async () => {
    const response = await post({ ...validFields(), cover: smallCover });
    expect(response.status).toBe(400);
    const { reply } = (await response.json()) as ErrorReply;
    expect(reply.error?.cover).toEqual(['image_too_small {"min":1500}']);
    expect(await database.prisma.release.count()).toBe(0);
  });

  it('asks for every missing field', async () => {
    const response = await post({ artistId, title: ' ', releaseDate: '2031-05-01', trackTitle: '' });
    const { reply } = (await response.json()) as ErrorReply;
    expect(reply.error).toMatchObject({
      title: ['required'],
      trackTitle: ['required'],
      audio: ['required'],
      cover: ['required'],
    });
  });

  it('creates the draft from the streamed files and goes to its page', async () => {
    const response = await post(validFields());
    expect(response.status).toBe(302);
    const location = response.headers.get('Location') ?? '';
    const id = /^\/distributions\/(.+)$/.exec(location)?.[1];
    const release = await database.prisma.release.findUnique({ where: { id }, include: { tracks: true } });
    expect(release).toMatchObject({ title: 'Night Drive', status: 'draft', artistId, coverWidth: 1500 });
    expect(release?.tracks).toMatchObject([{ title: 'Night Drive (Original Mix)', explicit: true, audioFormat: 'wav' }]);
    expect((await stat(join(storageDir, release?.coverKey ?? 'missing'))).size).toBe(cover.size);
  });

  it('answers the upload route (the browser XHR) in JSON: errors, then where the new release is', async () => {
    const refused = await post({ ...validFields(), cover: smallCover }, 'upload');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorReply).reply.error?.cover).toEqual(['image_too_small {"min":1500}']);

    const created = await post({ ...validFields(), title: 'Second' }, 'upload');
    expect(created.status).toBe(200);
    const body = (await created.json()) as { redirectTo?: string };
    const id = /^\/distributions\/(.+)$/.exec(body.redirectTo ?? '')?.[1];
    expect(await database.prisma.release.findUnique({ where: { id } })).toMatchObject({ title: 'Second' });
  });
});
