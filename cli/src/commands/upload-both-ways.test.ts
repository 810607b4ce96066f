import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate } from '@slipcase/domain';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { ASSETS, catalogueCsv, catalogueRow, TWO_RELEASES, writeManifest, writeManifestMedia } from '../lib/manifest/testing/manifest-media';
import { runCli } from '../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../testing/signed-in';

// `slipcase upload` both ways on the same database, storage and catalogue folder: signed out as --as (the use
// cases the /v1 operations call), and signed in through /v1 with the account's token. The same words, JSON,
// releases and refusals; a catalogue sent one way is found, not made again, the other way.
let world: SignedInWorld;
let media: Awaited<ReturnType<typeof writeManifestMedia>>;
let storage: string;

const TAKEN_UPC = '036000291452';
beforeAll(async () => {
  storage = await mkdtemp(join(tmpdir(), 'slipcase-cli-upload-both-'));
  process.env.SLIPCASE_STORAGE_DIR = storage;
  [world, media] = await Promise.all([startSignedIn(), writeManifestMedia()]);
});

afterAll(async () => {
  await world?.close();
  await media?.remove();
  delete process.env.SLIPCASE_STORAGE_DIR;
  if (storage) await rm(storage, { recursive: true, force: true });
});

async function labelAccount() {
  const user = await createTestUser(world.db.prisma);
  await world.db.prisma.user.update({ where: { id: user.id }, data: { plan: 'pro' } });
  await world.db.prisma.artist.create({ data: { ownerId: user.id, name: 'The Test Tones' } });
  return { ...user, token: await world.tokenOf(user.id, ['read', 'write', 'submit']) };
}

/** An account's catalogue as stored, without what differs by account (ids, assigned codes, storage keys). */
async function catalogueOf(ownerId: string) {
  const releases = await world.db.prisma.release.findMany({
    where: { ownerId },
    orderBy: { title: 'asc' },
    include: { tracks: { orderBy: { number: 'asc' }, include: { contributors: true, performers: true } }, events: true },
  });
  return releases.map((release) => ({
    title: release.title,
    status: release.status,
    type: release.type,
    platforms: release.platforms,
    releaseDate: formatIsoDate(release.releaseDate),
    agreements: release.agreements,
    cover: [release.coverFormat, release.coverWidth, release.coverSha256],
    via: release.events.map((event) => [event.type, event.via]),
    tracks: release.tracks.map((track) => ({
      number: track.number,
      title: track.title,
      audio: [track.audioFormat, track.durationMs, track.audioSha256],
      contributors: track.contributors.map((each) => [each.name, each.role, Number(each.sharePercent)]),
      performers: track.performers.map((each) => [each.name, each.instrument]),
    })),
  }));
}

