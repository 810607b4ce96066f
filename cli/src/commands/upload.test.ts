import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { createApiToken } from '@slipcase/services/tokens/api-tokens';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { ASSETS, catalogueCsv, catalogueRow, TWO_RELEASES, writeManifest, writeManifestMedia } from '../lib/manifest/testing/manifest-media';
import { CLI_ROOT, runCli } from '../testing/run-cli';
import { startV1Server } from '../testing/v1-server';

// `slipcase upload` against the web app's real /v1 handlers, database, storage and media checks, over HTTP.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof startV1Server>>;
let media: Awaited<ReturnType<typeof writeManifestMedia>>;
let work: string;
let ownerId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  work = await mkdtemp(join(tmpdir(), 'slipcase-cli-upload-'));
  process.env.SLIPCASE_STORAGE_DIR = join(work, 'storage');
  // The server's temporary files land here, to prove none is left behind.
  process.env.TMPDIR = join(work, 'tmp');
  await mkdir(process.env.TMPDIR, { recursive: true });
  const owner = await createTestUser(db.prisma);
  ownerId = owner.id;
  await db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
  await db.prisma.artist.create({ data: { ownerId: owner.id, name: 'The Test Tones' } });
  const { token } = await createApiToken(db.prisma, owner.id, { name: 'label CI', scopes: ['read', 'write', 'submit'], lifetimeDays: 30 });
  server = await startV1Server();
  process.env.SLIPCASE_URL = server.url;
  process.env.SLIPCASE_TOKEN = token;
  media = await writeManifestMedia();
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await media?.remove();
  for (const name of ['SLIPCASE_URL', 'SLIPCASE_TOKEN', 'SLIPCASE_STORAGE_DIR', 'TMPDIR']) delete process.env[name];
  if (work) await rm(work, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.prisma.release.deleteMany({ where: { ownerId } });
  await rm(join(work, 'storage'), { recursive: true, force: true });
});

const releases = () =>
  db.prisma.release.findMany({
    where: { ownerId },
    orderBy: { title: 'asc' },
    include: { tracks: { orderBy: { number: 'asc' }, include: { contributors: true } } },
  });

