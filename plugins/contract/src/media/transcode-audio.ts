import { resolve } from 'node:path';
import { runProcess } from '../run-process';
import { fileUrlArg, ffmpeg } from './binaries';
import { probeAudio, type AudioProbe } from './probe-audio';

export interface TranscodeOptions {
  codec: 'flac' | 'wav';
  sampleRate: number;
  bitDepth: 16 | 24;
  /** Keeps the source's channel count when left out. */
  channels?: number;
}

function codecArgs({ codec, bitDepth }: TranscodeOptions): string[] {
  if (codec === 'wav') return ['-c:a', bitDepth === 16 ? 'pcm_s16le' : 'pcm_s24le', '-f', 'wav'];
  // FLAC stores 24-bit samples in ffmpeg's 32-bit sample format.
  const depth = bitDepth === 16 ? ['-sample_fmt', 's16'] : ['-sample_fmt', 's32', '-bits_per_raw_sample', '24'];
  return ['-c:a', 'flac', ...depth, '-f', 'flac'];
}

/**
 * Converts the first audio stream of `input` into `output` (overwritten) and probes the result. Tags, cover
 * pictures and encoder version strings are left out, so the same input gives the same bytes, hence the same
 * hash in the feed.
 */
export async function transcodeAudio(input: string, output: string, options: TranscodeOptions): Promise<AudioProbe> {
  const args = [
    '-nostdin', '-v', 'error', '-y',
    '-i', fileUrlArg(resolve(input)),
    '-map', '0:a:0', '-map_metadata', '-1',
    '-fflags', '+bitexact', '-flags:a', '+bitexact',
    '-ar', String(options.sampleRate),
    ...(options.channels ? ['-ac', String(options.channels)] : []),
    ...codecArgs(options),
    fileUrlArg(resolve(output)),
  ];
  const result = await runProcess(ffmpeg.command(), args, { overrideVariable: ffmpeg.overrideVariable });
  if (result.code !== 0) {
    throw new Error(`ffmpeg could not transcode ${input} to ${options.codec}: ${result.stderr.trim() || `exit ${result.code}`}`);
  }
  return probeAudio(output);
}
