import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { artistProfileLimit, normalizeArtistProfile } from '@slipcase/domain';
import { writeCover } from '@slipcase/plugin-contract/testing/test-media';
import { LocalFileStorage } from '../storage/storage';
import { createTestUser } from '../testing/release-fixture';
import { artistImageKey } from './profiles';
import { prepareArtistPicture, saveArtist } from './save-artist';

let db: TestDatabase;
let dir: string;
let storage: LocalFileStorage;
beforeAll(async () => {
  [db, dir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'slipcase-save-artist-'))]);
  storage = new LocalFileStorage(join(dir, 'storage'));
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const profile = (name: string) => normalizeArtistProfile({ name, type: 'solo', mainGenre: 'pop' });

/** An upload of its own folder, as the form's handler keeps each. */
async function upload(name: string, sizePx: number) {
  const folder = join(dir, 'uploads', name);
  await mkdir(folder, { recursive: true });
  return writeCover(join(folder, `${name}.png`), { sizePx, format: 'png' });
}

describe('prepareArtistPicture', () => {
  it('rewrites a picture as a 1000 px square JPEG without metadata beside the upload, and refuses one too small', async () => {
    const prepared = await prepareArtistPicture(await upload('big', 1500));
    expect(prepared).toEqual({ path: join(dir, 'uploads', 'big', 'profile-picture.jpg') });
    const written = await sharp((prepared as { path: string }).path).metadata();
    expect(written).toMatchObject({ format: 'jpeg', width: 1000, height: 1000 });
    expect(written.exif).toBeUndefined();
    expect(await prepareArtistPicture(await upload('small', 200))).toEqual({ errors: [{ code: 'image_too_small', field: 'image', params: { min: 300 } }] });
  });
});

describe('saveArtist', () => {
  it('creates the artist with its picture, then updates only the owner\'s own', async () => {
    const owner = await createTestUser(db.prisma);
    const stranger = await createTestUser(db.prisma);
    const picture = await prepareArtistPicture(await upload('profile', 1200)) as { path: string };
    const created = await saveArtist({ prisma: db.prisma, storage }, { ownerId: owner.id, artistId: null, profile: profile('Mira'), picturePath: picture.path });
    expect(created).toEqual({ ok: true, artistId: expect.any(String) });
    const artistId = (created as { artistId: string }).artistId;
    expect(await db.prisma.artist.findUniqueOrThrow({ where: { id: artistId } })).toMatchObject({ ownerId: owner.id, name: 'Mira', imageKey: artistImageKey(artistId) });
    expect((await sharp(storage.path(artistImageKey(artistId))).metadata()).width).toBe(1000);

    expect(await saveArtist({ prisma: db.prisma, storage }, { ownerId: owner.id, artistId, profile: profile('Mira Sol'), picturePath: null })).toEqual({ ok: true, artistId });
    expect(await saveArtist({ prisma: db.prisma, storage }, { ownerId: stranger.id, artistId, profile: profile('Taken'), picturePath: null })).toEqual({ ok: false, kind: 'not_found' });
    expect(await db.prisma.artist.findUniqueOrThrow({ where: { id: artistId } })).toMatchObject({ name: 'Mira Sol', imageKey: artistImageKey(artistId) });
  });

  it('refuses a profile past the plan\'s last, and says when the picture could not be stored', async () => {
    const owner = await createTestUser(db.prisma);
    const deps = { prisma: db.prisma, storage };
    for (let i = 0; i < artistProfileLimit('free'); i++) await saveArtist(deps, { ownerId: owner.id, artistId: null, profile: profile(`Act ${i}`), picturePath: null });
    expect(await saveArtist(deps, { ownerId: owner.id, artistId: null, profile: profile('One more'), picturePath: null }))
      .toMatchObject({ ok: false, kind: 'limit', errors: [{ code: 'artist_limit' }] });

    const [first] = await db.prisma.artist.findMany({ where: { ownerId: owner.id } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await saveArtist(deps, { ownerId: owner.id, artistId: first!.id, profile: profile('Renamed'), picturePath: join(dir, 'gone.jpg') });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(outcome).toEqual({ ok: false, kind: 'picture_not_stored' });
    // The profile is saved; no image is named that was not stored.
    expect(await db.prisma.artist.findUniqueOrThrow({ where: { id: first!.id } })).toMatchObject({ name: 'Renamed', imageKey: null });
  });
});
