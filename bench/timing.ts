/** Milliseconds each call of `task` took, after `warmup` calls that are not counted. */
export async function sample(task: () => unknown, { warmup, iterations }: { warmup: number; iterations: number }): Promise<number[]> {
  for (let index = 0; index < warmup; index++) await task();
  const samples: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Runs the tasks in turn, one call each per round, so a busy machine slows them alike; samples per task. */
export async function interleaved(
  tasks: ReadonlyArray<() => unknown>,
  { warmup, iterations }: { warmup: number; iterations: number },
): Promise<number[][]> {
  const samples = tasks.map(() => [] as number[]);
  for (let round = 0; round < warmup + iterations; round++) {
    for (const [index, task] of tasks.entries()) {
      const start = performance.now();
      await task();
      if (round >= warmup) samples[index]?.push(performance.now() - start);
    }
  }
  return samples;
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new RangeError('No samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** `--name value` from the arguments, as a positive integer, or the fallback. */
export function intOption(args: readonly string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`--${name} takes a positive integer`);
  return value;
}
