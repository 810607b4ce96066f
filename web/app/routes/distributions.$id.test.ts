import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../server/session.server';
import { createUser, useTestDatabase } from '../testing/database';
import { loader } from './distributions.$id';
import { loader as coverLoader } from './distributions.$id_.cover';

let database: TestDatabase;
let storageDir: string;
let releaseId: string;
const cookies: Record<'owner' | 'stranger' | 'operator', string> = { owner: '', stranger: '', operator: '' };
const COVER_BYTES = Buffer.from('not really a png, but bytes to stream');

async function cookieFor(userId: string): Promise<string> {
  const response = await createUserSession(new Request('http://localhost/auth/login'), userId, '/dashboard');
  return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

beforeAll(async () => {
  database = await useTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'slipcase-web-release-page-'));
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  const owner = await createUser(database, { username: 'owner', password: 'pw-123456!' });
  const stranger = await createUser(database, { username: 'stranger', password: 'pw-123456!' });
  const operator = await createUser(database, { username: 'operator', password: 'pw-123456!', role: 'operator' });
  const artist = await database.prisma.artist.create({ data: { ownerId: owner.id, name: 'Nova Lane' } });
  const release = await database.prisma.release.create({
    data: {
      ownerId: owner.id,
      artistId: artist.id,
      title: 'Night Drive',
      releaseDate: new Date('2031-05-01T00:00:00Z'),
      upc: '019999000001',
      coverKey: 'releases/r1/cover.png',
      coverFormat: 'png',
    },
  });
  releaseId = release.id;
  await mkdir(join(storageDir, 'releases/r1'), { recursive: true });
  await writeFile(join(storageDir, 'releases/r1/cover.png'), COVER_BYTES);
  cookies.owner = await cookieFor(owner.id);
  cookies.stranger = await cookieFor(stranger.id);
  cookies.operator = await cookieFor(operator.id);
});

afterAll(async () => {
  await database?.drop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

function args(who: keyof typeof cookies, path = `/distributions/${releaseId}`) {
  const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookies[who] } });
  return { request, params: { id: releaseId }, context: {} };
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  const thrown = await promise.then(() => null, (error: unknown) => error);
  return thrown instanceof Response ? thrown.status : -1;
}

describe('release page', () => {
  it('shows the owner their draft, with the submit button', async () => {
    const body = (await (await loader(args('owner'))).json()) as {
      release: { title: string; status: string };
      canSubmit: boolean;
      canApprove: boolean;
    };
    expect(body.release).toMatchObject({ title: 'Night Drive', status: 'draft' });
    expect(body.canSubmit).toBe(true);
    expect(body.canApprove).toBe(false);
  });

  it('shows an operator any release, but not the owner’s submit button', async () => {
    const body = (await (await loader(args('operator'))).json()) as { canSubmit: boolean };
    expect(body.canSubmit).toBe(false);
  });

  it('does not exist for another artist', async () => {
    expect(await thrownStatus(loader(args('stranger')))).toBe(404);
  });
});

describe('release cover', () => {
  it('streams the stored cover to the owner with its type', async () => {
    const response = await coverLoader(args('owner', `/distributions/${releaseId}/cover`));
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(COVER_BYTES);
  });

  it('is not found for another artist', async () => {
    expect(await thrownStatus(coverLoader(args('stranger', `/distributions/${releaseId}/cover`)))).toBe(404);
  });
});
