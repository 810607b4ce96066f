import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTES } from '../contracts';
import { findTemporalCli } from './find-cli';

export interface DevServerOptions {
  port: number;
  uiPort: number;
  /** SQLite file that keeps workflows across restarts; in memory when absent. */
  dbFile?: string;
  headless?: boolean;
  /** Where the server's output goes; when absent the last lines are kept for error messages. */
  logFile?: string;
  /** How long to wait for the frontend to answer. */
  readyTimeoutMs?: number;
  cliPath?: string;
}

export interface DevServer {
  address: string;
  uiUrl: string | null;
  stop(): Promise<void>;
}

const OUTPUT_TAIL_CHARS = 4000;

export function devServerArgs(options: DevServerOptions): string[] {
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(options.port)];
  args.push('--ui-port', String(options.uiPort));
  if (options.dbFile) args.push('--db-filename', options.dbFile);
  if (options.headless) args.push('--headless');
  for (const [name, type] of Object.entries(SEARCH_ATTRIBUTES)) args.push('--search-attribute', `${name}=${type}`);
  args.push('--log-level', 'warn');
  return args;
}

/** Starts `temporal server start-dev` and resolves once its frontend answers gRPC calls. */
export async function startTemporalDevServer(options: DevServerOptions): Promise<DevServer> {
  const cli = options.cliPath ?? findTemporalCli();
  const address = `127.0.0.1:${options.port}`;
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child = spawn(cli, devServerArgs(options), {
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd);

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(`exited with ${signal ?? `code ${code}`}`));
  });
  const stop = () => stopProcess(child, exited);

  try {
    await waitUntilReady(address, exited, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    const where = options.logFile ? `see ${options.logFile}` : output.trim() || 'no output';
    throw new Error(`Temporal dev server on ${address} did not start: ${(error as Error).message} (${where})`);
  }
  return { address, uiUrl: options.headless ? null : `http://127.0.0.1:${options.uiPort}`, stop };
}

async function waitUntilReady(address: string, exited: Promise<string>, timeoutMs: number): Promise<void> {
  let exitReason: string | undefined;
  void exited.then((reason) => (exitReason = reason));
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (exitReason) throw new Error(`the process ${exitReason}`);
    try {
      const connection = await Connection.connect({ address, connectTimeout: '1 second' });
      try {
        await connection.workflowService.describeNamespace({ namespace: 'default' });
        return;
      } finally {
        await connection.close();
      }
    } catch (error) {
      lastError = error;
      await sleep(200);
    }
  }
  throw new Error(`timed out after ${timeoutMs} ms (${(lastError as Error | undefined)?.message ?? 'no answer'})`);
}

async function stopProcess(child: ChildProcess, exited: Promise<string>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killed = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}
