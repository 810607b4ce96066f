import { spawn } from 'node:child_process';

export interface ProcessResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

export interface RunOptions {
  /** Written to the process's standard input, which is then closed. */
  input?: string | Buffer;
  /** Default: this process's environment. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs a program to its end and collects its output. A non-zero exit is a result, not an error; only a program
 * that cannot be started rejects (named with the environment variable that overrides its path, when given).
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions & { overrideVariable?: string } = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      const hint = options.overrideVariable ? ` (set ${options.overrideVariable} to its path)` : '';
      reject(new Error(`Cannot run ${command}${hint}: ${error.message}`, { cause: error }));
    });
    child.on('close', (code) => {
      resolve({ code, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString('utf8') });
    });
    // A program that exits before reading all its input closes the pipe; its exit code tells what happened.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input);
  });
}
