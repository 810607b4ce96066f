import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { prepareArtistPicture } from '../artists/save-artist';
import { LocalFileStorage } from '../storage/storage';
import { createTestUser } from '../testing/release-fixture';
import { writeAudio } from '../testing/media';
import { fileMedia } from './file-media';

// Issue 17, item 4: a file's header survives the loss of its end; only decoding it whole tells.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
let storage: LocalFileStorage;
let ownerId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'slipcase-damaged-media-'));
  storage = new LocalFileStorage(join(dir, 'storage'));
  ownerId = (await createTestUser(db.prisma)).id;
});

afterAll(async () => {
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function emptyRelease(): Promise<string> {
  const artist = await db.prisma.artist.create({ data: { ownerId, name: `Act ${Math.random()}` } });
  const release = await db.prisma.release.create({
    data: { ownerId, artistId: artist.id, title: 'Cut Short', type: 'album', releaseDate: new Date('2027-03-01'), upc: `${Date.now()}${Math.random()}` },
  });
  return release.id;
}

/** The first `bytes` of `path`, as a new file. */
async function cut(path: string, bytes: number): Promise<string> {
  const to = path.replace(/(\.\w+)$/, `-cut${bytes}$1`);
  await writeFile(to, (await readFile(path)).subarray(0, bytes));
  return to;
}

async function noise(name: string, format: 'png' | 'jpeg', sizePx = 1600): Promise<string> {
  const path = join(dir, name);
  await sharp({ create: { width: sizePx, height: sizePx, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).toFormat(format).toFile(path);
  return path;
}

const file = (releaseId: string, kind: 'audio' | 'artwork', path: string) =>
  fileMedia({ prisma: db.prisma, storage, now: new Date('2026-11-27T10:00:00Z'), settings: DEFAULT_SETTINGS }, {
    userId: ownerId,
    releaseId,
    kind,
    file: { path, filename: path.split('/').at(-1)! },
  });

async function nothingStored(releaseId: string) {
  expect(await db.prisma.track.count({ where: { releaseId } })).toBe(0);
  expect(await db.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).toMatchObject({ coverKey: null });
  expect(await readdir(join(storage.rootDir, 'releases', releaseId)).catch(() => [])).toEqual([]);
}

describe('a file cut short', () => {
  it.each(['flac', 'wav', 'mp3'] as const)('is refused as a track when %s (media_damaged), storing nothing; the whole file is filed', async (format) => {
    const whole = await writeAudio(join(dir, `song.${format}`), { seconds: 65, format });
    for (const bytes of [20_000, Math.floor((await readFile(whole)).length * 0.6)]) {
      const releaseId = await emptyRelease();
      expect(await file(releaseId, 'audio', await cut(whole, bytes))).toEqual({ ok: false, error: { code: 'media_damaged', field: 'audio' } });
      await nothingStored(releaseId);
    }
    expect(await file(await emptyRelease(), 'audio', whole)).toMatchObject({ ok: true });
  });

  it.each(['png', 'jpeg'] as const)('is refused as a cover when %s (media_damaged), storing nothing; the whole image is kept', async (format) => {
    const whole = await noise(`cover.${format}`, format);
    const releaseId = await emptyRelease();
    expect(await file(releaseId, 'artwork', await cut(whole, 5000))).toMatchObject({ ok: false, error: { code: 'media_damaged', field: 'artwork' } });
    await nothingStored(releaseId);
    expect(await file(releaseId, 'artwork', whole)).toMatchObject({ ok: true });
  });

  it('is refused as an artist’s picture', async () => {
    const whole = await noise('face.jpeg', 'jpeg', 800);
    expect(await prepareArtistPicture(await cut(whole, 5000))).toEqual({ errors: [{ code: 'media_damaged', field: 'image' }] });
    expect(await prepareArtistPicture(whole)).toEqual({ path: expect.any(String) });
  });
});
