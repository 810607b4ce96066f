import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@slipcase/services';
import { writeDemoDsr } from '@slipcase/services/statements/generate/write-demo-dsr';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase statements import` both ways on the same database, Temporal server and worker: on the database as an
// operator, and signed in as staff, the files sent to POST /v1/operator/statements. The same words, JSON and refusals.
let world: SignedInWorld;
let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
let worker: RunningTestWorker | undefined;
let tmp: string;
let operator: { id: string; username: string };
let token: string;

async function euroReport(folder: string, eurMicros: bigint, period = '2026-08'): Promise<string> {
  const line = { isrc: 'QZBWI2600001', upc: '400000000001', title: 'Song', artist: 'Act', country: 'DE', useType: 'OnDemandStream', usages: 10, currency: 'EUR', amountMicros: eurMicros };
  return (await writeDemoDsr({ lines: [line], period, sender: 'spotify', directory: join(tmp, folder) })).files[0]!;
}

beforeAll(async () => {
  quietTemporalLogs();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-import-both-ways-'));
  // The tests' settings leave Spotify out of the stores; the server and the CLI read the same environment.
  process.env.SLIPCASE_STORES = 'local-folder,spotify';
  const storageDir = join(tmp, 'storage');
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  [world, temporal] = await Promise.all([startSignedIn(), startTestTemporal()]);
  Object.assign(process.env, temporal.env);
  worker = await runTestWorker(temporal, { prisma: world.db.prisma, stores: [], storageDir });
  operator = await createTestUser(world.db.prisma, 'operator');
  token = await world.tokenOf(operator.id, ['read', 'review']);
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await temporal?.stop();
  await world?.close();
  for (const name of ['SLIPCASE_STORAGE_DIR', 'TEMPORAL_ADDRESS']) delete process.env[name];
  process.env.SLIPCASE_STORES = 'local-folder';
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const importArgs = (file: string, ...more: string[]) => ['statements', 'import', file, '--store', 'spotify', ...more];

describe('slipcase statements import, locally and signed in', () => {
  it('posts a statement the same way either way, and the same files again find it either way', async () => {
    // Two reports alike but for their month (a second of the same month would correct the first): two statements,
    // whose answers differ only by their ids and month.
    const [mine, theirs] = [await euroReport('local', 12_500_000n), await euroReport('remote', 12_500_000n, '2026-07')];
    const local = await world.signedOut(() => runCli([...importArgs(mine, '--rate', 'EUR=1.08', '--json'), '--as', operator.username]));
    world.signIn(token);
    const remote = await runCli(importArgs(theirs, '--rate', 'EUR=1.08', '--json'));
    expect(local.error?.message).toBeUndefined();
    expect(remote.exit).toBe(0);
    const [fromLocal, fromRemote] = [JSON.parse(local.stdout), JSON.parse(remote.stdout)];
    expect(fromLocal).toMatchObject({ status: 'posted', period: '2026-08', usdTotal: '13.50', suspenseUsd: '13.50', workflowId: expect.stringMatching(/^statement:spotify:auto:/) });
    expect(fromRemote.period).toBe('2026-07');
    const ids = ['statementId', 'workflowId', 'sha256', 'period'];
    const unlike = (report: Record<string, unknown>) => Object.entries(report).map(([key, value]) => [key, ids.includes(key) ? typeof value : value]);
    expect(unlike(fromRemote)).toEqual(unlike(fromLocal));

    const posted = await world.db.prisma.statement.findMany({ where: { status: 'posted' }, orderBy: { createdAt: 'asc' } });
    expect(posted.map((statement) => [statement.id, statement.importedById])).toEqual([
      [fromLocal.statementId, operator.id],
      [fromRemote.statementId, operator.id],
    ]);
    expect(await checkLedger({ prisma: world.db.prisma })).toEqual([]);

    // Each side's files sent the other way: found, nothing posted twice.
    const again = await world.bothWays(token, importArgs(theirs, '--rate', 'EUR=1.08'), ['--as', operator.username]);
    const mineAgain = await runCli(importArgs(mine, '--rate', 'EUR=1.08'));
    for (const [run, statementId] of [[again.local, fromRemote.statementId], [again.remote, fromRemote.statementId], [mineAgain, fromLocal.statementId]] as const) {
      expect(run).toMatchObject({ exit: 0, stdout: `Already imported (statement ${statementId}): nothing posted again.\n` });
    }
    expect(await world.db.prisma.statement.count({ where: { status: 'posted' } })).toBe(2);
  }, 60_000);

  it('a statement refused by the import (no rate for its currency) exits 5 with the same words either way', async () => {
    const file = await euroReport('no-rate', 7_000_000n);
    const run = await world.bothWays(token, importArgs(file), ['--as', operator.username]);
    expect(run.local).toMatchObject({ exit: 5, stdout: 'Nothing was posted: No exchange rate to US dollars was given for EUR.\n' });
    expect(run.remote).toMatchObject({ exit: 5, stdout: run.local.stdout });
  }, 60_000);

  it('refuses a bad rate, period or store before anything is stored, with the same code either way', async () => {
    const file = await euroReport('bad-input', 8_000_000n);
    const refused = [
      importArgs(file, '--rate', 'EUR=-1'),
      ['statements', 'import', file, '--store', 'nostore'],
      ['statements', 'import', file, '--store', 'spotify', '--period', '2026-13'],
    ];
    for (const args of refused) {
      const run = await world.bothWays(token, [...args, '--json'], ['--as', operator.username]);
      expect(run.local.exit, args.join(' ')).toBe(5);
      expect(run.remote.exit, args.join(' ')).toBe(5);
      expect(JSON.parse(run.remote.stdout).error.code).toBe(JSON.parse(run.local.stdout).error.code);
    }
    expect(await world.db.prisma.statement.count()).toBe(3);
  }, 60_000);

  it('answers the upload 202 with where to follow the import, which says how it ended', async () => {
    const file = await euroReport('http', 6_000_000n, '2026-06');
    const form = new FormData();
    form.set('store', 'spotify');
    form.append('rate', 'EUR=1.08');
    form.append('files', new Blob([await readFile(file)]), basename(file));
    const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const started = await fetch(new URL('/v1/operator/statements', world.url), { method: 'POST', body: form, headers: auth });
    expect(started.status).toBe(202);
    const body = (await started.json()) as { workflowId: string; status: string };
    expect(body).toMatchObject({ workflowId: expect.stringMatching(/^statement:spotify:auto:[0-9a-f]{64}$/), status: 'importing' });
    const location = started.headers.get('Location')!;
    expect(location).toBe(`/v1/operator/statements/imports/${encodeURIComponent(body.workflowId)}`);
    let status: { status: string; linesRead: number | null; period?: string } = { status: 'importing', linesRead: null };
    while (status.status === 'importing') {
      const answer = await fetch(new URL(location, world.url), { headers: auth });
      expect(answer.status).toBe(200);
      status = (await answer.json()) as typeof status;
    }
    expect(status).toMatchObject({ status: 'posted', period: '2026-06', usdTotal: '6.48', linesRead: null, workflowId: body.workflowId });
    const unknown = await fetch(new URL(`/v1/operator/statements/imports/${encodeURIComponent(`statement:spotify:auto:${'0'.repeat(64)}`)}`, world.url), { headers: auth });
    expect(unknown.status).toBe(404);
    expect((await fetch(new URL('/v1/operator/statements/imports/nonsense', world.url), { headers: auth })).status).toBe(400);
  }, 60_000);

  it('is refused to a signed-in account that is no staff, and --as is refused signed in', async () => {
    const file = await euroReport('artist', 9_000_000n);
    const artist = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: artist.id }, data: { plan: 'pro' } });
    world.signIn(await world.tokenOf(artist.id, ['read', 'write']));
    expect(await runCli(importArgs(file, '--rate', 'EUR=1.08'))).toMatchObject({ exit: 4, stdout: '' });
    world.signIn(token);
    expect((await runCli([...importArgs(file), '--as', operator.username])).exit).toBe(2);
  }, 60_000);
});
