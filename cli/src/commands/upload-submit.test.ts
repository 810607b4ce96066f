import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiToken } from '@slipcase/services/tokens/api-tokens';
import { startLifecycleTest, type LifecycleTest } from '@slipcase/workflows/testing';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { ASSETS, catalogueCsv, catalogueRow, writeManifest, writeManifestMedia } from '../lib/manifest/testing/manifest-media';
import { runCli } from '../testing/run-cli';
import { startV1Server } from '../testing/v1-server';

// `slipcase upload --submit` from a manifest to review: the real /v1 handlers, database, Temporal server and worker.
let platform: LifecycleTest;
let server: Awaited<ReturnType<typeof startV1Server>>;
let media: Awaited<ReturnType<typeof writeManifestMedia>>;
let storage: string;
let ownerId: string;
let username: string;

beforeAll(async () => {
  platform = await startLifecycleTest();
  storage = await mkdtemp(join(tmpdir(), 'slipcase-cli-upload-submit-'));
  Object.assign(process.env, { DATABASE_URL: platform.databaseUrl, ...platform.temporalEnv, SLIPCASE_STORAGE_DIR: storage });
  const owner = await createTestUser(platform.prisma);
  ownerId = owner.id;
  username = owner.username;
  await platform.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
  await platform.prisma.artist.create({ data: { ownerId, name: 'The Test Tones' } });
  const { token } = await createApiToken(platform.prisma, ownerId, { name: 'CI', scopes: ['read', 'write', 'submit'], lifetimeDays: 30 });
  server = await startV1Server();
  Object.assign(process.env, { SLIPCASE_URL: server.url, SLIPCASE_TOKEN: token });
  media = await writeManifestMedia();
});

afterAll(async () => {
  await server?.close();
  await platform?.stop();
  await media?.remove();
  for (const name of ['SLIPCASE_URL', 'SLIPCASE_TOKEN', 'SLIPCASE_STORAGE_DIR', 'TEMPORAL_ADDRESS', 'TEMPORAL_NAMESPACE']) delete process.env[name];
  if (storage) await rm(storage, { recursive: true, force: true });
});

describe('slipcase upload --submit', () => {
  it('asks for the agreements first (usage, exit 2)', async () => {
    const run = await runCli(['upload', 'catalogue.csv', '--submit']);
    expect(run.exit).toBe(2);
    expect(run.error?.message).toMatch(/--accept-agreements/);
  });

  it('takes a release from the manifest to review through its workflow', async () => {
    const csv = catalogueCsv(catalogueRow('FF-1', 'Four Forty', 'single', 1, 'Four Forty', ASSETS.song, { genre: 'pop' }));
    const run = await runCli(['upload', await writeManifest(media.dir, 'one.csv', csv), '--submit', '--accept-agreements']);
    expect(run.error?.message).toBeUndefined();
    expect(run.stdout).toMatch(/1 submitted for review\.\n$/);
    await vi.waitFor(
      async () => expect((await platform.prisma.release.findFirstOrThrow({ where: { ownerId } })).status).toBe('in_review'),
      { timeout: 20_000, interval: 100 },
    );
  });

  it('does the same signed out, as --as, through the local Temporal', async () => {
    const file = await writeManifest(media.dir, 'local.csv', catalogueCsv(catalogueRow('LC-1', 'Local Call', 'single', 1, 'Local Call', ASSETS.song, { genre: 'pop' })));
    const remote = { url: process.env.SLIPCASE_URL, token: process.env.SLIPCASE_TOKEN };
    delete process.env.SLIPCASE_URL;
    delete process.env.SLIPCASE_TOKEN;
    const run = await runCli(['upload', file, '--submit', '--accept-agreements', '--as', username]).finally(() =>
      Object.assign(process.env, { SLIPCASE_URL: remote.url, SLIPCASE_TOKEN: remote.token }),
    );
    expect(run.error?.message).toBeUndefined();
    expect(run.stdout).toMatch(/^Sent 1 release \(1 new, 0 from an earlier run\).* 1 submitted for review\.\n$/);
    await vi.waitFor(
      async () => expect((await platform.prisma.release.findFirstOrThrow({ where: { ownerId, title: 'Local Call' } })).status).toBe('in_review'),
      { timeout: 20_000, interval: 100 },
    );
  });
});
