import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { batchIdFor, validateXml } from '@slipcase/plugin-contract';
import { xpath } from '@slipcase/plugin-contract/testing';
import { writeTestMedia, type TestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import type { FeedBuild } from '../../lib/feed/feed-builder';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let tmp: string;
let media: TestMedia;
let ownerId: string;
let release: { id: string; upc: string; createdAt: Date };

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  process.env.DATABASE_URL = db.url;
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-feed-'));
  process.env.SLIPCASE_STORAGE_DIR = join(tmp, 'uploads');
  media = await writeTestMedia(join(tmp, 'uploads'));
  ownerId = (await createTestUser(prisma)).id;
  release = await createDraftRelease(prisma, ownerId, media);
});

afterAll(async () => {
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const out = (name: string) => join(tmp, 'out', name);

async function build(store: string, releaseId: string, dir: string) {
  const run = await runCli(['feed', 'build', '--store', store, '--release', releaseId, '--out', dir, '--json']);
  return { ...run, printed: JSON.parse(run.stdout) as FeedBuild & { error?: { code: string; message: string; exit: number } } };
}

/** Every file under a folder, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort();
}

describe('slipcase feed build', () => {
  it('writes the batch the store would get, lists each file with its size and SHA-256, and says it is valid', async () => {
    const dir = out('local-folder');
    const { stdout, exit, error } = await runCli(['feed', 'build', '--store', 'local-folder', '--release', release.id, '--out', dir]);

    expect(error?.message).toBeUndefined();
    expect(exit).toBe(0);
    const batchId = batchIdFor(release.createdAt.toISOString());
    const { upc } = release;
    expect(await filesUnder(join(dir, batchId))).toEqual(
      [`${upc}/${upc}.xml`, `${upc}/resources/${upc}.jpg`, `${upc}/resources/${upc}_01_01.flac`, `BatchComplete_${batchId}.xml`].sort(),
    );
    expect(stdout).toMatch(new RegExp(`^Store\\s+Local folder \\(local-folder\\)\\nRelease\\s+${release.id}\\nBatch\\s+${batchId}\\n`));
    expect(stdout).toContain(`Written to  ${join(dir, batchId)}\n`);
    for (const path of await filesUnder(join(dir, batchId))) {
      const bytes = await readFile(join(dir, batchId, path));
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      expect(stdout).toMatch(new RegExp(`\\n  ${path.replace(/[.]/g, '\\.')}\\s+${bytes.length} bytes  ${sha256}\\n`));
    }
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('Valid against ERN 4.3 and ern-c-sftp 1.8');

    const message = await readFile(join(dir, batchId, upc, `${upc}.xml`), 'utf8');
    await validateXml(message, 'ern-4.3');
    await validateXml(await readFile(join(dir, batchId, `BatchComplete_${batchId}.xml`), 'utf8'), 'ern-c-sftp-1.8');
    expect(await xpath(message, 'string(/*/MessageHeader/MessageControlType)')).toBe('TestMessage');
    expect(await xpath(message, 'string(/*/ReleaseList/Release/ReleaseId/ICPN)')).toBe(upc);
  });

  it('gives the same bytes for the same release, under --json too', async () => {
    const first = await build('local-folder', release.id, out('again-1'));
    const second = await build('local-folder', release.id, out('again-2'));
    expect(first.exit).toBe(0);
    expect(first.printed).toMatchObject({
      store: { id: 'local-folder', name: 'Local folder' },
      releaseId: release.id,
      batchId: batchIdFor(release.createdAt.toISOString()),
      location: join(out('again-1'), first.printed.batchId),
      validatedAgainst: ['ERN 4.3', 'ern-c-sftp 1.8'],
    });
    expect(first.printed.files).toHaveLength(4);
    expect(second.printed.files).toEqual(first.printed.files);
  });

  it('previews a store the installation has but does not deliver to, with that store’s media', async () => {
    // The tests enable local-folder alone (SLIPCASE_STORES); Spotify takes 24-bit FLAC and PNG covers.
    const { printed, exit } = await build('spotify', release.id, out('spotify'));
    expect(exit).toBe(0);
    expect(printed.store).toEqual({ id: 'spotify', name: 'Spotify' });
    expect(printed.files.map((file) => file.path)).toContain(`${release.upc}/resources/${release.upc}.png`);
    const message = await readFile(join(printed.location, release.upc, `${release.upc}.xml`), 'utf8');
    expect(await xpath(message, 'string(/*/MessageHeader/MessageRecipient/PartyName/FullName)')).toBe('Spotify');
  });

  it('exits 3 for a store or a release it does not know, writing nothing', async () => {
    const store = await build('napster', release.id, out('unknown'));
    expect(store.exit).toBe(3);
    expect(store.printed.error).toMatchObject({ code: 'not_found', exit: 3 });
    expect(store.printed.error?.message).toMatch(/^Store napster not found; the store plugins found: .*local-folder.*spotify/);

    const missing = await runCli(['feed', 'build', '--store', 'local-folder', '--release', 'no-such-release', '--out', out('unknown')]);
    expect(missing.exit).toBe(3);
    expect(missing.error?.message).toBe('Release no-such-release not found');
    expect(await filesUnder(out('unknown'))).toEqual([]);
  });

  it('exits 5 with every problem of an incomplete release on its own line, writing nothing', async () => {
    const broken = await createDraftRelease(prisma, ownerId, media);
    await prisma.release.update({ where: { id: broken.id }, data: { title: 'Bad\u0007Title', primaryGenre: ' ' } });
    const { exit, error } = await runCli(['feed', 'build', '--store', 'local-folder', '--release', broken.id, '--out', out('broken')]);
    expect(exit).toBe(5);
    expect(error?.message.split('\n')).toEqual([
      'release: release title contains U+0007, which XML cannot carry',
      'release: genre is empty',
    ]);
    expect(await filesUnder(out('broken'))).toEqual([]);

    const coverless = await createDraftRelease(prisma, ownerId);
    const noCover = await build('local-folder', coverless.id, out('broken'));
    expect(noCover.exit).toBe(5);
    expect(noCover.printed.error).toMatchObject({
      code: 'invalid_input',
      fields: [{ field: 'artwork', code: 'release_incomplete', message: 'The release is incomplete: artwork.' }],
    });

    const soundless = await createDraftRelease(prisma, ownerId, { ...media, audio: { ...media.audio, key: 'audio/gone.wav' } });
    const noAudio = await runCli(['feed', 'build', '--store', 'local-folder', '--release', soundless.id, '--out', out('broken')]);
    expect(noAudio.exit).toBe(5);
    expect(noAudio.error?.message).toBe(`track 1: the file ${join(tmp, 'uploads', 'audio/gone.wav')} is missing`);
    expect(await filesUnder(out('broken'))).toEqual([]);
  });
});
