import { availableParallelism } from 'node:os';

/**
 * How many worker processes a vitest suite spreads its files over: SLIPCASE_TEST_WORKERS, else one more than the
 * cores. Vitest's default leaves one core free (a single worker on CI's two cores), but a test file here spends
 * most of its time waiting on PostgreSQL, Temporal, ffmpeg or a child process, and another file fills that time.
 */
// eslint-disable-next-line no-restricted-properties -- a test runner's own knob, not the platform's configuration
export function testWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.SLIPCASE_TEST_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism() + 1;
}
