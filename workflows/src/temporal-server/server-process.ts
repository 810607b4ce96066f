import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Connection } from '@temporalio/client';

const OUTPUT_TAIL_CHARS = 4000;

export interface ServerProcessOptions {
  /** What the server is, for error messages. */
  label: string;
  command: string;
  args: string[];
  /** host:port its gRPC frontend listens on. */
  address: string;
  /** Where the output goes; when absent the last lines are kept for error messages. */
  logFile?: string;
  /** How long to wait for the frontend to answer (60 s by default: a JVM on two busy cores takes its time). */
  readyTimeoutMs?: number;
  /** A call that succeeds once the server is ready; a connection alone when absent. */
  ready?: (connection: Connection) => Promise<unknown>;
}

/** Starts a Temporal server process and resolves, once it answers, with the function that stops it. */
export async function startServerProcess(options: ServerProcessOptions): Promise<() => Promise<void>> {
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child = spawn(options.command, options.args, { stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'] });
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
    await waitUntilReady(options, exited);
  } catch (error) {
    await stop();
    const where = options.logFile ? `see ${options.logFile}` : output.trim() || 'no output';
    throw new Error(`${options.label} on ${options.address} did not start: ${(error as Error).message} (${where})`);
  }
  return stop;
}

async function waitUntilReady(options: ServerProcessOptions, exited: Promise<string>): Promise<void> {
  let exitReason: string | undefined;
  void exited.then((reason) => (exitReason = reason));
  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (exitReason) throw new Error(`the process ${exitReason}`);
    try {
      const connection = await Connection.connect({ address: options.address, connectTimeout: '1 second' });
      try {
        await options.ready?.(connection);
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
