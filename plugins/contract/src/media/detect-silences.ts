import { resolve } from 'node:path';
import type { SilentStretch } from '@slipcase/domain';
import { runProcess } from '../run-process';
import { ffmpeg, fileUrlArg } from './binaries';

export interface SilenceOptions {
  /** Level under which sound counts as silence; -50 dB by default. */
  noiseDb?: number;
  /** Shortest silence reported, in seconds; 10 s by default (001 §9). */
  minSeconds?: number;
}

const START = /silence_start:\s*(-?[\d.]+)/;
const END = /silence_end:\s*(-?[\d.]+)/;

/**
 * The silent stretches of an audio file, from ffmpeg's `silencedetect` filter (every channel silent at once),
 * in milliseconds from the start. A silence still running at the end of the file ends at `durationMs` when given,
 * else where ffmpeg stopped reading. The whole file is decoded (streamed, never held in memory); a file ffmpeg
 * cannot decode throws.
 */
export async function detectSilences(path: string, options: SilenceOptions & { durationMs?: number } = {}): Promise<SilentStretch[]> {
  const { noiseDb = -50, minSeconds = 10 } = options;
  const result = await runProcess(
    ffmpeg.command(),
    [
      '-nostdin', '-hide_banner', '-nostats', '-v', 'info',
      '-i', fileUrlArg(resolve(path)),
      '-map', '0:a:0', '-af', `silencedetect=noise=${noiseDb}dB:d=${minSeconds}`,
      '-f', 'null', '-',
    ],
    { overrideVariable: ffmpeg.overrideVariable },
  );
  if (result.code !== 0) throw new Error(`ffmpeg could not read ${path} for silence: ${result.stderr.slice(-500)}`);

  const stretches: SilentStretch[] = [];
  let openStart: number | null = null;
  for (const line of result.stderr.split(/\r?\n/)) {
    const start = START.exec(line);
    if (start) {
      openStart = Math.max(0, Math.round(Number(start[1]) * 1000));
      continue;
    }
    const end = END.exec(line);
    if (end && openStart !== null) {
      stretches.push({ startMs: openStart, endMs: Math.round(Number(end[1]) * 1000) });
      openStart = null;
    }
  }
  if (openStart !== null) {
    // ffmpeg 5 closes a trailing silence itself; older builds leave it open.
    const endMs = options.durationMs ?? lastTimestampMs(result.stderr) ?? openStart;
    if (endMs > openStart) stretches.push({ startMs: openStart, endMs });
  }
  return stretches;
}

/** The `time=` ffmpeg last reported (how far it read), in milliseconds. */
function lastTimestampMs(stderr: string): number | null {
  const times = [...stderr.matchAll(/time=(\d+):(\d+):([\d.]+)/g)];
  const last = times.at(-1);
  if (!last) return null;
  return Math.round((Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3])) * 1000);
}
