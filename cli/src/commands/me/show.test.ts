import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase me show` against the web app's real /v1 handlers and database, over HTTP.
let world: SignedInWorld;
let owner: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  world = await startSignedIn();
  owner = await createTestUser(world.db.prisma);
  await world.db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
});

beforeEach(async () => world.signIn(await world.tokenOf(owner.id, ['read'])));

afterAll(async () => {
  await world?.close();
});

async function cli(...args: string[]) {
  const run = await runCli(args);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

describe('slipcase me show', () => {
  it('says there is no page yet (exit 3), then shows the only one, as text and as JSON', async () => {
    expect(await cli('me', 'show')).toMatchObject({ exit: 3, message: 'No artist page yet: start one at /tools/slipcase-me.' });
    const artist = await world.db.prisma.artist.create({ data: { ownerId: owner.id, name: 'Nova Lane', socialLinks: { bandcamp: 'https://nova.bandcamp.com' } } });
    const page = await world.db.prisma.artistPage.create({ data: { artistId: artist.id, handle: 'nova-lane', palette: 'ocean', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    await world.db.prisma.artistPageVisitDay.create({ data: { pageId: page.id, day: new Date(), country: 'PT', visits: 3 } });

    const shown = await cli('me', 'show');
    expect(shown.exit).toBe(0);
    expect(shown.stdout).toMatch(/^Artist +Nova Lane\nAddress +http:\/\/[^\n]+\/me\/nova-lane\nLayout +default\nPalette +ocean\n/);
    expect(shown.stdout).toContain('Links             bandcamp https://nova.bandcamp.com\n');
    expect(shown.stdout).toMatch(/Visits \(30 days\) +3\nFollowers +0\n$/);

    const json = JSON.parse((await cli('me', 'show', page.id, '--json')).stdout);
    expect(json).toMatchObject({ id: page.id, path: '/me/nova-lane', settings: { palette: 'ocean', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, visitsLast30Days: 3, followers: 0 });
  });

  it('asks which page when there are several (exit 5), and finds no page of another account (exit 3)', async () => {
    const second = await world.db.prisma.artist.create({ data: { ownerId: owner.id, name: 'Echo' } });
    await world.db.prisma.artistPage.create({ data: { artistId: second.id, handle: 'echo-page' } });
    const several = await cli('me', 'show');
    expect(several.exit).toBe(5);
    expect(several.message).toMatch(/^Several artist pages: name one of .+\(Nova Lane, \/me\/nova-lane\), .+\(Echo, \/me\/echo-page\)\.$/);

    const stranger = await createTestUser(world.db.prisma);
    const theirs = await world.db.prisma.artist.create({ data: { ownerId: stranger.id, name: 'Theirs' } });
    const hidden = await world.db.prisma.artistPage.create({ data: { artistId: theirs.id, handle: 'theirs' } });
    expect((await cli('me', 'show', hidden.id)).exit).toBe(3);
  });
});
