import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addDays, formatIsoDate } from '@slipcase/domain';
import { writeCover, writeTone } from '@slipcase/plugin-contract/testing/test-media';
import { createApiToken } from '@slipcase/services/tokens/api-tokens';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { startBenchPlatform } from './platform';
import { intOption } from './timing';

const ROOT = join(import.meta.dirname, '..');
const WORK = join(ROOT, '.data', 'bench-ingest');
/** Releases and tracks as the issue sets them; `--releases N` for a quicker look. */
const TRACKS = [
  { title: 'Intro', seconds: 5 },
  { title: 'Harbour Lights', seconds: 61 },
  { title: 'Outro', seconds: 5 },
];
const CONCURRENCY = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The catalogue's files, made once and kept in .data/bench-ingest (8 kHz mono FLAC: short audio, quick to decode). */
async function writeCatalogue(releases: number): Promise<{ manifest: string; files: string[] }> {
  const dir = join(WORK, `catalogue-${releases}`);
  const manifest = join(dir, 'catalogue.csv');
  const files: string[] = [];
  const rows: string[] = [
    'release_ref,title,artist,type,primary_genre,language,release_date,platforms,cover,track_number,track_title,audio,contributors,performers',
  ];
  const releaseDate = addDays(formatIsoDate(new Date()), 60);
  const jobs: Array<() => Promise<unknown>> = [];
  for (let release = 1; release <= releases; release += 1) {
    const cover = `covers/${release}.jpg`;
    files.push(join(dir, cover));
    if (!existsSync(join(dir, cover))) jobs.push(() => writeCover(join(dir, cover), { sizePx: 1500, format: 'jpeg' }));
    TRACKS.forEach((track, index) => {
      const audio = `audio/${release}-${index + 1}.flac`;
      files.push(join(dir, audio));
      const frequency = 200 + release * 3 + index;
      if (!existsSync(join(dir, audio))) {
        jobs.push(() => writeTone(join(dir, audio), { format: 'flac', seconds: track.seconds, sampleRate: 8000, bitDepth: 16, channels: 1, frequency }));
      }
      rows.push(
        `B-${release},Bench Release ${release},Bench Band,ep,electronic,en,${releaseDate},local-folder,${cover},${index + 1},${track.title},${audio},Jane Doe:writer:100,Jane Doe:vocals`,
      );
    });
  }
  await mkdir(join(dir, 'covers'), { recursive: true });
  await mkdir(join(dir, 'audio'), { recursive: true });
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < jobs.length) await jobs[next++]!();
  }));
  await writeFile(manifest, `${rows.join('\n')}\n`);
  return { manifest, files };
}

/** The floor (bench/ingest-floor.ts), in a process of its own: milliseconds to read, hash and probe every file once. */
async function floor(files: readonly string[]): Promise<number> {
  const list = join(WORK, 'floor-files.txt');
  await writeFile(list, `${files.join('\n')}\n`);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/ingest-floor.ts'), list], { cwd: ROOT });
  return Number(stdout.trim());
}

/** Peak resident memory of a process (VmHWM), read while it runs. */
async function watchPeakMemory(pid: number, running: () => boolean): Promise<number> {
  let peakKb = 0;
  while (running()) {
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // Exited between the check and the read.
    }
    await sleep(50);
  }
  return peakKb / 1024;
}

/**
 * `npm run bench -- ingest`: a label's catalogue (200 releases of 3 tracks, files made here) from its manifest to
 * "submitted" through `slipcase upload --submit`, against the platform as `npm start` runs it (the production web
 * server and the worker, each its own process, PostgreSQL, a Temporal dev server), all on this machine. Prints
 * releases per minute, the CLI's peak memory, the floor (reading, hashing and probing the same files once) and last
 * `ratio=<ingest / floor>`.
 */
export async function run(args: readonly string[]): Promise<void> {
  const releases = intOption(args, 'releases', 200);
  await promisify(execFile)('bash', [join(ROOT, 'scripts/setup.sh'), '--test']);
  console.log(`Making the catalogue: ${releases} releases of ${TRACKS.length} tracks (kept in ${WORK})…`);
  const { manifest, files } = await writeCatalogue(releases);

  const storage = join(WORK, 'storage');
  await rm(storage, { recursive: true, force: true });
  await mkdir(storage, { recursive: true });
  const platform = await startBenchPlatform({
    env: { SLIPCASE_STORAGE_DIR: join(storage, 'uploads'), SLIPCASE_DATA_DIR: storage, SLIPCASE_STORES: 'local-folder' },
    logDir: storage,
  });
  const prisma = platform.db.prisma;
  try {
    const owner = await createTestUser(prisma);
    // A label's plan: Advanced (its monthly limit is 500 releases).
    await prisma.user.update({ where: { id: owner.id }, data: { plan: 'advanced' } });
    await prisma.artist.create({ data: { ownerId: owner.id, name: 'Bench Band' } });
    const { token } = await createApiToken(prisma, owner.id, { name: 'bench', scopes: ['read', 'write', 'submit'], lifetimeDays: 30 });

    const floorMs = await floor(files);
    console.log(`Floor: ${files.length} files read, hashed and probed once in ${(floorMs / 1000).toFixed(1)} s`);

    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'cli/bin/run.js'), 'upload', manifest, '--submit', '--accept-agreements'],
      { env: { ...process.env, DATABASE_URL: '', SLIPCASE_URL: platform.webUrl, SLIPCASE_TOKEN: token }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    let running = true;
    const exited = new Promise<number>((resolve) => child.on('exit', (code) => ((running = false), resolve(code ?? 1))));
    const [peakMb, code] = await Promise.all([watchPeakMemory(child.pid!, () => running), exited]);
    if (code !== 0) throw new Error(`slipcase upload exited with ${code}`);
    // Submitted: each release's workflow has taken it past draft.
    while ((await prisma.release.count({ where: { ownerId: owner.id, status: 'draft' } })) > 0) await sleep(100);
    const ingestMs = performance.now() - started;
    const submitted = await prisma.release.count({ where: { ownerId: owner.id, NOT: { status: 'draft' } } });
    if (submitted !== releases) throw new Error(`${submitted} of ${releases} releases were submitted`);

    console.log(`Ingest: ${releases} releases (${files.length} files) from manifest to submitted in ${(ingestMs / 1000).toFixed(1)} s`);
    console.log(`releases/min=${((releases * 60_000) / ingestMs).toFixed(0)} cli_peak_mb=${peakMb.toFixed(0)} floor_s=${(floorMs / 1000).toFixed(1)}`);
    console.log(`ratio=${(ingestMs / floorMs).toFixed(2)}`);
  } finally {
    await platform.stop();
  }
}
