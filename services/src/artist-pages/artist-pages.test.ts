import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, type PlatformTier } from '@slipcase/domain';
import { createReleaseIn, createTestUser } from '../testing/release-fixture';
import { LocalFileStorage } from '../storage/storage';
import { loadArtistPageEditor, saveArtistPage } from './artist-page-editor';
import { createArtistPage, listMyArtistPages } from './my-artist-pages';
import { followArtistPage, recordPageVisit } from './page-audience';
import { pageAudienceCsv, pageInsights } from './page-insights';
import { publicArtistPage } from './public-artist-page';
import { createSmartLink } from '../smart-links/create-smart-link';

let db: TestDatabase;
const stores: PlatformTier[] = [{ id: 'spotify', tier: 'free', name: 'Spotify' }, { id: 'tidal', tier: 'premium', name: 'TIDAL' }];
const storage = new LocalFileStorage('/tmp/slipcase-artist-pages-unused');
const now = new Date('2026-12-05T12:00:00Z');
const deps = () => ({ prisma: db.prisma, stores, storage, now });

beforeAll(async () => {
  db = await createTestDatabase();
});

/** The pages the shared render cache was told to render again (publicPageChanged's invalidations). */
const invalidated = async (page: string) => db.prisma.publicPageInvalidation.count({ where: { page } });
afterAll(async () => {
  await db.drop();
});

const look = { layout: 'sidebar', palette: 'ocean', pattern: 'waves' };

/** An owner (on `plan`) with an artist whose page is at `handle`. */
async function pageOf(handle: string, plan: 'free' | 'pro' = 'free') {
  const owner = await createTestUser(db.prisma);
  await db.prisma.user.update({ where: { id: owner.id }, data: { plan } });
  const artist = await db.prisma.artist.create({ data: { ownerId: owner.id, name: 'Nova Lane' } });
  const { pageId } = await createArtistPage(deps(), { ownerId: owner.id, artistId: artist.id, handle });
  return { ownerId: owner.id, artistId: artist.id, pageId };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof AppError ? { code: error.code, field: error.field } : error));

describe('starting a page', () => {
  it('lists the owner\'s artists with a suggested handle, then the page once started', async () => {
    const owner = await createTestUser(db.prisma);
    const artist = await db.prisma.artist.create({ data: { ownerId: owner.id, name: 'Sól Ríver' } });
    expect(await listMyArtistPages(deps(), { ownerId: owner.id })).toEqual([
      { artistId: artist.id, artistName: 'Sól Ríver', imageUrl: null, page: null, suggestedHandle: 'sol-river' },
    ]);
    const { pageId, handle } = await createArtistPage(deps(), { ownerId: owner.id, artistId: artist.id, handle: 'Sol-River' });
    expect(handle).toBe('sol-river');
    expect(await invalidated('/me/sol-river')).toBe(1);
    expect((await listMyArtistPages(deps(), { ownerId: owner.id }))[0]?.page).toMatchObject({ id: pageId, handle: 'sol-river' });
    expect(await refusal(createArtistPage(deps(), { ownerId: owner.id, artistId: artist.id, handle: 'another' }))).toEqual({ code: 'invalid_transition', field: 'artistId' });
  });

  it('refuses a taken handle, a bad one, and somebody else\'s artist, creating nothing', async () => {
    await pageOf('taken-handle');
    const owner = await createTestUser(db.prisma);
    const artist = await db.prisma.artist.create({ data: { ownerId: owner.id, name: 'Other' } });
    expect(await refusal(createArtistPage(deps(), { ownerId: owner.id, artistId: artist.id, handle: 'TAKEN-handle' }))).toEqual({ code: 'handle_taken', field: 'handle' });
    expect(await refusal(createArtistPage(deps(), { ownerId: owner.id, artistId: artist.id, handle: '<script>' }))).toEqual({ code: 'invalid_handle', field: 'handle' });
    const stranger = await createTestUser(db.prisma);
    expect(await refusal(createArtistPage(deps(), { ownerId: stranger.id, artistId: artist.id, handle: 'mine-now' }))).toEqual({ code: 'not_found', field: 'artistId' });
    expect(await db.prisma.artistPage.count({ where: { artistId: artist.id } })).toBe(0);
  });
});

