import { availableParallelism } from 'node:os';
import { checkUploadedAudio, SILENCE_DETECTION, type AudioFormat } from '@slipcase/domain';
import { createAudioAnalyzer, type AudioAnalysis } from '@slipcase/plugin-contract';
import { refuse, type MediaRefusal } from './media-refusal';

// Received audio, read whole by ffmpeg (its header and its silences) and held to the upload rules.

/**
 * Files read at the same time share ffmpeg runs (starting ffmpeg costs more than decoding a track): a file waits
 * up to 100 ms for others, up to sixteen files to a run, one run per processor but one, which is left to the
 * server's own thread. A label's bulk upload reads about twelve files a run this way, not four.
 */
export const analyzeReceivedAudio = createAudioAnalyzer({
  silence: SILENCE_DETECTION,
  batchSize: 16,
  runs: Math.max(1, availableParallelism() - 1),
  lingerMs: 100,
});

/** A track's audio columns, from audio that passed the upload rules. */
export interface AudioColumns {
  audioFormat: AudioFormat;
  durationMs: number;
  sampleRate: number | null;
  channels: number | null;
  bitsPerSample: number | null;
}

/** A track's audio columns from read audio of an accepted format. */
export function audioColumns(probe: AudioAnalysis & { format: AudioFormat }): AudioColumns {
  const { format, sampleRate, channels, bitsPerSample } = probe;
  const durationMs = Math.round(probe.durationSeconds * 1000);
  return { audioFormat: format, durationMs, sampleRate: sampleRate ?? null, channels: channels ?? null, bitsPerSample: bitsPerSample ?? null };
}

/** The upload rules (checkUploadedAudio) on read audio: its columns, or a refusal on `field`. */
export function checkReadAudio(probe: AudioAnalysis, title: string, field: string): { ok: true; columns: AudioColumns } | MediaRefusal {
  const error = checkUploadedAudio(probe, title, field);
  const { format } = probe;
  if (error || !format) return refuse(error?.code ?? 'audio_format_unsupported', field, error?.params);
  return { ok: true, columns: audioColumns({ ...probe, format }) };
}
