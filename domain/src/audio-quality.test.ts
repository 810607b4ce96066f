import { describe, expect, it } from 'vitest';
import { deliveredAudioResolution, type AudioQuality } from './audio-quality';
import { audioQualityOf, featuresOf } from './policy';

const SPOTIFY = { sampleRate: 44_100, bitDepth: 24 } as const;
const HI_RES_STORE = { sampleRate: 192_000, bitDepth: 24 } as const;
const CD_STORE = { sampleRate: 44_100, bitDepth: 16 } as const;

const resolution = (quality: AudioQuality, sampleRate: number | null, bitsPerSample: number | null, store: { sampleRate: number; bitDepth: 16 | 24 } = HI_RES_STORE) =>
  deliveredAudioResolution({ quality, source: { sampleRate, bitsPerSample }, store });

describe('audioQualityOf (001 §1: standard on the free plan, high-quality on PRO and Advanced)', () => {
  it('gives free standard audio and the paid plans high-quality audio, listed as a paid feature', () => {
    expect(audioQualityOf('free')).toBe('standard');
    expect(audioQualityOf('pro')).toBe('high');
    expect(audioQualityOf('advanced')).toBe('high');
    expect(featuresOf('pro')).toContain('high_quality_audio');
    expect(featuresOf('free')).not.toContain('high_quality_audio');
  });
});

describe('deliveredAudioResolution', () => {
  it('sends standard quality as 16 bit / 44.1 kHz, whatever the upload', () => {
    expect(resolution('standard', 96_000, 24)).toEqual({ sampleRate: 44_100, bitDepth: 16 });
    expect(resolution('standard', 48_000, 16)).toEqual({ sampleRate: 44_100, bitDepth: 16 });
  });

  it('keeps a high-resolution upload on high quality, up to 24 bit / 96 kHz', () => {
    expect(resolution('high', 96_000, 24)).toEqual({ sampleRate: 96_000, bitDepth: 24 });
    expect(resolution('high', 88_200, 24)).toEqual({ sampleRate: 88_200, bitDepth: 24 });
    expect(resolution('high', 192_000, 32)).toEqual({ sampleRate: 96_000, bitDepth: 24 });
  });

  it('never raises an upload above what it is, but to CD quality', () => {
    expect(resolution('high', 44_100, 16)).toEqual({ sampleRate: 44_100, bitDepth: 16 });
    expect(resolution('high', 22_050, 8)).toEqual({ sampleRate: 44_100, bitDepth: 16 });
    expect(resolution('high', 48_000, null)).toEqual({ sampleRate: 48_000, bitDepth: 16 });
    expect(resolution('high', null, null)).toEqual({ sampleRate: 44_100, bitDepth: 16 });
  });

  it('never sends a store more than its profile takes', () => {
    expect(resolution('high', 96_000, 24, SPOTIFY)).toEqual({ sampleRate: 44_100, bitDepth: 24 });
    expect(resolution('high', 96_000, 24, CD_STORE)).toEqual({ sampleRate: 44_100, bitDepth: 16 });
    expect(resolution('high', 96_000, 24, { sampleRate: 48_000, bitDepth: 24 })).toEqual({ sampleRate: 48_000, bitDepth: 24 });
  });
});
