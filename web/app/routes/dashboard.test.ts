import type { TestDatabase } from '@slipcase/db/testing';
import { addRoyalty } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { renderPageMarkup } from '../testing/render-page';
import DashboardPage, { loader } from './dashboard';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function dashboardOf(userId: string) {
  const request = new Request('http://localhost/dashboard', { headers: { Cookie: await sessionCookie(userId) } });
  const response = await loader({ request, params: {}, context: {} });
  return response.json();
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A release of the user's with one track: its ISRC, for royalties credited to it. */
async function trackOf(ownerId: string, title: string) {
  const release = await createReleaseRow(database, { ownerId, title, status: 'published' });
  return database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id }, select: { isrc: true, title: true } });
}

describe('dashboard activity', () => {
  it('lists the user’s latest 8 events, newest first, with their release, and nobody else’s', async () => {
    const artist = await createUser(database, { username: 'artist', password: 'pw-123456!' });
    const other = await createUser(database, { username: 'other', password: 'pw-123456!' });
    const release = await createReleaseRow(database, { ownerId: artist.id, title: 'Night Drive', status: 'published' });
    const types = ['created', 'submitted', 'in_review', 'in_process', 'published', 'reopened', 'submitted', 'in_review', 'published'];
    await database.prisma.activityEvent.createMany({
      data: types.map((type, index) => ({
        ownerId: artist.id,
        actorRole: 'system',
        releaseId: release.id,
        type,
        toStatus: type === 'created' ? null : type === 'reopened' ? 'reopened' : (type as 'submitted' | 'in_review' | 'in_process' | 'published'),
        createdAt: new Date(Date.UTC(2031, 0, 1 + index)),
      })),
    });
    const theirs = await createReleaseRow(database, { ownerId: other.id, title: 'Not Yours', status: 'draft' });
    await database.prisma.activityEvent.create({
      data: { ownerId: other.id, actorRole: 'artist', releaseId: theirs.id, type: 'created', createdAt: new Date(Date.UTC(2031, 5, 1)) },
    });

    const { activity } = await dashboardOf(artist.id);
    expect(activity.map((item) => item.type)).toEqual(['published', 'updated', 'updated', 'reopened', 'published', 'updated', 'updated', 'updated']);
    expect(activity[0]).toMatchObject({ releaseId: release.id, releaseTitle: 'Night Drive', createdAt: '2031-01-09T00:00:00.000Z' });

    expect((await dashboardOf(other.id)).activity.map((item) => item.releaseTitle)).toEqual(['Not Yours']);
  });
});

describe('dashboard activity of statements', () => {
  it('says a statement is ready, with its month in the reader\'s language, linking to the royalties page', async () => {
    const earner = await createUser(database, { username: 'statement-reader', password: 'pw-123456!', plan: 'pro' });
    await database.prisma.activityEvent.create({ data: { ownerId: earner.id, actorRole: 'system', type: 'statement_ready', reason: '2031-08' } });
    const data = await dashboardOf(earner.id);
    const english = await renderPageMarkup(DashboardPage, data);
    expect(english).toMatch(/<a [^>]*href="\/royalties"[^>]*>Statement for Aug 2031 is ready<\/a>/);
    expect(english).not.toContain('A deleted release');
    expect(await renderPageMarkup(DashboardPage, data, 'es')).toContain('La liquidación de ago 2031 está lista');
  });
});

