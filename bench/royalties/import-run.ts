/**
 * The measured import, as a small process of its own so its peak memory is the import's alone:
 * `node --import tsx bench/royalties/import-run.ts <database url> <folder> <file name>…`. Reads and posts the files exactly as the
 * import workflow's activity does, and prints `{ ms, cpuMs, peakRssBytes, state }` as JSON.
 */
import { createPrismaClient } from '@slipcase/db';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
// The import's own modules, not the whole application layer (a worker loads every activity's besides).
import { importStatement } from '@slipcase/services/statements/import/import-statement';
import { LocalFileStorage } from '@slipcase/services/storage/storage';
import { isReadingProblem, openStatement } from '@slipcase/services/statements/import/open-statement';
import { BENCH_PERIOD } from './statement-file';

const [url, folder, ...names] = process.argv.slice(2);
const prisma = createPrismaClient(url!);
let peakRssBytes = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss)), 50);
const started = performance.now();
const cpuBefore = process.cpuUsage();
const state = await importStatement(
  {
    prisma,
    now: new Date(),
    storage: new LocalFileStorage(folder!),
    open: (paths, format, _store, period) => openStatement(paths, format, { period, maxBytes: DEFAULT_SETTINGS.statementMaxBytes }),
    isProblem: isReadingProblem,
  },
  {
    store: 'spotify',
    period: BENCH_PERIOD,
    sha256: `bench-${Date.now()}`,
    format: 'dsr',
    files: names.map((name) => ({ name, key: name })),
    usdRates: { EUR: '1.08' },
    importedById: null,
  },
);
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
clearInterval(sampler);
peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
await prisma.$disconnect();
console.log(JSON.stringify({ ms, cpuMs, peakRssBytes, state }));
