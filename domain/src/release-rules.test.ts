import { describe, expect, it } from 'vitest';
import { checkSubmittable } from './release-rules';

const complete = { title: 'First Light', artistId: 'a1', hasArtwork: true, tracks: [{ title: 'First Light', hasAudio: true }] };

describe('a release ready to submit', () => {
  it('passes when title, artist, artwork and a track with audio are there', () => {
    expect(checkSubmittable(complete)).toEqual([]);
  });

  it('names every missing field', () => {
    const errors = checkSubmittable({ title: '  ', artistId: null, hasArtwork: false, tracks: [] });
    expect(errors.map((error) => error.field)).toEqual(['title', 'artistId', 'artwork', 'tracks']);
    expect(errors.every((error) => error.code === 'required')).toBe(true);
  });

  it('checks each track', () => {
    const errors = checkSubmittable({ ...complete, tracks: [{ title: 'ok', hasAudio: true }, { title: '', hasAudio: false }] });
    expect(errors.map((error) => error.field)).toEqual(['tracks.1.title', 'tracks.1.audio']);
  });
});
