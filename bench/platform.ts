import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { findFreePorts, startTestTemporal } from '@slipcase/workflows/testing';
import { waitForHttp } from '../scripts/lib/wait-for-http';
import { buildWebIfStale, webBuildDir } from '../scripts/lib/web-build';

const ROOT = join(import.meta.dirname, '..');

export interface BenchPlatform {
  db: TestDatabase;
  webUrl: string;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitForFile(path: string, pattern: RegExp, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(await readFile(path, 'utf8').catch(() => ''))) {
    if (child.exitCode !== null) throw new Error(`The process stopped during start-up; see ${path}`);
    if (Date.now() > deadline) throw new Error(`no ${pattern} in ${path} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The platform as `npm start` runs it (scripts/start.ts), for a benchmark: a Temporal dev server, a fresh
 * PostgreSQL database, and the worker and the production web server (built if stale) each in a process of its own,
 * their output in `logDir`. The benchmark's own process only drives and watches them.
 */
export async function startBenchPlatform({ env, logDir }: { env: Record<string, string>; logDir: string }): Promise<BenchPlatform> {
  buildWebIfStale(ROOT);
  const [temporal, db, [port]] = await Promise.all([startTestTemporal(), createTestDatabase(), findFreePorts(1)]);
  const common = { ...process.env, ...env, DATABASE_URL: db.url, ...temporal.env };
  const start = (name: string, script: string, extra: Record<string, string> = {}) => {
    const log = openSync(join(logDir, `${name}.log`), 'w');
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, script)], {
      env: { ...common, ...extra },
      cwd: ROOT,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    return child;
  };
  const worker = start('worker', 'workflows/src/worker-main.ts');
  const web = start('web', 'web/server/index.ts', { PORT: String(port), NODE_ENV: 'production', SLIPCASE_PUBLIC_URL: `http://localhost:${port}`, SLIPCASE_WEB_BUILD_DIR: webBuildDir(ROOT) });
  const webUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await Promise.all([stopChild(web), stopChild(worker)]);
    await temporal.stop();
    await db.drop();
  };
  try {
    await Promise.all([waitForHttp(`${webUrl}/healthz`), waitForFile(join(logDir, 'worker.log'), /Slipcase worker:/, worker)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { db, webUrl, stop };
}
