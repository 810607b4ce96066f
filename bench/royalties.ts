import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase } from '@slipcase/db/testing';
import { checkLedger } from '@slipcase/services';
import { writeBenchCatalogue } from './royalties/catalogue';
import { sampleBackendCpu } from './royalties/cpu';
import { floorRun } from './royalties/floor';
import { benchStatement } from './royalties/statement-file';
import { intOption } from './timing';

const ROOT = join(import.meta.dirname, '..');
const WORK = join(ROOT, '.data', 'bench-royalties');
const execFileAsync = promisify(execFile);

const perSecond = (lines: number, ms: number) => Math.round(lines / (ms / 1000)).toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cpuText = (nodeMs: number, backendMs: number | null) =>
  backendMs === null ? `CPU ${seconds(nodeMs)} (Node)` : `CPU ${seconds(nodeMs + backendMs)} (Node ${seconds(nodeMs)}, database ${seconds(backendMs)})`;

/**
 * `npm run bench -- royalties [--lines N] [--recordings N]`: a DSR of N SU02 lines (1,000,000) over 10,000
 * recordings (5 % more lines for recordings of nobody here; a fifth of the tracks split three ways) imported into
 * the ledger exactly as the workflow's activity does, against the floor: the same file read and COPY'd into an
 * unlogged table of the same database in one pass.
 */
export async function run(args: readonly string[]): Promise<void> {
  const lines = intOption(args, 'lines', 1_000_000);
  const recordings = intOption(args, 'recordings', 10_000);
  await mkdir(WORK, { recursive: true });
  const written = performance.now();
  const files = await benchStatement(WORK, lines, recordings);
  console.log(`Statement: ${lines.toLocaleString('en')} SU02 lines over ${recordings.toLocaleString('en')} recordings (${seconds(performance.now() - written)} to have it)`);
  const db = await createTestDatabase();
  try {
    await writeBenchCatalogue(db.url, recordings);
    const database = new URL(db.url).pathname.slice(1);
    const floorCpu = process.cpuUsage();
    const floorBackends = sampleBackendCpu(database);
    const floorMs = await floorRun(db.url, files);
    const floorBackendMs = floorBackends();
    const floorNodeCpu = process.cpuUsage(floorCpu);
    const floorNodeMs = (floorNodeCpu.user + floorNodeCpu.system) / 1000;
    const floorCpuMs = floorNodeMs + (floorBackendMs ?? 0);
    console.log(`Floor:  ${seconds(floorMs)}, ${perSecond(lines, floorMs)} lines/s (read and COPY into an unlogged table), ${cpuText(floorNodeMs, floorBackendMs)}`);
    const importBackends = sampleBackendCpu(database);
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'royalties', 'import-run.ts'), db.url, dirname(files[0]!), ...files.map((file) => basename(file))],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
    );
    const importBackendMs = importBackends();
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { ms: number; cpuMs: number; peakRssBytes: number; state: { status: string; lineCount?: number; usdTotal?: string; suspenseUsd?: string } };
    if (result.state.status !== 'posted') throw new Error(`The import did not post: ${JSON.stringify(result.state)}`);
    const importCpuMs = result.cpuMs + (importBackendMs ?? 0);
    console.log(`Import: ${seconds(result.ms)}, ${perSecond(lines, result.ms)} lines/s, peak memory ${Math.round(result.peakRssBytes / 1024 / 1024)} MB, ${cpuText(result.cpuMs, importBackendMs)}`);
    console.log(`        ${result.state.lineCount} lines posted, USD ${result.state.usdTotal}, of which USD ${result.state.suspenseUsd} in suspense`);
    const breaches = await checkLedger({ prisma: db.prisma });
    console.log(`Ledger check: ${breaches.length === 0 ? 'every invariant holds' : breaches.map((breach) => breach.detail).join('; ')}`);
    // CPU time (Node's and the database server's backends', when they can be seen) says what the wall time cannot on
    // a machine others share; the ratio of wall times stays the last line.
    if (floorBackendMs !== null && importBackendMs !== null) console.log(`cpu_ratio=${(importCpuMs / floorCpuMs).toFixed(2)} (the database's backends' CPU included)`);
    else console.log(`cpu_ratio=${(importCpuMs / floorCpuMs).toFixed(2)} (Node's CPU alone: the database's backends cannot be seen)`);
    console.log(`ratio=${(result.ms / floorMs).toFixed(2)}`);
  } finally {
    await db.drop();
  }
}
