import { describe, expect, it } from 'vitest';
import { errorMessage } from './english';

describe('errorMessage', () => {
  it("gives the web's English message with its placeholders filled", () => {
    expect(errorMessage('image_too_small', { min: 1500 })).toBe(
      'Image dimensions are too small. Minimum required size is 1500px.',
    );
    expect(errorMessage('release_incomplete', { fields: 'artwork, tracks' })).toBe(
      'The release is incomplete: artwork, tracks.',
    );
    expect(errorMessage('required')).toBe('This field is required');
  });

  it('reads an unknown code as a server error, and leaves a placeholder without a value visible', () => {
    expect(errorMessage('no_such_code')).toBe('Server error. Please try again later.');
    expect(errorMessage('audio_too_long')).toBe('The track is too long. Maximum length is {{max}} minutes.');
  });
});
