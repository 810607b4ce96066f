import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { isAppError, normalizeArtistProfile } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../storage/storage';
import { createAccount } from '../testing/accounts';
import { createDraftRelease } from '../testing/release-fixture';
import { countFollowedProArtists } from '../releases/release-draft';
import { followArtist, listProArtistsToFollow, unfollowArtist } from './follows';
import { artistImageKey, createArtist } from './profiles';
import { removeMyArtist } from './remove-artist';

let database: TestDatabase;
let storageDir: string;
let deps: { prisma: TestDatabase['prisma']; storage: LocalFileStorage };

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'slipcase-artists-'));
  deps = { prisma: database.prisma, storage: new LocalFileStorage(storageDir) };
});
afterAll(async () => {
  await database?.drop();
  await rm(storageDir, { recursive: true, force: true });
});

const profile = (name: string) => normalizeArtistProfile({ name, type: 'solo', mainGenre: 'pop' });

describe('follows', () => {
  it('follows once and unfollows, counting platform follows; never one’s own artist or one of a blocked account', async () => {
    const fan = await createAccount(database.prisma, { username: 'fan' });
    const owner = await createAccount(database.prisma, { username: 'owner', plan: 'pro' });
    const banned = await createAccount(database.prisma, { username: 'banned', banned: true });
    const created = await createArtist(deps, { ownerId: owner.id, profile: profile('Nova') });
    const hidden = await createArtist(deps, { ownerId: banned.id, profile: profile('Hidden') });
    if ('errors' in created || 'errors' in hidden) throw new Error('not created');

    expect(await followArtist(deps, { userId: fan.id, artistId: created.id })).toEqual({ following: true, followers: 1 });
    expect(await followArtist(deps, { userId: fan.id, artistId: created.id })).toEqual({ following: true, followers: 1 });
    expect(await unfollowArtist(deps, { userId: fan.id, artistId: created.id })).toEqual({ following: false, followers: 0 });

    const refusal = async (userId: string, artistId: string) =>
      followArtist(deps, { userId, artistId }).catch((error: unknown) => (isAppError(error) ? error.code : error));
    expect(await refusal(owner.id, created.id)).toBe('cannot_follow_own_artist');
    expect(await refusal(fan.id, hidden.id)).toBe('not_found');
  });
});

describe('PRO artists', () => {
  it('are the artists of paid plans’ accounts that are not blocked, listed and counted alike', async () => {
    const fan = await createAccount(database.prisma, { username: 'pro-fan' });
    const owners = {
      Pro: await createAccount(database.prisma, { username: 'paid-pro', plan: 'pro' }),
      Advanced: await createAccount(database.prisma, { username: 'paid-advanced', plan: 'advanced' }),
      Free: await createAccount(database.prisma, { username: 'unpaid' }),
      Frozen: await createAccount(database.prisma, { username: 'paid-frozen', plan: 'pro', freeze: true }),
    };
    for (const [name, owner] of Object.entries(owners)) {
      const artist = await database.prisma.artist.create({ data: { ownerId: owner.id, name: `${name} Act` } });
      await database.prisma.artistFollow.create({ data: { userId: fan.id, artistId: artist.id } });
    }
    const { artists } = await listProArtistsToFollow(deps, { userId: fan.id, limit: 50, includeFollowed: true });
    expect(artists.map((artist) => artist.name).filter((name) => name.endsWith(' Act')).sort()).toEqual(['Advanced Act', 'Pro Act']);
    expect(artists.every((artist) => artist.pro)).toBe(true);
    expect(await countFollowedProArtists(database.prisma, fan.id)).toBe(2);
  });
});

describe('removeMyArtist', () => {
  it('refuses while a release is active, and otherwise removes the artist, its drafts and its picture', async () => {
    const owner = await createAccount(database.prisma, { username: 'remover', plan: 'pro' });
    const release = await createDraftRelease(database.prisma, owner.id);
    await database.prisma.release.update({ where: { id: release.id }, data: { status: 'in_review' } });
    expect(await removeMyArtist(deps, { ownerId: owner.id, artistId: release.artistId })).toMatchObject({
      status: 'refused',
      activeReleases: 1,
      error: { code: 'artist_has_active_releases' },
    });

    await database.prisma.release.update({ where: { id: release.id }, data: { status: 'draft' } });
    const picture = join(storageDir, 'upload.jpg');
    await writeFile(picture, 'jpeg');
    await deps.storage.put(artistImageKey(release.artistId), picture);
    await database.prisma.artist.update({ where: { id: release.artistId }, data: { imageKey: artistImageKey(release.artistId) } });

    const other = await createAccount(database.prisma, { username: 'stranger' });
    expect(await removeMyArtist(deps, { ownerId: other.id, artistId: release.artistId })).toEqual({ status: 'not_found' });
    expect(await removeMyArtist(deps, { ownerId: owner.id, artistId: release.artistId })).toEqual({ status: 'removed', name: 'The Test Tones' });
    expect(await database.prisma.release.findUnique({ where: { id: release.id } })).toBeNull();
    await expect(access(deps.storage.path(artistImageKey(release.artistId)))).rejects.toThrow();
  });
});
