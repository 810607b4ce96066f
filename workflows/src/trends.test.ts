import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { TREND_COLUMNS } from '@slipcase/domain';
import { createLocalFolderStore } from '@slipcase/store-local-folder';
import { ownerWithTrack } from '@slipcase/services/testing/posted-statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTrendSchedules, importTrendsDayNow } from './client';
import { trendsScheduleId } from './contracts';
import { quietTemporalLogs, startTestTemporal } from './testing/temporal';
import { runTestWorker, type RunningTestWorker } from './testing/worker';

// A real Temporal dev server, a fresh PostgreSQL and the local-folder store reading trend files from a folder.
describe('trend files imported by the day workflow and each store\'s schedule', () => {
  let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
  let db: TestDatabase;
  let worker: RunningTestWorker | undefined;
  let client: Client;
  let tmp: string;
  let isrc = '';
  const trendsDir = () => join(tmp, 'trends');
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const writeDay = async (day: string, streams: number) => {
    const row = [day, isrc, 'FR', 'Paris', streams, 1, 0, 0, '', '', 'search', '25-34', 'male', 'desktop'].join(',');
    await writeFile(join(trendsDir(), `${day}.csv`), `${TREND_COLUMNS.join(',')}\n${row}\n`);
  };
  const dayTotal = async (day: string) =>
    (await db.prisma.trendRollup.aggregate({ where: { grain: 'day', scope: 'track', dim: 'total', day: new Date(`${day}T00:00:00Z`) }, _sum: { streams: true } }))._sum.streams;

  beforeAll(async () => {
    quietTemporalLogs();
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-trends-'));
    await mkdir(trendsDir(), { recursive: true });
    const [server, database] = await Promise.all([startTestTemporal(), createTestDatabase()]);
    [temporal, db] = [server, database];
    isrc = (await ownerWithTrack(db.prisma, 'pro')).track.isrc;
    worker = await runTestWorker(server, {
      prisma: db.prisma,
      stores: [createLocalFolderStore({ dir: join(tmp, 'deliveries'), trendsDir: trendsDir() })],
      storageDir: join(tmp, 'uploads'),
    });
    client = new Client({ connection: await Connection.connect({ address: server.address }), namespace: server.namespace });
  });

  afterAll(async () => {
    await worker?.stop();
    await client?.connection.close();
    await db?.drop();
    await temporal?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('imports a day once under trends:<store>:<day>; a corrected file replaces it; no file yet is no failure', async () => {
    const day = daysAgo(3);
    await writeDay(day, 40);
    expect(await importTrendsDayNow({ client }, { store: 'local-folder', day })).toMatchObject({ status: 'imported' });
    expect(await importTrendsDayNow({ client }, { store: 'local-folder', day })).toMatchObject({ status: 'unchanged' });
    await writeDay(day, 45);
    expect(await importTrendsDayNow({ client }, { store: 'local-folder', day })).toMatchObject({ status: 'replaced' });
    expect(await dayTotal(day)).toBe(45);
    expect(await importTrendsDayNow({ client }, { store: 'local-folder', day: daysAgo(20) })).toEqual({ status: 'no_file' });
    const runs = client.workflow.list({ query: `WorkflowId = 'trends:local-folder:${day}'` });
    let count = 0;
    for await (const run of runs) count += run.workflowId === `trends:local-folder:${day}` ? 1 : 0;
    expect(count).toBe(3);
  }, 60_000);

  it('makes each store\'s schedule once, and its run reads the last week\'s days', async () => {
    expect(await ensureTrendSchedules({ client }, ['local-folder'])).toEqual([trendsScheduleId('local-folder')]);
    expect(await ensureTrendSchedules({ client }, ['local-folder'])).toEqual([]);
    await writeDay(daysAgo(1), 7);
    await writeDay(daysAgo(2), 9);
    const schedule = client.schedule.getHandle(trendsScheduleId('local-folder'));
    await schedule.trigger();
    await expect.poll(() => dayTotal(daysAgo(1)), { timeout: 30_000, interval: 500 }).toBe(7);
    await expect.poll(() => dayTotal(daysAgo(2)), { timeout: 30_000, interval: 500 }).toBe(9);
    expect((await schedule.describe()).action).toMatchObject({ workflowType: 'trendsScheduleWorkflow' });
    await schedule.delete();
  }, 60_000);
});
