import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, addDays, formatIsoDate } from '@slipcase/domain';
import { sha256File } from '@slipcase/plugin-contract/media/hash-file';
import { xpathAll } from '@slipcase/plugin-contract/testing/xpath';
import { validateXml } from '@slipcase/plugin-contract/validation/validate-xml';
import { createApiToken } from '@slipcase/services/tokens/api-tokens';
import { createWithdrawal } from '@slipcase/services/payouts/withdrawals';
import { addRoyalty } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import type { Catalogue, ExportReport } from '../lib/export/export-report';
import { validateManifest } from '../lib/manifest';
import { ASSETS, writeManifest, writeManifestMedia } from '../lib/manifest/testing/manifest-media';
import { ApiClient } from '../lib/remote/api-client';
import { runCli } from '../testing/run-cli';
import { startV1Server } from '../testing/v1-server';

// `slipcase export` against the web app's real /v1 handlers, database and storage, over HTTP: the releases are
// sent with `slipcase upload`, the ledger's lines recorded with the workflows' functions.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof startV1Server>>;
let media: Awaited<ReturnType<typeof writeManifestMedia>>;
let work: string;
let ownerId: string;
let out: string;

const RELEASE_DATE = addDays(formatIsoDate(new Date()), 60);
const HEADER = 'release_ref,title,artist,type,primary_genre,language,release_date,platforms,cover,track_number,track_title,audio,contributors,performers';
const row = (ref: string, title: string, type: string, track: number, trackTitle: string, audio: string) =>
  `${ref},${title},The Test Tones,${type},electronic,en,${RELEASE_DATE},local-folder,${ASSETS.cover},${track},${trackTitle},${audio},Jane Doe:writer:100,Jane Doe:vocals`;
const MANIFEST = [
  HEADER,
  row('NT-001', 'Night Drive', 'ep', 1, 'Intro', ASSETS.intro),
  row('NT-001', 'Night Drive', 'ep', 2, 'Night Drive', ASSETS.flacAsWav),
  row('NT-002', 'Four Forty', 'single', 1, 'Four Forty', ASSETS.song),
].join('\n');

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  work = await mkdtemp(join(tmpdir(), 'slipcase-cli-export-'));
  out = join(work, 'export');
  process.env.SLIPCASE_STORAGE_DIR = join(work, 'storage');
  const owner = await createTestUser(db.prisma);
  ownerId = owner.id;
  await db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro', payoutMethod: 'stripe', stripeAccountId: 'acct_label' } });
  await db.prisma.artist.create({ data: { ownerId, name: 'The Test Tones' } });
  const { token } = await createApiToken(db.prisma, ownerId, { name: 'archive', scopes: ['read', 'write'], lifetimeDays: 30 });
  server = await startV1Server();
  process.env.SLIPCASE_URL = server.url;
  process.env.SLIPCASE_TOKEN = token;
  media = await writeManifestMedia();

  const upload = await runCli(['upload', await writeManifest(media.dir, 'catalogue.csv', MANIFEST), '--accept-agreements']);
  expect(upload.error?.message).toBeUndefined();
  // A draft with neither cover nor track: exported, but no ERN message can be made of it.
  const artists = await db.prisma.artist.findMany({ where: { ownerId } });
  await new ApiClient({ url: server.url, token }).request('POST', 'releases', {
    json: { title: 'Sketches', artistId: artists[0]!.id, type: 'single', primaryGenre: 'electronic', language: 'en' },
  });
  // Another account's release is none of this export's business.
  const stranger = await createTestUser(db.prisma);
  await createDraftRelease(db.prisma, stranger.id);

  const nightDrive = await db.prisma.track.findFirstOrThrow({ where: { title: 'Night Drive', release: { ownerId } } });
  await addRoyalty(db.prisma, ownerId, 12_34, 'USD', { isrc: nightDrive.isrc, trackTitle: 'Night Drive', date: new Date('2026-10-01T00:00:00Z') });
  await addRoyalty(db.prisma, ownerId, 7, 'USD', { platform: 'deezer', country: 'FR', period: '2026-10', date: new Date('2026-11-02T00:00:00Z') });
  await createWithdrawal({ prisma: db.prisma, now: new Date('2026-10-15T12:00:00Z'), settings: DEFAULT_SETTINGS }, { userId: ownerId, amountCents: 10_00 });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await media?.remove();
  for (const name of ['SLIPCASE_URL', 'SLIPCASE_TOKEN', 'SLIPCASE_STORAGE_DIR']) delete process.env[name];
  if (work) await rm(work, { recursive: true, force: true });
});

