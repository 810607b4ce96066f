import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase smartlink` both ways on the same data: signed out as --as on the database, signed in through /v1.
let world: SignedInWorld;
beforeAll(async () => {
  world = await startSignedIn();
}, 180_000);
afterAll(() => world?.close());

const local = (...args: string[]) => world.signedOut(() => runCli(args));
async function remote(token: string, ...args: string[]) {
  world.signIn(token);
  return runCli(args);
}

async function publishedRelease(ownerId: string): Promise<string> {
  const release = await createDraftRelease(world.db.prisma, ownerId);
  await world.db.prisma.release.update({ where: { id: release.id }, data: { status: 'published' } });
  await world.db.prisma.delivery.create({ data: { releaseId: release.id, store: 'spotify', status: 'acknowledged', ackStatus: 'ok', storeUrl: 'https://open.spotify.example/album/cli' } });
  return release.id;
}

describe('slipcase smartlink, locally and signed in', () => {
  it('makes a smart link and shows it the same way either way', async () => {
    const owner = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const token = await world.tokenOf(owner.id, ['read', 'write']);
    const releaseId = await publishedRelease(owner.id);

    const made = await local('smartlink', 'create', '--release', releaseId, '--slug', 'cli-made-link', '--as', owner.username, '--json');
    expect(made.exit).toBe(0);
    const link = JSON.parse(made.stdout) as { id: string; path: string };
    expect(link).toMatchObject({ slug: 'cli-made-link', path: '/s/cli-made-link', entries: [{ key: 'spotify', active: true }] });
    // Asking again, signed in: the same link.
    const again = await remote(token, 'smartlink', 'create', '--release', releaseId, '--json');
    expect(JSON.parse(again.stdout)).toEqual(JSON.parse(made.stdout));

    const shownHere = await local('smartlink', 'show', link.id, '--as', owner.username);
    const shownThere = await remote(token, 'smartlink', 'show', link.id);
    expect(shownHere.exit).toBe(0);
    expect(shownThere.stdout).toBe(shownHere.stdout);
    expect(shownHere.stdout).toContain('/s/cli-made-link');
  });

  it('refuses the same way either way: an address that cannot be one, a release not published, another account’s link', async () => {
    const owner = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const token = await world.tokenOf(owner.id, ['read', 'write']);
    const releaseId = await publishedRelease(owner.id);
    const draft = await createDraftRelease(world.db.prisma, owner.id);
    for (const [args, exit] of [
      [['smartlink', 'create', '--release', releaseId, '--slug', 'javascript:alert(1)'], 5],
      [['smartlink', 'create', '--release', draft.id], 4],
      [['smartlink', 'show', 'cmnosuchlink0000000000000'], 3],
    ] as const) {
      const here = await local(...args, '--as', owner.username);
      const there = await remote(token, ...args);
      expect([here.exit, there.exit], args.join(' ')).toEqual([exit, exit]);
      expect(there.stderr.split('\n')[0], args.join(' ')).toBe(here.stderr.split('\n')[0]);
    }
    expect(await world.db.prisma.smartLink.count({ where: { release: { ownerId: owner.id } } })).toBe(0);
  });
});
