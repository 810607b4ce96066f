/**
 * The audio a store is sent (001 §1, §6): the free plan's standard quality is CD quality, 16 bit / 44.1 kHz; the
 * paid plans' high quality keeps the upload's resolution up to 24 bit / 96 kHz. Either way no store gets more than
 * its profile takes, nothing is raised above what was uploaded but to CD quality (the floor every store takes),
 * and an upload without a bit depth of its own (an MP3) is sent at 16 bit.
 */
export type AudioQuality = 'standard' | 'high';

export interface AudioResolution {
  sampleRate: number;
  bitDepth: 16 | 24;
}

export const STANDARD_AUDIO: AudioResolution = { sampleRate: 44_100, bitDepth: 16 };
export const HIGH_AUDIO_MAX: AudioResolution = { sampleRate: 96_000, bitDepth: 24 };

export function deliveredAudioResolution(input: {
  quality: AudioQuality;
  /** What the upload is, as ffprobe read it; null where it has none (an MP3's bit depth). */
  source: { sampleRate: number | null; bitsPerSample: number | null };
  /** The most the store takes: its profile's `requirements.audio`. */
  store: AudioResolution;
}): AudioResolution {
  const { quality, source, store } = input;
  const ceiling = quality === 'high' ? HIGH_AUDIO_MAX : STANDARD_AUDIO;
  const rateCap = Math.min(ceiling.sampleRate, store.sampleRate);
  const sourceRate = source.sampleRate ?? STANDARD_AUDIO.sampleRate;
  const sampleRate = Math.max(Math.min(sourceRate, rateCap), Math.min(STANDARD_AUDIO.sampleRate, rateCap));
  const sourceDepth = (source.bitsPerSample ?? 16) > 16 ? 24 : 16;
  const bitDepth = Math.min(sourceDepth, ceiling.bitDepth, store.bitDepth) === 24 ? 24 : 16;
  return { sampleRate, bitDepth };
}
