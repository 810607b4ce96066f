import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@slipcase/db';

export interface StripeMock {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/** STRIPE_MOCK_PATH, else what `bash tools/stripe-mock/install.sh` installs into .tools/go/bin. */
export function findStripeMock(env: NodeJS.ProcessEnv = process.env, root: string = repoRoot()): string {
  const path = env.STRIPE_MOCK_PATH || join(root, '.tools', 'go', 'bin', 'stripe-mock');
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    throw new Error(
      `stripe-mock not found at ${path}: run \`bash tools/stripe-mock/install.sh\` (Go module proxy), ` +
        'or set STRIPE_MOCK_PATH to a stripe-mock executable.',
    );
  }
}

const LISTENING = /Listening for HTTP at address: (\S+):(\d+)/;

/**
 * Starts Stripe's official API mock on free loopback ports. It validates every request against Stripe's OpenAPI
 * description and answers with fixtures, and it keeps no state: it cannot tell a repeated request from a new one.
 */
export async function startStripeMock(): Promise<StripeMock> {
  const child = spawn(findStripeMock(), ['-http-addr', '127.0.0.1:', '-https-addr', '127.0.0.1:'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  try {
    const [host, port] = await new Promise<[string, number]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`stripe-mock did not start in 10 s:\n${output}`)), 10_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = LISTENING.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve([match[1]!, Number(match[2])]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`stripe-mock exited with code ${code}:\n${output}`));
      });
    });
    return { host, port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
