import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './repo-root';

const ROOT = repoRoot();
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'slipcase-config-start-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts an entry point as `npm start` or a user would, with `env` on top of this environment. */
function start(args: string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      // A database and Temporal out of reach: were the check missing, the start would fail on them, never hang.
      {
        cwd: ROOT,
        env: { ...process.env, NODE_OPTIONS: '', SLIPCASE_DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', TEMPORAL_ADDRESS: '127.0.0.1:1', ...env },
        timeout: 60_000,
      },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

describe('a start with an invalid variable names it', () => {
  it('the worker', async () => {
    const { code, stderr } = await start(['--import', 'tsx', 'workflows/src/worker-main.ts'], { SLIPCASE_PUBLIC_URL: 'notaurl' });
    expect(code).toBe(1);
    expect(stderr).toContain('slipcase-worker: Invalid configuration:\n  SLIPCASE_PUBLIC_URL: expected an http(s) URL, got "notaurl"');
  });

  it('the web server', async () => {
    const { code, stderr } = await start(['--import', 'tsx', 'web/server/index.ts'], { PORT: 'notaport' });
    expect(code).toBe(1);
    expect(stderr).toContain('slipcase-web: Invalid configuration:\n  PORT: expected a port number (1-65535), got "notaport"');
  });

  it('the web server in production without its public address', async () => {
    const { code, stderr } = await start(['--import', 'tsx', 'web/server/index.ts'], { NODE_ENV: 'production', SLIPCASE_PUBLIC_URL: '' });
    expect(code).toBe(1);
    expect(stderr).toContain('slipcase-web: Invalid configuration:\n  SLIPCASE_PUBLIC_URL: expected the public address of the web app');
  });

  it('the CLI, before any command', async () => {
    const { code, stderr } = await start(['cli/bin/run.js', '--version'], { DATABASE_URL: 'mysql://db/slipcase' });
    expect(code).toBe(1);
    expect(stderr).toBe('slipcase: Invalid configuration:\n  DATABASE_URL: expected a postgres:// or postgresql:// URL, got "mysql://db/slipcase"\n');
  });

  it('npm start, before it starts anything', async () => {
    const { code, stderr } = await start(['--import', 'tsx', 'scripts/start.ts'], { TEMPORAL_ADDRESS: 'temporal' });
    expect(code).toBe(1);
    expect(stderr).toContain('npm start: Invalid configuration:\n  TEMPORAL_ADDRESS: expected host:port, e.g. localhost:7233, got "temporal"');
  });
});
