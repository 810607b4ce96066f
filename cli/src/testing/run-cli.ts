import { Console } from 'node:console';
import { fileURLToPath } from 'node:url';
import { run } from '@oclif/core';
import { captureOutput } from '@oclif/test';
import { register } from 'tsx/esm/api';

// oclif imports the command modules with Node's own loader, outside vitest's transform: teach it TypeScript.
register();

export const CLI_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CliRun {
  stdout: string;
  stderr: string;
  /** The process exit code the command would end with. */
  exit: number;
  error?: Error;
}

/** Runs `slipcase <args>` in this process, as `bin/run.js` would, and captures its output and exit code. */
export async function runCli(args: string[]): Promise<CliRun> {
  // oclif prints through console.log, which vitest diverts; runCommand captures process.stdout/stderr writes.
  const testConsole = globalThis.console;
  globalThis.console = new Console(process.stdout, process.stderr);
  // Not @oclif/test's runCommand: it joins the arguments and splits them again at spaces ('The Test Tones').
  const { stdout, stderr, error } = await captureOutput(() => run(args, { root: CLI_ROOT })).finally(() => {
    globalThis.console = testConsole;
  });
  const exit = error ? ((error as Error & { oclif?: { exit?: number } }).oclif?.exit ?? 1) : 0;
  // oclif records a failed command's code on the process: keep it from failing the test run itself.
  process.exitCode = undefined;
  return { stdout, stderr, exit, ...(error && { error }) };
}
