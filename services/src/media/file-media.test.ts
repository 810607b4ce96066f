import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { LocalFileStorage } from '../storage/storage';
import { createTestUser } from '../testing/release-fixture';
import { writeAudio } from '../testing/media';
import { fileMedia } from './file-media';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
/** A second client with its own connection pool: another web process filing to the same database. */
let otherProcess: PrismaClient;
let dir: string;
let storage: LocalFileStorage;
let ownerId: string;
let song: string;
let gap: string;

beforeAll(async () => {
  db = await createTestDatabase();
  otherProcess = createPrismaClient(db.url);
  dir = await mkdtemp(join(tmpdir(), 'slipcase-file-media-'));
  storage = new LocalFileStorage(join(dir, 'storage'));
  song = await writeAudio(join(dir, 'song.mp3'), { seconds: 65 });
  gap = await writeAudio(join(dir, 'gap.mp3'), { seconds: 90, silence: { at: 40, seconds: 12 } });
  const owner = await createTestUser(db.prisma);
  ownerId = owner.id;
  await db.prisma.user.update({ where: { id: ownerId }, data: { plan: 'pro' } });
});

afterAll(async () => {
  await otherProcess?.$disconnect();
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function emptyAlbum(): Promise<string> {
  const artist = await db.prisma.artist.create({ data: { ownerId, name: `Act ${Math.random()}` } });
  const release = await db.prisma.release.create({
    data: { ownerId, artistId: artist.id, title: 'Parallel Lines', type: 'album', releaseDate: new Date('2027-03-01'), upc: `${Date.now()}` },
  });
  return release.id;
}

const depsOf = (prisma: PrismaClient) => ({ prisma, storage, now: new Date('2026-11-27T10:00:00Z'), settings: DEFAULT_SETTINGS });

describe('fileMedia', () => {
  it('numbers tracks 1..n with no gap or repeat when two processes file to one release at once', async () => {
    const releaseId = await emptyAlbum();
    const uploads = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const path = join(dir, `upload-${i}.mp3`);
        await copyFile(song, path);
        return path;
      }),
    );

    const results = await Promise.all(
      uploads.map((path, i) =>
        fileMedia(depsOf(i % 2 === 0 ? db.prisma : otherProcess), {
          userId: ownerId,
          releaseId,
          kind: 'audio',
          file: { path, filename: `Take ${i + 1}.mp3` },
        }),
      ),
    );

    expect(results.every((result) => result.ok)).toBe(true);
    const tracks = await db.prisma.track.findMany({ where: { releaseId }, orderBy: { number: 'asc' } });
    expect(tracks.map((track) => track.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(tracks.map((track) => track.audioKey)).size).toBe(6);
    const stored = await readdir(join(storage.rootDir, 'releases', releaseId, 'tracks'));
    expect(stored.sort()).toEqual(tracks.map((track) => track.audioKey.split('/').at(-1)).sort());
  });

  it('titles a new track as its file name suggests, or leaves it for the artist; the owner performs it from the start', async () => {
    const releaseId = await emptyAlbum();
    const owner = await db.prisma.user.findUniqueOrThrow({ where: { id: ownerId } });
    for (const filename of ['song.flac', '02_Night_Drive.mp3']) {
      const path = join(dir, `named-${filename}`);
      await copyFile(song, path);
      expect(await fileMedia(depsOf(db.prisma), { userId: ownerId, releaseId, kind: 'audio', file: { path, filename } })).toMatchObject({ ok: true });
    }
    const tracks = await db.prisma.track.findMany({ where: { releaseId }, orderBy: { number: 'asc' }, include: { performers: true } });
    expect(tracks.map((track) => track.title)).toEqual(['', 'Night Drive']);
    expect(tracks.map((track) => track.performers.map(({ name, position, instrument }) => ({ name, position, instrument })))).toEqual([
      [{ name: owner.name, position: 0, instrument: null }],
      [{ name: owner.name, position: 0, instrument: null }],
    ]);
  });

  it('refuses 12 seconds of silence in the middle of a track, storing nothing', async () => {
    const releaseId = await emptyAlbum();
    const result = await fileMedia(depsOf(db.prisma), { userId: ownerId, releaseId, kind: 'audio', file: { path: gap, filename: 'gap.mp3' } });
    expect(result).toEqual({
      ok: false,
      error: { code: 'silence_too_long', field: 'audio', params: { seconds: 12, at: '0:40', max: 10 } },
    });
    expect(await db.prisma.track.count({ where: { releaseId } })).toBe(0);
    expect(await readdir(join(storage.rootDir, 'releases', releaseId)).catch(() => [])).toEqual([]);
  });
});
