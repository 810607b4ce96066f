import { describe, expect, it } from 'vitest';
import {
  checkMasteringLoop,
  checkMasteringSource,
  isSilentLoudness,
  MASTERING_TARGET_LUFS,
  masteringLoopFrom,
  meetsMasteringTarget,
} from './mastering';
import { MASTERING_PRICE_CENTS, masteringCharge, masteringRefundRefusal } from './policy';

const wav = { format: 'wav' as const, durationSeconds: 200, sizeBytes: 40_000_000, sampleRate: 48_000, bitsPerSample: 24 };

describe('checkMasteringSource', () => {
  it('takes WAV, FLAC, AIFF and MP3 up to 24-bit/96 kHz and 100 MB, of any length', () => {
    expect(checkMasteringSource(wav)).toBeNull();
    expect(checkMasteringSource({ ...wav, sampleRate: 96_000, durationSeconds: 5 })).toBeNull();
    expect(checkMasteringSource({ ...wav, format: 'mp3', bitsPerSample: null, durationSeconds: 30 * 60 })).toBeNull();
  });

  it('refuses, first problem first: size, damage, format, quality, emptiness', () => {
    expect(checkMasteringSource({ ...wav, sizeBytes: 101 * 1024 * 1024, damaged: true })?.code).toBe('audio_too_large');
    expect(checkMasteringSource({ ...wav, damaged: true })?.code).toBe('media_damaged');
    expect(checkMasteringSource({ ...wav, format: null })?.code).toBe('audio_format_unsupported');
    expect(checkMasteringSource({ ...wav, sampleRate: 192_000 })).toEqual({
      code: 'mastering_audio_quality', field: 'audio', params: { found: '24-bit / 192 kHz' },
    });
    expect(checkMasteringSource({ ...wav, bitsPerSample: 32 })?.code).toBe('mastering_audio_quality');
    expect(checkMasteringSource({ ...wav, durationSeconds: 0 })?.code).toBe('mastering_silent');
  });
});

describe('checkMasteringLoop', () => {
  it('takes a loop of at most 30 s inside the track', () => {
    expect(checkMasteringLoop({ startSeconds: 10, endSeconds: 40 }, 200)).toBeNull();
    expect(checkMasteringLoop({ startSeconds: 0, endSeconds: 4 }, 4)).toBeNull();
  });

  it('refuses a longer loop, a reversed one, one past the end and impossible numbers', () => {
    expect(checkMasteringLoop({ startSeconds: 10, endSeconds: 40.5 }, 200)).toEqual({ code: 'mastering_loop_too_long', field: 'loop', params: { max: 30 } });
    expect(checkMasteringLoop({ startSeconds: 40, endSeconds: 10 }, 200)?.code).toBe('mastering_loop_outside');
    expect(checkMasteringLoop({ startSeconds: 190, endSeconds: 210 }, 200)?.code).toBe('mastering_loop_outside');
    expect(checkMasteringLoop({ startSeconds: -1, endSeconds: 5 }, 200)?.code).toBe('mastering_loop_outside');
    expect(checkMasteringLoop({ startSeconds: Number.NaN, endSeconds: 5 }, 200)?.code).toBe('mastering_loop_outside');
  });
});

describe('masteringLoopFrom', () => {
  it('runs 30 s from its start, or to the end of a track with less left; a start past the end stays refused', () => {
    expect(masteringLoopFrom(12, 200)).toEqual({ startSeconds: 12, endSeconds: 42 });
    expect(masteringLoopFrom(190, 200)).toEqual({ startSeconds: 190, endSeconds: 200 });
    expect(masteringLoopFrom(0, 8)).toEqual({ startSeconds: 0, endSeconds: 8 });
    expect(checkMasteringLoop(masteringLoopFrom(250, 200), 200)?.code).toBe('mastering_loop_outside');
  });
});

describe('loudness promises', () => {
  it('documents balanced -14, loud -9 and dynamic -16 LUFS', () => {
    expect(MASTERING_TARGET_LUFS).toEqual({ balanced: -14, loud: -9, dynamic: -16 });
  });

  it('holds a master to ±1 LU of its target and a -1 dBTP ceiling', () => {
    expect(meetsMasteringTarget('loud', { integratedLufs: -9.9, truePeakDbtp: -1.0 })).toBe(true);
    expect(meetsMasteringTarget('loud', { integratedLufs: -10.1, truePeakDbtp: -1.2 })).toBe(false);
    expect(meetsMasteringTarget('dynamic', { integratedLufs: -16, truePeakDbtp: -0.9 })).toBe(false);
  });

  it('calls silence, and sound under the absolute gate, silent', () => {
    expect(isSilentLoudness(null)).toBe(true);
    expect(isSilentLoudness(-Infinity)).toBe(true);
    expect(isSilentLoudness(-70)).toBe(true);
    expect(isSilentLoudness(-40)).toBe(false);
  });
});

describe('masteringCharge', () => {
  const now = new Date('2026-12-06T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('charges 15 dollars for a track never paid for', () => {
    expect(masteringCharge([], now)).toEqual({ kind: 'pay', amountCents: MASTERING_PRICE_CENTS });
    expect(MASTERING_PRICE_CENTS).toBe(1500);
  });

  it('makes new presets free for 7 days after the latest payment', () => {
    const charge = masteringCharge([{ id: 'old', paidAt: daysAgo(6), refundedAt: null }, { id: 'new', paidAt: daysAgo(1), refundedAt: null }], now);
    expect(charge).toEqual({ kind: 'revision', paidJobId: 'new', freeUntil: new Date(daysAgo(1).getTime() + 7 * 86_400_000) });
  });

  it('charges again after 7 days, and after a refund', () => {
    expect(masteringCharge([{ id: 'a', paidAt: daysAgo(7), refundedAt: null }], now).kind).toBe('pay');
    expect(masteringCharge([{ id: 'a', paidAt: daysAgo(1), refundedAt: daysAgo(0) }], now).kind).toBe('pay');
    expect(masteringCharge([{ id: 'a', paidAt: null, refundedAt: null }], now).kind).toBe('pay');
  });
});

describe('masteringRefundRefusal', () => {
  it('refunds a paid job once, never a free revision', () => {
    const paid = { amountCents: 1500, paidAt: new Date(), refundedAt: null };
    expect(masteringRefundRefusal(paid)).toBeNull();
    expect(masteringRefundRefusal({ ...paid, refundedAt: new Date() })).toBe('already_refunded');
    expect(masteringRefundRefusal({ ...paid, amountCents: 0 })).toBe('not_paid');
    expect(masteringRefundRefusal({ ...paid, paidAt: null })).toBe('not_paid');
  });
});
