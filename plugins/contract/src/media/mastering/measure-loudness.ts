import { resolve } from 'node:path';
import { runProcess } from '../../run-process';
import { ffmpeg, fileUrlArg } from '../binaries';

/** An EBU R128 measurement: integrated loudness (LUFS), loudness range (LU) and true peak (dBTP). */
export interface LoudnessMeasurement {
  integratedLufs: number;
  rangeLu: number;
  /** -Infinity for digital silence. */
  truePeakDbtp: number;
}

const SUMMARY = /Summary:[\s\S]*?I:\s+(-?[\d.]+|-inf) LUFS[\s\S]*?LRA:\s+(-?[\d.]+) LU[\s\S]*?True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/g;

const num = (text: string): number => (text === '-inf' ? -Infinity : Number(text));

/**
 * Reads the summary ffmpeg's `ebur128` filter prints at the end of a run (null when there is none). A filter graph
 * that ffmpeg configured twice prints an empty summary first: the last one is the run's.
 */
export function readEbur128Summary(stderr: string): LoudnessMeasurement | null {
  const match = [...stderr.matchAll(SUMMARY)].at(-1);
  if (!match) return null;
  return { integratedLufs: num(match[1]!), rangeLu: num(match[2]!), truePeakDbtp: num(match[3]!) };
}

/**
 * Measures a file with ffmpeg's own EBU R128 meter (`ebur128=peak=true`, true peak by 4x oversampling): a
 * measurement independent of the loudnorm filter that made a master, so a master's numbers are checked, not
 * restated. Throws when ffmpeg cannot read the file to its end.
 */
export async function measureLoudness(path: string): Promise<LoudnessMeasurement> {
  const result = await runProcess(
    ffmpeg.command(),
    ['-nostdin', '-hide_banner', '-nostats', '-i', fileUrlArg(resolve(path)), '-map', '0:a:0', '-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-'],
    { overrideVariable: ffmpeg.overrideVariable },
  );
  const measured = result.code === 0 ? readEbur128Summary(result.stderr) : null;
  if (!measured) throw new Error(`ffmpeg could not measure the loudness of ${path}: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return measured;
}
