import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { SilentStretch } from '@slipcase/domain';
import { runProcess } from '../run-process';
import { readAudioStreamLine } from './audio-stream-line';
import { ffmpeg, fileUrlArg } from './binaries';
import { readDecodeLog, readSilences, silencePrinter, type DecodeLog } from './ffmpeg-decode-log';
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

/**
 * How much shorter than its header a whole file may decode: an MP3's decoded length leaves out the encoder's delay
 * and padding (a few hundredths). A file that decodes shorter still was cut: its header speaks of audio it lacks.
 */
const CUT_SHORT_SECONDS = 0.25;

/**
 * Lines ffmpeg prints when a file's data is corrupt or ends early: a decoder's error (a FLAC or MP3 frame cut in
 * two) or a demuxer's short packet (a WAV or AIFF whose samples stop before its header says).
 */
const DAMAGE = /^(?:Error while decoding stream #\d+:\d+|.*: corrupt input packet in stream \d+$|\[\S+ @ 0x[0-9a-f]+\] Packet corrupt)/m;

function probeOf(log: DecodeLog, sizeBytes: number): AudioProbe {
  const stream = readAudioStreamLine(log.codec, log.description);
  // To the microsecond, as ffprobe states it.
  const decodedSeconds =
    log.decodedSamples !== null && stream.sampleRate ? Math.round((log.decodedSamples / stream.sampleRate) * 1e6) / 1e6 : null;
  const exact = decodedSeconds !== null && (log.headerSeconds === null || Math.abs(decodedSeconds - log.headerSeconds) <= HEADER_ROUNDING_SECONDS);
  const cutShort = decodedSeconds !== null && log.headerSeconds !== null && decodedSeconds < log.headerSeconds - CUT_SHORT_SECONDS;
  return {
    format: audioFormat(log.containers, log.codec),
    durationSeconds: (exact ? decodedSeconds : log.headerSeconds) ?? 0,
    sizeBytes,
    codec: log.codec,
    ...stream,
    ...(cutShort && { damaged: true }),
  };
}

/**
 * Each input decoded on one thread: a short track costs less to decode than to hand out to threads. With several
 * inputs ffmpeg reads each on a thread of its own, and a deep queue lets it read ahead instead of waking the
 * decoder packet by packet (at most 1024 packets, a few megabytes, ahead). Together about half the CPU of a run.
 */
const INPUT_OPTIONS = ['-threads', '1', '-thread_queue_size', '1024'];

/** One ffmpeg run decoding each file's first audio stream through silencedetect to a null output. */
function decode(paths: readonly string[], { noiseDb = -50, minSeconds = 10 }: SilenceOptions) {
  const graph = paths.map((_path, k) => `[${k}:a:0]silencedetect=noise=${noiseDb}dB:d=${minSeconds},${silencePrinter(k)}=mode=print[out${k}]`);
  return runProcess(
    ffmpeg.command(),
    [
      '-nostdin', '-hide_banner', '-nostats', '-v', 'verbose',
      // Together, one file's few bad frames would pass under the others' good ones: any error sends each file alone.
      ...(paths.length > 1 ? ['-max_error_rate', '0'] : []),
      ...paths.flatMap((path) => [...INPUT_OPTIONS, '-i', fileUrlArg(resolve(path))]),
      '-filter_complex', graph.join(';'),
      // No output gets the files' tags: its description would print them again.
      ...paths.flatMap((_path, k) => ['-map', `[out${k}]`, '-map_metadata', '-1', '-f', 'null', '-']),
    ],
    { overrideVariable: ffmpeg.overrideVariable },
  );
}

/**
 * Reads audio files whole in one ffmpeg run: for each, what probeAudio gives (the format from the container and
 * codec, the duration, sample rate, channels and bit depth) and the silences of ffmpeg's silencedetect; the same
 * results as analyzing each alone, which is what happens when any of them fails. Files are streamed, never held in
 * memory. A file ffmpeg cannot open or holding no audio gives format null and no silences (a bad upload, not a
 * failure); one it cannot decode to the end, or that decodes shorter than its header says, is `damaged`; a missing
 * file or a missing ffmpeg throws. The duration of MP3 (whose
 * decoded length leaves out the encoder's padding) is the header's, to the hundredth of a second.
 */
export async function analyzeAudioFiles(paths: readonly string[], options: SilenceOptions = {}): Promise<AudioAnalysis[]> {
  if (paths.length === 0) return [];
  const sizes = await Promise.all(paths.map(async (path) => (await stat(path)).size));
  const result = await decode(paths, options);
  const alone = paths.length === 1;
  // A damaged file's lines do not always say which input they are about: each file is then read alone.
  const damaged = result.code !== 0 || DAMAGE.test(result.stderr);
  if (damaged && !alone) return Promise.all(paths.map((path) => analyzeAudio(path, options)));
  return Promise.all(
    readDecodeLog(result.stderr, paths.length).map(async (log, k): Promise<AudioAnalysis> => {
      const [path, size] = [paths[k]!, sizes[k]!];
      if (typeof log === 'string' && !alone) return analyzeAudio(path, options);
      if (log === 'unreadable') return { ...unreadableAudio(size), silences: [] };
      const probe = log === 'ambiguous' ? await probeAudio(path) : probeOf(log, size);
      if (result.code !== 0) return { ...probe, format: null, damaged: true, silences: [] };
      if (damaged) return { ...probe, damaged: true, silences: [] };
      return { ...probe, silences: readSilences(result.stderr, k, Math.round(probe.durationSeconds * 1000)) };
    }),
  );
}

/** analyzeAudioFiles for one file. */
export async function analyzeAudio(path: string, options: SilenceOptions = {}): Promise<AudioAnalysis> {
  const [analysis] = await analyzeAudioFiles([path], options);
  return analysis!;
}
