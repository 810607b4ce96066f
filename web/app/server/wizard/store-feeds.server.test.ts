import type { TestDatabase } from '@slipcase/db/testing';
import { storeProfiles } from '@slipcase/services/stores/store-catalog';
import { storeDelivers } from '@slipcase/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';
import { DRAFT_INCLUDE, toReleaseDraft } from './draft.server';
import { stepData } from './step-data.server';
import { storeFeeds, wizardField } from './store-feeds.server';

let database: TestDatabase;
let ownerId: string;
const now = new Date('2031-01-10T09:00:00Z');
const previousStores = process.env.SLIPCASE_STORES;

beforeAll(async () => {
  // Every store this installation has, not only the tests' local folder.
  process.env.SLIPCASE_STORES = '';
  database = await useTestDatabase();
  ownerId = (await createUser(database, { username: 'feeds', password: 'pw-123456!' })).id;
});

afterAll(async () => {
  process.env.SLIPCASE_STORES = previousStores;
  await database?.drop();
});

async function draft(title: string, platforms: string[], cover: { width: number; height: number } | null = { width: 3000, height: 3000 }) {
  const row = await createReleaseRow(database, { ownerId, title, status: 'draft', cover });
  await database.prisma.release.update({ where: { id: row.id }, data: { platforms } });
  return database.prisma.release.findUniqueOrThrow({ where: { id: row.id }, include: DRAFT_INCLUDE });
}

describe('storeFeeds', () => {
  it('builds a valid feed for each chosen store of a complete release, the XML only when asked', async () => {
    const stores = await storeProfiles(process.env);
    expect(stores.length).toBeGreaterThan(1);
    const release = await draft('Complete', stores.map((store) => store.id));

    const feeds = await storeFeeds(release, { now });
    expect(feeds).toEqual(stores.map((store) => ({ storeId: store.id, name: store.name, valid: true, problems: [], delivers: storeDelivers(store) })));

    const [spotify] = await storeFeeds(release, { now, storeIds: ['spotify'], withXml: true });
    expect(spotify?.valid).toBe(true);
    expect(spotify?.xml).toContain('<ern:NewReleaseMessage');
    expect(spotify?.xml).toContain(release.upc);
  });

  it('reports a cover under a store’s minimum on that store only, linked to the artwork step', async () => {
    const tiktok = (await storeProfiles(process.env)).find((store) => store.id === 'tiktok');
    expect(tiktok?.requirements.artwork.minPx).toBeGreaterThan(1500);
    const release = await draft('Small Cover', ['spotify', 'tiktok'], { width: 1500, height: 1500 });

    const feeds = await storeFeeds(release, { now });
    expect(feeds.find((feed) => feed.storeId === 'spotify')).toMatchObject({ valid: true, problems: [] });
    expect(feeds.find((feed) => feed.storeId === 'tiktok')).toMatchObject({
      valid: false,
      problems: [{ message: `image_too_small {"min":${tiktok?.requirements.artwork.minPx}}`, field: 'artwork', step: 'artwork' }],
    });
  });

  it('reports a missing track title for every store, linked to the track’s title, and makes no XML of it', async () => {
    const release = await draft('No Track Title', ['spotify', 'local-folder']);
    await database.prisma.track.updateMany({ where: { releaseId: release.id }, data: { title: ' ' } });
    const stored = await database.prisma.release.findUniqueOrThrow({ where: { id: release.id }, include: DRAFT_INCLUDE });

    const feeds = await storeFeeds(stored, { now, withXml: true });
    expect(feeds.map((feed) => feed.storeId).sort()).toEqual(['local-folder', 'spotify']);
    for (const feed of feeds) {
      expect(feed).toEqual({
        storeId: feed.storeId,
        name: feed.name,
        valid: false,
        problems: [{ message: 'title_required', field: 'tracks.0.title', step: 'tracks' }],
        delivers: expect.objectContaining({ territories: ['Worldwide'] }),
      });
    }
  });

  it('never throws for a draft without a cover: the feed is still built, the cover reported', async () => {
    const release = await draft('No Cover', ['spotify'], null);
    const [spotify] = await storeFeeds(release, { now, withXml: true });
    expect(spotify).toMatchObject({ valid: false, problems: [{ message: 'artwork_required', field: 'artwork', step: 'artwork' }] });
    expect(spotify?.xml).toContain('<ern:NewReleaseMessage');
  });

  it('leaves out stores the installation does not have, and says nothing without a store', async () => {
    expect(await storeFeeds(await draft('Gone Store', ['napster']), { now })).toEqual([]);
    expect(await storeFeeds(await draft('No Store', []), { now })).toEqual([]);
  });
});

describe('the review step’s data', () => {
  it('holds each chosen store’s feed checked, what it gets, its XML, and a summary naming the stores', async () => {
    const release = await draft('Reviewed', ['spotify', 'tiktok'], { width: 1500, height: 1500 });
    const viewer = { id: ownerId, plan: 'free' as const, timeZone: 'UTC' };
    const data = await stepData(viewer, 'review', release, toReleaseDraft(release), 'en');
    const profiles = await storeProfiles(process.env);
    const delivers = (id: string) => storeDelivers(profiles.find((store) => store.id === id)!);
    expect(data.review?.storeFeeds).toEqual([
      { storeId: 'spotify', name: 'Spotify', valid: true, problems: [], delivers: delivers('spotify'), xml: expect.stringContaining('<ReleaseList') },
      { storeId: 'tiktok', name: 'TikTok', valid: false, problems: [expect.objectContaining({ field: 'artwork', step: 'artwork' })], delivers: delivers('tiktok'), xml: expect.stringContaining('NewReleaseMessage') },
    ]);
    expect(data.review?.summary).toMatchObject({ stores: ['Spotify', 'TikTok'], hasArtwork: true, releaseDate: release.releaseDate.toISOString().slice(0, 10) });
  });
});

describe('wizardField', () => {
  it('names the wizard’s form field of a feed path, or none', () => {
    expect(wizardField('cover')).toBe('artwork');
    expect(wizardField('artist.name')).toBe('artistId');
    expect(wizardField('artist.storeIds.apple-music')).toBe('artistId');
    expect(wizardField('tracks.2.title')).toBe('tracks.2.title');
    expect(wizardField('tracks.0.durationMs')).toBe('tracks.0.audio');
    expect(wizardField('tracks.1.number')).toBe('tracks.1');
    expect(wizardField('tracks.0.contributors.1.sharePercent')).toBe('tracks.0.contributors.1.sharePercent');
    expect(wizardField('featuredArtists.0')).toBe('featuredArtists.0');
    expect(wizardField('createdAt')).toBeNull();
  });
});
