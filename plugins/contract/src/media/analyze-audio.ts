import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { SilentStretch } from '@slipcase/domain';
import { runProcess } from '../run-process';
import { readAudioStreamLine } from './audio-stream-line';
import { ffmpeg, fileUrlArg } from './binaries';
import { readDecodeLog, readSilences, type DecodeLog } from './ffmpeg-decode-log';
import { audioFormat, probeAudio, unreadableAudio, type AudioProbe } from './probe-audio';

export interface SilenceOptions {
  /** Level under which sound counts as silence; -50 dB by default. */
  noiseDb?: number;
  /** Shortest silence reported, in seconds; 10 s by default (001 §9). */
  minSeconds?: number;
}

/** What probeAudio reads, and the silent stretches (milliseconds from the start, every channel silent at once). */
export type AudioAnalysis = AudioProbe & { silences: SilentStretch[] };

/** ffmpeg prints the header's duration rounded to the hundredth: a decoded length within that is the exact one. */
const HEADER_ROUNDING_SECONDS = 0.005 + 1e-9;

function probeOf(log: DecodeLog, sizeBytes: number): AudioProbe {
  const stream = readAudioStreamLine(log.codec, log.description);
  // To the microsecond, as ffprobe states it.
  const decodedSeconds =
    log.decodedSamples !== null && stream.sampleRate ? Math.round((log.decodedSamples / stream.sampleRate) * 1e6) / 1e6 : null;
  const exact = decodedSeconds !== null && (log.headerSeconds === null || Math.abs(decodedSeconds - log.headerSeconds) <= HEADER_ROUNDING_SECONDS);
  return {
    format: audioFormat(log.containers, log.codec),
    durationSeconds: (exact ? decodedSeconds : log.headerSeconds) ?? 0,
    sizeBytes,
    codec: log.codec,
    ...stream,
  };
}

/**
 * Reads an audio file whole in one ffmpeg run: what probeAudio gives (the format from the container and codec, the
 * duration, sample rate, channels and bit depth) and the silences of ffmpeg's silencedetect. The file is streamed,
 * never held in memory. A file ffmpeg cannot open, holding no audio, or that it cannot decode to the end gives
 * format null and no silences (a bad upload, not a failure); a missing file or a missing ffmpeg throws. The duration
 * of MP3 (whose decoded length leaves out the encoder's padding) is the header's, to the hundredth of a second.
 */
export async function analyzeAudio(path: string, options: SilenceOptions = {}): Promise<AudioAnalysis> {
  const { noiseDb = -50, minSeconds = 10 } = options;
  const { size } = await stat(path);
  const result = await runProcess(
    ffmpeg.command(),
    [
      '-nostdin', '-hide_banner', '-nostats', '-v', 'verbose',
      '-i', fileUrlArg(resolve(path)),
      // The output gets none of the file's tags: its description would print them again.
      '-map', '0:a:0', '-map_metadata', '-1',
      '-af', `silencedetect=noise=${noiseDb}dB:d=${minSeconds}`,
      '-f', 'null', '-',
    ],
    { overrideVariable: ffmpeg.overrideVariable },
  );
  const log = readDecodeLog(result.stderr);
  if (log === 'unreadable') return { ...unreadableAudio(size), silences: [] };
  const probe = log === 'ambiguous' ? await probeAudio(path) : probeOf(log, size);
  if (result.code !== 0) return { ...probe, format: null, silences: [] };
  return { ...probe, silences: readSilences(result.stderr, Math.round(probe.durationSeconds * 1000)) };
}
