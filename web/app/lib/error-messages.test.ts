import { describe, expect, it } from 'vitest';
import { fixedT } from './translate';
import { encodeError, errorMessage, readableReason } from './error-messages';

describe('error messages', () => {
  it('fills the placeholders of a field error in the chosen language', () => {
    const encoded = encodeError({ code: 'image_too_small', params: { min: 1500 } });
    expect(errorMessage(fixedT('en'), encoded)).toBe('Image dimensions are too small. Minimum required size is 1500px.');
    expect(errorMessage(fixedT('es'), encoded)).toBe(
      'Las dimensiones de la imagen son demasiado pequeñas. El tamaño mínimo es de 1500 px.',
    );
  });

  it('translates a bare code', () => {
    expect(errorMessage(fixedT('pt'), encodeError({ code: 'required' }))).toBe('Este campo é obrigatório');
  });

  it('falls back to the generic server error for a code it does not know', () => {
    expect(errorMessage(fixedT('en'), 'no_such_code')).toBe('Server error. Please try again later.');
  });

  it('uses English for a language it does not support', () => {
    expect(errorMessage(fixedT('de'), 'required')).toBe('This field is required');
  });

  it('reads a failure reason that is one of our codes as its message, and keeps a store’s own words', () => {
    expect(readableReason(fixedT('en'), 'required')).toBe('This field is required');
    expect(readableReason(fixedT('en'), 'Spotify: UPC already delivered by another distributor')).toBe(
      'Spotify: UPC already delivered by another distributor',
    );
  });
});