const withoutIds = (json: string) => JSON.parse(json.replace(/"releaseId": *"[^"]+"/g, '"releaseId":"…"'));

describe('slipcase upload, locally and signed in', () => {
  it('checks with --dry-run alike and sends nothing', async () => {
    const label = await labelAccount();
    const file = await writeManifest(media.dir, 'dry.csv', TWO_RELEASES);
    const run = await world.bothWays(label.token, ['upload', file, '--dry-run'], ['--as', label.username]);
    expect(run.local).toMatchObject({ exit: 0, stdout: `${file}: no problems. Nothing was sent (--dry-run).\n` });
    expect(run.remote).toMatchObject({ exit: 0, stdout: run.local.stdout });
    expect(await catalogueOf(label.id)).toEqual([]);
  });

  it('sends the same catalogue to two accounts, one each way, with the same output and the same releases', async () => {
    const [local, remote] = [await labelAccount(), await labelAccount()];
    const file = await writeManifest(media.dir, 'catalogue.csv', TWO_RELEASES);
    const fromLocal = await world.signedOut(() => runCli(['upload', file, '--accept-agreements', '--as', local.username]));
    world.signIn(remote.token);
    const fromRemote = await runCli(['upload', file, '--accept-agreements']);
    expect(fromLocal.error?.message).toBeUndefined();
    expect(fromLocal.stdout).toMatch(/^Sent 2 releases \(2 new, 0 from an earlier run\): 5 files, [\d.]+ [KM]B; 0 already there\.\n$/);
    expect(fromRemote).toMatchObject({ exit: 0, stdout: fromLocal.stdout });
    const stored = await catalogueOf(local.id);
    expect(stored.map((release) => [release.title, release.tracks.map((track) => track.title)])).toEqual([
      ['Four Forty', ['Four Forty']],
      ['Night Drive', ['Intro', 'Night Drive']],
    ]);
    expect(stored[0]?.via).toEqual([['created', 'cli']]);
    expect(await catalogueOf(remote.id)).toEqual(stored);

    // Run again, each the other way: the releases are found by their keys, nothing is sent twice.
    world.signIn(local.token);
    const again = await world.bothWays(local.token, ['upload', file, '--json'], ['--as', remote.username]);
    expect(again.local.exit).toBe(0);
    expect(withoutIds(again.local.stdout)).toMatchObject({
      problems: [],
      failed: [],
      releases: [{ created: false, filesSent: 0, filesKept: 3 }, { created: false, filesSent: 0, filesKept: 2 }],
    });
    expect(withoutIds(again.remote.stdout)).toEqual(withoutIds(again.local.stdout));
    expect(await catalogueOf(local.id)).toEqual(stored);
    expect(await catalogueOf(remote.id)).toEqual(stored);
  });

  it('refuses an unknown artist before sending, and a taken UPC per release, in the same words either way', async () => {
    const label = await labelAccount();
    const stranger = await writeManifest(media.dir, 'stranger.csv', catalogueCsv(catalogueRow('X-1', 'Elsewhere', 'single', 1, 'Elsewhere', ASSETS.song).replace('The Test Tones', 'Nobody Known')));
    const unknown = await world.bothWays(label.token, ['upload', stranger, '--json'], ['--as', label.username]);
    expect(unknown.local.exit).toBe(5);
    expect(JSON.parse(unknown.local.stdout).error.fields).toEqual([
      { field: 'line 2, artist', code: 'not_found', message: 'No artist profile named “Nobody Known” on this account: create it with `slipcase artists create`.' },
    ]);
    expect(unknown.remote).toMatchObject({ exit: 5, stdout: unknown.local.stdout });

    const other = await labelAccount();
    await world.db.prisma.release.create({
      data: { ownerId: other.id, artistId: (await world.db.prisma.artist.findFirstOrThrow({ where: { ownerId: other.id } })).id, title: 'First', upc: TAKEN_UPC, releaseDate: new Date() },
    });
    const taken = await writeManifest(
      media.dir,
      'taken.csv',
      catalogueCsv(catalogueRow('U-1', 'Borrowed Code', 'single', 1, 'Borrowed Code', ASSETS.song, { upc: TAKEN_UPC }), catalogueRow('U-2', 'Own Code', 'single', 1, 'Own Code', ASSETS.song)),
    );
    // Each way as an account of its own: the release the other one made would be found, not refused again.
    const second = await labelAccount();
    const conflict = await world.bothWays(second.token, ['upload', taken, '--accept-agreements'], ['--as', label.username]);
    expect(conflict.local.exit).toBe(5);
    expect(conflict.local.stderr).toMatch(/^Borrowed Code: upc: .+\n/m);
    expect(conflict.local.error?.message).toBe('1 release could not be sent; run the same command again to send what is missing.');
    expect(conflict.remote).toMatchObject({ exit: conflict.local.exit, stdout: conflict.local.stdout });
    expect(conflict.remote.error?.message).toBe(conflict.local.error?.message);
    expect(conflict.remote.stderr.match(/^Borrowed Code: .*$/m)?.[0]).toBe(conflict.local.stderr.match(/^Borrowed Code: .*$/m)?.[0]);
    for (const account of [label, second]) expect((await catalogueOf(account.id)).map((release) => release.title)).toEqual(['Own Code']);
  });

  it('names the account to act as locally, and refuses --as signed in', async () => {
    const label = await labelAccount();
    const file = await writeManifest(media.dir, 'who.csv', TWO_RELEASES);
    const nobody = await world.signedOut(() => runCli(['upload', file]));
    expect(nobody.error?.message).toBe('Name the account to act as: --as <username or e-mail>, or set SLIPCASE_USER');
    expect((await world.signedOut(() => runCli(['upload', file, '--as', 'nosuchuser']))).exit).toBe(3);
    world.signIn(label.token);
    expect((await runCli(['upload', file, '--as', label.username])).exit).toBe(2);
  });
});
