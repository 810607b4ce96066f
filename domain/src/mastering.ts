import type { FieldError } from './errors';
import { AUDIO_FORMATS, checkAudio, type AudioFacts } from './media-rules';

/** The three mastering presets of 001 §9, each with its documented loudness target (LUFS integrated, EBU R128). */
export const MASTERING_PRESETS = ['balanced', 'loud', 'dynamic'] as const;
export type MasteringPreset = (typeof MASTERING_PRESETS)[number];

export const MASTERING_TARGET_LUFS: Readonly<Record<MasteringPreset, number>> = {
  balanced: -14,
  loud: -9,
  dynamic: -16,
};

/** Every preset's true-peak ceiling, in dBTP. */
export const MASTERING_CEILING_DBTP = -1;
/** How far from its target a master's integrated loudness may land. */
export const MASTERING_TOLERANCE_LU = 1;
/** Below this integrated loudness (EBU R128's absolute gate) a file holds no programme to master. */
export const MASTERING_SILENT_LUFS = -70;
export const MASTERING_LOOP_MAX_SECONDS = 30;
export const MASTERING_MAX_SAMPLE_RATE = 96_000;
export const MASTERING_MAX_BIT_DEPTH = 24;
export const MASTERING_INPUT_FORMATS = AUDIO_FORMATS;

export function isMasteringPreset(value: unknown): value is MasteringPreset {
  return typeof value === 'string' && (MASTERING_PRESETS as readonly string[]).includes(value);
}

/** What ffmpeg read of a file to master. */
export interface MasteringSourceFacts extends AudioFacts {
  sampleRate?: number | null;
  bitsPerSample?: number | null;
}

/**
 * A file mastering takes (001 §9): WAV, FLAC, AIFF or MP3 of at most 100 MB, read to its end, up to 24-bit/96 kHz.
 * Unlike a release's track it has no minimum or maximum length. The first problem only.
 */
export function checkMasteringSource(facts: MasteringSourceFacts, field = 'audio'): FieldError | null {
  const [error] = checkAudio(facts, field).filter((e) => e.code !== 'audio_too_short' && e.code !== 'audio_too_long');
  if (error) return error;
  const rate = facts.sampleRate ?? 0;
  const bits = facts.bitsPerSample ?? 0;
  if (rate > MASTERING_MAX_SAMPLE_RATE || bits > MASTERING_MAX_BIT_DEPTH) {
    const found = [bits ? `${bits}-bit` : null, rate ? `${rate / 1000} kHz` : null].filter(Boolean).join(' / ');
    return { code: 'mastering_audio_quality', field, params: { found } };
  }
  if (!(facts.durationSeconds > 0)) return { code: 'mastering_silent', field };
  return null;
}

/** A measured integrated loudness with no programme in it (silence, or sound under the absolute gate). */
export function isSilentLoudness(integratedLufs: number | null): boolean {
  return integratedLufs === null || !Number.isFinite(integratedLufs) || integratedLufs <= MASTERING_SILENT_LUFS;
}

export interface MasteringLoop {
  startSeconds: number;
  endSeconds: number;
}

/** The preview loop (001 §5): inside the track, starting before it ends, at most 30 seconds long. */
export function checkMasteringLoop(loop: MasteringLoop, durationSeconds: number, field = 'loop'): FieldError | null {
  const { startSeconds: start, endSeconds: end } = loop;
  if (![start, end, durationSeconds].every(Number.isFinite) || start < 0 || end <= start || end > durationSeconds + 0.05) {
    return { code: 'mastering_loop_outside', field };
  }
  if (end - start > MASTERING_LOOP_MAX_SECONDS + 1e-6) {
    return { code: 'mastering_loop_too_long', field, params: { max: MASTERING_LOOP_MAX_SECONDS } };
  }
  return null;
}

/**
 * The preview loop from its start alone: 30 seconds, or up to the track's end when less is left. A start past the
 * end stays as it is, for `checkMasteringLoop` to refuse.
 */
export function masteringLoopFrom(startSeconds: number, durationSeconds: number): MasteringLoop {
  const end = Math.min(startSeconds + MASTERING_LOOP_MAX_SECONDS, durationSeconds);
  return { startSeconds, endSeconds: end > startSeconds ? end : startSeconds + MASTERING_LOOP_MAX_SECONDS };
}

/** Whether a master's measured loudness keeps the preset's promise: its target within ±1 LU, under the ceiling. */
export function meetsMasteringTarget(preset: MasteringPreset, measured: { integratedLufs: number; truePeakDbtp: number }): boolean {
  return (
    Math.abs(measured.integratedLufs - MASTERING_TARGET_LUFS[preset]) <= MASTERING_TOLERANCE_LU &&
    measured.truePeakDbtp <= MASTERING_CEILING_DBTP
  );
}
