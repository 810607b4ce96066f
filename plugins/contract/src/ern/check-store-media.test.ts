import { describe, expect, it } from 'vitest';
import { storeMediaProblems } from './check-store-media';

const requirements = { artwork: { minPx: 1400, sizePx: 3000, format: 'jpeg' as const } };
const track = (format: string, number = 1) => ({ number, audio: { format } });

describe('storeMediaProblems', () => {
  it('accepts a cover at the store’s minimum and any audio when the store lists no formats', () => {
    expect(storeMediaProblems({ cover: { format: 'png', width: 1400, height: 1600 }, tracks: [track('mp3')] }, requirements)).toEqual([]);
  });

  it('reports a missing cover, a cover of another format and a cover under the minimum on its shorter side', () => {
    expect(storeMediaProblems({ cover: null, tracks: [] }, requirements)).toEqual([
      { message: 'the release has no cover', code: 'artwork_required', field: 'cover' },
    ]);
    expect(storeMediaProblems({ cover: { format: 'webp', width: 3000, height: 3000 }, tracks: [] }, requirements)[0]).toMatchObject({
      code: 'image_format_invalid',
      field: 'cover',
    });
    expect(storeMediaProblems({ cover: { format: 'jpeg', width: 3000, height: 1399 }, tracks: [] }, requirements)).toEqual([
      { message: 'the cover is 3000x1399 px; the store needs at least 1400 px', code: 'image_too_small', field: 'cover', params: { min: 1400 } },
    ]);
  });

  it('reports each track whose audio format the store does not take', () => {
    const problems = storeMediaProblems(
      { cover: { format: 'jpeg', width: 3000, height: 3000 }, tracks: [track('wav'), track('mp3', 2)] },
      { ...requirements, acceptedAudioFormats: ['wav', 'flac'] },
    );
    expect(problems).toEqual([
      { message: 'track 2 is mp3; the store takes wav, flac', code: 'audio_format_unsupported', field: 'tracks.1.audio' },
    ]);
  });
});
