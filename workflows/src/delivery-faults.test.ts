import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approveRelease, submitRelease } from '@slipcase/services';
import { workflowTestDeps } from './testing/deps';
import { releaseWorkflowId } from './contracts';
import { checkBatchFolders } from './testing/batch-folders';
import type { FaultWorkerConfig } from './testing/fault-worker';
import { writeTestMedia, type TestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, createTestUser, releaseDateReached } from '@slipcase/services/testing/release-fixture';
import { quietTemporalLogs, startTestTemporal } from './testing/temporal';
import { workflowBundleFile } from './testing/workflow-bundle';

const RUNS = 10;
const RELEASES_PER_RUN = 2;
const STORES = ['store-a', 'store-b', 'store-c'];
const WORKER_ENTRY = fileURLToPath(new URL('./testing/fault-worker.ts', import.meta.url));

/** A small seeded generator, so a failing run can be replayed with SLIPCASE_FAULT_SEED. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

// The worker is SIGKILLed at random points while several releases are delivered to several real DDEX stores (the
// local-folder plugin's feed into three folders), then started again. Every store must end with exactly one
// complete batch per release, and every release published.
describe('delivery survives a worker killed at any point', () => {
  const seed = Number(process.env.SLIPCASE_FAULT_SEED ?? Date.now() % 100_000);
  const next = random(seed);
  let tmp: string;
  let temporal: Awaited<ReturnType<typeof startTestTemporal>>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: Client;
  let media: TestMedia;
  let config: FaultWorkerConfig;
  let worker: ChildProcess | undefined;
  let kills = 0;

  async function startWorker(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
      env: { ...process.env, SLIPCASE_FAULT_WORKER: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    worker = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
    });
  }

  async function killWorker(): Promise<void> {
    const child = worker;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    kills += 1;
  }

  beforeAll(async () => {
    quietTemporalLogs();
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-faults-'));
    [temporal, db, media] = await Promise.all([startTestTemporal(), createTestDatabase(), writeTestMedia(join(tmp, 'uploads'))]);
    const bundlePath = await workflowBundleFile(tmp);
    client = new Client({ connection: await Connection.connect({ address: temporal.address }), namespace: temporal.namespace });
    config = {
      databaseUrl: db.url,
      address: temporal.address,
      namespace: temporal.namespace,
      storageDir: join(tmp, 'uploads'),
      stores: Object.fromEntries(STORES.map((store) => [store, join(tmp, 'stores', store)])),
      bundlePath,
      settings: { deliveryHeartbeatSeconds: 2, deliveryRetrySeconds: 1 },
    };
    await startWorker();
  }, 120_000);

  afterAll(async () => {
    await killWorker();
    await client?.connection.close();
    await temporal?.stop();
    await db?.drop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  const statusOf = async (releaseId: string) => (await db.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;

  it(`ends with one complete batch per release at every store, over ${RUNS} runs with kills`, async () => {
    const deps = await workflowTestDeps({ client, prisma: db.prisma, stores: STORES.map((id) => ({ id, tier: 'free' as const })) });
    const operator = await createTestUser(db.prisma, 'operator');
    const upcs: string[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const releases = [];
      for (let index = 0; index < RELEASES_PER_RUN; index++) {
        const owner = await createTestUser(db.prisma);
        const release = await createDraftRelease(db.prisma, owner.id, media);
        await submitRelease(deps, { releaseId: release.id, userId: owner.id });
        await releaseDateReached(db.prisma, release.id);
        releases.push(release);
        upcs.push(release.upc);
      }
      for (const release of releases) {
        await vi.waitFor(async () => expect(await statusOf(release.id)).toBe('in_review'), { timeout: 30_000, interval: 100 });
        await approveRelease(deps, { releaseId: release.id, operatorId: operator.id, via: 'cli' });
      }
      // Somewhere inside the deliveries (transcoding, writing resources, the message or the manifest): once the
      // first of this run's deliveries has built its feed, after a random pause.
      const ofRun = { delivery: { releaseId: { in: releases.map((release) => release.id) } } };
      await vi.waitFor(async () => expect(await db.prisma.deliveryEvent.count({ where: ofRun })).toBeGreaterThan(0), {
        timeout: 30_000,
        interval: 20,
      });
      await new Promise((resolve) => setTimeout(resolve, Math.floor(next() * 1000)));
      await killWorker();
      await startWorker();
      for (const release of releases) {
        await vi.waitFor(async () => expect(await statusOf(release.id)).toBe('published'), { timeout: 90_000, interval: 250 });
      }
    }
    // A delivery the kill interrupted started over: it has more than one 'built' step on its timeline.
    const built = await db.prisma.deliveryEvent.groupBy({ by: ['deliveryId'], where: { step: 'built' }, _count: true });
    const interrupted = built.filter((row) => row._count > 1).length;
    console.log(`fault test: ${RUNS} runs, ${kills} kills, ${interrupted} deliveries interrupted and resumed, seed ${seed}`);
    expect(kills).toBe(RUNS);
    expect(interrupted).toBeGreaterThan(0);

    for (const store of STORES) {
      const batches = await checkBatchFolders(config.stores[store] ?? '');
      expect(batches.filter((batch) => batch.problems.length > 0)).toEqual([]);
      for (const upc of upcs) expect(batches.filter((batch) => batch.upcs.includes(upc)), `${store} ${upc}`).toHaveLength(1);
    }
    for (const release of await db.prisma.release.findMany()) {
      const result = await client.workflow.getHandle(releaseWorkflowId(release.id)).result();
      expect(result.status).toBe('published');
    }
  }, 900_000);
});