/** Every file under the export, relative to it, with its modification time. */
async function exportedFiles(): Promise<Record<string, number>> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file.slice(out.length + 1), (await stat(file)).mtimeMs] as const)));
}

const ownReleases = () =>
  db.prisma.release.findMany({ where: { ownerId }, orderBy: { title: 'asc' }, include: { tracks: { orderBy: { number: 'asc' } } } });

describe('slipcase export', () => {
  it('writes every release’s ERN message, audio and cover, the ledger and the index; a second run writes nothing', async () => {
    const first = await runCli(['export', out]);
    expect(first.error?.message).toBeUndefined();
    expect(first.stdout).toMatch(
      new RegExp(`^Exported 3 releases to ${out}: 9 files written \\([\\d.]+ [KM]?B\\), 0 already there with the right SHA-256\\. 1 release without an ERN message yet \\(see catalogue\\.json\\)\\.\\n$`),
    );
    // oclif wraps a warning to the terminal's width.
    expect(first.stderr.replace(/\s+›\s+/g, ' ')).toMatch(/Warning: Sketches \(\d{13}\): no ERN message yet: Artwork is required\./);
    expect(first.stderr).toMatch(/\[#+\] 100%\s+3\/3 releases/);

    const [fourForty, nightDrive, sketches] = await ownReleases();
    const files = Object.keys(await exportedFiles()).sort();
    expect(files).toEqual(
      [
        'catalogue.json',
        'royalties.csv',
        `${fourForty!.upc}/${fourForty!.upc}.xml`,
        `${fourForty!.upc}/resources/${fourForty!.upc}.jpg`,
        `${fourForty!.upc}/resources/${fourForty!.upc}_01_01.flac`,
        `${nightDrive!.upc}/${nightDrive!.upc}.xml`,
        `${nightDrive!.upc}/resources/${nightDrive!.upc}.jpg`,
        `${nightDrive!.upc}/resources/${nightDrive!.upc}_01_01.flac`,
        `${nightDrive!.upc}/resources/${nightDrive!.upc}_01_02.flac`,
      ].sort(),
    );

    // The audio as uploaded, byte for byte.
    const original = (name: string) => sha256File(join(media.dir, name));
    expect(await sha256File(join(out, nightDrive!.upc, 'resources', `${nightDrive!.upc}_01_01.flac`))).toBe(await original(ASSETS.intro));
    expect(await sha256File(join(out, nightDrive!.upc, 'resources', `${nightDrive!.upc}_01_02.flac`))).toBe(await original(ASSETS.flacAsWav));
    expect(await sha256File(join(out, fourForty!.upc, 'resources', `${fourForty!.upc}_01_01.flac`))).toBe(await original(ASSETS.song));

    // Each message is valid ERN 4.3, and its files are beside it with the SHA-256 it gives.
    for (const release of [fourForty!, nightDrive!]) {
      const message = join(out, release.upc, `${release.upc}.xml`);
      const xml = await readFile(message, 'utf8');
      await validateXml(xml, 'ern-4.3');
      const uris = await xpathAll(xml, '//File/URI');
      expect(uris).toHaveLength(release.tracks.length + 1);
      expect(await Promise.all(uris.map((uri) => sha256File(join(dirname(message), uri))))).toEqual(await xpathAll(xml, '//File/HashSum/HashSumValue'));
    }

    const ledger = (await readFile(join(out, 'royalties.csv'), 'utf8')).split('\r\n');
    expect(ledger[0]).toBe('type,date,period,store,country,release_id,release_title,upc,isrc,track_title,amount,currency,status,reference,payout_method');
    expect(ledger.slice(1).map((line) => line.replace(/,\w+,$/, ',tx,').replace(/,waiting,\w+,stripe$/, ',waiting,id,stripe'))).toEqual([
      `royalty,2026-10-01,2026-09,spotify,US,${nightDrive!.id},Night Drive,${nightDrive!.upc},${nightDrive!.tracks[1]!.isrc},Night Drive,12.34,USD,available,tx,`,
      'payout,2026-10-15,,,,,,,,,-10.00,USD,waiting,id,stripe',
      'royalty,2026-11-02,2026-10,deezer,FR,,,,,,0.07,USD,available,tx,',
      '',
    ]);

    const catalogue = JSON.parse(await readFile(join(out, 'catalogue.json'), 'utf8')) as Catalogue;
    const byTitle = [...catalogue.releases].sort((a, b) => a.title.localeCompare(b.title));
    expect(byTitle.map((release) => [release.title, release.status, release.message, release.files.length])).toEqual([
      ['Four Forty', 'draft', `${fourForty!.upc}/${fourForty!.upc}.xml`, 3],
      ['Night Drive', 'draft', `${nightDrive!.upc}/${nightDrive!.upc}.xml`, 4],
      ['Sketches', 'draft', null, 0],
    ]);
    expect(catalogue.releases[0]).toMatchObject({ id: sketches!.id, upc: sketches!.upc, messageProblems: ['Artwork is required.'] });
    expect(byTitle[1]!.files[1]).toEqual({
      path: `${nightDrive!.upc}/resources/${nightDrive!.upc}_01_01.flac`,
      kind: 'audio',
      sha256: nightDrive!.tracks[0]!.audioSha256,
      bytes: nightDrive!.tracks[0]!.audioBytes,
      track: { number: 1, title: 'Intro', isrc: nightDrive!.tracks[0]!.isrc },
    });
    expect(catalogue.royalties).toEqual({ path: 'royalties.csv', sha256: await sha256File(join(out, 'royalties.csv')), bytes: expect.any(Number) });

    const before = await exportedFiles();
    const again = await runCli(['export', out, '--json']);
    expect(again.exit).toBe(0);
    const report = JSON.parse(again.stdout) as ExportReport;
    expect(report).toMatchObject({ dir: out, written: [], bytesWritten: 0, kept: 9, failed: [] });
    expect(report.releases).toEqual(catalogue.releases);
    expect(await exportedFiles()).toEqual(before);
  });

  it('writes messages the ERN import of `slipcase upload` reads back, files, hashes and credits', async () => {
    await runCli(['export', out]);
    const [, nightDrive] = await ownReleases();
    // The stores are what a message cannot say: the import is told them.
    const read = await validateManifest(join(out, nightDrive!.upc, `${nightDrive!.upc}.xml`), { ern: { platforms: ['local-folder'] } });
    expect([read.problems, read.warnings]).toEqual([[], []]);
    expect(read.releases).toHaveLength(1);
    expect(read.releases[0]!.release).toMatchObject({ title: 'Night Drive', upc: nightDrive!.upc, type: 'ep' });
    expect(read.releases[0]!.tracks.map(({ draft, audio }) => [draft.title, draft.isrc, audio.sha256, draft.contributors.map((each) => [each.name, each.role, each.sharePercent])])).toEqual(
      nightDrive!.tracks.map((track) => [track.title, track.isrc, track.audioSha256, [['Jane Doe', 'writer', 100]]]),
    );
    // The same through the command a label moving its catalogue runs: no problem, nothing sent on a dry run.
    const message = join(out, nightDrive!.upc, `${nightDrive!.upc}.xml`);
    expect((await runCli(['upload', message, '--dry-run'])).exit).toBe(5);
    const moved = await runCli(['upload', message, '--platforms', 'local-folder', '--dry-run']);
    expect(moved.error?.message).toBeUndefined();
    expect(moved.stdout).toBe(`${message}: no problems. Nothing was sent (--dry-run).\n`);
  });

  it('fetches again only a file whose SHA-256 is not the server’s', async () => {
    await runCli(['export', out]);
    const [fourForty] = await ownReleases();
    const damaged = `${fourForty!.upc}/resources/${fourForty!.upc}_01_01.flac`;
    await writeFile(join(out, damaged), 'not the master');
    const run = await runCli(['export', out]);
    expect(run.stdout).toMatch(/: 1 file written \([\d.]+ KB\), 8 already there with the right SHA-256\./);
    expect(await sha256File(join(out, damaged))).toBe(fourForty!.tracks[0]!.audioSha256);
    expect(Object.keys(await exportedFiles()).filter((file) => file.includes('.partial'))).toEqual([]);
  });

  it('without a login, acts locally and needs --as (exit 2); says when the server cannot be reached (exit 6)', async () => {
    const { SLIPCASE_URL: url, SLIPCASE_TOKEN: token } = process.env;
    try {
      delete process.env.SLIPCASE_URL;
      process.env.SLIPCASE_CONFIG_DIR = join(work, 'no-login');
      expect((await runCli(['export', out])).exit).toBe(2);
      process.env.SLIPCASE_URL = 'http://127.0.0.1:1';
      const run = await runCli(['export', out, '--json']);
      expect(run.exit).toBe(6);
      expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'network_error', exit: 6 } });
    } finally {
      process.env.SLIPCASE_URL = url;
      process.env.SLIPCASE_TOKEN = token;
      delete process.env.SLIPCASE_CONFIG_DIR;
    }
  });
});
