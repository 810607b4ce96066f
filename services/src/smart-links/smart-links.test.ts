import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReleaseIn, createTestUser } from '../testing/release-fixture';
import { recordStoreLinks } from '../deliveries/store-links';
import { createSmartLink } from './create-smart-link';
import { addCustomLink, refreshSmartLink, removeCustomLink, setSmartLinkEntryActive } from './edit-smart-link';
import { listSmartLinks } from './list-smart-links';
import { smartLinkAnalytics } from './smart-link-analytics';
import { recordSmartLinkClick, recordSmartLinkView, smartLinkPage } from './smart-link-page';

const STORES = [
  { id: 'spotify', tier: 'free', name: 'Spotify' },
  { id: 'apple-music', tier: 'free', name: 'Apple Music' },
  { id: 'deezer', tier: 'free', name: 'Deezer' },
] as const;

describe('smart links', () => {
  let db: TestDatabase;
  const now = new Date('2026-12-05T12:00:00Z');
  const deps = () => ({ prisma: db.prisma, stores: STORES, now });

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  /** A published release that Spotify and Apple Music took (with links) and Deezer took, then removed. */
  async function liveRelease() {
    const { ownerId, releaseId } = await createReleaseIn(db.prisma, 'published');
    await db.prisma.delivery.createMany({
      data: [
        { releaseId, store: 'spotify', status: 'acknowledged', ackStatus: 'ok', storeUrl: 'https://open.spotify.example/album/1', startedAt: new Date('2026-11-01') },
        { releaseId, store: 'apple-music', status: 'delivered', storeUrl: 'https://music.apple.example/album/1', startedAt: new Date('2026-11-01') },
        { releaseId, store: 'deezer', status: 'delivered', storeUrl: 'https://deezer.example/album/1', startedAt: new Date('2026-11-01') },
        { releaseId, store: 'deezer', status: 'delivered', kind: 'takedown', startedAt: new Date('2026-11-10') },
      ],
    });
    return { ownerId, releaseId };
  }

  it("makes one link per published release, from the stores that have it, and refuses what has none", async () => {
    const { ownerId, releaseId } = await liveRelease();
    const link = await createSmartLink(deps(), { userId: ownerId, releaseId, slug: 'my-first-song' });
    expect(link).toMatchObject({ slug: 'my-first-song', path: '/s/my-first-song' });
    expect(link.entries.map((entry) => [entry.key, entry.name, entry.active])).toEqual([['apple-music', 'Apple Music', true], ['spotify', 'Spotify', true]]);
    expect((await createSmartLink(deps(), { userId: ownerId, releaseId })).id).toBe(link.id);

    const other = await liveRelease();
    await expect(createSmartLink(deps(), { userId: other.ownerId, releaseId: other.releaseId, slug: 'my-first-song' })).rejects.toMatchObject({ code: 'smartlink_slug_taken', field: 'slug' });
    await expect(createSmartLink(deps(), { userId: other.ownerId, releaseId: other.releaseId, slug: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 'smartlink_invalid_slug' });
    await expect(createSmartLink(deps(), { userId: other.ownerId, releaseId })).rejects.toMatchObject({ code: 'not_found' });
    const draft = await createReleaseIn(db.prisma, 'in_review');
    await expect(createSmartLink(deps(), { userId: draft.ownerId, releaseId: draft.releaseId })).rejects.toMatchObject({ code: 'smartlink_not_published' });
    const keyless = await liveRelease();
    await db.prisma.release.update({ where: { id: keyless.releaseId }, data: { upc: '' } });
    await expect(createSmartLink(deps(), { userId: keyless.ownerId, releaseId: keyless.releaseId })).rejects.toMatchObject({ code: 'smartlink_no_distribution_key' });
    expect(await db.prisma.smartLink.count({ where: { releaseId: { in: [other.releaseId, draft.releaseId, keyless.releaseId] } } })).toBe(0);

    // Without a chosen address, the suggested one gets a number when taken.
    const twin = await liveRelease();
    const suggested = await createSmartLink(deps(), { userId: twin.ownerId, releaseId: twin.releaseId });
    const again = await liveRelease();
    const numbered = await createSmartLink(deps(), { userId: again.ownerId, releaseId: again.releaseId });
    expect(numbered.slug).toBe(`${suggested.slug}-2`);
    expect(await listSmartLinks(deps(), { userId: again.ownerId })).toEqual({ links: [expect.objectContaining({ slug: numbered.slug, buttons: 2 })], releases: [] });
  });

  it('edits buttons: custom links only with a name and an http(s) address, hidden stores off the page, refresh', async () => {
    const { ownerId, releaseId } = await liveRelease();
    const link = await createSmartLink(deps(), { userId: ownerId, releaseId });
    const owned = { userId: ownerId, smartLinkId: link.id };
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/x']) {
      await expect(addCustomLink(deps(), { ...owned, name: 'Mine', url })).rejects.toMatchObject({ code: 'invalid_url', field: 'url' });
    }
    await expect(addCustomLink(deps(), { ...owned, name: ' ', url: 'https://example.com' })).rejects.toMatchObject({ code: 'smartlink_link_required' });
    const stranger = await createTestUser(db.prisma);
    await expect(addCustomLink(deps(), { userId: stranger.id, smartLinkId: link.id, name: 'X', url: 'https://x.example' })).rejects.toMatchObject({ code: 'not_found' });
    expect(await db.prisma.smartLinkEntry.count({ where: { smartLinkId: link.id, custom: true } })).toBe(0);

    const added = await addCustomLink(deps(), { ...owned, name: 'Bandcamp', url: 'https://artist.bandcamp.example/album/x' });
    expect(added.entries.at(-1)).toMatchObject({ key: 'custom-1', name: 'Bandcamp', custom: true, active: true });
    await setSmartLinkEntryActive(deps(), { ...owned, key: 'spotify', active: false });
    const iphone = await smartLinkPage(deps(), { slug: link.slug, device: 'ios' });
    expect(iphone?.buttons.map((button) => button.key)).toEqual(['apple-music', 'custom-1']);

    // Deezer takes the release again with a new link: refresh adds it; the hidden Spotify stays hidden.
    await db.prisma.delivery.create({ data: { releaseId, store: 'deezer', status: 'delivered', storeUrl: 'https://deezer.example/album/2' } });
    const refreshed = await refreshSmartLink(deps(), owned);
    expect(refreshed.entries.map((entry) => [entry.key, entry.active])).toEqual([['apple-music', true], ['spotify', false], ['custom-1', true], ['deezer', true]]);
    expect((await removeCustomLink(deps(), { ...owned, key: 'custom-1' })).entries.map((entry) => entry.key)).toEqual(['apple-music', 'spotify', 'deezer']);
    await expect(removeCustomLink(deps(), { ...owned, key: 'spotify' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('counts views and clicks by day, country and device, and shows them to PRO accounts only', async () => {
    const { ownerId, releaseId } = await liveRelease();
    const link = await createSmartLink(deps(), { userId: ownerId, releaseId });
    expect(await recordSmartLinkView(deps(), { slug: link.slug, country: 'DE', device: 'ios' })).toBe(true);
    await recordSmartLinkView(deps(), { slug: link.slug, country: 'DE', device: 'ios' });
    await recordSmartLinkView(deps(), { slug: link.slug, country: null, device: 'desktop' });
    expect(await recordSmartLinkClick(deps(), { slug: link.slug, key: 'spotify', country: 'DE', device: 'ios' })).toBe('https://open.spotify.example/album/1');
    expect(await recordSmartLinkClick(deps(), { slug: link.slug, key: 'nope', country: 'DE', device: 'ios' })).toBeNull();
    expect(await recordSmartLinkView(deps(), { slug: 'no-such-link', country: 'DE', device: 'ios' })).toBe(false);

    await expect(smartLinkAnalytics(deps(), { userId: ownerId, smartLinkId: link.id })).rejects.toMatchObject({ code: 'premium_required' });
    await db.prisma.user.update({ where: { id: ownerId }, data: { plan: 'pro' } });
    const analytics = await smartLinkAnalytics(deps(), { userId: ownerId, smartLinkId: link.id });
    expect(analytics).toMatchObject({
      views: 3,
      clicks: 1,
      devices: [{ device: 'ios', views: 2, clicks: 1 }, { device: 'desktop', views: 1, clicks: 0 }],
      countries: [{ country: 'DE', views: 2, clicks: 1 }, { country: 'ZZ', views: 1, clicks: 0 }],
      buttons: [{ key: 'spotify', clicks: 1 }],
    });
    expect(analytics.clickRate).toBeCloseTo(1 / 3);
    expect(analytics.daily).toHaveLength(30);
    expect(analytics.daily.at(-1)).toEqual({ day: '2026-12-05', views: 3, clicks: 1 });
    const stranger = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: stranger.id }, data: { plan: 'pro' } });
    await expect(smartLinkAnalytics(deps(), { userId: stranger.id, smartLinkId: link.id })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('adds a store to the link when its store link is recorded, and invalidates the public page', async () => {
    const { ownerId, releaseId } = await createReleaseIn(db.prisma, 'published');
    await db.prisma.delivery.create({ data: { releaseId, store: 'spotify', status: 'acknowledged', storeUrl: 'https://open.spotify.example/album/9' } });
    const link = await createSmartLink(deps(), { userId: ownerId, releaseId });
    await db.prisma.delivery.create({ data: { releaseId, store: 'deezer', status: 'delivered' } });
    const stores = [...STORES.map((store) => ({ ...store, storeUrl: ({ upc }: { upc: string }) => `https://deezer.example/upc/${upc}` }))];
    const before = await db.prisma.publicPageInvalidation.count({ where: { page: link.path } });
    await recordStoreLinks({ prisma: db.prisma, stores: stores as never }, { releaseId });
    const entries = await db.prisma.smartLinkEntry.findMany({ where: { smartLinkId: link.id }, select: { key: true } });
    expect(entries.map((entry) => entry.key).sort()).toEqual(['deezer', 'spotify']);
    expect(await db.prisma.publicPageInvalidation.count({ where: { page: link.path } })).toBe(before + 1);
  });
});