/** Every stored file is one a release or a track names: nothing orphaned. */
async function storedFilesAreReferenced(): Promise<void> {
  const rows = await releases();
  const keys = new Set([...rows.map((release) => release.coverKey), ...rows.flatMap((release) => release.tracks.map((track) => track.audioKey))]);
  const files = (await readdir(join(work, 'storage'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(work, 'storage').length + 1));
  expect(files.sort()).toEqual([...keys].sort());
  expect((await readdir(join(work, 'tmp'))).filter((name) => name.startsWith('slipcase-api-'))).toEqual([]);
}

describe('slipcase upload', () => {
  it('checks a good manifest with --dry-run and sends nothing', async () => {
    const run = await runCli(['upload', await writeManifest(media.dir, 'good.csv', TWO_RELEASES), '--dry-run']);
    expect(run.error?.message).toBeUndefined();
    expect(run.stdout).toBe(`${join(media.dir, 'good.csv')}: no problems. Nothing was sent (--dry-run).\n`);
    expect(await releases()).toEqual([]);
  });

  it('sends every release with its files and credits, and a second run sends nothing again', async () => {
    const file = await writeManifest(media.dir, 'good.csv', TWO_RELEASES);
    const first = await runCli(['upload', file, '--accept-agreements']);
    expect(first.error?.message).toBeUndefined();
    expect(first.stdout).toMatch(/^Sent 2 releases \(2 new, 0 from an earlier run\): 5 files, [\d.]+ [KM]B; 0 already there\.\n$/);
    const sent = await releases();
    expect(sent.map((release) => [release.title, release.status, release.type, release.tracks.map((track) => track.title)])).toEqual([
      ['Four Forty', 'draft', 'single', ['Four Forty']],
      ['Night Drive', 'draft', 'ep', ['Intro', 'Night Drive']],
    ]);
    expect(sent[1]?.tracks[1]?.contributors.map((each) => [each.name, each.role, Number(each.sharePercent)])).toEqual([['Jane Doe', 'writer', 100]]);
    expect(sent.every((release) => release.agreements.length === 3 && release.coverSha256)).toBe(true);

    const again = await runCli(['upload', file, '--accept-agreements', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ problems: [], failed: [], releases: [{ created: false, filesSent: 0, filesKept: 3 }, { created: false, filesSent: 0, filesKept: 2 }] });
    expect((await releases()).map((release) => release.id)).toEqual(sent.map((release) => release.id));
    await storedFilesAreReferenced();
  });

  it('reports each bad row (an unknown genre, a 90-second silence) and sends nothing', async () => {
    const bad = catalogueCsv(
      catalogueRow('NT-001', 'Night Drive', 'ep', 1, 'Intro', ASSETS.intro, { genre: 'polka-step' }),
      catalogueRow('NT-001', 'Night Drive', 'ep', 2, 'Night Drive', ASSETS.gap, { genre: 'polka-step' }),
      catalogueRow('NT-002', 'Four Forty', 'single', 1, 'Four Forty', ASSETS.song),
    );
    const run = await runCli(['upload', await writeManifest(media.dir, 'bad.csv', bad), '--json']);
    expect(run.exit).toBe(5);
    const { error } = JSON.parse(run.stdout) as { error: { code: string; fields: { field: string; code: string; message: string }[] } };
    expect(error.code).toBe('invalid_input');
    expect(error.fields).toEqual([
      { field: 'line 2, primary_genre', code: 'not_in_list', message: expect.stringMatching(/^“polka-step” is not one of: classical, country, /) },
      {
        field: `line 3, audio (${join(media.dir, ASSETS.gap)})`,
        code: 'silence_too_long',
        message: 'The track has 90 seconds of silence starting at 0:05. Silence may last at most 10 seconds.',
      },
    ]);
    expect(await releases()).toEqual([]);
  });

  it('refuses a manifest naming an artist the account does not have, before sending anything', async () => {
    const stranger = catalogueCsv(catalogueRow('X-1', 'Elsewhere', 'single', 1, 'Elsewhere', ASSETS.song).replace('The Test Tones', 'Nobody Known'));
    const run = await runCli(['upload', await writeManifest(media.dir, 'stranger.csv', stranger)]);
    expect(run.exit).toBe(5);
    expect(run.error?.message).toMatch(/artist: No artist profile named “Nobody Known” on this account/);
    expect(await releases()).toEqual([]);
  });
});

describe('slipcase upload, killed halfway and run again', () => {
  it('makes no release twice, misses none and leaves no file behind', async () => {
    const titles = ['Harbour', 'Lantern', 'Meadow', 'Orchard', 'Quarry', 'Willow'];
    const file = await writeManifest(media.dir, 'six.csv', catalogueCsv(...titles.map((title, index) => catalogueRow(`S-${index + 1}`, title, 'single', 1, title, ASSETS.song))));
    const child = spawn(process.execPath, ['--import', 'tsx', join(CLI_ROOT, 'bin/run.js'), 'upload', file, '--concurrency', '1'], {
      env: { ...process.env, DATABASE_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed once two releases are on the server: the third is under way.
    for (let polls = 0; (await db.prisma.release.count({ where: { ownerId } })) < 2; polls += 1) {
      if (polls > 600) throw new Error('the upload never started');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGKILL');
    await exited;
    const before = await releases();
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.length).toBeLessThan(titles.length);

    const again = await runCli(['upload', file, '--json']);
    expect(again.error?.message).toBeUndefined();
    const after = await releases();
    expect(after.map((release) => [release.title, release.tracks.map((track) => track.title)])).toEqual(titles.map((title) => [title, [title]]));
    // The releases made before the kill are the same ones, completed.
    expect(after.map((release) => release.id)).toEqual(expect.arrayContaining(before.map((release) => release.id)));
    expect(after.every((release) => release.coverKey && release.tracks[0]?.audioSha256)).toBe(true);
    await storedFilesAreReferenced();
  });
});
