import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '@slipcase/services';
import { DEMO_SINGLES, publishDemoCatalogue } from '@slipcase/services/demo/demo-catalogue';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { startLifecycleTest, type LifecycleTest } from './testing/lifecycle';

// The demo catalogue of `npm start`: made the way an artist and an operator would, through the real workflows.
describe('publishDemoCatalogue', () => {
  let t: LifecycleTest;
  let mediaDir: string;

  beforeAll(async () => {
    [t, mediaDir] = await Promise.all([startLifecycleTest(), mkdtemp(join(tmpdir(), 'demo-catalogue-'))]);
  });
  afterAll(async () => {
    await t?.stop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('publishes the demo artist\'s singles, approved by the operator, dated before the demo statements', async () => {
    const artist = await createTestUser(t.prisma);
    await t.prisma.user.update({ where: { id: artist.id }, data: { plan: 'pro' } });
    await t.prisma.artist.create({ data: { ownerId: artist.id, name: 'Demo Artist' } });
    const operator = await createTestUser(t.prisma, 'operator');
    const startedAt = Date.now();

    const published = await publishDemoCatalogue({ ...t.deps, storage: new LocalFileStorage(t.storageDir) }, {
      artistUsername: artist.username, operatorUsername: operator.username, mediaDir,
    });

    expect(published.map(({ title, artist: name, stores }) => ({ title, artist: name, stores }))).toEqual(
      DEMO_SINGLES.map(({ title }) => ({ title, artist: 'Demo Artist', stores: ['local-folder'] })));
    expect(new Set(published.map((release) => release.isrc)).size).toBe(3);
    expect(published.every((release) => /^\d{13}$/.test(release.upc))).toBe(true);
    const releases = await t.prisma.release.findMany({
      where: { id: { in: published.map((release) => release.releaseId) } },
      select: { status: true, ownerId: true, releaseDate: true, reviews: { select: { decision: true, operatorId: true, note: true } } },
    });
    for (const release of releases) {
      expect(release).toMatchObject({ status: 'published', ownerId: artist.id, reviews: [{ decision: 'approved', operatorId: operator.id, note: 'Demo catalogue' }] });
      // Out about four months before today: before the three months the demo statements cover.
      const daysAgo = (startedAt - release.releaseDate!.getTime()) / 86_400_000;
      expect(daysAgo).toBeGreaterThan(119);
      expect(daysAgo).toBeLessThan(121);
    }
  });
});
