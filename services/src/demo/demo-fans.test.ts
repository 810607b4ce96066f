import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, type PlatformTier } from '@slipcase/domain';
import { publicArtistPage } from '../artist-pages/public-artist-page';
import { presavePage } from '../presave/campaigns';
import { LocalFileStorage } from '../storage/storage';
import { recordingPresaves } from '../testing/presave';
import { createReleaseIn } from '../testing/release-fixture';
import { DEMO_UPCOMING, publishDemoFanPages } from './demo-fans';

let db: TestDatabase;
let dir: string;
beforeAll(async () => {
  [db, dir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'slipcase-demo-fans-'))]);
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('publishDemoFanPages', () => {
  it('makes the demo artist a Slipcase.Me page, a smart link of a published single and a pre-save campaign of an upcoming one', async () => {
    const { ownerId, releaseId } = await createReleaseIn(db.prisma, 'published');
    const owner = await db.prisma.user.update({ where: { id: ownerId }, data: { plan: 'pro' } });
    await db.prisma.delivery.create({ data: { releaseId, store: 'spotify', status: 'acknowledged', ackStatus: 'ok', storeUrl: 'https://open.spotify.com/album/demo' } });
    const stores: PlatformTier[] = [{ id: 'spotify', tier: 'free', name: 'Spotify' }];
    const presaves = recordingPresaves();
    const now = new Date();
    const deps = { prisma: db.prisma, storage: new LocalFileStorage(join(dir, 'storage')), stores, now, settings: DEFAULT_SETTINGS, presaves };

    const pages = await publishDemoFanPages(deps, { artistUsername: owner.username, releaseId, mediaDir: join(dir, 'media') });

    expect(pages.smartLink).toMatch(/^\/s\/[a-z0-9-]+$/);
    const artistPage = await publicArtistPage(deps, { handle: pages.artistPage.slice('/me/'.length) });
    expect(artistPage).toMatchObject({ artistName: 'The Test Tones', look: { layout: 'centered', palette: 'ocean', pattern: 'waves' } });
    expect(artistPage?.releases.map((release) => release.smartLink)).toEqual([pages.smartLink]);

    const presave = await presavePage({ ...deps, providers: {} }, { key: pages.presave.slice('/release/'.length) });
    expect(presave).toMatchObject({ title: DEMO_UPCOMING.title, stage: 'upcoming' });
    const upcoming = await db.prisma.release.findFirstOrThrow({ where: { title: DEMO_UPCOMING.title, ownerId } });
    expect(upcoming).toMatchObject({ status: 'draft', presaveEnabled: true });
    expect(presaves.started).toHaveLength(1);
  });
});
