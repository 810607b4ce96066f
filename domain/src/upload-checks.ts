import type { FieldError } from './errors';
import { checkAudio, type AudioFacts } from './media-rules';
import type { SilentStretch } from './release-draft';
import { checkSilences, checkTrackDuration, SILENCE_LIMIT_MS } from './track-rules';

/**
 * What the silence detector reports (001 §9): stretches quieter than -50 dB lasting at least 10 s. Shorter ones
 * can never pass the limit, so they are not looked for.
 */
export const SILENCE_DETECTION = { noiseDb: -50, minSeconds: SILENCE_LIMIT_MS / 1000 } as const;

/** Audio read whole from an uploaded file: its header's facts and the silent stretches the detector found. */
export type ReadAudioFacts = AudioFacts & { silences: readonly SilentStretch[] };

/**
 * The rules an audio file's header answers (001 §9), size first, then its real format. Its length is the track's
 * rule (checkTrackDuration, which spares intros and outros the minimum), so checkAudio's own is left out.
 */
export function checkAudioFile(facts: AudioFacts, field: string): FieldError[] {
  return checkAudio(facts, field).filter((error) => error.code !== 'audio_too_short' && error.code !== 'audio_too_long');
}

/**
 * The upload rules on read audio (001 §9), in their order: size and real format first; then the duration, which
 * spares intros and outros (by `title`) the minimum; silence last. The first problem only, on `field` itself.
 * Every path that files audio (the wizard's upload, `/v1`, the CLI's local `release create`) holds it to this.
 */
export function checkUploadedAudio(facts: ReadAudioFacts, title: string, field: string): FieldError | null {
  const durationMs = Math.round(facts.durationSeconds * 1000);
  let errors = checkAudioFile(facts, field);
  if (errors.length === 0) errors = checkTrackDuration({ durationMs, title }, field);
  if (errors.length === 0) errors = checkSilences({ silences: facts.silences, durationMs }, field);
  const [error] = errors;
  if (error) return { code: error.code, field, ...(error.params && { params: error.params }) };
  return facts.format ? null : { code: 'audio_format_unsupported', field };
}
