import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpeg } from '../media/binaries';

/** Runs `run` with the environment variable `name` set to `value`, restored afterwards. */
export async function withEnv<T>(name: string, value: string, run: () => Promise<T>): Promise<T> {
  const saved = process.env[name];
  process.env[name] = value;
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env[name];
    else process.env[name] = saved;
  }
}

/**
 * Runs `run` with FFMPEG_PATH naming a script that notes when each ffmpeg run starts (with its number of input
 * files) and ends; gives the result, the number of runs, the inputs of each run in the order they started, and the
 * most runs there were at once.
 */
export async function countingFfmpegRuns<T>(dir: string, run: () => Promise<T>): Promise<{ result: T; runs: number; inputs: number[]; peak: number }> {
  const script = join(dir, `counting-ffmpeg-${Math.random().toString(36).slice(2)}`);
  const lines = [
    '#!/bin/sh',
    'n=0; for a in "$@"; do [ "$a" = "-i" ] && n=$((n+1)); done',
    'echo "+$n" >> "$0.log"',
    `${ffmpeg.command()} "$@"; code=$?`,
    'echo "-" >> "$0.log"',
    'exit $code',
  ];
  await writeFile(script, `${lines.join('\n')}\n`, { mode: 0o755 });
  const result = await withEnv('FFMPEG_PATH', script, run);
  const log = (await readFile(`${script}.log`, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const inputs = log.filter((line) => line.startsWith('+')).map((line) => Number(line.slice(1)));
  let [running, peak] = [0, 0];
  for (const line of log) {
    running += line.startsWith('+') ? 1 : -1;
    peak = Math.max(peak, running);
  }
  return { result, runs: inputs.length, inputs, peak };
}
