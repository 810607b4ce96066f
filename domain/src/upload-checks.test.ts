import { describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES } from './media-rules';
import { checkAudioFile, checkUploadedAudio, SILENCE_DETECTION, type ReadAudioFacts } from './upload-checks';

const fine: ReadAudioFacts = { format: 'wav', durationSeconds: 180, sizeBytes: 30_000_000, silences: [] };
const twelveSecondsIn = [{ startMs: 60_000, endMs: 72_000 }];

describe('checkUploadedAudio', () => {
  it('passes a 3-minute WAV without silence', () => {
    expect(checkUploadedAudio(fine, 'Song', 'audio')).toBeNull();
  });

  it('refuses a 12-second silence in the middle, on the field given, with its length, place and the limit', () => {
    expect(checkUploadedAudio({ ...fine, silences: twelveSecondsIn }, 'Song', 'audio')).toEqual({
      code: 'silence_too_long',
      field: 'audio',
      params: { seconds: 12, at: '1:00', max: 10 },
    });
  });

  it('checks size and format before the duration, and the duration before silence', () => {
    const everythingWrong = { format: null, durationSeconds: 5, sizeBytes: AUDIO_MAX_BYTES + 1, silences: twelveSecondsIn };
    expect(checkUploadedAudio(everythingWrong, 'Song', 'audio')?.code).toBe('audio_too_large');
    expect(checkUploadedAudio({ ...everythingWrong, sizeBytes: 1 }, 'Song', 'audio')?.code).toBe('audio_format_unsupported');
    expect(checkUploadedAudio({ ...fine, durationSeconds: 30, silences: twelveSecondsIn }, 'Song', 'tracks.0.audio')).toEqual({
      code: 'audio_too_short',
      field: 'tracks.0.audio',
      params: { min: 1 },
    });
  });

  it('spares an intro the minimum duration but not the silence limit', () => {
    expect(checkUploadedAudio({ ...fine, durationSeconds: 30 }, 'Intro', 'audio')).toBeNull();
    expect(checkUploadedAudio({ ...fine, durationSeconds: 30, silences: [{ startMs: 0, endMs: 11_000 }] }, 'Intro', 'audio')?.code).toBe(
      'silence_too_long',
    );
  });

  it('looks for silences quieter than -50 dB lasting at least the 10-second limit', () => {
    expect(SILENCE_DETECTION).toEqual({ noiseDb: -50, minSeconds: 10 });
  });
});

describe('checkAudioFile', () => {
  it('answers size and format only, leaving the length to the track rule', () => {
    expect(checkAudioFile({ format: 'mp3', durationSeconds: 5, sizeBytes: 1 }, 'a')).toEqual([]);
    expect(checkAudioFile({ format: null, durationSeconds: 5, sizeBytes: 1 }, 'a')).toEqual([{ code: 'audio_format_unsupported', field: 'a' }]);
  });
});
