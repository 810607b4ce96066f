import { describe, expect, it } from 'vitest';
import { ARTWORK_MAX_BYTES, AUDIO_MAX_BYTES, checkArtwork, checkAudio } from './media-rules';

const goodAudio = { format: 'wav' as const, durationSeconds: 180, sizeBytes: 30_000_000 };
const goodCover = { format: 'jpeg' as const, width: 3000, height: 3000, sizeBytes: 2_000_000 };
const codes = (errors: Array<{ code: string }>) => errors.map((error) => error.code);

describe('audio rules', () => {
  it('accepts a track of 1 to 20 minutes in an accepted format up to 100 MB', () => {
    expect(checkAudio(goodAudio)).toEqual([]);
    expect(checkAudio({ ...goodAudio, durationSeconds: 60 })).toEqual([]);
    expect(checkAudio({ ...goodAudio, durationSeconds: 1200 })).toEqual([]);
    expect(checkAudio({ ...goodAudio, sizeBytes: AUDIO_MAX_BYTES })).toEqual([]);
  });

  it('refuses each edge just past the limit', () => {
    expect(codes(checkAudio({ ...goodAudio, durationSeconds: 59.9 }))).toEqual(['audio_too_short']);
    expect(codes(checkAudio({ ...goodAudio, durationSeconds: 1200.1 }))).toEqual(['audio_too_long']);
    expect(codes(checkAudio({ ...goodAudio, sizeBytes: AUDIO_MAX_BYTES + 1 }))).toEqual(['audio_too_large']);
    expect(codes(checkAudio({ ...goodAudio, format: null }))).toEqual(['audio_format_unsupported']);
  });

  it('names the field it concerns', () => {
    expect(checkAudio({ ...goodAudio, format: null }, 'tracks.0.audio')[0]?.field).toBe('tracks.0.audio');
  });

  it('refuses a file that does not decode to its end (media_damaged), whatever its header says', () => {
    expect(checkAudio({ ...goodAudio, damaged: true })).toEqual([{ code: 'media_damaged', field: 'audio' }]);
    expect(checkAudio({ ...goodAudio, format: null, damaged: true })).toEqual([{ code: 'media_damaged', field: 'audio' }]);
  });
});

describe('damaged artwork', () => {
  it('is refused (media_damaged) however good its header’s size and format', () => {
    expect(checkArtwork({ ...goodCover, damaged: true })).toEqual([{ code: 'media_damaged', field: 'artwork' }]);
  });
});

describe('artwork rules', () => {
  it('accepts a square JPEG or PNG of at least 1500 px under 20 MB', () => {
    expect(checkArtwork(goodCover)).toEqual([]);
    expect(checkArtwork({ ...goodCover, format: 'png', width: 1500, height: 1500 })).toEqual([]);
  });

  it('refuses a small, oversized, non-square or non-image cover with the message parameters', () => {
    expect(checkArtwork({ ...goodCover, width: 1499, height: 1499 })).toEqual([
      { code: 'image_too_small', field: 'artwork', params: { min: 1500 } },
    ]);
    expect(codes(checkArtwork({ ...goodCover, sizeBytes: ARTWORK_MAX_BYTES }))).toEqual(['image_too_large']);
    expect(codes(checkArtwork({ ...goodCover, width: 3000, height: 2999 }))).toEqual(['image_not_square']);
    expect(codes(checkArtwork({ ...goodCover, format: null }))).toEqual(['image_format_invalid']);
  });
});