describe('editing a page', () => {
  it('saves the look, the handle, and the bio and links onto the artist profile', async () => {
    const { ownerId, artistId, pageId } = await pageOf('edit-me', 'pro');
    const saved = await saveArtistPage(deps(), {
      ownerId,
      pageId,
      page: { handle: 'Edited', ...look, videoUrl: 'https://youtu.be/dQw4w9WgXcQ', bio: 'From Lisbon.', socialLinks: { bandcamp: 'https://nova.bandcamp.com' } },
    });
    expect(saved).toEqual({ ok: true, handle: 'edited' });
    // The old address and the new one are rendered again on every server.
    expect([await invalidated('/me/edit-me'), await invalidated('/me/edited')]).toEqual([2, 1]);
    expect(await db.prisma.artist.findUniqueOrThrow({ where: { id: artistId } })).toMatchObject({ biography: 'From Lisbon.', socialLinks: { bandcamp: 'https://nova.bandcamp.com' } });
    const editor = await loadArtistPageEditor(deps(), { ownerId, pageId });
    expect(editor.settings).toEqual({ handle: 'edited', ...look, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', bio: 'From Lisbon.', socialLinks: { bandcamp: 'https://nova.bandcamp.com' } });
    expect(editor.allows).toEqual({ featuredVideo: true, insights: true });
    expect(editor.view).toMatchObject({ handle: 'edited', videoId: 'dQw4w9WgXcQ', followable: true, look });
  });

  it('refuses the video on the free plan, a taken handle and a javascript: link, saving nothing', async () => {
    await pageOf('already-here');
    const { ownerId, artistId, pageId } = await pageOf('free-page');
    const page = { handle: 'free-page', ...look, bio: 'Changed' };
    expect(await saveArtistPage(deps(), { ownerId, pageId, page: { ...page, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } })).toEqual({ ok: false, errors: [{ code: 'premium_required', field: 'videoUrl' }] });
    expect(await saveArtistPage(deps(), { ownerId, pageId, page: { ...page, handle: 'already-here' } })).toEqual({
      ok: false,
      errors: [{ code: 'handle_taken', field: 'handle', params: { handle: 'already-here' } }],
    });
    expect(await saveArtistPage(deps(), { ownerId, pageId, page: { ...page, socialLinks: { spotify: 'javascript:alert(1)' } } })).toMatchObject({
      ok: false,
      errors: [{ code: 'invalid_social_link', field: 'socialLinks.spotify' }],
    });
    expect(await db.prisma.artistPage.findUniqueOrThrow({ where: { id: pageId } })).toMatchObject({ handle: 'free-page', layout: 'default', videoUrl: null });
    expect((await db.prisma.artist.findUniqueOrThrow({ where: { id: artistId } })).biography).toBeNull();
  });

  it('is not found for anybody but the owner', async () => {
    const { pageId } = await pageOf('not-yours');
    const stranger = await createTestUser(db.prisma);
    expect(await refusal(loadArtistPageEditor(deps(), { ownerId: stranger.id, pageId }))).toEqual({ code: 'not_found', field: 'page' });
    expect(await refusal(saveArtistPage(deps(), { ownerId: stranger.id, pageId, page: { handle: 'mine', ...look } }))).toEqual({ code: 'not_found', field: 'page' });
  });
});

describe('the public page', () => {
  it('shows the published releases with their live store links, and hides a lapsed PRO video', async () => {
    const { ownerId, releaseId } = await createReleaseIn(db.prisma, 'published');
    const release = await db.prisma.release.findUniqueOrThrow({ where: { id: releaseId } });
    await db.prisma.delivery.createMany({
      data: [
        { releaseId, store: 'spotify', status: 'acknowledged', ackStatus: 'ok', storeUrl: 'https://open.spotify.com/album/x', startedAt: new Date('2026-11-01') },
        { releaseId, store: 'tidal', status: 'failed', storeUrl: null, startedAt: new Date('2026-11-01') },
      ],
    });
    await db.prisma.artistPage.create({ data: { artistId: release.artistId, handle: 'with-releases', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    const view = await publicArtistPage(deps(), { handle: 'With-Releases' });
    expect(view?.releases).toEqual([{ id: releaseId, title: release.title, type: 'single', releaseDate: release.releaseDate.toISOString().slice(0, 10), links: [{ store: 'spotify', name: 'Spotify', url: 'https://open.spotify.com/album/x' }], smartLink: null }]);
    expect(view).toMatchObject({ videoId: null, followable: false });

    // With a smart link, the release links to it; making it renders the artist page again.
    const told = await invalidated('/me/with-releases');
    await createSmartLink(deps(), { userId: ownerId, releaseId, slug: 'with-releases-single' });
    expect(await invalidated('/me/with-releases')).toBe(told + 1);
    expect((await publicArtistPage(deps(), { handle: 'with-releases' }))?.releases[0]?.smartLink).toBe('/s/with-releases-single');

    await db.prisma.user.update({ where: { id: ownerId }, data: { freeze: true } });
    expect(await publicArtistPage(deps(), { handle: 'with-releases' })).toBeNull();
    expect(await publicArtistPage(deps(), { handle: 'nobody-here' })).toBeNull();
    expect(await publicArtistPage(deps(), { handle: 'with-releases\u0000' })).toBeNull();
  });
});

describe('followers and visits', () => {
  it('takes a follow with consent on a PRO page, once per e-mail, with its country', async () => {
    const { ownerId, pageId } = await pageOf('pro-fans', 'pro');
    expect(await followArtistPage(deps(), { handle: 'pro-fans', email: 'fan@example.com', consent: false, country: 'PT' })).toEqual({
      ok: false,
      errors: [{ code: 'consent_required', field: 'consent' }],
    });
    expect(await followArtistPage(deps(), { handle: 'pro-fans', email: ' Fan@Example.com ', consent: true, country: 'PT' })).toEqual({ ok: true });
    expect(await followArtistPage({ ...deps(), now: new Date('2026-12-06T00:00:00Z') }, { handle: 'pro-fans', email: 'fan@example.com', consent: true, country: 'BR' })).toEqual({ ok: true });
    expect(await followArtistPage(deps(), { handle: 'pro-fans', email: 'other@example.com', consent: true, country: 'not a country' })).toEqual({ ok: true });
    const csv = await pageAudienceCsv(deps(), { ownerId, pageId, kind: 'followers' });
    expect(csv).toBe('email,country,followed_at\r\nfan@example.com,PT,2026-12-05T12:00:00.000Z\r\nother@example.com,,2026-12-05T12:00:00.000Z\r\n');
  });

  it('offers no follow on a free page', async () => {
    await pageOf('free-fans');
    expect(await refusal(followArtistPage(deps(), { handle: 'free-fans', email: 'fan@example.com', consent: true, country: null }))).toEqual({ code: 'not_found', field: 'handle' });
  });

  it('counts visits by day and country; details and CSV for PRO only', async () => {
    const pro = await pageOf('visited-pro', 'pro');
    const free = await pageOf('visited-free');
    for (const country of ['PT', 'PT', 'BR', null]) await recordPageVisit(deps(), { handle: 'visited-pro', country });
    await recordPageVisit({ ...deps(), now: new Date('2026-12-04T23:59:00Z') }, { handle: 'VISITED-PRO', country: 'PT' });
    await recordPageVisit(deps(), { handle: 'visited-free', country: 'PT' });
    await recordPageVisit(deps(), { handle: 'no-such-page', country: 'PT' });
    await recordPageVisit(deps(), { handle: 'visited-pro\u0000', country: 'PT' });

    const insights = await pageInsights(deps(), pro);
    expect(insights.visitsTotal).toBe(5);
    expect(insights.details?.daily.slice(-2)).toEqual([{ day: '2026-12-04', visits: 1 }, { day: '2026-12-05', visits: 4 }]);
    expect(insights.details?.daily).toHaveLength(30);
    expect(insights.details?.countries).toEqual([{ country: 'PT', visits: 3 }, { country: '', visits: 1 }, { country: 'BR', visits: 1 }]);
    expect(await pageAudienceCsv(deps(), { ...pro, kind: 'visits' })).toBe('date,country,visits\r\n2026-12-04,PT,1\r\n2026-12-05,,1\r\n2026-12-05,BR,1\r\n2026-12-05,PT,2\r\n');

    expect(await pageInsights(deps(), free)).toEqual({ visitsTotal: 1, details: null });
    expect(await refusal(pageAudienceCsv(deps(), { ...free, kind: 'visits' }))).toEqual({ code: 'premium_required', field: 'visits' });
  });
});
