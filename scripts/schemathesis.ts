/**
 * `node --import tsx scripts/schemathesis.ts`: the /v1 contract tried as a client generator would, with Schemathesis. Starts the
 * platform exactly as the end-to-end test does (scripts/start.ts on the embedded defaults, in a data folder and on
 * ports of its own), makes an API token for the seeded PRO artist through the application layer, runs every check
 * (stateful phase included) with a fixed seed, and exits with Schemathesis' own code: any failure or error fails.
 * The staff-only operations, which answer that artist only 403, are fuzzed a second time with the seeded operator's
 * token (the review scope too).
 * SCHEMATHESIS_MAX_EXAMPLES and SCHEMATHESIS_SEED override the defaults below; extra arguments go to `schemathesis run`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPrismaClient, DEMO_ACCOUNTS } from '@slipcase/db';
import type { ApiScope } from '@slipcase/domain';
import { createApiToken } from '@slipcase/services/tokens/api-tokens';
import { waitForHttp } from './lib/wait-for-http';

const root = resolve(import.meta.dirname, '..');
// eslint-disable-next-line no-restricted-properties -- a test runner's own knobs, not the platform's configuration
const knobs = process.env;
const slot = Number(knobs.SLIPCASE_E2E_SLOT ?? 0);
// Five above the end-to-end test's ports (e2e/env.ts), so the two can run side by side.
const port = 3204 + slot * 10;
const webUrl = `http://localhost:${port}`;
const pglitePort = 54404 + slot * 10;
const dataDir = join(root, `test-results/schemathesis-data${slot ? `-${slot}` : ''}`);
const reportDir = join(root, '.test-reports/schemathesis');
const schemathesis = join(root, '.tools/venv/bin/schemathesis');
const seed = knobs.SCHEMATHESIS_SEED ?? '20';
const maxExamples = knobs.SCHEMATHESIS_MAX_EXAMPLES ?? '25';

function startPlatform(): ChildProcess {
  rmSync(dataDir, { recursive: true, force: true });
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...knobs,
      PORT: String(port),
      SLIPCASE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      TEMPORAL_ADDRESS: '',
      TEMPORAL_PORT: String(7304 + slot * 10),
      TEMPORAL_UI_PORT: String(8304 + slot * 10),
      SLIPCASE_PGLITE_PORT: String(pglitePort),
      SLIPCASE_WEB_BUILD_DIR: `build${slot ? `-${slot}` : ''}`,
      SLIPCASE_SMTP_PORT: String(2604 + slot * 10),
      SLIPCASE_DEV_OIDC_PORT: String(9404 + slot * 10),
      SLIPCASE_DEV_STREAMING_PORT: String(9604 + slot * 10),
    },
  });
}

/** The staff-only operations (`requireStaff`): the second run's, as the operator. */
const STAFF_PATHS = '^/v1/(operator|reviews|ledger)(/|$)';

/**
 * Tokens made as the settings page makes one: the seeded PRO artist's with every scope it may hold, and the seeded
 * operator's with the review scope too.
 */
async function apiTokens(): Promise<{ artist: string; operator: string }> {
  const prisma = createPrismaClient(`postgres://postgres:postgres@127.0.0.1:${pglitePort}/postgres`);
  const tokenOf = async (account: (typeof DEMO_ACCOUNTS)[number] | undefined, scopes: ApiScope[]) => {
    if (!account) throw new Error('The demo data lacks a PRO artist or an operator');
    const user = await prisma.user.findUniqueOrThrow({ where: { username: account.username }, select: { id: true } });
    return (await createApiToken(prisma, user.id, { name: 'Schemathesis', scopes, lifetimeDays: 30 })).token;
  };
  try {
    return {
      artist: await tokenOf(DEMO_ACCOUNTS.find((account) => account.plan === 'pro' && account.role === 'artist'), ['read', 'write', 'submit']),
      operator: await tokenOf(DEMO_ACCOUNTS.find((account) => account.role === 'operator'), ['read', 'write', 'submit', 'review']),
    };
  } finally {
    await prisma.$disconnect();
  }
}

/** Runs in the report folder, emptied first: Schemathesis keeps a cache (past crashes it replays) where it runs. */
function run(command: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: reportDir, stdio: 'inherit' });
    child.once('exit', (code) => done(code ?? 1));
  });
}

function stop(platform: ChildProcess): Promise<void> {
  if (platform.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => process.kill(-platform.pid!, 'SIGKILL'), 30_000);
    platform.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    platform.kill('SIGINT');
  });
}

async function main(): Promise<number> {
  if (!existsSync(schemathesis)) {
    console.error('Schemathesis is not installed: run `bash scripts/setup.sh --test` first.');
    return 1;
  }
  const platform = startPlatform();
  try {
    await waitForHttp(`${webUrl}/healthz`, 300_000);
    const tokens = await apiTokens();
    rmSync(reportDir, { recursive: true, force: true });
    mkdirSync(reportDir, { recursive: true });
    // The document as fuzzed, kept beside the report (a failure reads against it).
    writeFileSync(join(reportDir, 'openapi.json'), await (await fetch(`${webUrl}/v1/openapi.json`)).text());
    const fuzz = (token: string, only: string[] = []) =>
      run(schemathesis, [
        '--config-file', join(root, 'tools/schemathesis/schemathesis.toml'),
        'run', `${webUrl}/v1/openapi.json`,
        '--url', webUrl,
        '-H', `Authorization: Bearer ${token}`,
        '--checks', 'all',
        '--phases', 'examples,coverage,fuzzing,stateful',
        '--seed', seed,
        '--max-examples', maxExamples,
        // One worker: with the fixed seed, the same cases in the same order (a failure replays).
        '--workers', '1',
        '--report', 'junit',
        '--report-dir', reportDir,
        ...only,
        ...process.argv.slice(2),
      ]);
    const asArtist = await fuzz(tokens.artist);
    const asOperator = await fuzz(tokens.operator, ['--include-path-regex', STAFF_PATHS]);
    return asArtist || asOperator;
  } finally {
    await stop(platform);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
