import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AudioFacts, AudioFormat } from '@slipcase/domain';
import { runProcess } from '../run-process';
import { fileUrlArg, ffprobe } from './binaries';

/** What ffprobe read from an audio file: the domain's facts plus the technical details a feed states. */
export type AudioProbe = AudioFacts & {
  codec: string | null;
  sampleRate: number | null;
  channels: number | null;
  bitsPerSample: number | null;
};

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  sample_rate?: string;
  channels?: number;
  bits_per_sample?: number;
  bits_per_raw_sample?: string;
  duration?: string;
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

/** Each accepted format is a container holding a codec; the extension of the file plays no part. */
export function audioFormat(containers: readonly string[], codec: string): AudioFormat | null {
  const pcm = codec.startsWith('pcm_');
  if (containers.includes('flac') && codec === 'flac') return 'flac';
  if (containers.includes('mp3') && codec === 'mp3') return 'mp3';
  if (containers.includes('wav') && pcm) return 'wav';
  if (containers.includes('aiff') && pcm) return 'aiff';
  return null;
}

const positive = (value: number | undefined): number | null =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

/** What a file that holds no readable audio probes as. */
export const unreadableAudio = (sizeBytes: number): AudioProbe => ({
  format: null,
  durationSeconds: 0,
  sizeBytes,
  codec: null,
  sampleRate: null,
  channels: null,
  bitsPerSample: null,
});

/**
 * Probes an audio file with ffprobe. A file ffprobe cannot read, or that holds no audio, gives format null
 * (it is a bad upload, not a failure); a missing file or a missing ffprobe throws.
 */
export async function probeAudio(path: string): Promise<AudioProbe> {
  const { size } = await stat(path);
  const unreadable = unreadableAudio(size);
  const result = await runProcess(
    ffprobe.command(),
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', fileUrlArg(resolve(path))],
    { overrideVariable: ffprobe.overrideVariable },
  );
  if (result.code !== 0) return unreadable;

  let output: FfprobeOutput;
  try {
    output = JSON.parse(result.stdout.toString('utf8')) as FfprobeOutput;
  } catch {
    return unreadable;
  }
  const stream = output.streams?.find((candidate) => candidate.codec_type === 'audio');
  if (!stream?.codec_name) return unreadable;

  const containers = (output.format?.format_name ?? '').split(',');
  const duration = Number(output.format?.duration ?? stream.duration);
  return {
    format: audioFormat(containers, stream.codec_name),
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    sizeBytes: size,
    codec: stream.codec_name,
    sampleRate: positive(Number(stream.sample_rate)),
    channels: positive(stream.channels),
    // FLAC reports its depth in bits_per_raw_sample (bits_per_sample is 0); PCM in bits_per_sample.
    bitsPerSample: positive(Number(stream.bits_per_raw_sample)) ?? positive(stream.bits_per_sample),
  };
}