describe('dashboard widgets', () => {
  it('lists upcoming releases soonest first, leaving out past dates and stopped releases', async () => {
    const owner = await createUser(database, { username: 'planner', password: 'pw-123456!' });
    await createReleaseRow(database, { ownerId: owner.id, title: 'Later', status: 'in_review', releaseDate: isoDay(40) });
    await createReleaseRow(database, { ownerId: owner.id, title: 'Sooner', status: 'draft', releaseDate: isoDay(10) });
    await createReleaseRow(database, { ownerId: owner.id, title: 'Out already', status: 'published', releaseDate: isoDay(-5) });
    await createReleaseRow(database, { ownerId: owner.id, title: 'Rejected', status: 'rejected', releaseDate: isoDay(20) });

    const { upcoming, releases } = await dashboardOf(owner.id);
    expect(upcoming.map((release: { title: string }) => release.title)).toEqual(['Sooner', 'Later']);
    expect(upcoming[0]).toMatchObject({ status: 'draft', releaseDate: isoDay(10), artist: { name: 'Nova Lane' } });
    expect(releases).toHaveLength(4);
  });

  it('sums the royalties per month and ranks the tracks that earned the most', async () => {
    const earner = await createUser(database, { username: 'earner', password: 'pw-123456!', plan: 'pro' });
    const night = await trackOf(earner.id, 'Night Drive');
    const day = await trackOf(earner.id, 'Daybreak');
    await addRoyalty(database.prisma, earner.id, 1000, 'USD', { period: '2031-01', isrc: night.isrc });
    await addRoyalty(database.prisma, earner.id, 700, 'USD', { period: '2031-03', isrc: night.isrc });
    await addRoyalty(database.prisma, earner.id, 2500, 'USD', { period: '2031-03', isrc: day.isrc });
    await addRoyalty(database.prisma, earner.id, 300, 'USD', { period: '2031-03' });

    const { revenue, topTracks, showsAds } = await dashboardOf(earner.id);
    expect(revenue).toMatchObject({ currency: 'USD', totalCents: 4500, availableCents: 4500 });
    expect(revenue.months).toEqual([
      { month: '2031-01', cents: 1000 },
      { month: '2031-02', cents: 0 },
      { month: '2031-03', cents: 3500 },
    ]);
    expect(topTracks).toEqual([
      { title: day.title, isrc: day.isrc, cents: 2500 },
      { title: night.title, isrc: night.isrc, cents: 1700 },
    ]);
    expect(showsAds).toBe(false);
  });

  it('shows the latest artists of PRO and Advanced accounts, not the user’s own nor blocked ones, and ads to the free plan only', async () => {
    const viewer = await createUser(database, { username: 'viewer', password: 'pw-123456!' });
    const pro = await createUser(database, { username: 'prolabel', password: 'pw-123456!', plan: 'pro' });
    const advanced = await createUser(database, { username: 'biglabel', password: 'pw-123456!', plan: 'advanced' });
    const free = await createUser(database, { username: 'freebie', password: 'pw-123456!' });
    const banned = await createUser(database, { username: 'bannedlabel', password: 'pw-123456!', plan: 'pro', banned: true });
    const at = (day: number) => new Date(Date.UTC(2031, 0, day));
    await database.prisma.artist.createMany({
      data: [
        { ownerId: pro.id, name: 'Aurora Vale', mainGenre: 'electronic', createdAt: at(1) },
        { ownerId: advanced.id, name: 'The Quiet Hours', mainGenre: 'rock', type: 'band', createdAt: at(2) },
        { ownerId: free.id, name: 'Not Premium', createdAt: at(3) },
        { ownerId: viewer.id, name: 'Viewer Self', createdAt: at(4) },
        { ownerId: banned.id, name: 'Banned Act', createdAt: at(5) },
      ],
    });

    const { proArtists, showsAds, plan } = await dashboardOf(viewer.id);
    const names = proArtists.map((artist: { name: string }) => artist.name);
    expect(names.indexOf('The Quiet Hours')).toBeLessThan(names.indexOf('Aurora Vale'));
    expect(names).not.toContain('Not Premium');
    expect(names).not.toContain('Viewer Self');
    expect(names).not.toContain('Banned Act');
    expect(proArtists.find((artist: { name: string }) => artist.name === 'The Quiet Hours')).toMatchObject({ mainGenre: 'rock', type: 'band' });
    expect({ showsAds, plan }).toEqual({ showsAds: true, plan: 'free' });
  });

  it('counts the review queue for staff only', async () => {
    const operator = await createUser(database, { username: 'reviewer', password: 'pw-123456!', role: 'operator', plan: 'pro' });
    const artist = await createUser(database, { username: 'submitter', password: 'pw-123456!' });
    await createReleaseRow(database, { ownerId: artist.id, title: 'Waiting', status: 'in_review' });
    expect((await dashboardOf(operator.id)).waitingForReview).toBeGreaterThanOrEqual(1);
    expect((await dashboardOf(artist.id)).waitingForReview).toBeNull();
  });
});

describe('dashboard releases', () => {
  it('shows a release published while its takedown leaves it in some store, takedown requested when in none', async () => {
    const artist = await createUser(database, { username: 'leaving', password: 'pw-123456!' });
    const requestTakedown = async (title: string, stores: string[]) => {
      const release = await createReleaseRow(database, { ownerId: artist.id, title, status: 'takedown_requested' });
      await database.prisma.delivery.createMany({ data: ['deezer', 'spotify'].map((store) => ({ releaseId: release.id, store, status: 'delivered' as const })) });
      await database.prisma.takedownRequest.create({
        data: { releaseId: release.id, requestedById: artist.id, reason: 'no_streams', processAt: new Date(Date.now() + 10 * 86_400_000), stores },
      });
    };
    await requestTakedown('From Deezer only', ['deezer']);
    await requestTakedown('From everywhere', ['deezer', 'spotify']);
    const { releases } = await dashboardOf(artist.id);
    const statusOf = (title: string) => releases.find((release: { title: string }) => release.title === title)?.status;
    expect(statusOf('From Deezer only')).toBe('published');
    expect(statusOf('From everywhere')).toBe('takedown_requested');
  });
});

describe('dashboard page', () => {
  it('shows the free plan the Upgrade to PRO prompt and the ads slot, PRO neither, and every widget an empty state', async () => {
    const free = await createUser(database, { username: 'newcomer', password: 'pw-123456!' });
    const freePage = await renderPageMarkup(DashboardPage, await dashboardOf(free.id));
    expect(freePage).toContain('data-testid="upgrade-prompt"');
    expect(freePage).toContain('href="/upgrade?from=dashboard"');
    expect(freePage).toContain('data-testid="sponsor-slot"');
    // Promotion is built (issue 33): the house ad leads there. Smart links are built: the shortcut leads there.
    expect(freePage).toContain('href="/promotion"');
    expect(freePage).toContain('href="/tools/smartlinks"');
    expect(freePage).toContain('Promote your next release');
    for (const empty of ['No releases yet', 'No activity yet', 'No royalties yet', 'No track earnings yet', 'Nothing scheduled']) {
      expect(freePage).toContain(empty);
    }

    const pro = await createUser(database, { username: 'subscriber', password: 'pw-123456!', plan: 'pro' });
    const proPage = await renderPageMarkup(DashboardPage, await dashboardOf(pro.id));
    expect(proPage).not.toContain('upgrade-prompt');
    expect(proPage).not.toContain('sponsor-slot');
    expect(proPage).toContain('Welcome, subscriber Name');
  });
});
