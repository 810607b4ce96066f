import { createTestDatabase } from '@slipcase/db/testing';
import { searchByArtistAndTitle, type StorePlugin } from '@slipcase/plugin-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { recordStoreLinks } from './store-links';

describe('store links once live', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(() => db?.drop());

  // Only the URL rules are read: the stores need nothing else here.
  const stores = [
    { id: 'spotify', storeUrl: ({ upc }: { upc: string }) => `https://store.example/upc/${upc}` },
    { id: 'tidal', storeUrl: searchByArtistAndTitle('https://tidal.example/search?q=') },
    { id: 'no-rule' },
  ] as unknown as StorePlugin[];

  it("links each store that took the release by its plugin's rule, keeps a store's own link, and skips sandbox and failed deliveries", async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id);
    const releaseId = release.id;
    const given = 'https://listen.tidal.com/album/1234';
    await db.prisma.delivery.createMany({
      data: [
        { releaseId, store: 'spotify', status: 'acknowledged' },
        { releaseId, store: 'tidal', status: 'acknowledged', storeUrl: given },
        { releaseId, store: 'deezer', status: 'failed' },
        { releaseId, store: 'no-rule', status: 'delivered' },
        { releaseId, store: 'spotify', status: 'delivered', kind: 'takedown' },
        { releaseId, store: 'tidal', status: 'delivered', sandbox: true },
      ],
    });
    expect(await recordStoreLinks({ prisma: db.prisma, stores }, { releaseId })).toEqual({ linked: ['spotify'] });
    // Run again (a retried activity): nothing more to link.
    expect(await recordStoreLinks({ prisma: db.prisma, stores }, { releaseId })).toEqual({ linked: [] });

    const links = await db.prisma.delivery.findMany({ where: { releaseId }, select: { store: true, kind: true, sandbox: true, storeUrl: true } });
    const linkOf = (store: string, sandbox = false, kind = 'new') =>
      links.find((row) => row.store === store && row.sandbox === sandbox && row.kind === kind)?.storeUrl;
    expect(linkOf('spotify')).toBe(`https://store.example/upc/${release.upc}`);
    expect(linkOf('tidal')).toBe(given);
    expect(linkOf('tidal', true)).toBeNull();
    expect(linkOf('deezer')).toBeNull();
    expect(linkOf('no-rule')).toBeNull();
    expect(linkOf('spotify', false, 'takedown')).toBeNull();
  });
});
