import { availableParallelism } from 'node:os';
import { checkAudio, checkSilences, checkTrackDuration, type AudioFormat, type FieldError } from '@slipcase/domain';
import { createAudioAnalyzer, type AudioAnalysis } from '@slipcase/plugin-contract';
import { refuse, type MediaRefusal } from './upload-target.server';

// Received audio, read whole by ffmpeg (its header and its silences) and held to the upload rules.

/** ffmpeg's silencedetect settings: quieter than -50 dB for at least 10 s (001 §9) is reported. */
export const SILENCE_NOISE_DB = -50;
export const SILENCE_MIN_SECONDS = 10;

/**
 * Uploads received at the same time share ffmpeg runs (starting ffmpeg costs more than decoding a track): a file
 * waits up to 100 ms for others, up to sixteen files to a run, one run per processor but one, which is left to
 * this server's own thread. A label's bulk upload reads about twelve files a run this way, not four.
 */
export const analyzeReceivedAudio = createAudioAnalyzer({
  silence: { noiseDb: SILENCE_NOISE_DB, minSeconds: SILENCE_MIN_SECONDS },
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

/**
 * The upload rules on read audio (001 §9): size and real format first; then the duration, which spares intros and
 * outros (by `title`) the minimum; silence last. A refusal is a 422 on `field`.
 */
export function checkReadAudio(probe: AudioAnalysis, title: string, field: string): { ok: true; columns: AudioColumns } | MediaRefusal {
  const durationMs = Math.round(probe.durationSeconds * 1000);
  let errors: FieldError[] = checkAudio(probe, field).filter((e) => e.code !== 'audio_too_short' && e.code !== 'audio_too_long');
  if (errors.length === 0) errors = checkTrackDuration({ durationMs, title }, field);
  if (errors.length === 0) errors = checkSilences({ silences: probe.silences, durationMs }, field);
  const [error] = errors;
  if (error) return refuse(422, error.code, field, error.params);
  if (!probe.format) return refuse(422, 'audio_format_unsupported', field);
  const { format, sampleRate, channels, bitsPerSample } = probe;
  return { ok: true, columns: { audioFormat: format, durationMs, sampleRate: sampleRate ?? null, channels: channels ?? null, bitsPerSample: bitsPerSample ?? null } };
}
